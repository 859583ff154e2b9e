/**
 * 谦让 (老皮) — 谦让：体力值满，不用弃牌。 Ruling: with full HP you skip the discard phase.
 */
import type { SkillDef } from './types.ts';

/** 谦让: at full HP (shield not counted, product reading 6) the discard phase is skipped. */
export const qianrang: SkillDef = {
  id: 'qianrang',
  skipDiscard: (s, seat) => {
    const p = s.seats[seat];
    return p !== undefined && p.hp - p.shield >= p.maxHp;
  },
};
