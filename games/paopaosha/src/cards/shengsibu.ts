/**
 * 生死簿 (trick card 技能牌, ×1) — 当任意玩家（包括自己）死亡而又未公布身份时，可使用此牌使其复活，并恢复所有体力。
 * Ruling: When any player (you too) is dying: they return to full HP. Rulings: P-W2.
 */
import { playOf } from '../decision-kinds.ts';
import { defineCard } from './types.ts';

/** 生死簿: data entry and rules. */
export const shengsibu = defineCard({
  data: {
    id: 'shengsibu',
    zh: '生死簿',
    en: 'Book of Life and Death',
    type: 'trick',
    copies: 1,
    deck: [[53, 'H', 13]],
    textZh: '当任意玩家（包括自己）死亡而又未公布身份时，可使用此牌使其复活，并恢复所有体力。',
    textEn: 'When any player (you too) is dying: they return to full HP.',
    ruling: 'P-W2',
    hint: 9,
  },
  answers: ['rescue'],
  helpful: true,

  respond(s, seat, card, a, out, r) {
    // Product reading 2: another player's 生死簿 has no effect on a 盾牌 holder (option `dunpaiBlocksHelpful`). The
    // effect (back to full HP after its 无懈可击 window) is in rules/core.ts `dying`.
    if (a.kind === 'rescue' && !r.shieldStops(s, seat, a.target, 'shengsibu')) out.push(playOf(card, 'shengsibu'));
  },
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shengsibu: true;
  }
}
