/**
 * 画圈圈 (delayed trick, ×1) — 对任意一名人物牌使用，横置在对方面前，该玩家在其回合开始阶段需进行判定，若花色不是草花，则跳过出牌阶段。此牌丢入弃牌堆。
 * Ruling: Play phase: place it in front of any other player (no distance limit). At their turn start they judge: not ♣ → they skip this turn's play phase. Then it is discarded. Rulings: P-G4.
 */
import { useOf } from '../decision-kinds.ts';
import { freeOfDelayed, others, seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 画圈圈: data entry and rules. */
export const huaquanquan = defineCard({
  data: {
    id: 'huaquanquan',
    zh: '画圈圈',
    en: 'Drawing Circles',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    deck: [[10, 'S', 6]],
    textZh:
      '对任意一名人物牌使用，横置在对方面前，该玩家在其回合开始阶段需进行判定，若花色不是草花，则跳过出牌阶段。此牌丢入弃牌堆。',
    textEn:
      "Play phase: place it in front of any other player (no distance limit). At their turn start they judge: not ♣ → they skip this turn's play phase. Then it is discarded.",
    ruling: 'P-G4',
    hint: 6,
  },
  play(s, seat, card, out, r) {
    for (const t of others(s, seat))
      if (freeOfDelayed(s, t, 'huaquanquan', r.kindOf)) out.push(useOf(card, 'huaquanquan', [t]));
  },
  delayed: {
    // Not ♣ (nothing to flip included) → skip the play phase; the card is discarded either way.
    hits: (card, r) => card < 0 || r.suitOf(card) !== 'C',
    onHit(s, seat) {
      seatOf(s, seat).skipPlay = true;
    },
  },
  judgeHits: (card, r) => card < 0 || r.suitOf(card) !== 'C',
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    huaquanquan: true;
  }
}
