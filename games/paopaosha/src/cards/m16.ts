/**
 * M-16 (weapon 武器, ×1) — 锁定技，每当你使用【杀】时，无视目标角色的防具。【任何防具】
 * Ruling: Locked: your 杀 ignores the target's armor.
 */
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** M-16: data entry and rules. */
export const m16 = defineCard({
  data: {
    id: 'm16',
    zh: 'M-16',
    en: 'M-16',
    type: 'equipment',
    subtype: 'weapon',
    range: 5,
    copies: 1,
    deck: [[58, 'C', 2]],
    textZh: '锁定技，每当你使用【杀】时，无视目标角色的防具。【任何防具】',
    textEn: "Locked: your Kill ignores the target's armor.",
    hint: 5,
    equippedHint: 5,
  },
  play: equipPlay,
  equip: { ignoresArmor: true },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    m16: true;
  }
}
