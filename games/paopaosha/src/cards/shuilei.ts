/**
 * 水雷 (delayed trick, ×1) — 出牌阶段使用，横置在任意一名玩家面前。面前有此牌的玩家需在回合开始阶段进行判定，若判定结果为红桃，则减二点体力，否则将此牌横置到下家面前。
 * Ruling: Play phase: place it in front of any player (you too; no distance limit). At that player's turn start they judge: ♥ → 2 damage with no source, then discard it; otherwise it moves to the next player in seat order who has no 水雷 (if all others have one, it stays). Rulings: P-G4, P-W1.
 */
import { useOf } from '../decision-kinds.ts';
import { freeOfDelayed, pushDamage, seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 水雷: data entry and rules. */
export const shuilei = defineCard({
  data: {
    id: 'shuilei',
    zh: '水雷',
    en: 'Water Mine',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    deck: [[50, 'H', 12]],
    textZh:
      '出牌阶段使用，横置在任意一名玩家面前。面前有此牌的玩家需在回合开始阶段进行判定，若判定结果为红桃，则减二点体力，否则将此牌横置到下家面前。',
    textEn:
      "Play phase: place it in front of any player (you too; no distance limit). At that player's turn start they judge: ♥ → 2 damage with no source, then discard it; otherwise it moves to the next player in seat order who has no Water Mine (if all others have one, it stays).",
    ruling: 'P-G4, P-W1',
    params: ['shuileiDamage'],
    hint: 3,
  },
  play(s, _seat, card, out, r) {
    // Any alive player, you too (no distance limit), who has no shuilei in front of them.
    for (let t = 0; t < s.seats.length; t++) {
      if (seatOf(s, t).alive && freeOfDelayed(s, t, 'shuilei', r.kindOf)) out.push(useOf(card, 'shuilei', [t]));
    }
  },
  delayed: {
    movesOn: true,
    hits: (card, r) => card >= 0 && r.suitOf(card) === 'H',
    onHit(s, seat, card) {
      pushDamage(s, seat, s.config.shuileiDamage, -1, card);
    },
  },
  judgeHits: (card, r) => card >= 0 && r.suitOf(card) === 'H',
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shuilei: true;
  }
}
