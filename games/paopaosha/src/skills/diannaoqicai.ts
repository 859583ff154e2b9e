/**
 * 电脑奇才 (小葱; not the skill book of the same name, `diannaoqicaishu`) — 电脑奇才：回合开始时。你可以与别人交换一张手牌
 * （一回合限一次）
 * Ruling: once per turn, at your turn start, swap one hand card you pick with a random hand card of another player.
 */

import { withRng } from '@shaju/engine';
import { opt } from '../data/option-values.ts';
import { ask, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard } from '../rules/effects.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';
import { announce, chosenIndex, othersFrom, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';
import { countUse, turnUsesOf } from './uses.ts';

/** Frame: pick your card (or decline), pick the other player, swap. */
interface DiannaoqicaiFrame {
  k: 'skill:diannaoqicai';
  pc: number;
  seat: number;
  card: number;
  options: ChoiceOption[];
}

/** Other alive players with a hand card, in seat order from the next. */
function partners(s: PaopaoshaState, seat: number): number[] {
  return othersFrom(s, seat).filter((t) => seatOf(s, t).hand.length > 0);
}

/**
 * 电脑奇才: at turn start, once per turn, when the seat and some other player both hold hand cards: a `choose` request
 * (reason `diannaoqicai`) with one `{o:'card', card}` per hand card and a last `{o:'no'}`; after a card, a second
 * `choose` request (reason `diannaoqicai-target`) with one `{o:'seat', seat}` per other player holding hand cards. The
 * chosen card goes to that player and one of their hand cards (random, seeded PRNG) comes back; both moves are seen
 * by the two players only.
 */
/** Named steps (`pc`): choose the `card` to give (or not), the `target`, then the `swap`. */
const STEP = Object.freeze({ card: 0, target: 1, swap: 2 } as const);

export const diannaoqicai: SkillDef = {
  id: 'diannaoqicai',
  triggers: {
    turnStart: (s, ctx) => {
      if (turnUsesOf(s, ctx.seat, 'diannaoqicai') >= opt(s.config, 'diannaoqicaiPerTurn')) return false;
      if (seatOf(s, ctx.seat).hand.length === 0 || partners(s, ctx.seat).length === 0) return false;
      pushFrame(s, { k: 'skill:diannaoqicai', seat: ctx.seat, card: -1, options: [] });
      return true;
    },
  },
  frames: {
    'skill:diannaoqicai'(s, f: DiannaoqicaiFrame, ev) {
      const me = seatOf(s, f.seat);
      switch (f.pc) {
        case STEP.card:
          f.options = [...me.hand.map((c): ChoiceOption => ({ o: 'card', card: c })), { o: 'no', card: -1 }];
          f.pc = STEP.target;
          ask(s, { kind: 'choose', seats: [f.seat], reason: 'diannaoqicai', options: f.options.slice() });
          return;
        case STEP.target: {
          const o = f.options[chosenIndex(s)];
          if (o?.o !== 'card') return popFrame(s, null);
          f.card = o.card;
          countUse(s, f.seat, 'diannaoqicai');
          f.options = partners(s, f.seat).map((t): ChoiceOption => ({ o: 'seat', card: -1, seat: t }));
          f.pc = STEP.swap;
          ask(s, { kind: 'choose', seats: [f.seat], reason: 'diannaoqicai-target', options: f.options.slice() });
          return;
        }
        default: {
          const t = f.options[chosenIndex(s)]?.seat;
          if (t === undefined) return popFrame(s, null);
          const q = seatOf(s, t);
          announce(ev, f.seat, 'diannaoqicai', [t]);
          const i = withRng(s, (r) => r.int(q.hand.length));
          // The card coming back is drawn from their hand before yours arrives.
          const back = q.hand[i] as number;
          giveCard(s, f.seat, t, f.card, ev);
          giveCard(s, t, f.seat, back, ev);
          popFrame(s, null);
        }
      }
    },
  },
};
