/**
 * 包公普 (海盗王) — 包公普：每回合摸牌可摸10张。 Ruling: draw 10 in your draw phase.
 */
import { opt } from '../data/option-values.ts';
import type { SkillDef } from './types.ts';

/** 包公普: the draw phase draws 10 instead of the ordinary 2. */
export const baogongpu: SkillDef = {
  id: 'baogongpu',
  drawCount: (s, _seat, n) => n - s.config.drawPerTurn + opt(s.config, 'baogongpuDraw'),
};
