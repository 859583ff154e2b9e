/**
 * Effect programs (the kernel; docs/content.md, "Effects"): a content entry's list of effect steps compiled once into a
 * flat array of operations, and the one runner that executes them on a frame of the resolution stack. An operation
 * either finishes at once (`NEXT`), or starts something that resolves on the stack first — a judgement, a damage, a
 * request — and lets the runner return until it is done (`WAIT`; the next operation reads the result from `s.ret`),
 * ends the program (`END`), or jumps (a branch: the index of the next operation). No closure is made and no JSON is read
 * while a game runs.
 */
import type { FrameKind, Rules } from '../cards/types.ts';
import type { SeatRefT } from '../content/schema/expr.ts';
import type { CardKindId } from '../data/card-types.ts';
import type { Ev } from '../events.ts';
import { popFrame } from '../rules/ask.ts';
import type { ChoiceOption, PaopaoshaState } from '../state.ts';

/**
 * The frame a program runs on: the trick effect frame (`fx:<card>`, pushed by the rules after 盾牌 and 无懈可击) or a
 * program frame (`prog:<entry>:<part>`). `user`: who used the card or skill (-1: none, a delayed card); `target`: the
 * seat the effect reaches; `owner`: the seat whose skill or equipment it is, or in front of whom a delayed card lies
 * (absent: the user); `victim`: a second target (借刀杀人); `cur`, `left`: scratch of the primitives.
 */
export interface ProgFrame {
  k: FrameKind;
  pc: number;
  user: number;
  target: number;
  card: number;
  victim: number;
  cur: number;
  left: number;
  owner?: number;
  /** Scratch of `passAround`: the seats in the order they judge. */
  order?: number[];
  /** A `beforeDamage` trigger's frame: the stack index of the damage frame it may change. */
  damageAt?: number;
  /** The last judgement card of a `judge` step (-1: nothing flipped), for `takeJudged`, `returnJudged`. */
  judged?: number;
  /** The first card of a `draw` step with `remember` (-1: none), for `giveDrawn`. */
  drawn?: number;
  /** The options of the request a step asked and reads back on its answer (`giveDrawn`, `chooseCard`, …). */
  opts?: ChoiceOption[];
  /** `arrangeTop`: the cards looked at, top first, and the new order so far. */
  looked?: number[];
  order2?: number[];
}

/** One operation: returns `NEXT`, `WAIT`, `END`, `waitThen(at)` or the index of the operation to jump to. */
export type Op = (s: PaopaoshaState, f: ProgFrame, ev: Ev, r: Rules) => number;

/** Go on with the next operation now. */
export const NEXT = -1;
/** Something was pushed on the stack or asked: resume with the next operation once it is done. */
export const WAIT = -2;
/** The program is over: pop its frame. */
export const END = -3;

/** Something was pushed or asked: resume at operation `at` once it is done (a branch that waits). */
export function waitThen(at: number): number {
  return -10 - at;
}

/** Runs a program on frame `f` until it waits or ends (then its frame is popped, returning null). */
export function runProgram(ops: readonly Op[], s: PaopaoshaState, f: ProgFrame, ev: Ev, r: Rules): void {
  for (;;) {
    const op = ops[f.pc];
    if (op === undefined) {
      popFrame(s, null);
      return;
    }
    const sig = op(s, f, ev, r);
    if (sig === NEXT) f.pc++;
    else if (sig === WAIT) {
      f.pc++;
      return;
    } else if (sig === END) {
      popFrame(s, null);
      return;
    } else if (sig <= -10) {
      f.pc = -10 - sig;
      return;
    } else f.pc = sig;
  }
}

/**
 * Runs operations that finish at once (a card's `start` steps: 水's heal) outside any frame. Throws `Error` when one
 * would wait (the content check refuses such an entry first).
 */
export function runNow(ops: readonly Op[], s: PaopaoshaState, f: ProgFrame, ev: Ev, r: Rules): void {
  for (f.pc = 0; f.pc < ops.length; ) {
    const sig = (ops[f.pc] as Op)(s, f, ev, r);
    if (sig === NEXT) f.pc++;
    else if (sig === END) return;
    else if (sig === WAIT || sig <= -10) throw new Error(`${f.k}: a step that waits cannot run at once`);
    else f.pc = sig;
  }
}

/** The seat a reference names on frame `f` (see `ProgFrame`). */
export function seatRef(ref: SeatRefT): (f: ProgFrame) => number {
  switch (ref) {
    case 'user':
      return (f) => f.user;
    case 'target':
      return (f) => f.target;
    case 'victim':
      return (f) => f.victim;
    case 'owner':
      return (f) => f.owner ?? f.user;
  }
}

/** A program frame for `k` on `target` (its `user`, `owner` and `card` as given), at its first operation. */
export function progFrame(k: FrameKind, user: number, target: number, card: number, owner = user): ProgFrame {
  return { k, pc: 0, user, target, card, victim: -1, cur: -1, left: 0, owner };
}

/** Appends operations; a branch reserves a slot and fills it once its target is known. */
export class ProgramBuilder {
  readonly ops: Op[] = [];
  /** For each `repeat` being compiled (innermost last): the slots of its `stop` steps, patched to jump past it. */
  readonly loops: number[][] = [];

  /** The index the next operation will have. */
  get here(): number {
    return this.ops.length;
  }

  /** Appends `op`; returns its index. */
  emit(op: Op): number {
    this.ops.push(op);
    return this.ops.length - 1;
  }

  /** Puts `op` at index `at` (a slot `emit` reserved). */
  patch(at: number, op: Op): void {
    this.ops[at] = op;
  }
}

/** What compiling a step knows: the entry's id (the requests' and events' reason) and the field's JSON path. */
export interface StepContext {
  readonly id: CardKindId;
  readonly path: string;
}
