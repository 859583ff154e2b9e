/**
 * 泡泡加特林 (weapon 武器, ×1) — 目标使用（闪）抵消你的【杀】时，你弃掉两张牌，【杀】依然造成杀害。
 * Ruling: When your 杀 is stopped by a 闪, you may discard 2 cards to make it hit anyway.
 */
import { opt } from '../data/option-values.ts';
import { answer, ask, popFrame, pushFrame } from '../rules/ask.ts';
import { equipPlay, seatOf } from '../rules/effects.ts';
import { takeFromSeat } from '../rules/piles.ts';
import type { ChoiceOption } from '../state.ts';
import { defineCard, type Handlers } from './types.ts';

/** Frame: after `user`'s 杀 on `target` was dodged: discard two cards to make it hit anyway. `ret`: true to hit. */
interface GatlingFrame {
  k: 'weapon:paopaojiatelin';
  pc: number;
  user: number;
  target: number;
  left: number;
}

/** Named steps (`pc`): ask, read the answer, one discard at a time. */
const STEP = Object.freeze({ ask: 0, answer: 1, discard: 2 } as const);

const frames: Handlers = {
  'weapon:paopaojiatelin'(s, f: GatlingFrame, ev) {
    if (f.pc === STEP.ask) {
      f.pc = STEP.answer;
      const options: ChoiceOption[] = [
        { o: 'discard2', card: -1 },
        { o: 'no', card: -1 },
      ];
      // `count`: the cards it costs (option `paopaojiatelinCards`), for the question's words.
      const count = opt(s.config, 'paopaojiatelinCards');
      ask(s, { kind: 'choose', seats: [f.user], reason: 'paopaojiatelin', target: f.target, count, options });
      return;
    }
    if (f.pc === STEP.answer) {
      const a = answer(s);
      if (a?.d.t !== 'choose' || a.d.i !== 0) return popFrame(s, false);
      // Option `paopaojiatelinCards` (seed: 你弃掉两张牌); 0: the 杀 hits without a discard.
      f.left = opt(s.config, 'paopaojiatelinCards');
      if (f.left <= 0) return popFrame(s, true);
      f.pc = STEP.discard;
      ask(s, { kind: 'discard', seats: [f.user], count: f.left, reason: 'paopaojiatelin' });
      return;
    }
    const a = answer(s);
    if (a && a.d.t === 'discard') {
      takeFromSeat(s, f.user, a.d.card);
      s.discard.push(a.d.card);
      ev?.push({ t: 'discard', seat: f.user, cards: [a.d.card], reason: 'paopaojiatelin' });
    }
    f.left--;
    if (f.left > 0) {
      ask(s, { kind: 'discard', seats: [f.user], count: f.left, reason: 'paopaojiatelin' });
      return;
    }
    popFrame(s, true);
  },
};

/** 泡泡加特林: data entry and rules. */
export const paopaojiatelin = defineCard({
  data: {
    id: 'paopaojiatelin',
    zh: '泡泡加特林',
    en: 'Bubble Gatling',
    type: 'equipment',
    subtype: 'weapon',
    range: 5,
    copies: 1,
    deck: [[106, 'D', 12]],
    textZh: '目标使用（闪）抵消你的【杀】时，你弃掉两张牌，【杀】依然造成杀害。',
    textEn: 'When your Kill is stopped by a Dodge, you may discard 2 cards to make it hit anyway.',
    hint: 6,
    equippedHint: 5,
    art: { icon: 'minigun' },
    words: {
      zh: {
        ask: {
          choose: '杀被 {target} 的闪抵消：{n|=2:弃两张牌|弃 # 张牌}令它仍然命中吗？',
          discard: '泡泡加特林：还需弃 {n} 张牌（手牌或装备）。',
        },
        options: {
          discard2: '弃两张牌，令此杀仍然命中',
        },
        discard: '{who} 弃置 {list}（泡泡加特林：杀仍然命中）',
      },
      en: {
        ask: {
          choose: 'The Kill was dodged by {target}: discard {n|=2:two cards|=1:# card|# cards} to make it hit anyway?',
          discard: 'Bubble Gatling: discard {n} more (hand or equipment).',
        },
        options: {
          discard2: 'Discard two cards: the Kill hits anyway',
        },
        discard: '{who} discard{s} {list} (Bubble Gatling: it hits anyway)',
      },
    },
    bot: { choices: { '': { policy: 'gatling', yes: 'discard2', no: 'no', spare: 4 } } },
  },
  play: equipPlay,
  equip: {
    afterShaDodged(s, f) {
      // Two cards to spare (option `paopaojiatelinCards`): hand cards or equipment other than the Gatling itself
      // (product reading 11).
      const u = seatOf(s, f.user);
      const spare =
        u.hand.length + (u.equip.armor >= 0 ? 1 : 0) + (u.equip.mount >= 0 ? 1 : 0) + (u.equip.book >= 0 ? 1 : 0);
      if (!u.alive || spare < opt(s.config, 'paopaojiatelinCards')) return false;
      pushFrame(s, { k: 'weapon:paopaojiatelin', user: f.user, target: f.target, left: 0 });
      return true;
    },
    // Its two cards may be hand or equipment cards, not the Gatling itself (legal.ts, reason `paopaojiatelin`).
    discardSlots: ['armor', 'mount', 'book'],
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    paopaojiatelin: true;
  }
}
