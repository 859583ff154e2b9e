/**
 * 蓝色风云 (蓝蓝) — 蓝色风云：回合结束时，你摸5张牌。 Ruling: at your turn end draw 5.
 */
import { drawCards } from '../rules/piles.ts';
import type { SkillDef } from './types.ts';

/** 蓝色风云: draw `lansefengyunDraw` (5) at the end of your turn. */
export const lansefengyun: SkillDef = {
  id: 'lansefengyun',
  triggers: {
    turnEnd: (s, ctx) => {
      drawCards(s, ctx.seat, s.config.lansefengyunDraw, ctx.ev);
      return false;
    },
  },
};
