/**
 * 老牛 (mount 坐骑, ×1) — +2距离可以理解为一种防御上的优势）
 * Ruling: Every other player's distance to you +2. Rulings: P-T3, P-T4.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 老牛: data entry and rules. */
export const laoniu = defineCard({
  data: {
    id: 'laoniu',
    zh: '老牛',
    en: 'Old Ox',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 2 },
    copies: 1,
    deck: [[76, 'C', 11]],
    textZh: '+2距离可以理解为一种防御上的优势）',
    textEn: "Every other player's distance to you +2.",
    ruling: 'P-T3, P-T4',
    hint: 6,
    equippedHint: 6,
  },
  play: equipPlay,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    laoniu: true;
  }
}
