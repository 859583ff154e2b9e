/**
 * 贪牌 (皮官小钱) — 贪牌：回合开始摸5张牌。 Ruling: you draw 5 instead of 2.
 */
import { opt } from '../data/option-values.ts';
import type { SkillDef } from './types.ts';

/** 贪牌: the draw phase draws 5 instead of the ordinary 2 (other bonuses still add). */
export const tanpai: SkillDef = {
  id: 'tanpai',
  drawCount: (s, _seat, n) => n - s.config.drawPerTurn + opt(s.config, 'tanpaiDraw'),
};
