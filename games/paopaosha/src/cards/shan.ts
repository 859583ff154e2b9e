/**
 * 闪 (basic card 基本牌, ×14) — 在别的玩家对你出[杀]或[万刀齐发]时，可以打出闪。
 * Ruling: Only as a response: play it when a 杀 or 万刀齐发 asks you for a 闪, to avoid it. Rulings: P-G6.
 */
import { playOf } from '../decision-kinds.ts';
import { seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 闪: data entry and rules. */
export const shan = defineCard({
  data: {
    id: 'shan',
    zh: '闪',
    en: 'Dodge',
    type: 'basic',
    copies: 14,
    deck: [
      [30, 'H', 2],
      [31, 'H', 2],
      [48, 'H', 11],
      [54, 'H', 13],
      [85, 'D', 2],
      [86, 'D', 2],
      [88, 'D', 3],
      [90, 'D', 4],
      [92, 'D', 5],
      [94, 'D', 6],
      [96, 'D', 7],
      [98, 'D', 8],
      [101, 'D', 10],
      [105, 'D', 11],
    ],
    textZh: '在别的玩家对你出[杀]或[万刀齐发]时，可以打出闪。',
    textEn: 'Only as a response: play it when a Kill or Thousand Blades asks you for a Dodge, to avoid it.',
    ruling: 'P-G6',
    hint: 8,
  },
  answers: ['shan'],

  respond(s, seat, card, a, out) {
    // Only as a response to a 杀 or 万刀齐发 that 闪 can stop; not under 控制 (a).
    if (a.kind === 'shan' && a.allowShan && !seatOf(s, seat).noBasic) out.push(playOf(card, 'shan'));
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shan: true;
  }
}
