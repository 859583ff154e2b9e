/**
 * 时间前进 (delayed trick, ×1) — 可以让对方直接跳过此回合。
 * Ruling: Play phase: place it in front of any other player (no distance limit). They skip their whole next turn. Then it is discarded.
 */
import { useOf } from '../decision-kinds.ts';
import { freeOfDelayed, others, seatOf } from '../rules/effects.ts';
import { defineCard } from './types.ts';

/** 时间前进: data entry and rules. */
export const shijianqianjin = defineCard({
  data: {
    id: 'shijianqianjin',
    zh: '时间前进',
    en: 'Time Skip',
    type: 'trick',
    subtype: 'delayed',
    copies: 1,
    deck: [[67, 'C', 6]],
    textZh: '可以让对方直接跳过此回合。',
    textEn:
      'Play phase: place it in front of any other player (no distance limit). They skip their whole next turn. Then it is discarded.',
    hint: 7,
  },
  play(s, seat, card, out, r) {
    for (const t of others(s, seat))
      if (freeOfDelayed(s, t, 'shijianqianjin', r.kindOf)) out.push(useOf(card, 'shijianqianjin', [t]));
  },
  delayed: {
    // Product reading 1: resolved first, before the turn-start skills (it may skip the whole turn).
    first: true,
    noJudge(s, seat) {
      seatOf(s, seat).skipTurn = true;
    },
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shijianqianjin: true;
  }
}
