/**
 * 水枪 (weapon 武器, ×1) — 出牌阶段，【水】等于【杀】
 * Ruling: In your play phase you may use a 水 as a 杀 (it counts as your 杀 for the turn).
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 水枪: data entry and rules. */
export const shuiqiang = defineCard({
  data: {
    id: 'shuiqiang',
    zh: '水枪',
    en: 'Water Gun',
    type: 'equipment',
    subtype: 'weapon',
    range: 3,
    copies: 1,
    deck: [[36, 'H', 5]],
    textZh: '出牌阶段，【水】等于【杀】',
    textEn: 'In your play phase you may use a Water as a Kill (it counts as your Kill for the turn).',
    hint: 5,
    equippedHint: 3.5,
  },
  play: equipPlay,
  equip: { usesAsSha: 'shui' },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shuiqiang: true;
  }
}
