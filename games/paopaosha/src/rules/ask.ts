/**
 * The requests of the resolution stack (P-G6) and the stack's push and pop: the kernel every card module and rule
 * builds on. Imports no card data, so the card modules may import it.
 */
import { popFrame, pushFrame as pushEngineFrame } from '@shaju/engine';
import type { FrameKind } from '../cards/types.ts';
import type { CoreDecision } from '../decision-kinds.ts';
import type { Ask, PaopaoshaState } from '../state.ts';

/** The answer a frame reads from `s.ret` when it resumes after `ask`: who answered what (null: everybody passed). */
export interface Answer {
  seat: number;
  /** The decision (a card's alternative to 闪 is read by the 闪 request itself, rules/respond.ts). */
  d: CoreDecision;
}

export type { Handler, Handlers } from '../cards/types.ts';

/**
 * Suspends resolution on a request (P-G6): `seats` in resolution order (the first of them in seat order from the acting
 * player who answers wins a window). The asking frame must have advanced its `pc`; it reads the `Answer` from `s.ret`.
 */
export function ask(s: PaopaoshaState, a: Partial<Ask> & Pick<Ask, 'kind' | 'seats'>): void {
  // One seat is the common case: literals allocate exactly one slot (a pushed-to empty array reserves 17).
  let answers: number[];
  let picks: null[];
  if (a.seats.length === 1) {
    answers = [-1];
    picks = [null];
  } else {
    answers = [];
    picks = [];
    for (let i = 0; i < a.seats.length; i++) {
      answers.push(-1);
      picks.push(null);
    }
  }
  s.ask = {
    answers,
    picks,
    reason: '',
    source: -1,
    target: -1,
    card: -1,
    cardKind: '',
    count: 0,
    allowShan: true,
    allowEquip: false,
    characters: [],
    options: [],
    ...a,
  };
  s.req++;
}

/** The answer a resuming frame got (null when everyone passed). */
export function answer(s: PaopaoshaState): Answer | null {
  return s.ret as Answer | null;
}

/** Alive seats in seat order starting at `from` (inclusive when `includeFrom`). */
export function aliveFrom(s: PaopaoshaState, from: number, includeFrom: boolean): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  for (let i = includeFrom ? 0 : 1; i < n; i++) {
    const seat = (from + i) % n;
    if ((s.seats[seat] as { alive: boolean }).alive) out.push(seat);
  }
  return out;
}

export { popFrame };

/** The two steps (`pc`) of a frame that asks, then reads the answer. */
export const ASK_STEP = Object.freeze({ ask: 0, answer: 1 } as const);

/**
 * Pushes frame `f` (its kind checked by the compiler: `FrameKind`) on the resolution stack, `pc` 0 unless given; the
 * runner (game.ts) runs it next.
 */
export function pushFrame(s: PaopaoshaState, f: { k: FrameKind; pc?: number } & Record<string, unknown>): void {
  pushEngineFrame(s, f);
}
