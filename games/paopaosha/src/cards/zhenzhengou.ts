/**
 * 震震狗 (mount 坐骑, ×1) — 计算与其他角色的距离时，始终－1。（可以理解为一种进攻上的优势）
 * Ruling: Your distance to every other player −1. Rulings: P-T3, P-T4.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 震震狗: data entry and rules. */
export const zhenzhengou = defineCard({
  data: {
    id: 'zhenzhengou',
    zh: '震震狗',
    en: 'Zhenzhen Dog',
    type: 'equipment',
    subtype: 'mount',
    distance: { attack: -1 },
    copies: 1,
    deck: [[25, 'S', 13]],
    textZh: '计算与其他角色的距离时，始终－1。（可以理解为一种进攻上的优势）',
    textEn: 'Your distance to every other player −1.',
    ruling: 'P-T3, P-T4',
    hint: 5,
    equippedHint: 4.5,
  },
  play: equipPlay,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    zhenzhengou: true;
  }
}
