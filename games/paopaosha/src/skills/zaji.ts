/**
 * 杂技 (豆鸡眼) — 杂技：回合开始前使用，任何一张牌等于【水】，只限2次
 * Ruling: any card can be used as 水; twice per game (`zajiUses`, P-G2). Product reading 10: no once-per-turn limit
 * besides; product reading 11: hand or equipment cards. (The seed's "回合开始前使用" is not part of the ruling.)
 */
import { ownCards } from './common.ts';
import type { SkillDef } from './types.ts';
import { usesOf } from './uses.ts';

/**
 * 杂技: a conversion, as 豆浆 with its own count: while used fewer than `zajiUses` times, any hand or equipment card may
 * be used or played as 水 (`via:'zaji'`).
 */
export const zaji: SkillDef = {
  id: 'zaji',
  asShui: (s, seat) => (usesOf(s, seat, 'zaji') < s.config.zajiUses ? ownCards(s, seat) : []),
};
