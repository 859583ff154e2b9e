/**
 * The whole log of a game as one viewer saw it live, rebuilt from (config, seed, decisions) and redacted event by
 * event: what a client joining late or coming back receives.
 */
import type { AnyGameModule } from '@shaju/engine';
import type { DecisionSource } from '../storage/api.ts';

/**
 * One batch of a client's log: the events of one step as that client may see them (`seq`: decisions applied), and
 * the timeout it answered, if it was one.
 */
export interface HistoryBatch {
  readonly seq: number;
  readonly events: unknown[];
  readonly timeout?: StepTimeout;
}

/**
 * The whole log of a game as `viewer` (a seat, or null for a spectator) saw it live, rebuilt from the game's
 * (config, seed, decisions): the setup and every decision are applied again to a fresh state, and each step's events go
 * through the game's one redaction function (`module.redactEvent`) exactly as the live steps did — events the viewer
 * may not see are left out, and batches left empty are dropped, as a live client keeps them; the decisions the live
 * session announced as one step (the rest of a bot's or a timeout's one-by-one answer, `steps`: `joinsPrevious`) are
 * one batch, and a timeout's batch says so. A reload, a reconnection or a late spectator thus gets the same log a
 * client present from the start has.
 *
 * Each batch is copied (through JSON, as the live step was encoded) as soon as its step is applied, since the rules
 * may later change the state an event points into. `config` is the validated configuration the game was set up with;
 * `log` its decisions in the order they were applied. Throws what the rules' `apply` throws when the log does not fit
 * the game (a corrupt record).
 *
 * Why replay rather than keep the events: the events are a function of (config, seed, decisions), which the session
 * keeps anyway. Keeping them as text cost ~190 bytes per decision of every room held (more than a third of a game
 * session's memory in the middle of a 杀机四伏 game) and a `JSON.stringify` per decision, for the rare join that reads
 * them; a join now replays the game instead (about 1–3 ms of CPU for a 600-decision 跑跑杀 game: `npm run
 * bench:server`, its "full-log join" line).
 */
export function historyOf(
  m: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly { readonly seat: number; readonly d: unknown }[],
  viewer: number | null,
  steps: StepRule = NO_RULE,
): HistoryBatch[] {
  const texts: string[] = [];
  let events: unknown[] = [];
  const state = m.setup(config, seed, events);
  keepBatch(m, viewer, 0, events, null, texts);
  let prev: Decided | null = null;
  let timeout: StepTimeout | null = null;
  events = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i] as { readonly seat: number; readonly d: unknown };
    const p = m.pending(state);
    const now: Decided = {
      seat: e.seat,
      kind: p?.kind ?? '',
      single: p !== null && p.seats.length === 1,
      source: steps.sources?.[i] ?? 'human',
    };
    // A decision that goes on the answer before it (a bot's discard of several cards) shares its step.
    if (!(prev !== null && joinsPrevious(steps.oneByOne, prev, now))) {
      if (i > 0) keepBatch(m, viewer, i, events, timeout, texts);
      events = [];
      timeout = now.source === 'timeout' ? { seat: e.seat, answer: steps.timeoutOf?.(now.kind) ?? 'decline' } : null;
    }
    m.apply(state, e.seat, e.d, events);
    prev = now;
  }
  if (log.length > 0) keepBatch(m, viewer, log.length, events, timeout, texts);
  return JSON.parse(`[${texts.join(',')}]`) as HistoryBatch[];
}

/** What a log's step rule knows of one decision: its seat, the kind of request it answered, and who made it. */
export interface Decided {
  readonly seat: number;
  readonly kind: string;
  /** The request asked that seat alone. */
  readonly single: boolean;
  readonly source: DecisionSource;
}

/**
 * Whether decision `now` was announced in the same step as `prev`: the rest of a one-by-one answer (a request kind
 * of `oneByOne`, the same seat asked alone, the same kind) that a bot or a timeout gave (session/bots.ts `decideFor`
 * answers those at once, as one step). A person's decisions are each a step of their own.
 */
export function joinsPrevious(oneByOne: ReadonlySet<string> | undefined, prev: Decided, now: Decided): boolean {
  return (
    oneByOne !== undefined &&
    oneByOne.has(now.kind) &&
    now.source !== 'human' &&
    now.source === prev.source &&
    now.seat === prev.seat &&
    now.kind === prev.kind &&
    now.single &&
    prev.single
  );
}

/** A step that was a timeout's answer: whose, and what kind of answer (`TimeoutAnswer`), for the log to say. */
export interface StepTimeout {
  readonly seat: number;
  readonly answer: string;
}

/**
 * How the decisions of a log make steps: who made each (`sources`, by index; absent: a person), the one-by-one
 * request kinds (`ServedGame.oneByOneKinds`), and the timeout answer of a request kind (`timeoutOf`).
 */
export interface StepRule {
  readonly sources?: readonly DecisionSource[];
  readonly oneByOne?: ReadonlySet<string>;
  timeoutOf?(kind: string): string;
}

const NO_RULE: StepRule = Object.freeze({});

/**
 * Appends to `texts` the JSON of the batch of step `seq` as `viewer` sees it (with the timeout it answered, if any),
 * unless nothing of it is seen.
 */
function keepBatch(
  m: AnyGameModule,
  viewer: number | null,
  seq: number,
  events: unknown[],
  timeout: StepTimeout | null,
  texts: string[],
): void {
  const seen: unknown[] = [];
  for (const e of events) {
    const r = m.redactEvent(e, viewer);
    if (r !== null) seen.push(r);
  }
  if (seen.length > 0) texts.push(JSON.stringify(timeout ? { seq, events: seen, timeout } : { seq, events: seen }));
}
