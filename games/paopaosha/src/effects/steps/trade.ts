/**
 * Effect primitives where a seat picks a card or a partner and cards change hands: `giveDrawn` (爱国: the card drawn,
 * kept or given), `chooseCard`, `chooseSeat`, `countUse` and `exchange` (电脑奇才: a card of the user's for a random
 * one of the partner's).
 */
import { withRng } from '@shaju/engine';
import { answer, ask } from '../../rules/ask.ts';
import { giveCard, seatOf } from '../../rules/effects.ts';
import type { AskReason, ChoiceOption, OptionCode, PaopaoshaState } from '../../state.ts';
import { compileNum, compileSeatTest } from '../expr.ts';
import { END, NEXT, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/** The option index chosen in the answer to a `choose` request, or -1. */
function chosen(s: PaopaoshaState): number {
  const a = answer(s);
  return a !== null && a.d.t === 'choose' ? a.d.i : -1;
}

/** Alive seats other than `seat`, in seat order from the next one. */
function othersFrom(s: PaopaoshaState, seat: number): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  for (let i = 1; i < n; i++) {
    const t = (seat + i) % n;
    if (seatOf(s, t).alive) out.push(t);
  }
  return out;
}

/**
 * `giveDrawn`: a `choose` request (reason the entry id): option 0 `{o:'keep', card}`, then one `{o:'give', card, seat}`
 * per other alive player from the next (the card named in the options only, secret to the asked seat, never in a
 * public field); a gift moves the card if it is still in the hand. Nothing when no card was drawn.
 */
export const giveDrawn: StepPrimitive<'giveDrawn'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const reason = c.id as AskReason;
    const skip = b.emit(() => NEXT);
    b.emit((s, f) => {
      const card = f.drawn as number;
      f.opts = [{ o: 'keep', card }, ...othersFrom(s, who(f)).map((t): ChoiceOption => ({ o: 'give', card, seat: t }))];
      ask(s, { kind: 'choose', seats: [who(f)], reason, options: f.opts.slice() });
      return WAIT;
    });
    b.emit((s, f, ev) => {
      const o = (f.opts as ChoiceOption[])[chosen(s)];
      const seat = who(f);
      const card = f.drawn as number;
      if (o && o.o === 'give' && o.seat !== undefined && seatOf(s, seat).hand.includes(card)) {
        giveCard(s, seat, o.seat, card, ev);
      }
      return NEXT;
    });
    const end = b.here;
    b.patch(skip, (_s, f) => ((f.drawn ?? -1) < 0 ? end : NEXT));
  },
};

/**
 * `chooseCard`: a `choose` request (reason the entry id) with one `{o:'card', card}` per hand card and a last
 * `{o:'no'}`; a card becomes the frame's `card`, anything else ends the effect.
 */
export const chooseCard: StepPrimitive<'chooseCard'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const reason = c.id as AskReason;
    b.emit((s, f) => {
      f.opts = [...seatOf(s, who(f)).hand.map((x): ChoiceOption => ({ o: 'card', card: x })), { o: 'no', card: -1 }];
      ask(s, { kind: 'choose', seats: [who(f)], reason, options: f.opts.slice() });
      return WAIT;
    });
    b.emit((s, f) => {
      const o = (f.opts as ChoiceOption[])[chosen(s)];
      if (o?.o !== 'card') return END;
      f.card = o.card;
      return NEXT;
    });
  },
};

/**
 * `chooseSeat`: a `choose` request (reason `<id>-<step>`) with one `{o:'seat', seat}` per other alive player passing
 * `where`, from the next; the seat chosen becomes the target, an answer naming none ends the effect.
 */
export const chooseSeat: StepPrimitive<'chooseSeat'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const where = st.where ? compileSeatTest(st.where) : null;
    const id = c.id;
    const reason = `${id}-${st.step}` as AskReason;
    b.emit((s, f, _ev, r) => {
      const seat = who(f);
      f.opts = othersFrom(s, seat)
        .filter((t) => !where || where(s, seat, t, r, id))
        .map((t): ChoiceOption => ({ o: 'seat', card: -1, seat: t }));
      ask(s, { kind: 'choose', seats: [seat], reason, options: f.opts.slice() });
      return WAIT;
    });
    b.emit((s, f) => {
      const t = (f.opts as ChoiceOption[])[chosen(s)]?.seat;
      if (t === undefined) return END;
      f.target = t;
      return NEXT;
    });
  },
};

/** `countUse`: one use of the entry by the owner, counted against its limit (P-T6). */
export const countUse: StepPrimitive<'countUse'> = {
  waits: false,
  compile(_st, b, c) {
    const id = c.id;
    b.emit((s, f, _ev, r) => {
      r.countUse(s, f.owner ?? f.user, id);
      return NEXT;
    });
  },
};

/**
 * `exchange`: the seat gives the frame's `card` (chooseCard) to the other, who gives back a random hand card (the
 * game's PRNG, drawn before the first card arrives); both moves seen by the two of them only.
 */
export const exchange: StepPrimitive<'exchange'> = {
  waits: false,
  compile(st, b) {
    const who = seatRef(st.who);
    const other = seatRef(st.with);
    b.emit((s, f, ev) => {
      const a = who(f);
      const t = other(f);
      const q = seatOf(s, t);
      if (f.card < 0 || q.hand.length === 0 || !seatOf(s, a).hand.includes(f.card)) return NEXT;
      const i = withRng(s, (r) => r.int(q.hand.length));
      const back = q.hand[i] as number;
      giveCard(s, a, t, f.card, ev);
      giveCard(s, t, a, back, ev);
      return NEXT;
    });
  },
};

/**
 * `demand`: with `count` hand cards or more the target is asked (reason the entry id, `count`): option 0 `give`, 1 the
 * `refuse` code; giving, it picks one hand card at a time (reason `<id>-<step>`, `count` = the cards still owed) while
 * it holds any and the user lives, each going to the user; with fewer, or refusing, `onRefuse` runs. Nothing when the
 * target is dead. Uses the frame's `left`.
 */
export const demand: StepPrimitive<'demand'> = {
  waits: true,
  compile(st, b, c) {
    const count = compileNum(st.count, `${c.path}.count`);
    const reason = c.id as AskReason;
    const giveReason = `${c.id}-${st.step}` as AskReason;
    const refuse = st.refuse as OptionCode;
    const skip = b.emit(() => NEXT);
    const answerAt = b.emit(() => NEXT);
    const giveAt = b.emit(() => NEXT);
    const pickAt = b.emit(() => NEXT);
    const refuseAt = b.here;
    c.sub(st.onRefuse, `${c.path}.onRefuse`);
    const end = b.here;
    b.patch(skip, (s, f) => {
      const t = seatOf(s, f.target);
      if (!t.alive) return end;
      const need = count(s, f.user);
      if (t.hand.length < need) return refuseAt;
      ask(s, {
        kind: 'choose',
        seats: [f.target],
        reason,
        source: f.user,
        target: f.target,
        count: need,
        options: [
          { o: 'give', card: -1 },
          { o: refuse, card: -1 },
        ],
      });
      return WAIT;
    });
    b.patch(answerAt, (s, f) => {
      const a = answer(s);
      if (a?.d.t !== 'choose' || a.d.i !== 0) return refuseAt;
      f.left = count(s, f.user);
      return NEXT;
    });
    b.patch(giveAt, (s, f) => {
      const t = seatOf(s, f.target);
      if (f.left <= 0 || t.hand.length === 0 || !seatOf(s, f.user).alive) return end;
      ask(s, {
        kind: 'choose',
        seats: [f.target],
        reason: giveReason,
        source: f.user,
        target: f.target,
        count: f.left,
        options: t.hand.map((x) => ({ o: 'card', card: x })),
      });
      return WAIT;
    });
    b.patch(pickAt, (s, f, ev) => {
      const a = answer(s);
      const t = seatOf(s, f.target);
      const card = a && a.d.t === 'choose' ? t.hand[a.d.i] : t.hand[0];
      if (card !== undefined) giveCard(s, f.target, f.user, card, ev);
      f.left--;
      return giveAt;
    });
  },
};
