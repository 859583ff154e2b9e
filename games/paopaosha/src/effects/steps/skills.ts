/**
 * Effect primitives the skills brought to the library (any entry may use them): `discard` (a seat discards cards of its
 * choice, 爱恋, 葱汁), `command` (司令部), `announce` (the public `skill` event), `takeRandom` (贪污), `swapRandom` and
 * `swapHands` (电脑奇才 book).
 */
import { withRng } from '@shaju/engine';
import { answer, ask } from '../../rules/ask.ts';
import { commandNextTurn } from '../../rules/control.ts';
import { type DamageFrame, giveCard, seatOf, seatPair } from '../../rules/effects.ts';
import { takeFromSeat } from '../../rules/piles.ts';
import type { AskReason, PaopaoshaState } from '../../state.ts';
import { compileNum } from '../expr.ts';
import { NEXT, type ProgFrame, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/** Whether `seat` holds a card it may discard: a hand card, or with `equip` an equipped card. */
function canDiscard(s: PaopaoshaState, seat: number, equip: boolean): boolean {
  const p = seatOf(s, seat);
  if (p.hand.length > 0) return true;
  const e = p.equip;
  return equip && (e.weapon >= 0 || e.armor >= 0 || e.mount >= 0 || e.book >= 0);
}

/**
 * `discard`: the seat discards `count` cards one `discard` request at a time (reason the entry id; `target` named when
 * the frame's target is another seat; `count` the cards still to discard), each answer's card going to the discard
 * pile; it stops when the seat has nothing left to discard. The equipment slots the requests offer are the skill's
 * (`SkillDef.discardSlots`, set when a step says `equip`). Uses the frame's `left`.
 */
export const discard: StepPrimitive<'discard'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const count = compileNum(st.count, `${c.path}.count`);
    const equip = st.zones.includes('equip');
    const reason = c.id as AskReason;
    const request = (s: PaopaoshaState, f: ProgFrame) => {
      const seat = who(f);
      if (f.target !== seat && f.target >= 0)
        ask(s, { kind: 'discard', seats: [seat], count: f.left, reason, target: f.target });
      else ask(s, { kind: 'discard', seats: [seat], count: f.left, reason });
    };
    b.emit((s, f) => {
      f.left = count(s, f.user);
      return NEXT;
    });
    const head = b.emit(() => NEXT);
    b.emit((s, f, ev) => {
      const a = answer(s);
      const seat = who(f);
      if (a && a.d.t === 'discard' && takeFromSeat(s, seat, a.d.card) !== null) {
        s.discard.push(a.d.card);
        ev?.push({ t: 'discard', seat, cards: [a.d.card], reason });
      }
      f.left--;
      return head;
    });
    const end = b.here;
    b.patch(head, (s, f) => {
      if (f.left <= 0 || !canDiscard(s, who(f), equip)) return end;
      request(s, f);
      return WAIT;
    });
  },
};

/** `command` (司令部): for the target's next turn the user makes its decisions. */
export const command: StepPrimitive<'command'> = {
  waits: false,
  compile(_st, b, c) {
    // The event names the skill (its words say who commands whom through it).
    const via = c.id as Parameters<typeof commandNextTurn>[4];
    b.emit((s, f, ev) => {
      commandNextTurn(s, f.target, f.user, ev, via);
      return NEXT;
    });
  },
};

/** `announce`: the public `skill` event of the owner's use, naming its targets. */
export const announce: StepPrimitive<'announce'> = {
  waits: false,
  compile(st, b, c) {
    const id = c.id;
    const which = st.targets ?? 'none';
    const judged = st.card === 'judged';
    b.emit((s, f, ev) => {
      const owner = f.owner ?? f.user;
      let targets: number[] = [];
      if (which === 'target') targets = [f.target];
      else if (which === 'othersWithHand') {
        const n = s.seats.length;
        for (let i = 1; i < n; i++) {
          const t = (owner + i) % n;
          const p = seatOf(s, t);
          if (p.alive && p.hand.length > 0) targets.push(t);
        }
      }
      ev?.push({
        t: 'skill',
        seat: owner,
        id,
        targets,
        cards: judged && (f.judged ?? -1) >= 0 ? [f.judged as number] : [],
      });
      return NEXT;
    });
  },
};

/** `takeRandom`: a seat takes one random hand card of another (the game's PRNG), seen by the two of them only. */
export const takeRandom: StepPrimitive<'takeRandom'> = {
  waits: false,
  compile(st, b) {
    const by = seatRef(st.by);
    const from = seatRef(st.from);
    b.emit((s, f, ev) => {
      const t = from(f);
      const q = seatOf(s, t);
      if (!q.alive || q.hand.length === 0) return NEXT;
      const i = withRng(s, (r) => r.int(q.hand.length));
      giveCard(s, t, by(f), q.hand[i] as number, ev);
      return NEXT;
    });
  },
};

/** Takes one random hand card of `seat` (the game's PRNG) out of its hand. */
function randomHandCard(s: PaopaoshaState, seat: number): number {
  const hand = seatOf(s, seat).hand;
  const i = withRng(s, (r) => r.int(hand.length));
  return hand.splice(i, 1)[0] as number;
}

/** `swapRandom`: two seats each give the other one random hand card (the first's drawn first), seen by the two only. */
export const swapRandom: StepPrimitive<'swapRandom'> = {
  waits: false,
  compile(st, b) {
    const who = seatRef(st.who);
    const other = seatRef(st.with);
    b.emit((s, f, ev) => {
      const a = who(f);
      const t = other(f);
      if (seatOf(s, a).hand.length === 0 || seatOf(s, t).hand.length === 0) return NEXT;
      const mine = randomHandCard(s, a);
      const theirs = randomHandCard(s, t);
      seatOf(s, t).hand.push(mine);
      seatOf(s, a).hand.push(theirs);
      const see = seatPair(a, t);
      ev?.push({ t: 'move', from: a, to: t, cards: [mine], count: 1, zone: 'hand', see });
      ev?.push({ t: 'move', from: t, to: a, cards: [theirs], count: 1, zone: 'hand', see });
      return NEXT;
    });
  },
};

/** `swapHands`: two seats swap their whole hands, seen by the two of them only. */
export const swapHands: StepPrimitive<'swapHands'> = {
  waits: false,
  compile(st, b) {
    const who = seatRef(st.who);
    const other = seatRef(st.with);
    b.emit((s, f, ev) => {
      const a = who(f);
      const t = other(f);
      const u = seatOf(s, a);
      const q = seatOf(s, t);
      const mine = u.hand;
      const theirs = q.hand;
      u.hand = theirs;
      q.hand = mine;
      const see = seatPair(a, t);
      ev?.push({ t: 'move', from: a, to: t, cards: mine.slice(), count: mine.length, zone: 'hand', see });
      ev?.push({ t: 'move', from: t, to: a, cards: theirs.slice(), count: theirs.length, zone: 'hand', see });
      return NEXT;
    });
  },
};

/** `nap` (睡觉): the seat skips the rest of this turn and sleeps until its next turn starts; the round kept when `interval` > 1. */
export const nap: StepPrimitive<'nap'> = {
  waits: false,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const interval = compileNum(st.interval, `${c.path}.interval`);
    b.emit((s, f) => {
      const p = seatOf(s, who(f));
      p.asleep = true;
      p.skipTurn = true;
      if (interval(s, f.user) > 1) p.napRound = s.round;
      return NEXT;
    });
  },
};

/** `prevent`: the damage a beforeDamage trigger sees loses `amount` points (all: every one), with a `prevent` event. */
export const prevent: StepPrimitive<'prevent'> = {
  waits: false,
  compile(st, b, c) {
    const all = st.amount === 'all';
    const amount = st.amount === 'all' ? () => 0 : compileNum(st.amount, `${c.path}.amount`);
    const by = c.id;
    b.emit((s, f, ev) => {
      if (f.damageAt === undefined || f.damageAt < 0) return NEXT;
      const d = s.stack[f.damageAt] as DamageFrame;
      const n = all ? d.amount : Math.min(d.amount, amount(s, f.user));
      if (n > 0) {
        ev?.push({ t: 'prevent', seat: f.owner ?? f.user, amount: n, by });
        d.amount -= n;
      }
      return NEXT;
    });
  },
};
