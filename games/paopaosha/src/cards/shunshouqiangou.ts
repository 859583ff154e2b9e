/**
 * 顺手牵狗 (trick card 技能牌, ×4) — 使用此牌，可抽取一名距离为1的玩家的一张手牌或装备牌，收入自己的手牌。
 * Ruling: Play phase: a player at distance 1 from you. Take one of their cards into your hand: a random hand card, or an equipment card you choose. Rulings: P-T3.
 */
import { useOf } from '../decision-kinds.ts';
import { ASK_STEP, answer, ask, popFrame } from '../rules/ask.ts';
import { hasAnyCard, others, pickOptions, seatOf, seatPair, takePicked } from '../rules/effects.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/**
 * Steps (`ASK_STEP`): the user chooses one of the target's cards (a random hand card or an equipment card); it goes into
 * the user's hand (a hand card seen by the two of them only). Nothing happens when the target has nothing left.
 */
const frames: Handlers = {
  'fx:shunshouqiangou'(s, f: FxFrame, ev) {
    if (f.pc === ASK_STEP.ask) {
      const options = pickOptions(s, f.target, false);
      if (options.length === 0) return popFrame(s, null);
      f.pc = ASK_STEP.answer;
      ask(s, { kind: 'choose', seats: [f.user], reason: 'shunshouqiangou', target: f.target, options });
      return;
    }
    const a = answer(s);
    const o = a && a.d.t === 'choose' ? pickOptions(s, f.target, false)[a.d.i] : undefined;
    if (o) {
      const { card, zone } = takePicked(s, f.target, o);
      seatOf(s, f.user).hand.push(card);
      const see = zone === 'hand' ? seatPair(f.user, f.target) : [];
      ev?.push({ t: 'move', from: f.target, to: f.user, cards: [card], count: 1, zone, see });
    }
    popFrame(s, null);
  },
};

/** 顺手牵狗: data entry and rules. */
export const shunshouqiangou = defineCard({
  data: {
    id: 'shunshouqiangou',
    zh: '顺手牵狗',
    en: 'Dognapping',
    type: 'trick',
    copies: 4,
    deck: [
      [5, 'S', 3],
      [7, 'S', 4],
      [87, 'D', 3],
      [89, 'D', 4],
    ],
    textZh: '使用此牌，可抽取一名距离为1的玩家的一张手牌或装备牌，收入自己的手牌。',
    textEn:
      'Play phase: a player at distance 1 from you. Take one of their cards into your hand: a random hand card, or an equipment card you choose.',
    ruling: 'P-T3',
    hint: 7,
  },
  play(s, seat, card, out, r) {
    // A player at distance 1 (P-T3) who has a hand or equipment card.
    for (const t of others(s, seat)) {
      if (r.distance(s, seat, t) <= 1 && hasAnyCard(seatOf(s, t), false)) out.push(useOf(card, 'shunshouqiangou', [t]));
    }
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shunshouqiangou: true;
  }
}
