/**
 * 过路拆路 (trick card 技能牌, ×4) — 出牌阶段对除自己外任意一名玩家使用，随机抽取对方一张手牌，或挑选一张桌面上的装备牌或判定牌，放入弃牌堆。
 * Ruling: Play phase: any other player (no distance limit). Discard one of their cards: a random hand card, or an equipment card or a card placed in front of them (delayed trick) that you choose.
 */
import { useOf } from '../decision-kinds.ts';
import { ASK_STEP, answer, ask, popFrame } from '../rules/ask.ts';
import { hasAnyCard, others, pickOptions, seatOf, takePicked } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/**
 * Steps (`ASK_STEP`): the user chooses one of the target's cards (a random hand card, an equipment or a delayed card); it
 * is discarded. Nothing happens when the target has nothing left to pick.
 */
const frames: Handlers = {
  'fx:guoluchailu'(s, f: FxFrame, ev) {
    if (f.pc === ASK_STEP.ask) {
      const options = pickOptions(s, f.target, true);
      if (options.length === 0) return popFrame(s, null);
      f.pc = ASK_STEP.answer;
      ask(s, { kind: 'choose', seats: [f.user], reason: 'guoluchailu', target: f.target, options });
      return;
    }
    const a = answer(s);
    const o = a && a.d.t === 'choose' ? pickOptions(s, f.target, true)[a.d.i] : undefined;
    if (o) {
      const { card } = takePicked(s, f.target, o);
      s.discard.push(card);
      ev?.push({ t: 'discard', seat: f.target, cards: [card], reason: 'guoluchailu' });
    }
    popFrame(s, null);
  },
};

/** 过路拆路: data entry and rules. */
export const guoluchailu = defineCard({
  data: {
    id: 'guoluchailu',
    zh: '过路拆路',
    en: 'Roadblock Wrecker',
    type: 'trick',
    copies: 4,
    deck: [
      [4, 'S', 3],
      [6, 'S', 4],
      [51, 'H', 12],
      [59, 'C', 3],
    ],
    textZh: '出牌阶段对除自己外任意一名玩家使用，随机抽取对方一张手牌，或挑选一张桌面上的装备牌或判定牌，放入弃牌堆。',
    textEn:
      'Play phase: any other player (no distance limit). Discard one of their cards: a random hand card, or an equipment card or a card placed in front of them (delayed trick) that you choose.',
    hint: 6,
  },
  play(s, seat, card, out) {
    // Any other player (no distance limit) who has a card to discard.
    for (const t of others(s, seat)) if (hasAnyCard(seatOf(s, t), true)) out.push(useOf(card, 'guoluchailu', [t]));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    guoluchailu: true;
  }
}
