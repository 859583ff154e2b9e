/**
 * 盾牌 (armour 防具, ×1) — 锦囊对你无效。
 * Ruling: Trick cards have no effect on you. Rulings: P-G3.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 盾牌: data entry and rules. */
export const dunpai = defineCard({
  data: {
    id: 'dunpai',
    zh: '盾牌',
    en: 'Shield',
    type: 'equipment',
    subtype: 'armor',
    copies: 1,
    deck: [[57, 'C', 2]],
    textZh: '锦囊对你无效。',
    textEn: 'Trick cards have no effect on you.',
    ruling: 'P-G3',
    hint: 7,
    equippedHint: 7,
  },
  play: equipPlay,
  equip: { blocksTricks: true },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    dunpai: true;
  }
}
