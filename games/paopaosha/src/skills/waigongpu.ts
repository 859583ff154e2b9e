/**
 * 外公普 (海盗王) — 外公普：回合结束时可摸10张。 Ruling: draw 10 at your turn end.
 */
import { opt } from '../data/option-values.ts';
import { drawCards } from '../rules/piles.ts';
import type { SkillDef } from './types.ts';

/** 外公普: draw 10 at the end of your turn. */
export const waigongpu: SkillDef = {
  id: 'waigongpu',
  triggers: {
    turnEnd: (s, ctx) => {
      drawCards(s, ctx.seat, opt(s.config, 'waigongpuDraw'), ctx.ev);
      return false;
    },
  },
};
