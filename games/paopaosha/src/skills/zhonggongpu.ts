/**
 * 中公普 (海盗王) — 中公普：没有弃牌阶段。 Ruling: you have no discard phase.
 */
import type { SkillDef } from './types.ts';

/** 中公普: no discard phase. */
export const zhonggongpu: SkillDef = { id: 'zhonggongpu', skipDiscard: () => true };
