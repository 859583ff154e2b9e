/**
 * 葱汁 (葱头) — 葱汁：受到一点伤害，你弃掉2张牌不受伤害。
 * Ruling: for each point of damage you would take, you may discard 2 cards to prevent it. Product reading 11: the
 * cards may be hand or equipment cards.
 */
import { opt } from '../data/option-values.ts';
import { answer, ask, popFrame, pushFrame } from '../rules/ask.ts';
import type { DamageFrame } from '../rules/effects.ts';
import { takeFromSeat } from '../rules/piles.ts';
import type { PaopaoshaState } from '../state.ts';
import { announce, askYesNo, ownCards, saidYes } from './common.ts';
import type { SkillDef } from './types.ts';

/** Frame: offer 葱汁 point by point against the damage frame at stack index `at`. */
interface CongzhiFrame {
  k: 'skill:congzhi';
  pc: number;
  seat: number;
  at: number;
  left: number;
}

function damageAt(s: PaopaoshaState, at: number): DamageFrame {
  return s.stack[at] as DamageFrame;
}

/**
 * 葱汁: at `beforeDamage`, while the damage still has points and the seat holds 2 cards (hand or equipment), a yes/no
 * `choose` request (reason `congzhi`, `count` = the points still coming). Yes: a `discard` request for 2 cards one at a
 * time (reason `congzhi`; its options include every equipped card), then the damage loses 1 point and the question
 * comes again for the next point.
 */
/** Named steps (`pc`): `ask` whether to use it, read the `answer`, `discard` two cards one at a time (then ask again). */
const STEP = Object.freeze({ ask: 0, answer: 1, discard: 2 } as const);

export const congzhi: SkillDef = {
  id: 'congzhi',
  // Product reading 11: its two cards may be hand or equipment cards (any slot; legal.ts, reason `congzhi`).
  discardSlots: ['weapon', 'armor', 'mount', 'book'],
  triggers: {
    beforeDamage: (s, ctx) => {
      if (damageAt(s, ctx.damageAt).amount <= 0 || ownCards(s, ctx.seat).length < opt(s.config, 'congzhiCards'))
        return false;
      pushFrame(s, { k: 'skill:congzhi', seat: ctx.seat, at: ctx.damageAt, left: 0 });
      return true;
    },
  },
  frames: {
    'skill:congzhi'(s, f: CongzhiFrame, ev) {
      const d = damageAt(s, f.at);
      switch (f.pc) {
        case STEP.ask:
          if (d.amount <= 0 || ownCards(s, f.seat).length < opt(s.config, 'congzhiCards')) return popFrame(s, null);
          f.pc = STEP.answer;
          askYesNo(s, f.seat, 'congzhi', d.amount);
          return;
        case STEP.answer:
          if (!saidYes(s)) return popFrame(s, null);
          announce(ev, f.seat, 'congzhi');
          f.left = opt(s.config, 'congzhiCards');
          f.pc = STEP.discard;
          ask(s, { kind: 'discard', seats: [f.seat], count: f.left, reason: 'congzhi' });
          return;
        default: {
          const a = answer(s);
          if (a && a.d.t === 'discard' && takeFromSeat(s, f.seat, a.d.card) !== null) {
            s.discard.push(a.d.card);
            ev?.push({ t: 'discard', seat: f.seat, cards: [a.d.card], reason: 'congzhi' });
          }
          f.left--;
          if (f.left > 0) {
            ask(s, { kind: 'discard', seats: [f.seat], count: f.left, reason: 'congzhi' });
            return;
          }
          d.amount--;
          ev?.push({ t: 'prevent', seat: f.seat, amount: 1, by: 'congzhi' });
          f.pc = STEP.ask;
        }
      }
    },
  },
};
