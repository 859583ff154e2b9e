/**
 * pAK-470 (weapon 武器, ×1) — 出牌阶段，你可以使用任意数量的【杀】。
 * Ruling: In your play phase you may use any number of 杀. Rulings: P-T2.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** pAK-470: data entry and rules. */
export const pak470 = defineCard({
  data: {
    id: 'pak470',
    zh: 'pAK-470',
    en: 'pAK-470',
    type: 'equipment',
    subtype: 'weapon',
    range: 1,
    copies: 1,
    deck: [[55, 'C', 1]],
    textZh: '出牌阶段，你可以使用任意数量的【杀】。',
    textEn: 'In your play phase you may use any number of Kill cards.',
    ruling: 'P-T2',
    hint: 6,
    equippedHint: 5.5,
  },
  play: equipPlay,
  equip: { unlimitedSha: true },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    pak470: true;
  }
}
