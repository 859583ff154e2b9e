/**
 * 万刀齐发 (trick card 技能牌, ×1) — 所有玩家必须出一张【闪】或【躲】，否则减一点体力。
 * Ruling: Play phase. Every other player, in seat order from your next, plays 闪 (or 躲) or takes 1 damage from you.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom, popFrame } from '../rules/ask.ts';
import { pushAskShan, pushDamage } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Named steps (`pc`): ask for the response, read it (damage unless answered), done. */
const STEP = Object.freeze({ ask: 0, answer: 1, done: 2 } as const);

const frames: Handlers = {
  'fx:wandaoqifa'(s, f: FxFrame, _ev, r) {
    if (f.pc === STEP.ask) {
      f.pc = STEP.answer;
      pushAskShan(s, f.target, f.user, f.card, 'wandaoqifa', 1, true, r.armourAlternative(s, -1, f.target));
      return;
    }
    if (f.pc === STEP.answer) {
      f.pc = STEP.done;
      if (!(s.ret as { dodged: boolean }).dodged) pushDamage(s, f.target, 1, f.user, f.card);
      return;
    }
    popFrame(s, null);
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
      'Play phase. Every other player, in seat order from your next, plays 闪 (or 躲) or takes 1 damage from you.',
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
