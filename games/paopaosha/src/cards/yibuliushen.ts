/**
 * 一不留神 (delayed trick, ×1) — 令对方回合时先弃掉2张牌，再摸牌（如牌数不够，放弃摸牌阶段）
 * Ruling: Play phase: place it in front of any other player (no distance limit). In their next draw phase they first discard 2 hand cards, then draw; with fewer than 2 hand cards they skip that draw phase instead. Then it is discarded.
 */
import { useOf } from '../decision-kinds.ts';
import { freeOfDelayed, others, seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 一不留神: data entry and rules. */
export const yibuliushen = defineCard({
  data: {
    id: 'yibuliushen',
    zh: '一不留神',
    en: 'Caught Napping',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    deck: [[66, 'C', 6]],
    textZh: '令对方回合时先弃掉2张牌，再摸牌（如牌数不够，放弃摸牌阶段）',
    textEn:
      'Play phase: place it in front of any other player (no distance limit). In their next draw phase they first discard 2 hand cards, then draw; with fewer than 2 hand cards they skip that draw phase instead. Then it is discarded.',
    hint: 5,
  },
  play(s, seat, card, out, r) {
    for (const t of others(s, seat))
      if (freeOfDelayed(s, t, 'yibuliushen', r.kindOf)) out.push(useOf(card, 'yibuliushen', [t]));
  },
  delayed: {
    // Rules page §5: no judgement; resolved in the draw phase (its 无懈可击 window just before, rules/turn.ts).
    atDraw: true,
    noJudge(s, seat) {
      seatOf(s, seat).yibu = true;
    },
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    yibuliushen: true;
  }
}
