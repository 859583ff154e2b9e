/**
 * 木槌 (weapon 武器, ×1) — 你出得【杀】别人不可闪避。 (The seed's line ends with a stray 】, left out of the text shown.)
 * Ruling: Your 杀 cannot be stopped by 闪 (only 躲 stops it).
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 木槌: data entry and rules. */
export const muchui = defineCard({
  data: {
    id: 'muchui',
    zh: '木槌',
    en: 'Mallet',
    type: 'equipment',
    subtype: 'weapon',
    range: 1,
    copies: 1,
    deck: [[11, 'S', 6]],
    textZh: '你出得【杀】别人不可闪避。',
    textEn: 'Your Kill cannot be stopped by Dodge (only Evade stops it).',
    hint: 8,
    equippedHint: 6.5,
  },
  play: equipPlay,
  equip: { unstoppableByShan: true },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    muchui: true;
  }
}
