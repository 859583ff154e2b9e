/**
 * QQ飞车 (mount 坐骑, ×1) — +1距离，—1距离。（缺点：不能对自己使用【水】）
 * Ruling: Your distance to every other player −1 and every other player's distance to you +1; but you cannot use 水 on yourself. Rulings: P-T3, P-T4.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** QQ飞车: data entry and rules. */
export const qqfeiche = defineCard({
  data: {
    id: 'qqfeiche',
    zh: 'QQ飞车',
    en: 'QQ Speed Kart',
    type: 'equipment',
    subtype: 'mount',
    distance: { attack: -1, defense: 1 },
    copies: 1,
    deck: [[108, 'D', 13]],
    textZh: '+1距离，—1距离。（缺点：不能对自己使用【水】）',
    textEn:
      "Your distance to every other player −1 and every other player's distance to you +1; but you cannot use Water on yourself.",
    ruling: 'P-T3, P-T4',
    hint: 6,
    equippedHint: 5,
  },
  play: equipPlay,
  equip: { noSelfShui: true },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    qqfeiche: true;
  }
}
