/**
 * 豆浆 (大大豆) — 豆浆：任何一张牌都能加血（只限5次）
 * Ruling: any card can be used as 水; five times per game (`doujiangUses`, P-G2). Product reading 10: no once-per-turn
 * limit besides; product reading 11: hand or equipment cards.
 */
import { ownCards } from './common.ts';
import type { SkillDef } from './types.ts';
import { usesOf } from './uses.ts';

/**
 * 豆浆: a conversion. While used fewer than `doujiangUses` times, every hand and equipment card may be used as 水 in the
 * play phase (`{t:'use', as:'shui', via:'doujiang'}`) or played as 水 to save a dying player (`{t:'play', as:'shui',
 * via:'doujiang'}`); the rules count each use (`recordSkillUse`).
 */
export const doujiang: SkillDef = {
  id: 'doujiang',
  asShui: (s, seat) => (usesOf(s, seat, 'doujiang') < s.config.doujiangUses ? ownCards(s, seat) : []),
};
