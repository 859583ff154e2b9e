/**
 * 睡觉 (皮蛋) — 睡觉：你暂停一回合。下回合不受任何伤害。
 * Ruling: at your turn start you may skip the whole turn; if you do, you take no damage until your next turn starts.
 * Product reading 4: deaths without damage (永恒之火, 吉奥拉之花, 豆花) still happen.
 */
import { opt } from '../data/option-values.ts';
import { ASK_STEP, popFrame, pushFrame } from '../rules/ask.ts';
import type { DamageFrame } from '../rules/effects.ts';
import { announce, askYesNo, saidYes, seatOf } from './common.ts';
import type { SkillDef } from './types.ts';

/** Frame: ask the sleeper whether to skip this turn. */
interface ShuijiaoFrame {
  k: 'skill:shuijiao';
  pc: number;
  seat: number;
}

/**
 * 睡觉: at turn start a yes/no `choose` request (reason `shuijiao`). Yes sets `skipTurn` (the turn frame then skips the
 * rest of the turn: no judgements, draw, play, discard or end phase) and the state flag `asleep`, which the turn frame
 * clears when this seat's next turn starts. While `asleep`, every damage to the seat is prevented at `beforeDamage`.
 */
export const shuijiao: SkillDef = {
  id: 'shuijiao',
  triggers: {
    turnStart: (s, ctx) => {
      // Option `shuijiaoInterval` (1: every turn): rounds since the last nap (`napRound`, kept only when above 1).
      const nap = seatOf(s, ctx.seat).napRound;
      if (nap !== undefined && s.round - nap < opt(s.config, 'shuijiaoInterval')) return false;
      pushFrame(s, { k: 'skill:shuijiao', seat: ctx.seat });
      return true;
    },
    beforeDamage: (s, ctx) => {
      if (!seatOf(s, ctx.seat).asleep || !opt(s.config, 'shuijiaoNoDamage')) return false;
      const d = s.stack[ctx.damageAt] as DamageFrame;
      if (d.amount > 0) {
        ctx.ev?.push({ t: 'prevent', seat: ctx.seat, amount: d.amount, by: 'shuijiao' });
        d.amount = 0;
      }
      return false;
    },
  },
  frames: {
    'skill:shuijiao'(s, f: ShuijiaoFrame, ev) {
      if (f.pc === ASK_STEP.ask) {
        f.pc = ASK_STEP.answer;
        askYesNo(s, f.seat, 'shuijiao');
        return;
      }
      if (saidYes(s)) {
        const p = seatOf(s, f.seat);
        p.asleep = true;
        p.skipTurn = true;
        if (opt(s.config, 'shuijiaoInterval') > 1) p.napRound = s.round;
        announce(ev, f.seat, 'shuijiao');
      }
      popFrame(s, null);
    },
  },
};
