/**
 * 旺财狗 (mount 坐骑, ×1) — 其他角色计算距离时，始终+1。（可以理解为一种防御上的优势）
 * Ruling: Every other player's distance to you +1. Rulings: P-T3, P-T4.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 旺财狗: data entry and rules. */
export const wangcaigou = defineCard({
  data: {
    id: 'wangcaigou',
    zh: '旺财狗',
    en: 'Wangcai Dog',
    type: 'equipment',
    subtype: 'mount',
    distance: { defense: 1 },
    copies: 1,
    deck: [[64, 'C', 5]],
    textZh: '其他角色计算距离时，始终+1。（可以理解为一种防御上的优势）',
    textEn: "Every other player's distance to you +1.",
    ruling: 'P-T3, P-T4',
    hint: 5,
    equippedHint: 5,
  },
  play: equipPlay,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    wangcaigou: true;
  }
}
