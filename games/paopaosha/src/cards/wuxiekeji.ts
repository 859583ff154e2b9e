/**
 * 无懈可击 (trick card 技能牌, ×2) — 可抵御一次技能攻击。（包括[地雷]、[画圈圈】、[决斗] 等技能。）
 * Ruling: Whenever a trick card is about to take effect on a target: cancel that effect on that target. A 无懈可击 can itself be cancelled by another (a chain). God cards and skill books are not tricks and can't be cancelled. Rulings: P-G5, P-G6.
 */
import { playOf } from '../decision-kinds.ts';
import { defineCard } from './types.ts';

/** 无懈可击: data entry and rules. */
export const wuxiekeji = defineCard({
  data: {
    id: 'wuxiekeji',
    zh: '无懈可击',
    en: 'Impeccable',
    type: 'trick',
    copies: 2,
    deck: [
      [21, 'S', 11],
      [80, 'C', 12],
    ],
    textZh: '可抵御一次技能攻击。（包括[地雷]、[画圈圈】、[决斗] 等技能。）',
    textEn:
      "Whenever a trick card is about to take effect on a target: cancel that effect on that target. An Impeccable can itself be cancelled by another (a chain). God cards and skill books are not tricks and can't be cancelled.",
    ruling: 'P-G5, P-G6',
    hint: 7,
  },
  answers: ['wuxie'],

  respond(_s, _seat, card, a, out) {
    // Any alive player, in the 无懈可击 window of a trick about to take effect (rules/core.ts `nullify`).
    if (a.kind === 'wuxie') out.push(playOf(card, 'wuxiekeji'));
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    wuxiekeji: true;
  }
}
