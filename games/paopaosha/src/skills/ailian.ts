/**
 * 爱恋 (黑妞) — 爱恋：你扔掉两张牌，可以将你和另一位玩家恢复一点体力
 * Ruling: once per play phase, discard 2 hand cards: you and another player each heal 1 (P-T6).
 */
import { opt } from '../data/option-values.ts';
import { ASK_STEP, answer, ask, popFrame, pushFrame } from '../rules/ask.ts';
import { heal } from '../rules/effects.ts';
import { removeCard } from '../rules/piles.ts';
import { announce, othersFrom, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';
import { countUse, turnUsesOf } from './uses.ts';

/** Frame: `seat` discards `left` more hand cards, then it and `target` heal 1 each. */
interface AilianFrame {
  k: 'skill:ailian';
  pc: number;
  seat: number;
  target: number;
  left: number;
}

/**
 * 爱恋: an active use, `{t:'skill', id:'ailian', cards:[], targets:[t]}` for every other alive player `t`, offered once
 * per turn (= once per play phase) while the hand holds 2 cards. The two cards are then chosen one at a time by a
 * `discard` request (reason `ailian`, hand cards only), so the option list stays one per target.
 */
export const ailian: SkillDef = {
  id: 'ailian',
  actions: (s, seat) => {
    const need = opt(s.config, 'ailianCards');
    if (turnUsesOf(s, seat, 'ailian') >= opt(s.config, 'ailianPerTurn') || seatOf(s, seat).hand.length < need)
      return [];
    return othersFrom(s, seat)
      .sort((a, b) => a - b)
      .map((t) => ({ t: 'skill', id: 'ailian', cards: [], targets: [t] }));
  },
  perform: (s, seat, d, ev) => {
    countUse(s, seat, 'ailian');
    const target = d.targets[0] as number;
    announce(ev, seat, 'ailian', [target]);
    pushFrame(s, { k: 'skill:ailian', seat, target, left: opt(s.config, 'ailianCards') });
  },
  frames: {
    'skill:ailian'(s, f: AilianFrame, ev) {
      const p = seatOf(s, f.seat);
      if (f.pc === ASK_STEP.answer) {
        const a = answer(s);
        if (a && a.d.t === 'discard') {
          removeCard(p.hand, a.d.card);
          s.discard.push(a.d.card);
          ev?.push({ t: 'discard', seat: f.seat, cards: [a.d.card], reason: 'ailian' });
        }
        f.left--;
      }
      if (f.left > 0 && p.hand.length > 0) {
        f.pc = ASK_STEP.answer;
        ask(s, { kind: 'discard', seats: [f.seat], count: f.left, reason: 'ailian', target: f.target });
        return;
      }
      const amount = opt(s.config, 'ailianHeal');
      heal(s, f.seat, amount, f.seat, ev);
      if (seatOf(s, f.target).alive) heal(s, f.target, amount, f.seat, ev);
      popFrame(s, null);
    },
  },
};
