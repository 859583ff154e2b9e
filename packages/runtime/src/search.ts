import type { Rng } from '@shaju/engine';
import type { Decider, SeatContext } from './playout.ts';

/**
 * What the generic search bot (@shaju/bots, `SearchBot`) needs of one game besides its `GameModule`: a kit exposes it
 * as `GameKit.search`. The search never reads the true state: it samples full states consistent with the deciding
 * seat's view (`determinise`) and plays them out with the game's own bots (docs/bots.md).
 */
export interface SearchAdapter<S = unknown, V = unknown, D = unknown> {
  /**
   * The bot the search starts from, one per searching seat and game (it may remember what it saw): it is asked every
   * decision first, so its memory stays whole; its answer is taken when the search does not decide, and is always
   * among the search's candidates. Its free actions (`react`) are the search bot's.
   */
  base(seed: number): Decider<D, V>;
  /**
   * What the base bot believes now that a determinisation should follow (e.g. identity weights per seat), as plain
   * JSON-able data (it travels to a worker thread); null for none.
   */
  belief?(base: Decider<D, V>): unknown;
  /**
   * Whether the search decides this request of `seat` (seen through `view`); else the base bot does. A request the
   * determiniser cannot rebuild, or one where the choice hardly matters, is left to the base bot.
   */
  searchable(view: V, seat: number, kind: string): boolean;
  /**
   * The decisions the search compares at the root, among `legal` (the view's), always including `fallback` (the base
   * bot's answer). Default: every legal decision, up to `SearchOptions.maxCandidates`.
   */
  candidates?(view: V, legal: readonly D[], fallback: D): readonly D[];
  /**
   * A full state consistent with `view` (what `seat` may know), the hidden parts (other hands, hidden identities, the
   * draw pile's order, the PRNG) drawn with `rng`, weighted by `belief`; null when it cannot build one. Never reads
   * anything but its arguments.
   */
  determinise(view: V, seat: number, rng: Rng, belief: unknown): S | null;
  /** The bot that plays `seat` in a playout (a fresh one per playout; `seed` for a bot that draws at random). */
  policy(seat: number, seed: number): Decider<D, V>;
  /**
   * How good an unfinished state is for `seat`, in [0, 1] (a playout cut at `SearchOptions.depth` decisions). A
   * finished game counts 1 for a win, 0 for a loss, ½ for a draw.
   */
  value(state: S, seat: number): number;
  /**
   * How this request is searched, when not in the default way (sequential halving, the winner taken over the base
   * answer on one standard error in the same worlds); null or absent for the default. See `SearchPlan`.
   */
  plan?(view: V): SearchPlan | null;
}

/**
 * A game's way of searching one kind of request (`SearchAdapter.plan`, docs/bots.md "select, then confirm"):
 * - `scale`: the task's playouts are `SearchOptions.iterations` × scale (a request met once a game, such as the
 *   character choice, may take more);
 * - `confirm`: z, in standard errors. Half of the playouts pick the best candidate (every candidate in the same
 *   worlds); the other half play that one and the base answer in fresh worlds, and the base answer is overruled only
 *   when the paired difference there exceeds z standard errors. The fresh worlds keep the winner's luck in the first
 *   half out of the verdict.
 */
export interface SearchPlan {
  readonly scale?: number;
  readonly confirm?: number;
}

/** The budget and the knobs of one search bot. */
export interface SearchOptions {
  /**
   * Playouts per searched decision (each plays one candidate in one sampled world). The figure tests and
   * simulations use: the same seed and iterations give the same decisions.
   */
  readonly iterations: number;
  /**
   * Optional wall-clock budget per decision in milliseconds (interactive play only; needs `now`): the search stops
   * after the first world that ends past it. Decisions then depend on the machine's speed.
   */
  readonly timeMs?: number;
  /** The clock for `timeMs` (milliseconds), given by the caller: bots read no clock of their own. */
  readonly now?: () => number;
  /** Most root candidates compared (default 8). */
  readonly maxCandidates?: number;
  /** Decisions a playout runs before `SearchAdapter.value` judges it (default: to the end of the game). */
  readonly depth?: number;
}

/**
 * One searched decision as plain data, so that it can run in a worker thread: the game, the deciding seat, the
 * request kind, the seat's view, the base bot's belief and answer, the seed and the budget.
 */
export interface SearchTask {
  readonly game: string;
  readonly seat: number;
  readonly kind: string;
  readonly view: unknown;
  readonly belief: unknown;
  readonly fallback: unknown;
  readonly seed: number;
  readonly iterations: number;
  readonly timeMs?: number;
  readonly maxCandidates?: number;
  readonly depth?: number;
  /** Select on half of the playouts, confirm on fresh worlds at this z (`SearchPlan.confirm`); absent: halving. */
  readonly confirm?: number;
}

/** What a search found: the decision, and what it cost. */
export interface SearchOutcome {
  readonly decision: unknown;
  /** Playouts run. */
  readonly playouts: number;
  /** Worlds sampled. */
  readonly worlds: number;
  /** Whether the search chose another decision than the base bot's. */
  readonly overruled: boolean;
}

/**
 * A decider that can hand its heavy part to someone else (a pool of worker threads): `prepare` runs where the game
 * is (cheap: it updates the bot's memory) and gives either the decision or a `SearchTask`; the task's answer is then
 * the decision. `decide` does both in place.
 */
export interface PreparedDecider extends Decider {
  prepare(ctx: SeatContext): { readonly decision: unknown } | { readonly task: SearchTask };
}

/** Whether `d` is a `PreparedDecider`. */
export function isPreparedDecider(d: Decider): d is PreparedDecider {
  return typeof (d as Partial<PreparedDecider>).prepare === 'function';
}
