/**
 * 万刀齐发 (trick card 技能牌, ×1) — 所有玩家必须出一张【闪】或【躲】，否则减一点体力。
 * Ruling: Play phase. Every other player, in seat order from your next, plays 闪 (or 躲) or takes 1 damage from you.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom } from '../rules/ask.ts';
import { answerOrDamage } from './aoe-step.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

const frames: Handlers = {
  'fx:wandaoqifa'(s, f: FxFrame, _ev, r) {
    answerOrDamage(s, f, r, 'wandaoqifa', 'shan', 'wandaoqifaDamage');
  },
};

/** 万刀齐发: data entry and rules. */
export const wandaoqifa = defineCard({
  data: {
    id: 'wandaoqifa',
    zh: '万刀齐发',
    en: 'Thousand Blades',
    type: 'trick',
    copies: 1,
    deck: [[28, 'H', 1]],
    textZh: '所有玩家必须出一张【闪】或【躲】，否则减一点体力。',
    textEn:
      'Play phase. Every other player, in seat order from your next, plays Dodge (or Evade) or takes 1 damage from you.',
    hint: 6,
  },
  play(_s, _seat, card, out) {
    out.push(useOf(card, 'wandaoqifa', []));
  },
  start(s, f) {
    // Every other player, in seat order from the user's next.
    f.targets = aliveFrom(s, f.user, false);
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    wandaoqifa: true;
  }
}
