/**
 * 本来就有 (trick card 技能牌, ×4) — 出牌阶段使用，可再摸两张牌。
 * Ruling: Play phase: you draw 2 cards.
 */
import { useOf } from '../decision-kinds.ts';
import { popFrame } from '../rules/ask.ts';
import { drawCards } from '../rules/piles.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

const frames: Handlers = {
  'fx:benlaijiuyou'(s, f: FxFrame, ev) {
    drawCards(s, f.target, s.config.benlaijiuyouDraw, ev);
    popFrame(s, null);
  },
};

/** 本来就有: data entry and rules. */
export const benlaijiuyou = defineCard({
  data: {
    id: 'benlaijiuyou',
    zh: '本来就有',
    en: 'Had It All Along',
    type: 'trick',
    copies: 4,
    deck: [
      [40, 'H', 7],
      [42, 'H', 8],
      [44, 'H', 9],
      [103, 'D', 11],
    ],
    textZh: '出牌阶段使用，可再摸两张牌。',
    textEn: 'Play phase: you draw 2 cards.',
    params: ['benlaijiuyouDraw'],
    hint: 7,
  },
  play(_s, _seat, card, out) {
    out.push(useOf(card, 'benlaijiuyou', []));
  },
  start(_s, f) {
    f.targets = [f.user];
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    benlaijiuyou: true;
  }
}
