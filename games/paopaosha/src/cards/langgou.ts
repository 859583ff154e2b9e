/**
 * 狼狗 (mount 坐骑, ×1) — +1距离，你出【杀】时伤害+1
 * Ruling: Every other player's distance to you +1, and your 杀 deals 1 more damage. Rulings: P-T3, P-T4.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 狼狗: data entry and rules. */
export const langgou = defineCard({
  data: {
    id: 'langgou',
    zh: '狼狗',
    en: 'Wolfdog',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 1 },
    copies: 1,
    deck: [[65, 'C', 5]],
    textZh: '+1距离，你出【杀】时伤害+1',
    textEn: "Every other player's distance to you +1, and your Kill deals 1 more damage.",
    ruling: 'P-T3, P-T4',
    hint: 7,
    equippedHint: 7,
  },
  play: equipPlay,
  equip: { shaDamageBonus: 'langgouDamageBonus' },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    langgou: true;
  }
}
