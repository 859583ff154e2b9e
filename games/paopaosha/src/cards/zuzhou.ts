/**
 * 诅咒 (trick card 技能牌, ×1) — 出牌阶段，对任意一名角色使用。如判定结果为【武器】，对方减3血，并且弃掉所有手牌，不包括装备！
 * Ruling: Play phase: any other player (no distance limit). Judge now: a weapon card → they take 3 damage from you and discard every hand card (not equipment). 衰神诅咒 = 诅咒. Rulings: P-G3, P-G4.
 */
import { useOf } from '../decision-kinds.ts';
import { popFrame, pushFrame } from '../rules/ask.ts';
import { others, pushDamage, seatOf } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Named steps (`pc`): the target judges, the result (a weapon: damage), then the hand is discarded. */
const STEP = Object.freeze({ judge: 0, result: 1, discard: 2 } as const);

const frames: Handlers = {
  'fx:zuzhou'(s, f: FxFrame, ev, r) {
    if (f.pc === STEP.judge) {
      f.pc = STEP.result;
      pushFrame(s, { k: 'judge', seat: f.target, reason: 'zuzhou' });
      return;
    }
    if (f.pc === STEP.result) {
      const c = s.ret as number;
      if (c < 0 || !r.isWeapon(c)) return popFrame(s, null);
      f.pc = STEP.discard;
      pushDamage(s, f.target, s.config.zuzhouDamage, f.user, f.card);
      return;
    }
    const t = seatOf(s, f.target);
    if (t.alive && t.hand.length > 0) {
      const cards = t.hand;
      t.hand = [];
      for (const c of cards) s.discard.push(c);
      ev?.push({ t: 'discard', seat: f.target, cards, reason: 'zuzhou' });
    }
    popFrame(s, null);
  },
};

/** 诅咒: data entry and rules. */
export const zuzhou = defineCard({
  data: {
    id: 'zuzhou',
    zh: '诅咒',
    en: 'Curse',
    type: 'trick',
    copies: 1,
    deck: [[27, 'S', 13]],
    textZh: '出牌阶段，对任意一名角色使用。如判定结果为【武器】，对方减3血，并且弃掉所有手牌，不包括装备！',
    textEn:
      'Play phase: any other player (no distance limit). Judge now: a weapon card → they take 3 damage from you and discard every hand card (not equipment).',
    ruling: 'P-G3, P-G4',
    params: ['zuzhouDamage'],
    hint: 3,
  },
  play(s, seat, card, out) {
    for (const t of others(s, seat)) out.push(useOf(card, 'zuzhou', [t]));
  },
  judgeHits(card, r) {
    // P-G4: "判定结果为【武器】".
    return r.isWeapon(card);
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    zuzhou: true;
  }
}
