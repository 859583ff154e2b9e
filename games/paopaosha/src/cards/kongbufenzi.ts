/**
 * 恐怖分子 (trick card 技能牌, ×1) — 所有玩家出【杀】一张，否则减一点体力！
 * Ruling: Play phase. Every player including you, in seat order starting with you, plays a 杀 or takes 1 damage from you.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom } from '../rules/ask.ts';
import { answerOrDamage } from './aoe-step.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

const frames: Handlers = {
  'fx:kongbufenzi'(s, f: FxFrame, _ev, r) {
    answerOrDamage(s, f, r, 'kongbufenzi', 'sha', 'kongbufenziDamage');
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
      'Play phase. Every player including you, in seat order starting with you, plays a Kill or takes 1 damage from you.',
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
