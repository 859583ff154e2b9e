/**
 * 电脑奇才 (skill book; not 小葱's skill of the same name, which is `diannaoqicai`) — 特效：与别人交换一张或所有手牌。
 * Ruling: once per play phase: with another player who has hand cards, swap one random hand card each, or your whole
 * hands.
 *
 * Decisions: `{t:'skill', id:'diannaoqicaishu', cards: [], targets: [t]}` for each other alive player with hand cards,
 * then a `choose` (reason `diannaoqicaishu`) between `swap-one` (offered when you hold a hand card too) and `swap-all`.
 * Random cards are drawn with the game's PRNG; each side sees what it gave and got, the others only the counts.
 */
import { withRng } from '@shaju/engine';
import type { PaopaoshaDecision } from '../decisions.ts';
import { answer, ask, type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { seatPair, sink } from '../rules/core.ts';
import type { PaopaoshaState } from '../state.ts';
import { countUse, turnUsesOf } from './hooks.ts';
import type { SkillDef } from './types.ts';

/** The book's card id (= its skill id). */
export const DIANNAOQICAISHU = 'diannaoqicaishu' as const;

type Seat = PaopaoshaState['seats'][number];

interface SwapFrame {
  k: 'book:diannaoqicaishu';
  pc: number;
  user: number;
  target: number;
}

/** Takes one random hand card of `seat` (the game's PRNG). */
function randomHandCard(s: PaopaoshaState, seat: number): number {
  const hand = (s.seats[seat] as Seat).hand;
  const i = withRng(s, (r) => r.int(hand.length));
  return hand.splice(i, 1)[0] as number;
}

const frames: Handlers = {
  'book:diannaoqicaishu'(s, f: SwapFrame) {
    const u = s.seats[f.user] as Seat;
    const t = s.seats[f.target] as Seat;
    if (f.pc === 0) {
      if (!t.alive || t.hand.length === 0) return popFrame(s, null);
      f.pc = 1;
      const options = u.hand.length > 0 ? [{ o: 'swap-one', card: -1 }] : [];
      options.push({ o: 'swap-all', card: -1 });
      ask(s, { kind: 'choose', seats: [f.user], reason: DIANNAOQICAISHU, target: f.target, options });
      return;
    }
    const a = answer(s);
    const i = a && a.d.t === 'choose' ? a.d.i : 0;
    const one = u.hand.length > 0 && i === 0;
    if (one) {
      const mine = randomHandCard(s, f.user);
      const theirs = randomHandCard(s, f.target);
      t.hand.push(mine);
      u.hand.push(theirs);
      const see = seatPair(f.user, f.target);
      sink.ev?.push({ t: 'move', from: f.user, to: f.target, cards: [mine], count: 1, zone: 'hand', see });
      sink.ev?.push({ t: 'move', from: f.target, to: f.user, cards: [theirs], count: 1, zone: 'hand', see });
    } else {
      const mine = u.hand;
      const theirs = t.hand;
      u.hand = theirs;
      t.hand = mine;
      const see = seatPair(f.user, f.target);
      sink.ev?.push({
        t: 'move',
        from: f.user,
        to: f.target,
        cards: mine.slice(),
        count: mine.length,
        zone: 'hand',
        see,
      });
      sink.ev?.push({
        t: 'move',
        from: f.target,
        to: f.user,
        cards: theirs.slice(),
        count: theirs.length,
        zone: 'hand',
        see,
      });
    }
    popFrame(s, null);
  },
};

/** 电脑奇才 (book): swap with another player once per play phase. */
export const diannaoqicaishu: SkillDef = {
  id: DIANNAOQICAISHU,
  frames,
  actions(s, seat) {
    const out: PaopaoshaDecision[] = [];
    if (turnUsesOf(s, seat, DIANNAOQICAISHU) > 0) return out;
    for (let t = 0; t < s.seats.length; t++) {
      const q = s.seats[t] as Seat;
      if (t !== seat && q.alive && q.hand.length > 0)
        out.push({ t: 'skill', id: DIANNAOQICAISHU, cards: [], targets: [t] });
    }
    return out;
  },
  perform(s, seat, d) {
    countUse(s, seat, DIANNAOQICAISHU);
    pushFrame(s, { k: 'book:diannaoqicaishu', user: seat, target: d.targets[0] as number });
  },
};
