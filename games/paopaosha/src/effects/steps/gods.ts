/**
 * Effect primitives of the god cards (神卡) and of outright death: `shield` (天使之泪), `control` (海洋公主), `tribute`
 * (吉奥拉之花), `kill` (product reading 4), `passAround` (永恒之火 unarmed).
 */
import { answer, ask, pushFrame } from '../../rules/ask.ts';
import { grantControl } from '../../rules/control.ts';
import { giveCard, killOutright, seatOf } from '../../rules/effects.ts';
import { removeCard } from '../../rules/piles.ts';
import type { AskReason, ChoiceOption } from '../../state.ts';
import { compileCardTest, compileNum } from '../expr.ts';
import { NEXT, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/**
 * `shield` (product reading 6): the seat's HP becomes `hp`; the part above its HP before is a shield that damage removes
 * first and healing never restores. No effect at `hp` or more.
 */
export const shield: StepPrimitive<'shield'> = {
  waits: false,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const hp = compileNum(st.hp, `${c.path}.hp`);
    b.emit((s, f, ev) => {
      const seat = who(f);
      const p = seatOf(s, seat);
      const to = hp(s, f.user);
      if (p.hp < to) {
        const gain = to - p.hp;
        p.shield += gain;
        p.hp = to;
        ev?.push({ t: 'heal', seat, amount: gain, hp: p.hp, by: f.user, shield: p.shield });
      }
      return NEXT;
    });
  },
};

/** `control` (product reading 7): the user makes every decision of the target for its next `turns` turns. */
export const control: StepPrimitive<'control'> = {
  waits: false,
  compile(st, b, c) {
    const turns = compileNum(st.turns, `${c.path}.turns`);
    b.emit((s, f, ev) => {
      const t = f.target;
      if (t < 0 || t === f.user || !s.seats[t]?.alive || !s.seats[f.user]?.alive) return NEXT;
      grantControl(s, t, f.user, turns(s, f.user), ev);
      return NEXT;
    });
  },
};

/**
 * `tribute`: the target gives the user `count` hand cards of kind `kind` — offered only when it holds enough, but asked
 * either way (P-G6) — one at a time, choosing which when it holds more (request reason `<id>-give`); or it refuses and
 * `onRefuse` runs. Uses the frame's `left`.
 */
export const tribute: StepPrimitive<'tribute'> = {
  waits: true,
  compile(st, b, c) {
    const count = compileNum(st.count, `${c.path}.count`);
    const kind = st.kind;
    const reason = c.id;
    const giveReason = `${c.id}-give` as AskReason;
    const have = (s: Parameters<typeof seatOf>[0], t: number, r: { kindOf(x: number): string }) =>
      seatOf(s, t).hand.filter((x) => r.kindOf(x) === kind);
    const skip = b.emit(() => NEXT);
    b.emit((s, f, _ev, r) => {
      const options: ChoiceOption[] = [{ o: 'die', card: -1 }];
      if (have(s, f.target, r).length >= count(s, f.user)) options.unshift({ o: 'give', card: -1 });
      ask(s, { kind: 'choose', seats: [f.target], reason, source: f.user, target: f.target, options });
      return WAIT;
    });
    const answerAt = b.emit(() => NEXT);
    const giveAt = b.emit(() => NEXT);
    const pickAt = b.emit(() => NEXT);
    const refuseAt = b.here;
    c.sub(st.onRefuse, `${c.path}.onRefuse`);
    const end = b.here;
    b.patch(skip, (s, f) => (seatOf(s, f.target).alive ? NEXT : end));
    b.patch(answerAt, (s, f, _ev, r) => {
      // Option 0 is `give` exactly when it was offered (the hand has not changed since).
      const a = answer(s);
      const need = count(s, f.user);
      if (!(a !== null && a.d.t === 'choose' && a.d.i === 0 && have(s, f.target, r).length >= need)) return refuseAt;
      f.left = need;
      return NEXT;
    });
    b.patch(giveAt, (s, f, ev, r) => {
      const h = have(s, f.target, r);
      if (f.left <= 0 || !seatOf(s, f.user).alive) return end;
      if (h.length <= f.left) {
        for (const x of h) giveCard(s, f.target, f.user, x, ev);
        return end;
      }
      const options = h.map((x): ChoiceOption => ({ o: 'card', card: x }));
      ask(s, {
        kind: 'choose',
        seats: [f.target],
        reason: giveReason,
        source: f.user,
        target: f.target,
        count: f.left,
        options,
      });
      return WAIT;
    });
    b.patch(pickAt, (s, f, ev, r) => {
      const a = answer(s);
      const h = have(s, f.target, r);
      const card = a && a.d.t === 'choose' ? (h[a.d.i] ?? h[0]) : h[0];
      if (card !== undefined) giveCard(s, f.target, f.user, card, ev);
      f.left--;
      return giveAt;
    });
  },
};

/**
 * `kill` (product reading 4): the seat dies outright — no damage, no dying, no rescue — the user its killer. With
 * `lordDeathWins` the 国主 killed so gives the 强盗 the win (P-W4, 永恒之火).
 */
export const kill: StepPrimitive<'kill'> = {
  waits: true,
  compile(st, b) {
    const who = seatRef(st.who);
    const lordWin = st.lordDeathWins === true;
    const noKiller = st.from === 'none';
    b.emit((s, f) => {
      const seat = who(f);
      if (!seatOf(s, seat).alive) return NEXT;
      killOutright(s, seat, noKiller ? -1 : f.user, lordWin);
      return WAIT;
    });
  },
};

/**
 * `passAround` (永恒之火 unarmed, product readings 5, 14): starting with the user, each alive player in seat order judges
 * until one passes `hit`; that player takes the card into their hand armed (effects/armed.ts). Nobody in one full
 * round: nothing (the card is discarded with the others used). Uses the frame's `cur` (the index in the order).
 */
export const passAround: StepPrimitive<'passAround'> = {
  waits: true,
  compile(st, b, c) {
    const hit = compileCardTest(st.hit);
    const reason = c.id;
    b.emit((s, f) => {
      f.order = [];
      for (let i = 0; i < s.seats.length; i++) {
        const seat = (f.user + i) % s.seats.length;
        if (seatOf(s, seat).alive) f.order.push(seat);
      }
      f.cur = 0;
      return NEXT;
    });
    const nextAt = b.emit(() => NEXT);
    const resultAt = b.emit(() => NEXT);
    const end = b.here;
    b.patch(nextAt, (s, f) => {
      const order = f.order as number[];
      while (f.cur < order.length && !seatOf(s, order[f.cur] as number).alive) f.cur++;
      if (f.cur >= order.length) return end;
      pushFrame(s, { k: 'judge', seat: order[f.cur] as number, reason });
      return WAIT;
    });
    b.patch(resultAt, (s, f, ev, r) => {
      const seat = (f.order as number[])[f.cur] as number;
      if (!hit(s.ret as number, r)) {
        f.cur++;
        return nextAt;
      }
      removeCard(s.table, f.card);
      seatOf(s, seat).hand.push(f.card);
      s.armed.push({ card: f.card, seat });
      ev?.push({ t: 'move', from: -1, to: seat, cards: [f.card], count: 1, zone: 'hand', see: [] });
      return NEXT;
    });
  },
};
