/**
 * Effect primitives over the draw pile and the judgement card: `arrangeTop` (看豆: the top cards put back in a chosen
 * order), `takeJudged` and `returnJudged` (洛神: the judgement card into the hand, or shuffled back into the pile).
 */
import { withRng } from '@shaju/engine';
import type { Ev, PaopaoshaEvent } from '../../events.ts';
import { answer, ask } from '../../rules/ask.ts';
import { seatOf } from '../../rules/effects.ts';
import { removeCard, reshuffle } from '../../rules/piles.ts';
import type { AskReason, ChoiceOption, PaopaoshaState } from '../../state.ts';
import { compileNum, type NumFn } from '../expr.ts';
import { END, NEXT, type ProgFrame, seatRef, WAIT, waitThen } from '../program.ts';
import { askYesNo, saidYes } from './choice.ts';
import type { StepPrimitive } from './types.ts';

/** The reasons of a `peek` event (the entries that look at the top of the pile). */
type PeekReason = Extract<PaopaoshaEvent, { t: 'peek' }>['reason'];

/**
 * How many cards to look at now: `count`, or as many as the draw pile holds. P-T5 (当牌堆的牌摸完时，立即将弃牌堆洗混后
 * 形成新的摸牌堆): the discard pile is shuffled into a new draw pile only when the draw pile has run out (is empty), never
 * because it holds fewer than asked.
 */
function lookCount(s: PaopaoshaState, f: ProgFrame, count: NumFn, ev: Ev): number {
  const n = count(s, f.user);
  if (s.draw.length === 0) reshuffle(s, ev);
  return Math.min(s.draw.length, n);
}

/**
 * `arrangeTop`: the seat looks at the top cards of the draw pile and puts them back in the order it builds, top first,
 * one `choose` request per position (`count` = the position, 1 = top): a card not yet placed, or keep (the rest in
 * their present order). The last card needs no request. The cards stay in the pile meanwhile; the new order is written
 * at the end. Uses the frame's `looked`, `order2` and `opts`.
 */
export const arrangeTop: StepPrimitive<'arrangeTop'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const count = compileNum(st.count, `${c.path}.count`);
    const may = st.may === true;
    const id = c.id;
    const reason = `${id}-${st.step}` as AskReason;
    const start = b.emit(() => NEXT);
    b.emit((s) => (saidYes(s) ? NEXT : END));
    const look = b.emit(() => NEXT);
    const pick = b.emit((s, f) => {
      const o = (f.opts as ChoiceOption[])[chosen(s)];
      const order = f.order2 as number[];
      if (o && o.o === 'card') order.push(o.card);
      else for (const x of f.looked as number[]) if (!order.includes(x)) order.push(x);
      return NEXT;
    });
    const place = b.emit(() => NEXT);
    const end = b.here;
    b.patch(start, (s, f, ev) => {
      const n = lookCount(s, f, count, ev);
      if (n === 0) return end;
      if (!may) return look;
      askYesNo(s, who(f), id as AskReason, n);
      return WAIT;
    });
    b.patch(look, (s, f, ev) => {
      const seat = who(f);
      const n = lookCount(s, f, count, ev);
      f.looked = s.draw.slice(s.draw.length - n).reverse();
      f.order2 = [];
      ev?.push({ t: 'skill', seat, id, targets: [], cards: [] });
      ev?.push({ t: 'peek', seat, cards: f.looked.slice(), count: n, reason: id as PeekReason });
      return place;
    });
    b.patch(place, (s, f) => {
      const looked = f.looked as number[];
      const order = f.order2 as number[];
      const rest = looked.filter((x) => !order.includes(x));
      if (rest.length > 1) {
        f.opts = [...rest.map((x): ChoiceOption => ({ o: 'card', card: x })), { o: 'keep', card: -1 }];
        ask(s, { kind: 'choose', seats: [who(f)], reason, count: order.length + 1, options: f.opts.slice() });
        return waitThen(pick);
      }
      order.push(...rest);
      // The draw pile's top is its last element: order[0] goes last.
      const n = order.length;
      for (let i = 0; i < n; i++) s.draw[s.draw.length - 1 - i] = order[i] as number;
      return NEXT;
    });
  },
};

/** The option index chosen in the answer to a `choose` request, or -1. */
function chosen(s: PaopaoshaState): number {
  const a = answer(s);
  return a !== null && a.d.t === 'choose' ? a.d.i : -1;
}

/** `takeJudged`: the last judgement card goes from the discard pile into the seat's hand (a public move). */
export const takeJudged: StepPrimitive<'takeJudged'> = {
  waits: false,
  compile(st, b) {
    const who = seatRef(st.who);
    b.emit((s, f, ev) => {
      const c = f.judged ?? -1;
      if (c < 0 || !s.discard.includes(c)) return NEXT;
      const seat = who(f);
      removeCard(s.discard, c);
      seatOf(s, seat).hand.push(c);
      ev?.push({ t: 'move', from: -1, to: seat, cards: [c], count: 1, zone: 'hand', see: [] });
      return NEXT;
    });
  },
};

/** `returnJudged`: the last judgement card leaves the discard pile and is shuffled into the draw pile (the PRNG). */
export const returnJudged: StepPrimitive<'returnJudged'> = {
  waits: false,
  compile(_st, b) {
    b.emit((s, f) => {
      const c = f.judged ?? -1;
      if (c < 0 || !s.discard.includes(c)) return NEXT;
      removeCard(s.discard, c);
      s.draw.push(c);
      withRng(s, (r) => r.shuffle(s.draw));
      return NEXT;
    });
  },
};
