/**
 * The shape of one effect primitive of the library (the kernel; docs/content.md, "Effects"): how a step of its `do`
 * compiles into program operations. Every primitive is one entry of `STEPS` (steps.ts), in a file of its family.
 */
import type { StepT } from '../../content/schema/steps.ts';
import type { ProgramBuilder, StepContext } from '../program.ts';

/** The step data of primitive `K`. */
export type StepOf<K extends StepT['do']> = Extract<StepT, { do: K }>;

/** What a primitive's compiler may call: compile a nested list of steps (a branch) into the same program. */
export interface StepCompiler extends StepContext {
  /** Compiles `steps` (at JSON path `path`) into the builder, appending. */
  sub(steps: readonly StepT[], path: string): void;
}

/** One primitive: whether it may wait on the stack (a judgement, a damage, a request), and its compiler. */
export interface StepPrimitive<K extends StepT['do']> {
  /** False when it always finishes at once (it may run outside a frame: a card's `start`, a delayed card's effect). */
  readonly waits: boolean;
  /** Appends the operations of `st` to `b`. */
  compile(st: StepOf<K>, b: ProgramBuilder, c: StepCompiler): void;
}
