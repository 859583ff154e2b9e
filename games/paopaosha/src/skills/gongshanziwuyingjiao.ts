/**
 * 公山子无影脚 (skill book) — 特效：【杀】=【单挑（决斗）】，无限出【杀】 Ruling: your 杀 resolves as 单挑 against its target,
 * and you may use any number of 杀.
 *
 * Product reading 8: the target is not asked for 闪 (躲 still cancels the 杀 outright); then, starting with the target,
 * the two alternately play 杀 and the first who does not takes 1 damage. No 大炮/狼狗 bonus; it is a 杀, not a trick: no
 * 无懈可击, no 盾牌. The resolution is in cards/sha.ts (`shaHit`), which asks `hasSkill(…, WUYINGJIAO)`.
 */
import type { SkillDef } from './types.ts';

/** The book's card id (= its skill id). */
export const WUYINGJIAO = 'gongshanziwuyingjiao' as const;

/** 公山子无影脚: any number of 杀; each 杀 is a 单挑 (cards/sha.ts). */
export const gongshanziwuyingjiao: SkillDef = { id: WUYINGJIAO, unlimitedSha: () => true };
