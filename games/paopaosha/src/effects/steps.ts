/**
 * The effect library's steps (the kernel; docs/content.md, "Effects"): each `do` of src/content/schema/steps.ts compiled
 * into operations of an effect program (program.ts). Each primitive here is the one implementation of what it does for
 * every card and skill that names it. Imports no content.
 */
import type { StepT } from '../content/schema/steps.ts';
import type { CardKindId } from '../data/card-types.ts';
import { answer, ask, pushFrame } from '../rules/ask.ts';
import {
  heal,
  pickOptions,
  pushAskSha,
  pushAskShan,
  pushDamage,
  seatOf,
  seatPair,
  takePicked,
} from '../rules/effects.ts';
import { drawCards } from '../rules/piles.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';
import { compileCardTest, compileNum } from './expr.ts';
import { NEXT, type Op, type ProgFrame, ProgramBuilder, type StepContext, seatRef, WAIT } from './program.ts';

/** Compiles `steps` into `b` (appending); `ctx.path` is the JSON path of the list. */
export function compileSteps(steps: readonly StepT[], b: ProgramBuilder, ctx: StepContext): void {
  for (let i = 0; i < steps.length; i++) compileStep(steps[i] as StepT, b, { id: ctx.id, path: `${ctx.path}[${i}]` });
}

/** Compiles a whole list into a new program. */
export function compileProgram(steps: readonly StepT[], ctx: StepContext): Op[] {
  const b = new ProgramBuilder();
  compileSteps(steps, b, ctx);
  return b.ops;
}

/** Whether every step of `steps` finishes at once (can run outside a frame: a card's `start`). */
export function immediate(steps: readonly StepT[]): boolean {
  return steps.every((s) => s.do === 'heal' || s.do === 'draw' || s.do === 'discardHand' || s.do === 'mark');
}

function compileStep(st: StepT, b: ProgramBuilder, ctx: StepContext): void {
  const { id, path } = ctx;
  switch (st.do) {
    case 'damage': {
      const to = seatRef(st.to);
      const from = st.from === 'none' ? () => -1 : seatRef(st.from ?? 'user');
      const amount = compileNum(st.amount, `${path}.amount`);
      // No damage when the amount is 0 or less (an option set to 0 turns the damage off).
      b.emit((s, f) => {
        const n = amount(s, f.user);
        if (n <= 0) return NEXT;
        pushDamage(s, to(f), n, from(f), f.card);
        return WAIT;
      });
      return;
    }
    case 'heal': {
      const to = seatRef(st.to);
      const amount = compileNum(st.amount, `${path}.amount`);
      b.emit((s, f, ev) => {
        heal(s, to(f), amount(s, f.user), f.user, ev);
        return NEXT;
      });
      return;
    }
    case 'draw': {
      const who = seatRef(st.who);
      const count = compileNum(st.count, `${path}.count`);
      b.emit((s, f, ev) => {
        drawCards(s, who(f), count(s, f.user), ev);
        return NEXT;
      });
      return;
    }
    case 'discardHand': {
      const who = seatRef(st.who);
      b.emit((s, f, ev) => {
        const seat = who(f);
        const p = seatOf(s, seat);
        if (!p.alive || p.hand.length === 0) return NEXT;
        const cards = p.hand;
        p.hand = [];
        for (const c of cards) s.discard.push(c);
        ev?.push({ t: 'discard', seat, cards, reason: id });
        return NEXT;
      });
      return;
    }
    case 'pick':
      pick(st, b, id);
      return;
    case 'judge': {
      const who = seatRef(st.who);
      const hit = compileCardTest(st.hit);
      b.emit((s, f) => {
        pushFrame(s, { k: 'judge', seat: who(f), reason: id });
        return WAIT;
      });
      const test = b.emit(() => NEXT);
      compileSteps(st.onHit, b, { id, path: `${path}.onHit` });
      const skip = st.onMiss ? b.emit(() => NEXT) : -1;
      const elseAt = b.here;
      if (st.onMiss) compileSteps(st.onMiss, b, { id, path: `${path}.onMiss` });
      const end = b.here;
      b.patch(test, (s, _f, _ev, r) => (hit(s.ret as number, r) ? NEXT : elseAt));
      if (skip >= 0) b.patch(skip, () => end);
      return;
    }
    case 'respond': {
      const who = seatRef(st.who);
      const shan = st.with === 'shan';
      b.emit((s, f, _ev, r) => {
        const seat = who(f);
        if (shan) pushAskShan(s, seat, f.user, f.card, id, 1, true, r.armourAlternative(s, -1, seat));
        else pushAskSha(s, seat, f.user, f.card, id);
        return WAIT;
      });
      const test = b.emit(() => NEXT);
      compileSteps(st.onNone, b, { id, path: `${path}.onNone` });
      const end = b.here;
      b.patch(test, (s) => ((shan ? (s.ret as { dodged: boolean }).dodged : s.ret === true) ? end : NEXT));
      return;
    }
    case 'mark': {
      const who = seatRef(st.who);
      const mark = st.mark;
      b.emit((s, f, ev) => {
        const seat = who(f);
        const p = seatOf(s, seat);
        if (mark === 'skipPlay') p.skipPlay = true;
        else if (mark === 'skipTurn') p.skipTurn = true;
        else if (mark === 'discardBeforeDraw') p.yibu = true;
        else {
          p.noBasic = true;
          ev?.push({ t: 'restrict', seat, by: f.user });
        }
        return NEXT;
      });
      return;
    }
  }
}

/** `pick`: the chooser picks one card of the other seat (a random hand card, an equipment or a delayed card). */
function pick(st: Extract<StepT, { do: 'pick' }>, b: ProgramBuilder, id: CardKindId): void {
  const by = seatRef(st.by);
  const from = seatRef(st.from);
  const hand = st.zones.includes('hand');
  const equip = st.zones.includes('equip');
  const judging = st.zones.includes('judging');
  const options = (s: PaopaoshaState, f: ProgFrame): ChoiceOption[] => {
    const all = pickOptions(s, from(f), judging);
    if (hand && equip) return all;
    return all.filter((o) => (o.o === 'hand' ? hand : equip || seatOf(s, from(f)).judging.includes(o.card)));
  };
  const skip = b.emit(() => NEXT);
  b.emit((s, f) => {
    const o = options(s, f);
    ask(s, { kind: 'choose', seats: [by(f)], reason: id, target: from(f), options: o });
    return WAIT;
  });
  b.emit((s, f, ev) => {
    const a = answer(s);
    const o = a && a.d.t === 'choose' ? options(s, f)[a.d.i] : undefined;
    if (!o) return NEXT;
    const t = from(f);
    const { card, zone } = takePicked(s, t, o);
    if (st.into === 'discard') {
      s.discard.push(card);
      ev?.push({ t: 'discard', seat: t, cards: [card], reason: id });
    } else {
      const to = by(f);
      seatOf(s, to).hand.push(card);
      ev?.push({ t: 'move', from: t, to, cards: [card], count: 1, zone, see: zone === 'hand' ? seatPair(to, t) : [] });
    }
    return NEXT;
  });
  const after = b.here;
  // Nothing to pick: the step does nothing.
  b.patch(skip, (s, f) => (options(s, f).length === 0 ? after : NEXT));
}
