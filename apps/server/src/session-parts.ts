import {
  type AnyGameModule,
  type GameResult,
  type IllegalDecisionCode,
  IllegalDecisionError,
  replayInto,
} from '@shaju/engine';
import type { ErrorCode, ServerMessage } from '@shaju/protocol';
import { type Decider, type GameKit, isPreparedDecider, type SeatContext } from '@shaju/runtime';
import type { ServedGame } from './games.ts';
import { PooledBot } from './search/think.ts';
import type { DecisionSource, PlayerOutcome, Storage, StoredSeat, StoredSettings } from './storage.ts';

/** A refusal the server answers with an `error` message; the state is unchanged. */
export class RefusedError extends Error {
  /** The protocol error code. */
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'RefusedError';
    this.code = code;
  }
}

/**
 * Why a bot plays a human seat: 3 timeouts in a row (until the player acts or asks it back), the player is gone
 * (until back), or the player asked for it (`auto`, 托管: until the player asks it back).
 */
export type CoverReason = 'timeouts' | 'gone' | 'auto' | null;

/** One seat of a running game. */
export interface SessionSeat {
  readonly name: string;
  /** SHA-256 of the player's token; null for a bot seat. */
  readonly tokenHash: string | null;
  /** Bot kind for a bot seat (and for the bot that covers a human seat). */
  readonly botKind: string;
  /** Whether the seat's player has a live connection (always false for a bot seat). */
  connected: boolean;
  /** Whether a bot currently plays this human seat, and why. */
  cover: CoverReason;
  /** Timeouts in a row. */
  timeouts: number;
}

/** What a session needs from its room: delivery of steps and results, and notice of seat changes. */
export interface SessionHost {
  /**
   * After every applied decision (and once after setup): deliver these raw events to every client, redacted. `seat`
   * and `source` say whose decision it was (`seat` -1 for setup), and `by` who decided (the controller of a
   * controlled seat).
   */
  onStep(events: readonly unknown[], seat: number, source: DecisionSource | 'setup', by: number): void;
  /** The game ended (already persisted). */
  onFinished(result: GameResult): void;
  /** A seat's cover or timeout count changed (to update the public room state). */
  onSeatsChanged(): void;
  /** A decision held for the minimum response time was dropped as stale: tell that seat. */
  onHeldDropped(seat: number, requestId: number): void;
  /** Whether the bots are held now (tests only, test-hooks.ts); if so `wake` is called when the hold ends. */
  botsHeld?(wake: () => void): boolean;
}

/** Options to start a new session. */
export interface StartOptions {
  readonly id: string;
  readonly served: ServedGame;
  readonly config: unknown;
  readonly seed: number;
  readonly seats: readonly StoredSeat[];
  readonly settings: StoredSettings;
  readonly storage: Storage;
  readonly host: SessionHost;
}

/**
 * The bot of `kind` for `seat` (the random bot when the game has no such kind), seeded from the game and seat. With
 * `wake`, a search bot thinks in the search pool (search/think.ts `PooledBot`) and calls `wake` when it has an answer.
 */
export function botFor(kit: GameKit, kind: string, seed: number, seat: number, wake?: () => void): Decider {
  const s = (seed ^ Math.imul(seat + 1, 0x9e3779b1)) | 0;
  try {
    const bot = kit.makeBot(kind, s);
    return wake && isPreparedDecider(bot) ? new PooledBot(bot, wake) : bot;
  } catch {
    return kit.makeBot('random', s);
  }
}

/**
 * The bots that cover seats while their people are away (托管, a timeout, a disconnection), one per seat, each made
 * on first use: most seats never need one, and a room's memory is what the server holds by the thousand. A bot's
 * choices depend only on its seed and the requests it is asked, so one made late decides as one made at the start.
 * `seats[i].botKind` is the kind (the seat's own bot kind, or the room's); `seed` the cover bots' seed.
 */
export class CoverBots {
  private readonly made: (Decider | undefined)[] = [];
  constructor(
    private readonly kit: GameKit,
    private readonly seats: readonly { readonly botKind: string }[],
    private readonly seed: number,
    private readonly wake: () => void,
  ) {}

  /** The cover bot of `seat` (made now if it was not yet). */
  of(seat: number): Decider {
    let bot = this.made[seat];
    if (bot === undefined) {
      bot = botFor(this.kit, (this.seats[seat] as { botKind: string }).botKind, this.seed, seat, this.wake);
      this.made[seat] = bot;
    }
    return bot;
  }
}

/**
 * A game's decisions in the order they were applied: the seat each was made for, the decision, and the seat that made
 * it when another seat controlled that one (`by`). Kept as parallel arrays rather than one object per decision (a room
 * holds its log all game long, and a 跑跑杀 game makes hundreds); `entries()` gives the objects when a join, the end or
 * a rollback needs them.
 */
export class DecisionLog {
  private readonly seats: number[] = [];
  private readonly ds: unknown[] = [];
  /** `by` of the decisions that have one, by index (null until the first). */
  private bys: Map<number, number> | null = null;

  /** The decisions kept. */
  get length(): number {
    return this.seats.length;
  }

  /** Appends a decision for `seat`, made by `by` when that is another seat. */
  push(seat: number, d: unknown, by?: number): void {
    if (by !== undefined && by !== seat) (this.bys ??= new Map()).set(this.seats.length, by);
    this.seats.push(seat);
    this.ds.push(d);
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

const ENGINE_CODES: ReadonlySet<IllegalDecisionCode> = new Set([
  'malformed',
  'not_pending',
  'illegal',
  'game_over',
  'stale',
  'bad_seat',
]);

/** The refusal for an error thrown while applying a decision: the engine's codes pass through, the rest is `internal`. */
export function refusal(e: unknown): RefusedError {
  if (e instanceof RefusedError) return e;
  if (e instanceof IllegalDecisionError && ENGINE_CODES.has(e.code)) return new RefusedError(e.code, e.message);
  return new RefusedError('internal', e instanceof Error ? e.message : String(e));
}

/** The `result` message of a finished game (the result's `why` keyed by seat as text, as JSON has it). */
export function resultMessage(result: GameResult): ServerMessage<'result'> {
  const why: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(result.why)) why[k] = (v as readonly string[]).slice();
  return {
    result: {
      winners: result.winners.slice(),
      draw: result.draw,
      reason: result.reason,
      why,
      ...(result.scores ? { scores: result.scores.slice() } : {}),
    },
  };
}

/** Each player's outcome of a finished game (bot seats have none): identity, win and score, for the record. */
export function outcomesOf(
  kit: GameKit,
  seats: readonly SessionSeat[],
  state: unknown,
  result: GameResult,
): PlayerOutcome[] {
  const outcomes: PlayerOutcome[] = [];
  seats.forEach((s, seat) => {
    if (s.tokenHash === null) return;
    outcomes.push({
      tokenHash: s.tokenHash,
      name: s.name,
      seat,
      identity: kit.identityOf(state, seat),
      won: result.winners.includes(seat),
      score: kit.scoreOf(result, seat),
    });
  });
  return outcomes;
}

/** `events` as `seat` (`null`: spectator) may see them: the game's `redactEvent` of each, the hidden ones left out. */
export function redactEvents(m: AnyGameModule, events: readonly unknown[], seat: number | null): unknown[] {
  const out: unknown[] = [];
  for (const e of events) {
    const r = m.redactEvent(e, seat);
    if (r !== null) out.push(r);
  }
  return out;
}

/**
 * A game session's operations one after the other (apps/server/src/session.ts): `run(fn)` starts `fn` once every
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
 * Holds callbacks while a decision's storage append is in flight (apps/server/src/session.ts `commit`): the state
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

/** A finished game's full record for its replay (the seed and every decision: never sent before the end). */
export function replayRecord(
  m: AnyGameModule,
  config: unknown,
  seed: number,
  log: readonly { seat: number; d: unknown; by?: number }[],
  state: unknown,
  seats: readonly { name: string }[],
  settings: StoredSettings,
): ServerMessage<'replay'>['record'] {
  return {
    game: m.id,
    version: m.version,
    config,
    seed,
    log: log.slice(),
    result: m.result(state),
    players: seats.map((s) => s.name),
    ...(settings.rules ? { rules: settings.rules } : {}),
  };
}

/**
 * What a bot-played seat decides: at a timeout the game's decline when it has one (the kit's `isDecline`), else the
 * bot's answer (`ask`), or undefined when the bot throws (the caller then takes any legal decision).
 */
export function botChoice(
  served: ServedGame,
  state: unknown,
  seat: number,
  source: DecisionSource,
  ask: () => unknown,
): unknown {
  if (source === 'timeout') {
    const d = served.module.legal(state, seat).find((x) => served.kit.isDecline(x));
    if (d !== undefined) return d;
  }
  try {
    return ask();
  } catch {
    return undefined;
  }
}

/**
 * How long a request of `kind` runs, in ms: the room's response time for a response window (`responseKinds`; at least
 * its minimum open time), else its turn time.
 */
export function requestMs(served: ServedGame, settings: StoredSettings, kind: string): number {
  const responding = served.responseKinds.has(kind);
  const secs = responding ? settings.responseSeconds : settings.turnSeconds;
  return Math.max(secs * 1000, responding ? settings.minResponseMs : 0);
}

/**
 * What a bot deciding for `seat` sees in `state`: that seat's legal decisions and the view (or observation) of `by`,
 * the seat deciding for it (itself, or its controller).
 */
export function seatContext(m: AnyGameModule, state: unknown, seat: number, kind: string, by: number): SeatContext {
  const observation = () => (m.observation ?? m.view)(state, by);
  return { seat, kind, legal: () => m.legal(state, seat), view: () => m.view(state, by), observation };
}

/**
 * The id of the request that continues a timed-out one-by-one answer (`ServedGame.oneByOneKinds`): the request now
 * open when it is another request (not `last`) of the same `kind`, asked of `seat` alone; else null.
 */
export function nextOneByOne(
  served: ServedGame,
  state: unknown,
  seat: number,
  kind: string,
  last: number,
): number | null {
  if (!served.oneByOneKinds.has(kind)) return null;
  const p = served.module.pending(state);
  if (p === null || p.id === last || p.kind !== kind || p.seats.length !== 1 || p.seats[0] !== seat) return null;
  return p.id;
}

/**
 * A player's own decision for seat record `s`: its timeouts start over, and a cover ends unless it is 托管 asked for
 * (`auto`, ended by `autoplay` off or `back`). Returns whether the record changed.
 */
export function tookOwnDecision(s: SessionSeat): boolean {
  let changed = s.timeouts !== 0;
  s.timeouts = 0;
  if (s.cover !== null && s.cover !== 'auto') {
    s.cover = null;
    changed = true;
  }
  return changed;
}

/**
 * A timeout of the player of seat record `s`, counted when the seat is a player's, no bot covers it and the request
 * left a real choice (`realChoice`, asked only then); the third in a row puts a bot on the seat (cover `timeouts`).
 * Returns whether it was counted.
 */
export function countTimeout(s: SessionSeat | undefined, realChoice: () => boolean): boolean {
  if (!s || s.tokenHash === null || s.cover !== null || !realChoice()) return false;
  s.timeouts++;
  if (s.timeouts >= 3) s.cover = 'timeouts';
  return true;
}
