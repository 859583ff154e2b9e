/**
 * The order of a game session's decisions: the log of decisions applied (`DecisionLog`), the chain that runs the
 * session's operations one after the other (`OpChain`), the gate that holds snapshots while an append is in flight
 * (`StoreGate`), and the state rebuilt from a log (`replayLog`: a restart, a rollback).
 */
import { type AnyGameModule, replayInto } from '@shaju/engine';
import type { DecisionSource } from '../storage/api.ts';

/**
 * A game's decisions in the order they were applied: the seat each was made for, the decision, and the seat that made
 * it when another seat controlled that one (`by`). Kept as parallel arrays rather than one object per decision (a room
 * holds its log all game long, and a 跑跑杀 game makes hundreds); `entries()` gives the objects when a join, the end or
 * a rollback needs them.
 */
export class DecisionLog {
  private readonly seats: number[] = [];
  private readonly ds: unknown[] = [];
  /** Who made each decision (a person, a bot, a timeout): how the log's steps were announced (redaction/history.ts). */
  private readonly made: DecisionSource[] = [];
  /** `by` of the decisions that have one, by index (null until the first). */
  private bys: Map<number, number> | null = null;

  /** The decisions kept. */
  get length(): number {
    return this.seats.length;
  }

  /** Appends a decision for `seat`, made by `by` when that is another seat, by a person or not (`source`). */
  push(seat: number, d: unknown, by?: number, source: DecisionSource = 'human'): void {
    if (by !== undefined && by !== seat) (this.bys ??= new Map()).set(this.seats.length, by);
    this.seats.push(seat);
    this.ds.push(d);
    this.made.push(source);
  }

  /** Who made each decision, by index. */
  sources(): readonly DecisionSource[] {
    return this.made;
  }

  /** Every decision as `{ seat, d, by? }` (a new array of new objects). */
  entries(): { seat: number; d: unknown; by?: number }[] {
    const out: { seat: number; d: unknown; by?: number }[] = new Array(this.seats.length);
    for (let i = 0; i < this.seats.length; i++) {
      const by = this.bys?.get(i);
      const seat = this.seats[i] as number;
      out[i] = by === undefined ? { seat, d: this.ds[i] } : { seat, d: this.ds[i], by };
    }
    return out;
  }
}

/**
 * A game session's operations one after the other (session/live-game.ts): `run(fn)` starts `fn` once every
 * operation queued before it has finished (their storage appends included) and settles as `fn` does; `idle()`
 * resolves when every operation queued so far has finished.
 */
export class OpChain {
  private tail: Promise<void> = Promise.resolve();

  run(fn: () => Promise<void>): Promise<void> {
    const p = this.tail.then(fn);
    this.tail = p.then(IGNORE, IGNORE);
    return p;
  }

  idle(): Promise<void> {
    return this.tail;
  }
}

const IGNORE = (): void => undefined;

/**
 * Holds callbacks while a decision's storage append is in flight (session/live-game.ts `commit`): the state
 * already has the decision, the log does not yet, so nothing built from the state (a snapshot for a player joining or
 * coming back) may leave before the append settles. `whenStored(fn)` runs `fn` at once when nothing is in flight, else
 * when the session `release`s: after the step is announced, or after a failed append rolled the state back.
 */
export class StoreGate {
  private held = false;
  private waiting: (() => void)[] = [];

  /** An append is in flight. */
  hold(): void {
    this.held = true;
  }

  /** Nothing is in flight any more: runs the waiting callbacks, in order. */
  release(): void {
    this.held = false;
    for (const fn of this.waiting.splice(0)) fn();
  }

  /** Whether an append is in flight (its step not yet announced). */
  get holding(): boolean {
    return this.held;
  }

  whenStored(fn: () => void): void {
    if (this.held) this.waiting.push(fn);
    else fn();
  }
}

/**
 * The state of a game rebuilt from its (config, seed) and the decisions of `log` (the engine's `replayInto`).
 * `config` is already validated (`validateConfig`), as `historyOf` takes it: both callers hold the validated one.
 */
export function replayLog(
  m: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly { seat: number; d: unknown }[],
): unknown {
  const state = m.setup(config, seed);
  replayInto(m, state, log);
  return state;
}
