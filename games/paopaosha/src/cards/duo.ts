/**
 * 躲 (trick card 技能牌, ×1) — 可当一次[闪]使用，或完全抵御一次[杀]。
 * Ruling: Counts as a 闪. Also, when a 杀 targets you, it cancels that 杀 entirely, even one that needs two 闪 or that 闪 cannot stop (木槌, 魅力, 泡泡加特林).
 */
import { playOf } from '../decision-kinds.ts';
import { defineCard } from './types.ts';

/** 躲: data entry and rules. */
export const duo = defineCard({
  data: {
    id: 'duo',
    zh: '躲',
    en: 'Evade',
    type: 'trick',
    copies: 1,
    deck: [[49, 'H', 11]],
    textZh: '可当一次[闪]使用，或完全抵御一次[杀]。',
    textEn:
      'Counts as a Dodge. Also, when a Kill targets you, it cancels that Kill entirely, even one that needs two Dodge cards or that Dodge cannot stop (Mallet, Charisma, Bubble Gatling).',
    hint: 9,
  },
  answers: ['shan'],

  respond(_s, _seat, card, a, out) {
    // Counts as 闪, and also cancels a 杀 that 闪 cannot stop (rules/respond.ts `askShan`).
    if (a.kind === 'shan') out.push(playOf(card, 'duo'));
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    duo: true;
  }
}
