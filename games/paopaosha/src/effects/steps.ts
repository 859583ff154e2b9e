/**
 * The effect library's steps (the kernel; docs/content.md, "Effects"): the table of every primitive a content entry's
 * step may name by its `do` (src/content/schema/steps.ts), each the one implementation of what it does for every card
 * and skill that names it, in a file of its family under steps/. Adding a primitive: its schema in the step union, its
 * file here, one line in `STEPS`, and its section in docs/content.md. Imports no content.
 */
import type { StepT } from '../content/schema/steps.ts';
import { type Op, ProgramBuilder, type StepContext } from './program.ts';
import { discardHand, draw, pick } from './steps/cards.ts';
import { choose, look, takeChosen } from './steps/choice.ts';
import { borrowAttack, duel } from './steps/contest.ts';
import { forEach, judge, mark, respond } from './steps/flow.ts';
import { control, kill, passAround, shield, tribute } from './steps/gods.ts';
import { damage, healStep } from './steps/life.ts';
import { repeat, stop } from './steps/loops.ts';
import { arrangeTop, returnJudged, takeJudged } from './steps/pile.ts';
import { discardRevealed, reveal, takeRevealed } from './steps/reveal.ts';
import { announce, command, discard, nap, prevent, swapHands, swapRandom, takeRandom } from './steps/skills.ts';
import { chooseCard, chooseSeat, countUse, demand, exchange, giveDrawn } from './steps/trade.ts';
import type { StepCompiler, StepOf, StepPrimitive } from './steps/types.ts';

/** Every primitive by its `do` (the compiler checks that none is missing). */
export const STEPS: { readonly [K in StepT['do']]: StepPrimitive<K> } = {
  damage,
  heal: healStep,
  draw,
  discardHand,
  pick,
  judge,
  respond,
  mark,
  duel,
  borrowAttack,
  choose,
  look,
  takeChosen,
  reveal,
  takeRevealed,
  discardRevealed,
  shield,
  control,
  tribute,
  kill,
  passAround,
  forEach,
  discard,
  command,
  announce,
  takeRandom,
  swapRandom,
  swapHands,
  nap,
  prevent,
  repeat,
  stop,
  giveDrawn,
  arrangeTop,
  takeJudged,
  returnJudged,
  chooseCard,
  chooseSeat,
  countUse,
  exchange,
  demand,
};

/** Compiles `steps` into `b` (appending); `ctx.path` is the JSON path of the list. */
export function compileSteps(steps: readonly StepT[], b: ProgramBuilder, ctx: StepContext): void {
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i] as StepT;
    const c: StepCompiler = {
      id: ctx.id,
      path: `${ctx.path}[${i}]`,
      sub: (list, path) => compileSteps(list, b, { id: ctx.id, path }),
    };
    (STEPS[st.do] as StepPrimitive<StepT['do']>).compile(st as StepOf<StepT['do']>, b, c);
  }
}

/** Compiles a whole list into a new program. */
export function compileProgram(steps: readonly StepT[], ctx: StepContext): Op[] {
  const b = new ProgramBuilder();
  compileSteps(steps, b, ctx);
  return b.ops;
}

/** Whether every step of `steps` finishes at once (can run outside a frame: a card's `start`, a delayed effect). */
export function immediate(steps: readonly StepT[]): boolean {
  return steps.every((s) => !STEPS[s.do].waits);
}
