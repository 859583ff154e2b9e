/** Effect primitives where a seat chooses: `choose` (one of several options), `look` and `takeChosen` (控制 b). */

import type { Rules } from '../../cards/types.ts';
import { answer, ask } from '../../rules/ask.ts';
import { giveCard, seatOf } from '../../rules/effects.ts';
import type { AskReason, ChoiceOption, OptionCode, PaopaoshaState } from '../../state.ts';
import { compileSeatTest } from '../expr.ts';
import { NEXT, type ProgFrame, seatRef, WAIT } from '../program.ts';
import type { StepPrimitive } from './types.ts';

/**
 * `choose`: the seat chooses one of the options (a `choose` request naming the target; each option by its code) and
 * that option's steps run. An answer that names no option takes the last one.
 */
export const choose: StepPrimitive<'choose'> = {
  waits: true,
  compile(st, b, c) {
    const who = seatRef(st.who);
    const reason = c.id;
    const options: readonly ChoiceOption[] = Object.freeze(
      st.options.map((o) => Object.freeze({ o: o.code as OptionCode, card: -1 })),
    );
    const tests = st.options.map((o) => (o.when ? compileSeatTest(o.when) : null));
    const conditional = tests.some((t) => t !== null);
    /** The indices of the options offered now (each passing its `when`). */
    const offered = (s: PaopaoshaState, f: ProgFrame, r: Rules): number[] => {
      const out: number[] = [];
      tests.forEach((t, i) => {
        if (!t || t(s, f.user, who(f), r, reason)) out.push(i);
      });
      return out;
    };
    b.emit((s, f, _ev, r) => {
      const list = conditional ? offered(s, f, r).map((i) => options[i] as ChoiceOption) : options.slice();
      ask(s, { kind: 'choose', seats: [who(f)], reason, target: f.target, options: list });
      return WAIT;
    });
    const pickAt = b.emit(() => NEXT);
    const starts: number[] = [];
    const exits: number[] = [];
    st.options.forEach((o, i) => {
      starts.push(b.here);
      c.sub(o.steps, `${c.path}.options[${i}].steps`);
      exits.push(b.emit(() => NEXT));
    });
    const end = b.here;
    for (const x of exits) b.patch(x, () => end);
    b.patch(pickAt, (s, f, _ev, r) => {
      const a = answer(s);
      const list = conditional ? offered(s, f, r) : starts.map((_, i) => i);
      const i = a && a.d.t === 'choose' && a.d.i >= 0 && a.d.i < list.length ? a.d.i : list.length - 1;
      return starts[list[i] as number] as number;
    });
  },
};

/** `look`: the seat sees another's hand and identity (the identity stays known to it: a visibility grant). */
export const look: StepPrimitive<'look'> = {
  waits: false,
  compile(st, b) {
    const who = seatRef(st.who);
    const at = seatRef(st.at);
    const identity = st.identity !== false;
    b.emit((s, f, ev) => {
      const t = seatOf(s, at(f));
      if (identity) seatOf(s, who(f)).knows |= 1 << at(f);
      ev?.push({
        t: 'look',
        seat: who(f),
        target: at(f),
        hand: t.hand.slice(),
        identity: identity ? t.identity : null,
      });
      return NEXT;
    });
  },
};

/**
 * `takeChosen`: the seat chooses one of another's hand cards, seen face up (request reason the id, or `<id>-<step>`),
 * and takes it.
 * Nothing when that hand is empty.
 */
export const takeChosen: StepPrimitive<'takeChosen'> = {
  waits: true,
  compile(st, b, c) {
    const by = seatRef(st.by);
    const from = seatRef(st.from);
    const reason = (st.step ? `${c.id}-${st.step}` : c.id) as AskReason;
    const skip = b.emit(() => NEXT);
    b.emit((s, f) => {
      const options = seatOf(s, from(f)).hand.map((x): ChoiceOption => ({ o: 'card', card: x }));
      ask(s, { kind: 'choose', seats: [by(f)], reason, target: from(f), options });
      return WAIT;
    });
    b.emit((s, f, ev) => {
      const a = answer(s);
      const t = seatOf(s, from(f));
      const card = a && a.d.t === 'choose' ? (t.hand[a.d.i] ?? -1) : -1;
      if (card >= 0) giveCard(s, from(f), by(f), card, ev);
      return NEXT;
    });
    const end = b.here;
    b.patch(skip, (s, f) => (seatOf(s, from(f)).hand.length === 0 ? end : NEXT));
  },
};

/** The options of a yes/no request (a "may" skill's): option 0 uses it, option 1 does not. */
export const YES_NO: readonly ChoiceOption[] = Object.freeze([
  Object.freeze({ o: 'yes', card: -1 }),
  Object.freeze({ o: 'no', card: -1 }),
]);

/** Asks `seat` yes or no (a `choose` request with reason `reason`, options yes/no, `count` for its words). */
export function askYesNo(s: PaopaoshaState, seat: number, reason: AskReason, count = 0): void {
  ask(s, { kind: 'choose', seats: [seat], reason, options: YES_NO.slice(), count });
}

/** Whether the answer the resuming frame got is option 0 of a `choose` request (yes). */
export function saidYes(s: PaopaoshaState): boolean {
  const a = answer(s);
  return a !== null && a.d.t === 'choose' && a.d.i === 0;
}
