/**
 * Replays in the browser: a finished game's record (`GET /api/games/:id`) rebuilt with its game module, step by step.
 * Step 0 is the state after setup; step k the state after the first k logged decisions. States are kept as clones
 * every `CHECKPOINT` steps, so any step is at most that many `apply`s away and seeking is instant; the events of every
 * step are kept once, and redacted per viewer on demand (the same `redactEvent` the server uses for its clients).
 */
import { type AnyGameModule, type GameResult, hashState, type RulesChoice, replayInto } from '@shaju/engine';
import { readRules } from '@shaju/runtime';
import type { EventBatch } from '@shaju/ui';

/** A finished game as the server serves it (`apps/server/src/server.ts`, `GET /api/games/:id`). */
export interface ReplayRecord {
  readonly game: string;
  readonly version: number;
  readonly config: unknown;
  readonly seed: number;
  readonly log: readonly { readonly seat: number; readonly d: unknown; readonly by?: number }[];
  readonly result: GameResult | null;
  readonly finalHash: string | null;
  readonly players: readonly string[];
  /** The rules the game was played with (preset and sparse option values), or null for an older record. */
  readonly rules?: RulesChoice | null;
}

/** Why a fetched record cannot be replayed. `detail` names the bad field, for people. */
export class RecordError extends Error {
  constructor(
    readonly code: 'shape' | 'game' | 'version' | 'config',
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'RecordError';
  }
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks untrusted JSON against the record's shape (not yet against a game): `game` a string, `version` a number,
 * `seed` an integer 0–2³²−1, `log` a list of `{seat, d, by?}` with integer seats, `players` a list of strings (or
 * absent), `result` an object or null, `finalHash` a string or null. Returns a typed copy; throws `RecordError`.
 */
export function parseRecord(data: unknown): ReplayRecord {
  if (!isObject(data)) throw new RecordError('shape', 'not an object');
  const { game, version, seed, log, players, result, finalHash } = data;
  if (typeof game !== 'string') throw new RecordError('shape', 'game');
  if (typeof version !== 'number') throw new RecordError('shape', 'version');
  if (typeof seed !== 'number' || !Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RecordError('shape', 'seed');
  if (!Array.isArray(log)) throw new RecordError('shape', 'log');
  const entries = log.map((e: unknown, i) => {
    const ok =
      isObject(e) &&
      Number.isInteger(e.seat) &&
      (e.seat as number) >= 0 &&
      'd' in e &&
      (e.by === undefined || (Number.isInteger(e.by) && (e.by as number) >= 0));
    if (!ok) throw new RecordError('shape', `log[${i}]`);
    return e.by === undefined
      ? { seat: e.seat as number, d: e.d }
      : { seat: e.seat as number, d: e.d, by: e.by as number };
  });
  if (players !== undefined && !(Array.isArray(players) && players.every((p) => typeof p === 'string')))
    throw new RecordError('shape', 'players');
  if (result !== undefined && result !== null && !isObject(result)) throw new RecordError('shape', 'result');
  if (finalHash !== undefined && finalHash !== null && typeof finalHash !== 'string')
    throw new RecordError('shape', 'finalHash');
  return {
    game,
    version,
    config: data.config,
    seed,
    log: entries,
    result: (result ?? null) as GameResult | null,
    finalHash: (finalHash ?? null) as string | null,
    players: (players ?? []) as string[],
    ...rulesField(data.rules),
  };
}

/** `{ rules }` when `v` is a rules choice (packages/runtime/src/rules.ts), else nothing (an older record). */
function rulesField(v: unknown): { rules?: RulesChoice } {
  const rules = readRules(v);
  return rules ? { rules } : {};
}

/** A plain-data copy, as a value looks after the trip over the wire (and detached from any live state). */
function wire<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** States kept as clones every this many steps. */
export const CHECKPOINT = 16;

/** The outcome of checking the rebuilt game against what the server recorded. */
export interface ReplayCheck {
  /** The hash of the rebuilt final state (`hashState`). */
  readonly hash: string;
  /** True / false when the record has a hash to compare with; null when it has none. */
  readonly hashOk: boolean | null;
  /** True when the rebuilt result differs from the recorded one. */
  readonly resultDiffers: boolean;
  /** When the log stopped fitting the game: the 1-based decision that was refused and why. Null when it all fits. */
  readonly brokenAt: { readonly step: number; readonly message: string } | null;
}

/**
 * A record rebuilt with its module. `total` is the number of steps that replayed (the log's length unless the log is
 * corrupt, see `check.brokenAt`). Every accessor takes a step 0…total; out-of-range steps are clamped.
 */
export class Replay<S = unknown, V = unknown> {
  readonly total: number;
  readonly check: ReplayCheck;
  /** The final state's result (null when the game did not end: a corrupt or truncated log). */
  readonly result: GameResult | null;
  readonly seats: number;
  private readonly checkpoints: S[] = [];
  /** Full (unredacted) events per step: index 0 holds setup's events, index k those of decision k. */
  private readonly events: unknown[][] = [];
  private readonly finalState: S;
  private cursor: { step: number; state: S } | null = null;
  private readonly logs = new Map<number | null, { batches: EventBatch[]; index: number[] }>();

  /**
   * Rebuilds `record` with `module`: setup from (config, seed), then every logged decision in order (the rules seat
   * `seat`; `by` only says who chose). Throws `RecordError` for another game, another version or a bad configuration;
   * a decision the game refuses ends the replay there (see `check.brokenAt`) instead of throwing.
   */
  constructor(
    readonly module: AnyGameModule,
    readonly record: ReplayRecord,
    private readonly finalView?: (state: unknown, seat: number | null) => unknown,
  ) {
    if (record.game !== module.id) throw new RecordError('game', record.game);
    if (record.version !== module.version) throw new RecordError('version', String(record.version));
    let config: unknown;
    try {
      config = module.validateConfig(record.config);
    } catch (e) {
      throw new RecordError('config', (e as Error).message);
    }
    const setupEvents: unknown[] = [];
    let state: S;
    try {
      state = module.setup(config, record.seed, setupEvents) as S;
    } catch (e) {
      throw new RecordError('config', (e as Error).message);
    }
    this.seats = module.seatCount(state);
    this.events.push(wire(setupEvents));
    this.checkpoints.push(module.clone(state) as S);
    let brokenAt: ReplayCheck['brokenAt'] = null;
    let k = 0;
    for (const e of record.log) {
      const evs: unknown[] = [];
      try {
        module.apply(state, e.seat, e.d, evs);
      } catch (err) {
        brokenAt = { step: k + 1, message: (err as Error).message };
        break;
      }
      k++;
      this.events.push(wire(evs));
      if (k % CHECKPOINT === 0) this.checkpoints.push(module.clone(state) as S);
    }
    this.total = k;
    this.finalState = state;
    this.result = module.result(state);
    const hash = hashState(state);
    this.check = {
      hash,
      hashOk: record.finalHash === null ? null : record.finalHash === hash,
      resultDiffers: record.result !== null && JSON.stringify(record.result) !== JSON.stringify(this.result),
      brokenAt,
    };
  }

  /** Clamps a step into 0…total. */
  clamp(step: number): number {
    return Math.max(0, Math.min(this.total, Math.trunc(step) || 0));
  }

  /**
   * The full state at `step`. Do not mutate it: it is shared with later calls (stepping forward one step at a time
   * applies one decision to it).
   */
  stateAt(step: number): S {
    const k = this.clamp(step);
    if (k === this.total) return this.finalState;
    const c = this.cursor;
    if (c && c.step === k) return c.state;
    const base = Math.floor(k / CHECKPOINT);
    let from: { step: number; state: S };
    if (c && c.step < k && c.step >= base * CHECKPOINT) from = c;
    else from = { step: base * CHECKPOINT, state: this.module.clone(this.checkpoints[base] as S) as S };
    replayInto(this.module, from.state, this.record.log.slice(from.step, k));
    this.cursor = { step: k, state: from.state };
    return from.state;
  }

  /**
   * What `seat` (null: a spectator) saw at `step`: the game's own `view`, as the server sent it live (a plain copy
   * that shares nothing with the states kept here); at the last step of a finished game, the kit's `finalView` when
   * given (every identity and last hand shown, as the server's last step shows them).
   */
  viewAt(step: number, seat: number | null): V {
    const k = this.clamp(step);
    const state = this.stateAt(k);
    if (this.finalView && k === this.total && this.result) return wire(this.finalView(state, seat)) as V;
    return wire(this.module.view(state, seat)) as V;
  }

  /**
   * The event batches `seat` (null: a spectator) had received by `step`, as a live client keeps them: one batch per
   * decision numbered by `seq` (0: setup), every event passed through `redactEvent`, events it may not see and
   * batches left empty dropped. Batches are built once per viewer, so the array for step k+1 extends the one for k.
   */
  logAt(step: number, seat: number | null): readonly EventBatch[] {
    const k = this.clamp(step);
    let l = this.logs.get(seat);
    if (!l) {
      const batches: EventBatch[] = [];
      const index: number[] = [];
      this.events.forEach((evs, seq) => {
        const seen: unknown[] = [];
        for (const e of evs) {
          const r = this.module.redactEvent(e, seat);
          if (r !== null && r !== undefined) seen.push(r);
        }
        if (seen.length > 0) batches.push({ seq, events: seen });
        index.push(batches.length);
      });
      l = { batches, index };
      this.logs.set(seat, l);
    }
    return l.batches.slice(0, l.index[k] ?? l.batches.length);
  }

  /** The log entry of decision `step` (1…total): the seat it was for, and who chose (`by`). Null for step 0. */
  decisionAt(step: number): { readonly seat: number; readonly by: number } | null {
    const k = this.clamp(step);
    if (k === 0) return null;
    const e = this.record.log[k - 1] as ReplayRecord['log'][number];
    return { seat: e.seat, by: e.by ?? e.seat };
  }

  /** The final state (read-only), e.g. for a text renderer's result. */
  get final(): S {
    return this.finalState;
  }
}

/** The playback speeds offered, in steps per second at 1× = `BASE_STEP_MS`. */
export const SPEEDS: readonly number[] = [0.5, 1, 2, 4, 8, 16];

/** Milliseconds per step at 1×. */
export const BASE_STEP_MS = 1000;

/** The delay between two steps at `speed`. */
export function stepDelay(speed: number): number {
  return Math.max(20, Math.round(BASE_STEP_MS / (speed > 0 ? speed : 1)));
}
