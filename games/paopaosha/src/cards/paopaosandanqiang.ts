/**
 * 跑跑散弹枪 (weapon 武器, ×1) — 当你使用的【杀】是你的最后一张手牌时，你可以为这张【杀】指定至多三名目标角色，然后按照行动顺序结算它。
 * Ruling: A 杀 that is your last hand card may have up to 3 targets within your range, resolved in seat order.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 跑跑散弹枪: data entry and rules. */
export const paopaosandanqiang = defineCard({
  data: {
    id: 'paopaosandanqiang',
    zh: '跑跑散弹枪',
    en: 'Paopao Shotgun',
    type: 'equipment',
    subtype: 'weapon',
    range: 3,
    copies: 1,
    deck: [[3, 'S', 2]],
    textZh: '当你使用的【杀】是你的最后一张手牌时，你可以为这张【杀】指定至多三名目标角色，然后按照行动顺序结算它。',
    textEn: 'A Kill that is your last hand card may have up to 3 targets within your range, resolved in seat order.',
    hint: 4,
    equippedHint: 3.5,
  },
  play: equipPlay,
  equip: { lastCardShaTargets: 'paopaosandanqiangTargets' },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    paopaosandanqiang: true;
  }
}
