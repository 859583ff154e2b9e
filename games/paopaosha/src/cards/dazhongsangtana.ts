/**
 * 大众桑塔纳 (mount 坐骑, ×1) — +1距离，摸牌时可多摸2张。
 * Ruling: Every other player's distance to you +1, and you draw 2 more cards in your draw phase. Rulings: P-T3, P-T4.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 大众桑塔纳: data entry and rules. */
export const dazhongsangtana = defineCard({
  data: {
    id: 'dazhongsangtana',
    zh: '大众桑塔纳',
    en: 'VW Santana',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 1 },
    copies: 1,
    deck: [[52, 'H', 13]],
    textZh: '+1距离，摸牌时可多摸2张。',
    textEn: "Every other player's distance to you +1, and you draw 2 more cards in your draw phase.",
    ruling: 'P-T3, P-T4',
    hint: 8,
    equippedHint: 8,
  },
  play: equipPlay,
  equip: { drawBonus: 'dazhongsangtanaDraw' },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    dazhongsangtana: true;
  }
}
