/**
 * 恐怖分子 (trick card 技能牌, ×1) — 所有玩家出【杀】一张，否则减一点体力！
 * Ruling: Play phase. Every player including you, in seat order starting with you, plays a 杀 or takes 1 damage from you.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom, popFrame } from '../rules/ask.ts';
import { pushAskSha, pushDamage } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Named steps (`pc`): ask for the response, read it (damage unless answered), done. */
const STEP = Object.freeze({ ask: 0, answer: 1, done: 2 } as const);

const frames: Handlers = {
  'fx:kongbufenzi'(s, f: FxFrame) {
    if (f.pc === STEP.ask) {
      f.pc = STEP.answer;
      pushAskSha(s, f.target, f.user, f.card, 'kongbufenzi');
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

/** 恐怖分子: data entry and rules. */
export const kongbufenzi = defineCard({
  data: {
    id: 'kongbufenzi',
    zh: '恐怖分子',
    en: 'Terrorist',
    type: 'trick',
    copies: 1,
    deck: [[69, 'C', 7]],
    textZh: '所有玩家出【杀】一张，否则减一点体力！',
    textEn:
      'Play phase. Every player including you, in seat order starting with you, plays a 杀 or takes 1 damage from you.',
    hint: 4,
  },
  play(_s, _seat, card, out) {
    out.push(useOf(card, 'kongbufenzi', []));
  },
  start(s, f) {
    // Every player including the user, starting with the user (seed: 所有玩家).
    f.targets = aliveFrom(s, f.user, true);
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    kongbufenzi: true;
  }
}
