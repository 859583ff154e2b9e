/**
 * 神秘惊奇 (skill book 技能书, ×1) — 特效，对一个人使用，那个人必须出5张手牌给你，否则-4点体力。
 * The book's skill, still code (docs/content.md, "What stays code"): its card entry (content/cards/shenmijingqi.json)
 * holds its data, and cards/index.ts attaches this skill to it. The book leaves its slot for the table when its last use
 * starts (a public `use` event), the target gives cards one at a time or takes the damage, then the book is discarded.
 */
import { opt } from '../data/option-values.ts';
import type { CoreDecision } from '../decision-kinds.ts';
import { answer, ask, popFrame, pushFrame } from '../rules/ask.ts';
import { giveCard, pushDamage, seatOf } from '../rules/effects.ts';
import { tableToDiscard } from '../rules/piles.ts';
import { setEquip } from '../state.ts';
import type { Handlers, SkillDef } from './types.ts';

interface MarvelFrame {
  k: 'book:shenmijingqi';
  pc: number;
  user: number;
  target: number;
  book: number;
  left: number;
}

/** Named steps (`pc`): start (ask give or damage), read it, the next card to give, the target's pick, the damage, done. */
const STEP = Object.freeze({ start: 0, answer: 1, next: 2, pick: 3, damage: 8, done: 9 } as const);

const frames: Handlers = {
  'book:shenmijingqi'(s, f: MarvelFrame, ev) {
    const t = seatOf(s, f.target);
    const need = s.config.shenmijingqiCards;
    switch (f.pc) {
      case STEP.start:
        if (!t.alive) {
          f.pc = STEP.done;
          return;
        }
        if (t.hand.length < need) {
          f.pc = STEP.damage;
          return;
        }
        f.pc = STEP.answer;
        ask(s, {
          kind: 'choose',
          seats: [f.target],
          reason: 'shenmijingqi',
          source: f.user,
          target: f.target,
          count: need,
          options: [
            { o: 'give', card: -1 },
            { o: 'damage', card: -1 },
          ],
        });
        return;
      case STEP.answer: {
        const a = answer(s);
        if (a?.d.t !== 'choose' || a.d.i !== 0) {
          f.pc = STEP.damage;
          return;
        }
        f.left = need;
        f.pc = STEP.next;
        return;
      }
      case STEP.next:
        if (f.left <= 0 || t.hand.length === 0 || !seatOf(s, f.user).alive) {
          f.pc = STEP.done;
          return;
        }
        f.pc = STEP.pick;
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
      case STEP.pick: {
        const a = answer(s);
        const card = a && a.d.t === 'choose' ? t.hand[a.d.i] : t.hand[0];
        if (card !== undefined) giveCard(s, f.target, f.user, card, ev);
        f.left--;
        f.pc = STEP.next;
        return;
      }
      case STEP.damage:
        f.pc = STEP.done;
        pushDamage(s, f.target, s.config.shenmijingqiDamage, f.user, f.book);
        return;
      default:
        // The book is used up: discarded.
        tableToDiscard(s, f.book);
        popFrame(s, null);
    }
  },
};

/**
 * 神秘惊奇: on another player; then the book is discarded. Option `shenmijingqiUses` (1 by default: a single use): with
 * more, the book stays equipped until its holder's last use, once per turn, counted in the holder's `uses` (only then,
 * so a default game's state is unchanged).
 */
export const shenmijingqiSkill: SkillDef = {
  id: 'shenmijingqi',
  frames,
  actions(s, seat, r) {
    const out: CoreDecision[] = [];
    if (opt(s.config, 'shenmijingqiUses') > 1 && r.turnUsesOf(s, seat, 'shenmijingqi') > 0) return out;
    for (let t = 0; t < s.seats.length; t++) {
      if (t !== seat && seatOf(s, t).alive) out.push({ t: 'skill', id: 'shenmijingqi', cards: [], targets: [t] });
    }
    return out;
  },
  perform(s, seat, d, ev, r) {
    const p = seatOf(s, seat);
    const book = p.equip.book;
    const limit = opt(s.config, 'shenmijingqiUses');
    if (limit > 1) r.countUse(s, seat, 'shenmijingqi');
    // The last use: the book goes to the table and is discarded when the effect ends.
    if (limit === 1 || (p.uses.shenmijingqi ?? 0) >= limit) {
      setEquip(p, 'book', -1);
      s.table.push(book);
    }
    ev?.push({ t: 'use', seat, card: book, as: 'shenmijingqi', with: [], targets: d.targets.slice() });
    pushFrame(s, { k: 'book:shenmijingqi', user: seat, target: d.targets[0] as number, book, left: 0 });
  },
};
