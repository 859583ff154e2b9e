/**
 * 发言 (老皮) — 发言：回合开始时，你多摸N张牌（N=现在的玩家，不包括 你），然后再出牌。
 * Ruling: in your draw phase draw as many extra cards as there are other alive players.
 */
import type { SkillDef } from './types.ts';

/** 发言: +N cards in the draw phase, N = other alive players. */
export const fayan: SkillDef = {
  id: 'fayan',
  drawCount: (s, seat, n) => n + s.seats.filter((p, i) => p.alive && i !== seat).length,
};
