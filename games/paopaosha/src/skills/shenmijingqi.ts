/**
 * 神秘惊奇 (skill book) — 特效，对一个人使用，那个人必须出5张手牌给你，否则-4点体力。 Ruling: once, then the book is
 * discarded: the target gives you 5 hand cards of their choice, or takes 4 damage from you (`shenmijingqiCards`,
 * `shenmijingqiDamage`; P-G2). Rules page §15: another player, in your play phase; with fewer than 5 hand cards they
 * take the damage.
 *
 * Decisions: `{t:'skill', id:'shenmijingqi', cards: [], targets: [t]}`; the book leaves its slot for the table at once
 * and is discarded when the effect ends. A target holding enough cards is asked a `choose` (reason `shenmijingqi`):
 * `give` or `damage`; giving, they pick the cards one at a time (reason `shenmijingqi-give`, one option per hand card).
 * Hand sizes are public, so asking only a target who can give tells nobody anything new.
 */
import type { PaopaoshaDecision } from '../decisions.ts';
import { answer, ask, type Handlers, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard, pushDamage, sink } from '../rules/core.ts';
import { tableToDiscard } from '../rules/piles.ts';
import type { PaopaoshaState } from '../state.ts';
import type { SkillDef } from './types.ts';

/** The book's card id (= its skill id). */
export const SHENMIJINGQI = 'shenmijingqi' as const;

type Seat = PaopaoshaState['seats'][number];

interface MarvelFrame {
  k: 'book:shenmijingqi';
  pc: number;
  user: number;
  target: number;
  book: number;
  left: number;
}

const frames: Handlers = {
  'book:shenmijingqi'(s, f: MarvelFrame) {
    const t = s.seats[f.target] as Seat;
    const need = s.config.shenmijingqiCards;
    switch (f.pc) {
      case 0:
        if (!t.alive) {
          f.pc = 9;
          return;
        }
        if (t.hand.length < need) {
          f.pc = 8;
          return;
        }
        f.pc = 1;
        ask(s, {
          kind: 'choose',
          seats: [f.target],
          reason: SHENMIJINGQI,
          source: f.user,
          target: f.target,
          count: need,
          options: [
            { o: 'give', card: -1 },
            { o: 'damage', card: -1 },
          ],
        });
        return;
      case 1: {
        const a = answer(s);
        if (a?.d.t !== 'choose' || a.d.i !== 0) {
          f.pc = 8;
          return;
        }
        f.left = need;
        f.pc = 2;
        return;
      }
      case 2:
        if (f.left <= 0 || t.hand.length === 0 || !(s.seats[f.user] as Seat).alive) {
          f.pc = 9;
          return;
        }
        f.pc = 3;
        ask(s, {
          kind: 'choose',
          seats: [f.target],
          reason: 'shenmijingqi-give',
          source: f.user,
          target: f.target,
          count: f.left,
          options: t.hand.map((c) => ({ o: 'card', card: c })),
        });
        return;
      case 3: {
        const a = answer(s);
        const card = a && a.d.t === 'choose' ? t.hand[a.d.i] : t.hand[0];
        if (card !== undefined) giveCard(s, f.target, f.user, card);
        f.left--;
        f.pc = 2;
        return;
      }
      case 8:
        f.pc = 9;
        pushDamage(s, f.target, s.config.shenmijingqiDamage, f.user, f.book);
        return;
      default:
        // The book is used up: discarded.
        tableToDiscard(s, f.book);
        popFrame(s, null);
    }
  },
};

/** 神秘惊奇: once, on another player; then the book is discarded. */
export const shenmijingqi: SkillDef = {
  id: SHENMIJINGQI,
  frames,
  actions(s, seat) {
    const out: PaopaoshaDecision[] = [];
    for (let t = 0; t < s.seats.length; t++) {
      if (t !== seat && (s.seats[t] as Seat).alive) out.push({ t: 'skill', id: SHENMIJINGQI, cards: [], targets: [t] });
    }
    return out;
  },
  perform(s, seat, d) {
    const p = s.seats[seat] as Seat;
    const book = p.equip.book;
    p.equip.book = -1;
    s.table.push(book);
    sink.ev?.push({ t: 'use', seat, card: book, as: SHENMIJINGQI, with: [], targets: d.targets.slice() });
    pushFrame(s, { k: 'book:shenmijingqi', user: seat, target: d.targets[0] as number, book, left: 0 });
  },
};
