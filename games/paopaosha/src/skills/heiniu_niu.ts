/**
 * 黑"牛" (黑妞) — 黑“牛”：别人对你出衰神诅咒，直接无效！ Ruling: 诅咒 has no effect on you.
 */
import type { SkillDef } from './types.ts';

/** 黑"牛": 诅咒 (衰神诅咒, P-G3) has no effect on this seat. */
export const heiniu_niu: SkillDef = { id: 'heiniu_niu', immuneTo: (_s, _seat, kind) => kind === 'zuzhou' };
