/**
 * 牛X (海盗王) — 牛X：无限出杀。 Ruling: any number of 杀.
 */
import type { SkillDef } from './types.ts';

/** 牛X: any number of 杀 in a play phase. */
export const niux: SkillDef = { id: 'niux', unlimitedSha: () => true };
