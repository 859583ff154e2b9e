/**
 * 上学 (小皮) — 上学：每回合多摸1张牌。 Ruling: draw 1 more in your draw phase.
 */
import { opt } from '../data/option-values.ts';
import type { SkillDef } from './types.ts';

/** 上学: +1 card in the draw phase. */
export const shangxue: SkillDef = { id: 'shangxue', drawCount: (s, _seat, n) => n + opt(s.config, 'shangxueDraw') };
