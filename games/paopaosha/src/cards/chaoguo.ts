/**
 * 炒锅 (weapon 武器, ×1) — 当你需要使用（或打出）一张【杀】时，你可以将两张手牌当一张【杀】使用（或打出）。
 * Ruling: Whenever you need to use or play a 杀, you may use or play two hand cards as one 杀.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 炒锅: data entry and rules. */
export const chaoguo = defineCard({
  data: {
    id: 'chaoguo',
    zh: '炒锅',
    en: 'Wok',
    type: 'equipment',
    subtype: 'weapon',
    range: 2,
    copies: 1,
    deck: [[8, 'S', 5]],
    textZh: '当你需要使用（或打出）一张【杀】时，你可以将两张手牌当一张【杀】使用（或打出）。',
    textEn: 'Whenever you need to use or play a Kill, you may use or play two hand cards as one Kill.',
    hint: 5,
    equippedHint: 4,
  },
  play: equipPlay,
  equip: { pairAsSha: true },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    chaoguo: true;
  }
}
