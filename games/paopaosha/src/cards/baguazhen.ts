/**
 * 八卦阵 (armour 防具, ×1) — 每当需要使用（或打出）一张【闪】时，可以进行一次判定：若结果为武器，则视为使用（或打出）了一张【闪】。
 * Ruling: Whenever you need to use or play a 闪, you may judge first: a weapon card counts as your 闪. Rulings: P-G4.
 */
import { pushFrame } from '../rules/ask.ts';
import { equipPlay } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** The decision that judges with 八卦阵 instead of playing a 闪 (listed after the hand's 闪 while it may be tried). */
export const BAGUA = Object.freeze({ t: 'bagua' } as const);

/** 八卦阵: data entry and rules. */
export const baguazhen = defineCard({
  data: {
    id: 'baguazhen',
    zh: '八卦阵',
    en: 'Bagua Formation',
    type: 'equipment',
    subtype: 'armor',
    copies: 1,
    deck: [[2, 'S', 2]],
    textZh: '每当需要使用（或打出）一张【闪】时，可以进行一次判定：若结果为武器，则视为使用（或打出）了一张【闪】。',
    textEn: 'Whenever you need to use or play a Dodge, you may judge first: a weapon card counts as your Dodge.',
    ruling: 'P-G4',
    hint: 3,
    equippedHint: 3,
  },
  play: equipPlay,
  equip: {
    // Armour: offered once per 闪 needed, unless the attacker ignores armour (M-16, 公山子无影八卦阵).
    shanAlternative: {
      decision: BAGUA,
      start(s, seat) {
        pushFrame(s, { k: 'judge', seat, reason: 'baguazhen' });
      },
      // "若结果为武器，则视为使用（或打出）了一张【闪】" (P-G4); nothing to flip counts as nothing.
      succeeded: (ret, r) => (ret as number) >= 0 && r.isWeapon(ret as number),
    },
  },
  judgeHits: (card, r) => card >= 0 && r.isWeapon(card),
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    baguazhen: true;
  }
}
