/**
 * 强盗入侵 (trick card 技能牌, ×2) — 除自己外，所有玩家需要出一张杀，否则减一点体力。
 * Ruling: Play phase. Every other player, in seat order from your next, plays a 杀 or takes 1 damage from you. Rulings: P-G1.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom, popFrame } from '../rules/ask.ts';
import { pushAskSha, pushDamage } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Named steps (`pc`): ask for the response, read it (damage unless answered), done. */
const STEP = Object.freeze({ ask: 0, answer: 1, done: 2 } as const);

const frames: Handlers = {
  'fx:qiangdaoruqin'(s, f: FxFrame) {
    if (f.pc === STEP.ask) {
      f.pc = STEP.answer;
      pushAskSha(s, f.target, f.user, f.card, 'qiangdaoruqin');
      return;
    }
    if (f.pc === STEP.answer) {
      f.pc = STEP.done;
      if (s.ret !== true) pushDamage(s, f.target, 1, f.user, f.card);
      return;
    }
    popFrame(s, null);
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
    textEn: 'Play phase. Every other player, in seat order from your next, plays a 杀 or takes 1 damage from you.',
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
