/**
 * 大炮 (weapon 武器, ×1) — 出牌阶段，你出的【杀】伤害+1.
 * Ruling: Your 杀 deals 1 more damage.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 大炮: data entry and rules. */
export const dapao = defineCard({
  data: {
    id: 'dapao',
    zh: '大炮',
    en: 'Cannon',
    type: 'equipment',
    subtype: 'weapon',
    range: 2,
    copies: 1,
    deck: [[91, 'D', 5]],
    textZh: '出牌阶段，你出的【杀】伤害+1.',
    textEn: 'Your Kill deals 1 more damage.',
    hint: 7,
    equippedHint: 7,
  },
  play: equipPlay,
  equip: { shaDamageBonus: 'dapaoDamageBonus' },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    dapao: true;
  }
}
