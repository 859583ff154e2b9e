/**
 * 光明之眼 (god card 神卡, ×1) — 看所有玩家的手牌，并让他们都从中丢弃一张给你！
 * Ruling: Play phase: you see every player's hand, then take one card of your choice from each other player's hand.
 */
import { useOf } from '../decision-kinds.ts';
import { aliveFrom, answer, ask, popFrame } from '../rules/ask.ts';
import { giveCard, othersFrom, seatOf } from '../rules/effects.ts';
import { defineCard, type GodFrame, type Handlers } from './types.ts';

/** Named steps (`pc`): the looks, the next other player with hand cards, the card taken from them. */
const STEP = Object.freeze({ look: 0, next: 1, take: 2 } as const);

const frames: Handlers = {
  'god:guangmingzhiyan'(s, f: GodFrame, ev) {
    if (f.pc === STEP.look) {
      // You see every player's hand (a look only you receive), then take one card from each other player's hand.
      f.order = aliveFrom(s, f.user, false);
      for (const t of f.order) {
        const hand = seatOf(s, t).hand.slice();
        ev?.push({ t: 'look', seat: f.user, target: t, hand, identity: null });
      }
      f.i = 0;
      f.pc = STEP.next;
    }
    if (f.pc === STEP.next) {
      if (!seatOf(s, f.user).alive) return popFrame(s, null);
      while (f.i < f.order.length) {
        const t = f.order[f.i] as number;
        const tp = seatOf(s, t);
        if (!tp.alive || tp.hand.length === 0) {
          f.i++;
          continue;
        }
        f.pc = STEP.take;
        ask(s, {
          kind: 'choose',
          seats: [f.user],
          reason: 'guangmingzhiyan',
          target: t,
          options: tp.hand.map((c) => ({ o: 'card', card: c })),
        });
        return;
      }
      return popFrame(s, null);
    }
    // pc 2: the card chosen from f.order[f.i]'s hand.
    const t = f.order[f.i] as number;
    const hand = seatOf(s, t).hand;
    const a = answer(s);
    const card = a && a.d.t === 'choose' ? hand[a.d.i] : undefined;
    if (card !== undefined) giveCard(s, t, f.user, card, ev);
    f.i++;
    f.pc = STEP.next;
  },
};

/** 光明之眼: data entry and rules. */
export const guangmingzhiyan = defineCard({
  data: {
    id: 'guangmingzhiyan',
    zh: '光明之眼',
    en: 'Eye of Light',
    type: 'god',
    copies: 1,
    deck: [[77, 'C', 11]],
    textZh: '看所有玩家的手牌，并让他们都从中丢弃一张给你！',
    textEn: "Play phase: you see every player's hand, then take one card of your choice from each other player's hand.",
    hint: 8,
    art: { icon: 'eye-shield' },
    words: {
      zh: {
        ask: {
          choose: '光明之眼：从 {target} 的手牌中拿一张。',
        },
        look: '{who} 看到 {target} 的手牌：{hand}',
        lookAll: '{who} 观看了所有人的手牌',
      },
      en: {
        ask: {
          choose: "Eye of Light: take one card from {target}'s hand.",
        },
        look: '{who} see{s} {theirs} hand: {hand}',
        lookAll: "{who} look{s} at everyone's hand",
      },
    },
    bot: { use: { policy: 'takeAll', score: 65 }, choices: { '': { policy: 'takeBest' } } },
  },
  play(s, seat, card, out) {
    // Every other player, in seat order from the user's next.
    out.push(useOf(card, 'guangmingzhiyan', othersFrom(s, seat)));
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    guangmingzhiyan: true;
  }
}
