/**
 * 公山子无影脚 (skill book 技能书, ×1) — 特效：【杀】=【单挑（决斗）】，无限出【杀】
 * Ruling: Your 杀 resolves as a 单挑 against its target, and you may use any number of 杀. Rulings: P-T4, P-G3.
 *
 * Product reading 8: the target is not asked for 闪 (躲 still cancels the 杀 outright); then, starting with the target,
 * the two alternately play 杀 and the first who does not takes 1 damage. No 大炮/狼狗 bonus; it is a 杀, not a trick: no
 * 无懈可击, no 盾牌.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard, type SkillDef } from './types.ts';

/** The book's skill: any number of 杀; each 杀 is a 单挑 after 躲 only (cards/sha.ts, product reading 8). */
const skill: SkillDef = { id: 'gongshanziwuyingjiao', unlimitedSha: () => true, shaIsDuel: () => true };

/** 公山子无影脚: data entry and rules. */
export const gongshanziwuyingjiao = defineCard({
  data: {
    id: 'gongshanziwuyingjiao',
    zh: '公山子无影脚',
    en: "Gongshanzi's Shadowless Kick",
    type: 'equipment',
    subtype: 'book',
    copies: 1,
    deck: [[9, 'S', 5]],
    textZh: '特效：【杀】=【单挑（决斗）】，无限出【杀】',
    textEn: 'Your Kill resolves as a Duel against its target, and you may use any number of Kill cards.',
    ruling: 'P-T4, P-G3',
    hint: 7,
    equippedHint: 5,
    art: { icon: 'high-kick' },
  },
  play: equipPlay,
  skill,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    gongshanziwuyingjiao: true;
  }
}
