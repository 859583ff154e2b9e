/**
 * The contract between the engine and every game (docs/architecture.md, principles 6–10).
 *
 * A game is a set of pure, synchronous functions over one plain serialisable state object `S`:
 * - `setup(config, seed)` builds the initial state; all randomness comes from the PRNG state inside it.
 * - `pending(state)` says which seats must decide now (one seat for a turn, several for a response window).
 * - `legal(state, seat)` lists every legal decision of that seat, including free actions it may take while
 *   another seat is pending (e.g. revealing an identity in 杀机四伏, ruling S-R1).
 * - `apply(state, seat, decision, events?)` validates, then mutates the state in place; a refused decision throws
 *   `IllegalDecisionError` before anything changes.
 * - `view(state, seat)` is the one redaction function: what that seat (or a spectator, `null`) may know.
 * A game replays exactly from (config, seed, decision log).
 */

/** The request the game is waiting on. */
export interface Pending {
  /** Seats that must answer, ascending. A window asks several at once and resolves by seat order, never by arrival. */
  readonly seats: readonly number[];
  /** Game-defined decision kind, e.g. `play`, `flip`, `claim`. */
  readonly kind: string;
  /** Request id: changes whenever the request changes. A decision sent for another id is stale. */
  readonly id: number;
}

/** How a finished game ended. */
export interface GameResult {
  /** Winning seats, ascending (several winners are possible). Empty on a draw. */
  readonly winners: readonly number[];
  /** True when the game ended with no winner (e.g. a turn limit). */
  readonly draw: boolean;
  /** Short machine-readable reason for the end, e.g. `victory`, `maxTurns`. */
  readonly reason: string;
  /** Per winning seat, the condition ids that made it win (game-defined, e.g. `H-B`, `sole`). */
  readonly why: Readonly<Record<number, readonly string[]>>;
  /** Optional per-seat scores (score cards and the like). */
  readonly scores?: readonly number[];
}

/** One entry of a decision log: which seat decided what. `by` is the seat that actually chose, when it differs. */
export interface LogEntry<D = unknown> {
  readonly seat: number;
  readonly d: D;
  readonly by?: number;
}

/** A saved game: enough to replay it exactly. */
export interface GameRecord<C = unknown, D = unknown> {
  readonly game: string;
  readonly version: number;
  readonly config: C;
  readonly seed: number;
  readonly log: readonly LogEntry<D>[];
  readonly result?: GameResult | null;
  readonly finalHash?: string;
  readonly players?: readonly string[];
  /**
   * The rules the game was played with, when a shell chose them (packages/engine/src/options.ts): the preset's id and
   * version, and the sparse option values in play (those differing from the defaults; they are also in `config`).
   */
  readonly rules?: RulesChoice;
}

/** Which rules a game is played with: a preset (id and version) and the sparse option values in play. */
export interface RulesChoice {
  readonly preset: string;
  readonly presetVersion: number;
  readonly options: Readonly<Record<string, number | boolean | string>>;
}

/**
 * A game module. `S` state, `D` decision, `C` configuration, `V` view, `E` event, `O` observation (a part of the view,
 * see `observation`; the view itself by default).
 * All functions are pure and synchronous except `apply`, which mutates `state` in place after validation.
 */
export interface GameModule<S, D, C, V, E, O = V> {
  /** Stable id, e.g. `shajisifu`. */
  readonly id: string;
  /** Version of the state/log format; saved with every record. */
  readonly version: number;
  /** Smallest and largest number of seats. */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The configuration with every default, for `players` seats. */
  defaultConfig(players: number): C;
  /** Checks an untrusted configuration (missing fields take defaults). Throws `ConfigError`. */
  validateConfig(input: unknown): C;
  /** The initial state for a validated configuration and a 32-bit seed. Throws `ConfigError` for a bad config. */
  setup(config: C, seed: number, events?: E[]): S;
  /** The current request, or `null` once the game is over. */
  pending(state: S): Pending | null;
  /** Every legal decision of `seat` now (empty when it has none). Never throws for a valid seat. */
  legal(state: S, seat: number): readonly D[];
  /**
   * Optional, with `legalAt`: the number of legal decisions of `seat` now, `legal(state, seat).length`, without
   * building the list. A random bot draws an index and asks `legalAt` for that one decision (docs/performance.md).
   */
  legalCount?(state: S, seat: number): number;
  /**
   * Optional, with `legalCount`: `legal(state, seat)[i]` for 0 ≤ i < `legalCount(state, seat)` (an equal decision, the
   * same object where the game shares them), without building the list; undefined outside that range.
   */
  legalAt?(state: S, seat: number, i: number): D | undefined;
  /**
   * Applies one decision of `seat`. Validates first: throws `IllegalDecisionError` (and changes nothing) when the
   * decision is malformed, the seat has nothing to decide, or the decision is not legal. Appends events to `events`.
   */
  apply(state: S, seat: number, decision: unknown, events?: E[]): void;
  /** What `seat` may know (`null`: a spectator). The only road from state to a client. */
  view(state: S, seat: number | null): V;
  /**
   * Optional: the part of `view(state, seat)` that a bot reads at every decision, even one with a single legal answer
   * (the public facts of every seat and the request, as a game's bot remembers them), built without the rest (hands,
   * equipment, distances, the legal list). Every field it has is equal to the view's: `V` has every field of `O`. A
   * driver without it gives the view (docs/performance.md, "Part six").
   */
  observation?(state: S, seat: number): O;
  /** An event as `seat` may see it (`null`: spectator), or `null` if that seat sees nothing of it. */
  redactEvent(event: E, seat: number | null): E | null;
  /** The result, or `null` while the game goes on. */
  result(state: S): GameResult | null;
  /** A deep copy sharing only frozen data (configuration). Cheap: for bot search and checkpoints. */
  clone(state: S): S;
  /** The number of seats in this game. */
  seatCount(state: S): number;
  /**
   * Optional: seats (not pending) to which a driver should offer their free actions now, because the moment matters
   * (e.g. the target of an attack in progress may reveal, S-R1). Any seat may still send a free action at any time.
   */
  offers?(state: S): readonly number[];
  /**
   * Optional: who makes the decisions for `seat` now (default: the seat itself). A game where one player can control
   * another (跑跑杀's 海洋公主 and 司令部) returns the controlling seat; a driver then asks that seat's decider and shows
   * it its own view, while `apply` keeps taking the rules seat (`seat`). Logs record the controller as `by`.
   */
  controllerOf?(state: S, seat: number): number;
  /**
   * Optional: a shared, frozen decision equal to `decision` (the same fields and values) when the game keeps one,
   * else `decision` itself. Only for a decision `apply` has accepted (its shape is checked). A server keeps a game's
   * whole log in memory: with this, a long game's log holds references to a game's few shared decisions instead of a
   * copy of each decision decoded from the wire (docs/deploy.md, "The GC threads, and memory per room").
   */
  intern?(decision: D): D;
}

/** Any game module, for code that handles games generically. */
// biome-ignore lint/suspicious/noExplicitAny: a registry holds modules of different type parameters
export type AnyGameModule = GameModule<any, any, any, any, any>;
