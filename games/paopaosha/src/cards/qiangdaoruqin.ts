/**
 * 强盗入侵 (trick card 技能牌, ×2) — 除自己外，所有玩家需要出一张杀，否则减一点体力。
 * Ruling: Play phase. Every other player, in seat order from your next, plays a 杀 or takes 1 damage from you. Rulings: P-G1.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom } from '../rules/ask.ts';
import { answerOrDamage } from './aoe-step.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

const frames: Handlers = {
  'fx:qiangdaoruqin'(s, f: FxFrame, _ev, r) {
    answerOrDamage(s, f, r, 'qiangdaoruqin', 'sha', 'qiangdaoruqinDamage');
  },
};

/** 强盗入侵: data entry and rules. */
export const qiangdaoruqin = defineCard({
  data: {
    id: 'qiangdaoruqin',
    zh: '强盗入侵',
    en: 'Bandit Raid',
    type: 'trick',
    copies: 2,
    deck: [
      [12, 'S', 7],
      [68, 'C', 7],
    ],
    textZh: '除自己外，所有玩家需要出一张杀，否则减一点体力。',
    textEn: 'Play phase. Every other player, in seat order from your next, plays a Kill or takes 1 damage from you.',
    ruling: 'P-G1',
    hint: 6,
  },
  play(_s, _seat, card, out) {
    out.push(useOf(card, 'qiangdaoruqin', []));
  },
  start(s, f) {
    // Every other player, in seat order from the user's next.
    f.targets = aliveFrom(s, f.user, false);
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    qiangdaoruqin: true;
  }
}
