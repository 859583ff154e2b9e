/**
 * 收获子弹 (trick card 技能牌, ×3) — 每人选一张牌堆里的牌，使用者先。
 * Ruling: Play phase: reveal as many cards from the draw pile as there are alive players; starting with you and in seat order, each alive player takes one of them. Rulings: P-G1.
 */
import { useOf } from '../decision-kinds.ts';
import { ASK_STEP, aliveFrom, answer, ask, popFrame } from '../rules/ask.ts';
import { seatOf } from '../rules/effects.ts';
import { removeCard, tableToDiscard, takeTop } from '../rules/piles.ts';
import type { ChoiceOption } from '../state.ts';
import { defineCard, type FxFrame, type Handlers } from './types.ts';

/** Steps (`ASK_STEP`): the target chooses one of the revealed cards still on the table; it goes into their hand. */
const frames: Handlers = {
  'fx:shouhuozidan'(s, f: FxFrame, ev) {
    if (f.pc === ASK_STEP.ask) {
      if (s.harvest.length === 0) return popFrame(s, null);
      f.pc = ASK_STEP.answer;
      const options = s.harvest.map((c): ChoiceOption => ({ o: 'card', card: c }));
      ask(s, { kind: 'choose', seats: [f.target], reason: 'shouhuozidan', options });
      return;
    }
    const a = answer(s);
    const card = a && a.d.t === 'choose' ? s.harvest[a.d.i] : undefined;
    if (card !== undefined) {
      removeCard(s.harvest, card);
      removeCard(s.table, card);
      seatOf(s, f.target).hand.push(card);
      ev?.push({ t: 'move', from: -1, to: f.target, cards: [card], count: 1, zone: 'hand', see: [] });
    }
    popFrame(s, null);
  },
};

/** 收获子弹: data entry and rules. */
export const shouhuozidan = defineCard({
  data: {
    id: 'shouhuozidan',
    zh: '收获子弹',
    en: 'Bullet Harvest',
    type: 'trick',
    copies: 3,
    deck: [
      [32, 'H', 3],
      [34, 'H', 4],
      [100, 'D', 9],
    ],
    textZh: '每人选一张牌堆里的牌，使用者先。',
    textEn:
      'Play phase: reveal as many cards from the draw pile as there are alive players; starting with you and in seat order, each alive player takes one of them.',
    ruling: 'P-G1',
    hint: 3,
    art: { icon: 'bullets' },
    words: {
      zh: {
        use: '使用 {card}（亮出牌堆顶的牌，每人选一张）',
        ask: {
          choose: '收获子弹：选择一张牌收入手牌。',
        },
        harvest: '收获子弹 亮出待选：{cards}',
      },
      en: {
        use: 'Use {card} (reveal cards, everyone takes one)',
        ask: {
          choose: 'Bullet Harvest: choose a card to take.',
        },
        harvest: 'Bullet Harvest cards left: {cards}',
      },
    },
    bot: { help: 0.4, everyone: true, use: { policy: 'harvest', score: 35 }, choices: { '': { policy: 'takeBest' } } },
  },
  helpful: true,
  play(_s, _seat, card, out) {
    out.push(useOf(card, 'shouhuozidan', []));
  },
  start(s, f, ev) {
    // Every alive player, starting with the user; reveal as many cards as there are of them.
    f.targets = aliveFrom(s, f.user, true);
    const n = f.targets.length;
    for (let i = 0; i < n; i++) {
      const c = takeTop(s, ev);
      if (c < 0) break;
      s.harvest.push(c);
      s.table.push(c);
    }
    ev?.push({ t: 'reveal', cards: s.harvest.slice(), reason: 'shouhuozidan' });
  },
  finish(s) {
    // The unpicked cards go to the discard pile.
    for (const c of s.harvest) tableToDiscard(s, c);
    s.harvest = [];
  },
  frames,
});

declare module '../data/card-types.ts' {
  interface CardKindIds {
    shouhuozidan: true;
  }
}
