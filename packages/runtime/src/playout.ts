import type { AnyGameModule, GameResult, LogEntry } from '@shaju/engine';

/**
 * What a decider (a bot, a scripted test, a person) may see of its seat: its own view and its legal decisions,
 * built lazily from the live state. Never the state itself (docs/architecture.md, principle 9: bots receive only
 * their own seat's view).
 */
export interface SeatContext<D = unknown, V = unknown, O = V> {
  /** The seat whose decision this is (the rules seat; `apply` takes it). */
  readonly seat: number;
  /** The request kind the seat answers (`free` when offered a free action). */
  readonly kind: string;
  /** The seat's legal decisions now. */
  legal(): readonly D[];
  /**
   * Optional, with `legalAt`: the number of legal decisions, `legal().length`. A context that filters or reorders
   * `legal()` must leave both out (then a bot asks `legal()`).
   */
  legalCount?(): number;
  /** Optional, with `legalCount`: `legal()[i]` (an equal decision) for 0 ≤ i < `legalCount()`, else undefined. */
  legalAt?(i: number): D | undefined;
  /**
   * The deciding seat's view now (the game's redaction function). That is the view of `seat` itself, unless another
   * seat controls it (`GameModule.controllerOf`): then it is the controller's view, which shows what the control lets
   * it see (in 跑跑杀 the controlled seat's hand).
   */
  view(): V;
  /**
   * Optional: the deciding seat's observation now (`GameModule.observation`, else its view): the part of `view()` a
   * bot reads at every decision, cheaper to build. Every field it has is equal to the view's. A bot answering a
   * request with one legal decision reads this instead of the view.
   */
  observation?(): O;
}

/** Something that decides for a seat: a bot or a script. */
export interface Decider<D = unknown, V = unknown, O = V> {
  readonly name: string;
  /** The decision for a pending request. Must be one of `ctx.legal()` for well-behaved deciders. */
  decide(ctx: SeatContext<D, V, O>): D;
  /** Optional: a free action when offered one (see `GameModule.offers`), or null to do nothing. */
  react?(ctx: SeatContext<D, V, O>): D | null;
}

/** The outcome of a playout. */
export interface PlayoutResult<S> {
  readonly state: S;
  readonly result: GameResult | null;
  readonly log: LogEntry[];
  readonly decisions: number;
}

/** Options of `playout`. */
export interface PlayoutOptions<E> {
  /** Record the decision log (default true). */
  readonly record?: boolean;
  /** Collect events here. */
  readonly events?: E[];
  /** Stop after this many decisions (default 1,000,000): a guard against a game that never ends. */
  readonly maxDecisions?: number;
  /** Called after every applied decision. */
  readonly onStep?: (seat: number, decision: unknown) => void;
}

/**
 * A seat's context over a live state: its legal decisions and its decider's view, computed when asked. What a bot
 * gets from a playout, the command line's `play` and any other driver that holds the state.
 */
export class StateSeatContext implements SeatContext {
  constructor(
    private readonly game: AnyGameModule,
    private readonly state: unknown,
    readonly seat: number,
    readonly kind: string,
    /** The seat that decides (and whose view is shown): `seat` unless another seat controls it. */
    private readonly viewer: number = seat,
  ) {}
  /** The legal list `legalCount` built for a game without `GameModule.legalCount`, kept for `legalAt`. */
  private list: readonly unknown[] | null = null;
  legal(): readonly unknown[] {
    return this.game.legal(this.state, this.seat);
  }
  legalCount(): number {
    const g = this.game;
    if (g.legalCount !== undefined && g.legalAt !== undefined) return g.legalCount(this.state, this.seat);
    this.list = g.legal(this.state, this.seat);
    return this.list.length;
  }
  legalAt(i: number): unknown {
    const g = this.game;
    if (g.legalCount !== undefined && g.legalAt !== undefined) return g.legalAt(this.state, this.seat, i);
    this.list ??= g.legal(this.state, this.seat);
    return this.list[i];
  }
  view(): unknown {
    return this.game.view(this.state, this.viewer);
  }
  observation(): unknown {
    const g = this.game;
    return g.observation !== undefined ? g.observation(this.state, this.viewer) : g.view(this.state, this.viewer);
  }
}

/** Who decides for `seat` now (`GameModule.controllerOf`, default the seat itself). */
function controllerOf(game: AnyGameModule, state: unknown, seat: number): number {
  return game.controllerOf ? game.controllerOf(state, seat) : seat;
}

/** A log entry, with `by` only when the decider is not the seat itself. */
function entry(seat: number, d: unknown, by: number): LogEntry {
  return by === seat ? { seat, d } : { seat, d, by };
}

/**
 * Plays `state` to the end with one decider per seat, mutating it in place. Seats of a window are asked in seat order
 * (the game resolves by seat order whatever the arrival order). A seat controlled by another
 * (`GameModule.controllerOf`) is decided by the controller's decider, with the controller's view; the log then records
 * the controller as `by`. Throws `Error` if `maxDecisions` is reached, or whatever the game throws for an illegal
 * decision.
 */
export function playout<S, E = unknown>(
  game: AnyGameModule,
  state: S,
  deciders: readonly Decider[],
  opts: PlayoutOptions<E> = {},
): PlayoutResult<S> {
  const record = opts.record ?? true;
  const log: LogEntry[] = [];
  const max = opts.maxDecisions ?? 1_000_000;
  const reactive = deciders.some((d) => d.react !== undefined) && game.offers !== undefined;
  let n = 0;
  for (;;) {
    const p = game.pending(state);
    if (p === null) break;
    if (reactive) {
      const offered = (game.offers as (s: S) => readonly number[])(state);
      for (const seat of offered) {
        const by = controllerOf(game, state, seat);
        const dec = deciders[by];
        if (!dec?.react) continue;
        const d = dec.react(new StateSeatContext(game, state, seat, 'free', by));
        if (d !== null) {
          game.apply(state, seat, d, opts.events);
          n++;
          if (record) log.push(entry(seat, d, by));
          opts.onStep?.(seat, d);
        }
      }
      if (game.pending(state)?.id !== p.id) continue;
    }
    // Several seats are answered one by one, so keep a copy of the list; one is read before anything changes.
    const seats = p.seats.length === 1 ? p.seats : p.seats.slice();
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i] as number;
      // A decision of an earlier seat (a reveal that wins, a window that closes) may have changed the request.
      if (i > 0) {
        const now = game.pending(state);
        if (now === null || now.id !== p.id || !now.seats.includes(seat)) break;
      }
      const by = controllerOf(game, state, seat);
      const dec = deciders[by];
      if (!dec) throw new Error(`no decider for seat ${by}`);
      const d = dec.decide(new StateSeatContext(game, state, seat, p.kind, by));
      game.apply(state, seat, d, opts.events);
      n++;
      if (record) log.push(entry(seat, d, by));
      opts.onStep?.(seat, d);
      if (n >= max) throw new Error(`playout exceeded ${max} decisions`);
    }
  }
  return { state, result: game.result(state), log, decisions: n };
}
