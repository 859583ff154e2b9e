/**
 * 看豆 (小豆) — 看豆：回合开始前，你可以看牌堆顶部的N张牌（N=现在人数，包括你），可以挪一下位置。
 * Ruling: at your turn start look at the top N cards of the draw pile (N = alive players, you included) and put them
 * back in any order.
 */

import type { Ev } from '../events.ts';
import { ask, popFrame, pushFrame } from '../rules/ask.ts';
import { reshuffle } from '../rules/piles.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';
import { announce, askYesNo, chosenIndex, saidYes } from './common.ts';
import type { SkillDef } from './types.ts';

/** Frame: ask, look, then build the new order top first. */
interface KandouFrame {
  k: 'skill:kandou';
  pc: number;
  seat: number;
  /** The cards looked at, top first. */
  cards: number[];
  /** The new order so far, top first. */
  order: number[];
  options: ChoiceOption[];
}

/**
 * How many cards 看豆 looks at now: the alive players (ruling), or as many as the draw pile holds. P-T5 (当牌堆的牌摸完时，
 * 立即将弃牌堆洗混后形成新的摸牌堆): the discard pile is shuffled into a new draw pile only when the draw pile has run out
 * (is empty), never because it holds fewer than N cards.
 */
function lookCount(s: PaopaoshaState, ev: Ev): number {
  const n = s.seats.filter((p) => p.alive).length;
  if (s.draw.length === 0) reshuffle(s, ev);
  return Math.min(s.draw.length, n);
}

/**
 * 看豆: at turn start, when the draw pile is not empty, a yes/no `choose` request (reason `kandou`, `count` = the cards to look at). Yes:
 * a `peek` event shows the top N cards (top first) to this seat only (redacted for everyone else), then repeated
 * `choose` requests (reason `kandou-top`, `count` = the position being filled, 1 = top) ask "which card goes on top
 * next": one `{o:'card', card}` per card not yet placed, then `{o:'keep'}`, which leaves the rest in their present
 * order. The last card needs no request. The cards stay in the draw pile meanwhile; the new order is written at the
 * end, and a public `skill` event says that 看豆 was used.
 */
/** Named steps (`pc`): `ask` whether to look, `peek` at the top cards, then `order` them one request at a time. */
const STEP = Object.freeze({ ask: 0, peek: 1, order: 2 } as const);

export const kandou: SkillDef = {
  id: 'kandou',
  triggers: {
    turnStart: (s, ctx) => {
      if (lookCount(s, ctx.ev) === 0) return false;
      pushFrame(s, { k: 'skill:kandou', seat: ctx.seat, cards: [], order: [], options: [] });
      return true;
    },
  },
  frames: {
    'skill:kandou'(s, f: KandouFrame, ev) {
      if (f.pc === STEP.ask) {
        f.pc = STEP.peek;
        askYesNo(s, f.seat, 'kandou', lookCount(s, ev));
        return;
      }
      if (f.pc === STEP.peek) {
        if (!saidYes(s)) return popFrame(s, null);
        const n = lookCount(s, ev);
        f.cards = s.draw.slice(s.draw.length - n).reverse();
        announce(ev, f.seat, 'kandou');
        ev?.push({ t: 'peek', seat: f.seat, cards: f.cards.slice(), count: n, reason: 'kandou' });
        f.pc = STEP.order;
      } else {
        const o = f.options[chosenIndex(s)];
        if (o && o.o === 'card') f.order.push(o.card);
        else f.order.push(...f.cards.filter((c) => !f.order.includes(c)));
      }
      const rest = f.cards.filter((c) => !f.order.includes(c));
      if (rest.length > 1) {
        f.options = [...rest.map((c): ChoiceOption => ({ o: 'card', card: c })), { o: 'keep', card: -1 }];
        ask(s, {
          kind: 'choose',
          seats: [f.seat],
          reason: 'kandou-top',
          count: f.order.length + 1,
          options: f.options.slice(),
        });
        return;
      }
      f.order.push(...rest);
      // The draw pile's top is its last element: order[0] goes last.
      const n = f.order.length;
      for (let i = 0; i < n; i++) s.draw[s.draw.length - 1 - i] = f.order[i] as number;
      popFrame(s, null);
    },
  },
};
