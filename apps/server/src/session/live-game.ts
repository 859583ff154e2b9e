/**
 * The game session: one running game on the server (`LiveGame`) — its full state (deck, seed, PRNG state, every
 * hand: never sent), its decision log in storage, the request timer, the response window's held answers and the bots.
 * Transport-agnostic: the room (rooms/room.ts) delivers what `stepFor` builds, through redaction (redaction/).
 */
import { applyForRequest, type GameResult, hashState, IllegalDecisionError, type Pending } from '@shaju/engine';
import type { PendingInfo, ServerMessage } from '@shaju/protocol';
import type { ServedGame } from '../games.ts';
import { type HistoryBatch, historyOf, type StepRule, type StepTimeout } from '../redaction/history.ts';
import { replayRecord } from '../redaction/records.ts';
import { redactEvents, seatView } from '../redaction/redact.ts';
import { RefusedError, refusal } from '../refusal.ts';
import type { DecisionSource, Storage, StoredGame, StoredSeat, StoredSettings } from '../storage/api.ts';
import { onDeadline, requestMs, timeoutKind } from '../timers/deadlines.ts';
import { RequestClock } from '../timers/request-clock.ts';
import { HeldWindow } from '../timers/response-window.ts';
import { type BotTable, SeatBots } from './bots.ts';
import { DecisionLog, OpChain, replayLog, StoreGate } from './order.ts';
import {
  type CoverReason,
  outcomesOf,
  type SessionHost,
  type SessionSeat,
  type StartOptions,
  sessionSeats,
  tookOwnDecision,
} from './seats.ts';

/** The steps of a one-by-one answer under way (`LiveGame.joined`): their events and the last one's facts. */
interface Joining {
  readonly events: unknown[];
  seat: number;
  source: DecisionSource;
  by: number;
  /** The kind of request the first one answered. */
  kind: string;
}

/**
 * One running game: the full state (server-only: deck, seed, PRNG state, every hand), its decision log, the seats'
 * controllers, the request timer and the bots. Transport-agnostic: the room delivers what `stepFor` builds.
 *
 * Every decision (a player's, a bot's, the timer's default) goes through `applyOne`: applied by the game, appended to
 * storage, announced through `host.onStep` only once the append resolved; a failed append rolls the state back (the
 * stored log replayed) and nothing is announced. Every operation that may decide runs on one chain (`OpChain`), so
 * decisions are appended strictly in order and none is applied while another one's append is pending.
 */
export class LiveGame {
  readonly id: string;
  readonly served: ServedGame;
  readonly config: unknown;
  readonly seed: number;
  readonly settings: StoredSettings;
  readonly seats: SessionSeat[];
  /** Decisions applied (= log length). */
  seq = 0;
  /** Handler time samples (µs) since the last `takeStats`, when `collectStats` is on. */
  collectStats = false;
  private statsBuf: number[] = [];
  private state: unknown;
  private readonly log = new DecisionLog();
  private readonly storage: Storage;
  private readonly host: SessionHost;
  private readonly bots: SeatBots;
  private readonly clock = new RequestClock();
  /** The answers of the open response window, applied when it closes (S-P1, P-G6). */
  private readonly held = new HeldWindow();
  private finished = false;
  private disposed = false;
  private setupEvents: unknown[] = [];
  private readonly ops = new OpChain();
  /** Holds what is built from the state (snapshots) while a decision's append is in flight. */
  readonly stored = new StoreGate();
  /** The steps of a one-by-one answer under way (`joined`), announced together once it is done. */
  private joining: Joining | null = null;
  /** The timeout the step being announced answered, if it did (`stepFor` tells it). */
  private announcing: StepTimeout | null = null;
  /** What the bots and the deadlines see of this session (bots.ts, timers/deadlines.ts). */
  private readonly table: BotTable & Parameters<typeof onDeadline>[0];

  private constructor(
    o: Omit<StartOptions, 'seats'> & {
      seats: readonly StoredSeat[];
      state: unknown;
      log: readonly StoredGame['log'][number][];
    },
  ) {
    this.id = o.id;
    this.served = o.served;
    this.config = o.config;
    this.seed = o.seed;
    this.settings = o.settings;
    this.storage = o.storage;
    this.host = o.host;
    this.state = o.state;
    for (const e of o.log) this.log.push(e.seat, e.d, e.by, e.source);
    this.seq = this.log.length;
    this.seats = sessionSeats(o.seats, o.settings.botKind);
    this.table = this.makeTable();
    // A search bot thinks in the search pool, then wakes the bots up (apps/server/src/search/think.ts).
    const wake = () => void this.guard('search bot', () => this.afterChange(), true);
    const kinds = o.seats.map((s) => (s.tokenHash === null ? (s.bot ?? 'random') : null));
    this.bots = new SeatBots(this.table, kinds, o.seed, wake);
    this.finished = o.served.module.result(o.state) !== null;
  }

  /** The session as its bots and deadlines see it: live reads of the state and calls back into the session. */
  private makeTable(): BotTable & Parameters<typeof onDeadline>[0] {
    const self = this;
    return {
      served: this.served,
      settings: this.settings,
      seats: this.seats,
      get state() {
        return self.state;
      },
      get over() {
        return self.disposed || self.finished;
      },
      deciderOf: (seat) => this.deciderOf(seat),
      answered: (seat) => this.held.has(seat),
      apply: (seat, d, source) => this.applyOne(seat, d, source),
      joined: (fn) => this.joined(fn),
      guard: (what, fn) => this.guard(what, fn, true),
      held: (wake) => this.host.botsHeld?.(wake) === true,
      decideFor: (seat, kind, source) => this.bots.decideFor(seat, kind, source),
      seatsChanged: () => this.host.onSeatsChanged(),
      rearm: async () => {
        this.clock.forget();
        await this.afterChange();
      },
    };
  }

  /**
   * Starts a new game: validates the configuration (throws `ConfigError`), persists the game and sets it up. Call
   * `begin()` once the room holds it. Rejects if storage refuses the game.
   */
  static async start(o: StartOptions): Promise<LiveGame> {
    const m = o.served.module;
    const config = m.validateConfig(o.config);
    const events: unknown[] = [];
    const state = m.setup(config, o.seed, events);
    await o.storage.createGame({
      id: o.id,
      game: m.id,
      version: m.version,
      config,
      seed: o.seed,
      settings: o.settings,
      seats: o.seats,
      createdAt: Date.now(),
    });
    const s = new LiveGame({ ...o, config, state, log: [] });
    s.setupEvents = events;
    return s;
  }

  /**
   * Announces the setup events (a new game) and arms the request timer and the bots. Call once, after the host can
   * deliver (the room holds the session). Resolves once done (on the session's chain; a fault is logged).
   */
  begin(): Promise<void> {
    return this.guard('begin', async () => {
      const events = this.setupEvents;
      this.setupEvents = [];
      this.armRequest();
      if (events.length > 0) this.host.onStep(events, -1, 'setup', -1);
      if (!this.finished) await this.afterChange();
    });
  }

  /** Resolves when every operation queued so far (decisions, their appends) has finished. */
  idle(): Promise<void> {
    return this.ops.idle();
  }

  /**
   * Rebuilds an unfinished game from its stored (config, seed, log): every human seat starts disconnected, with the
   * grace period to come back. Call `begin()` once the room holds it. Throws `IllegalDecisionError` when the log does
   * not fit the game (a corrupt record).
   */
  static restore(g: StoredGame, served: ServedGame, storage: Storage, host: SessionHost): LiveGame {
    const m = served.module;
    if (g.version !== m.version) throw new Error(`game ${g.id}: stored version ${g.version}, game is ${m.version}`);
    const config = m.validateConfig(g.config);
    const state = replayLog(m, config, g.seed, g.log);
    const { id, seed, seats, settings, log } = g;
    return new LiveGame({ id, served, config, seed, seats, settings, storage, host, state, log });
  }

  /** Whether the game is over. */
  get isFinished(): boolean {
    return this.finished;
  }

  /** The result, or null while the game goes on. */
  get result(): GameResult | null {
    return this.served.module.result(this.state);
  }

  /** The current request (its seats: those whose answer is not in yet), or null. */
  pending(): Pending | null {
    const p = this.served.module.pending(this.state);
    if (p === null || this.held.size === 0) return p;
    return { ...p, seats: p.seats.filter((seat) => !this.held.has(seat)) };
  }

  /**
   * Every event batch since the start as `viewer` (a seat, or null: a spectator) saw it live, redacted by the game
   * (`historyOf`: the game replayed from its seed and decisions): the log of a client that joins late or comes back.
   */
  historyFor(viewer: number | null): HistoryBatch[] {
    const rule: StepRule = {
      sources: this.log.sources(),
      oneByOne: this.served.oneByOneKinds,
      timeoutOf: (kind) => timeoutKind(this.served, kind),
    };
    return historyOf(this.served.module, this.config, this.seed, this.log.entries(), viewer, rule);
  }

  /**
   * The `step` message for `seat` (`null`: spectator): its view and its redacted share of `events`, through the game's
   * one redaction function (`view`, `redactEvent`) — nothing else of the state leaves the server. `mine`: the rules
   * seat of this viewer's own decision that the step applied, else null.
   */
  stepFor(
    seat: number | null,
    events: readonly unknown[],
    snapshot: boolean,
    mine: number | null = null,
  ): ServerMessage<'step'> {
    const step: ServerMessage<'step'> = {
      seq: this.seq,
      snapshot,
      mine,
      events: redactEvents(this.served.module, events, seat),
      view: this.viewFor(seat),
      pending: this.pendingFor(seat),
    };
    return this.announcing && !snapshot ? { ...step, timeout: this.announcing } : step;
  }

  /** The view of `seat` (`null`: spectator), redacted (redaction/redact.ts `seatView`). */
  viewFor(seat: number | null): unknown {
    return seatView(this.served, this.state, seat);
  }

  /**
   * The pending request as `viewer` sees it, or null when the game is over: `for` lists the pending seats this viewer
   * decides for now (its own, and seats it controls, `GameModule.controllerOf`), minus an answer held for the window.
   */
  pendingFor(viewer: number | null): PendingInfo | null {
    const p = this.pending();
    if (!p) return null;
    const mine = viewer === null ? [] : p.seats.filter((seat) => this.deciderOf(seat) === viewer);
    return {
      id: p.id,
      kind: p.kind,
      deadline: this.clock.deadline,
      span: this.clock.span,
      you: mine.length > 0,
      for: mine,
    };
  }

  /** Who makes the decisions of `seat` now: the seat itself, or the seat controlling it. */
  deciderOf(seat: number): number {
    const c = this.served.module.controllerOf;
    return c ? c(this.state, seat) : seat;
  }

  /** The full record (after the game only: it holds the seed and every decision). */
  record(): ServerMessage<'replay'>['record'] {
    const log = this.log.entries();
    return replayRecord(this.served.module, this.config, this.seed, log, this.state, this.seats, this.settings);
  }

  /**
   * A decision of the player in seat `by` for request `requestId`, for the rules seat `seat` (default `by`; another
   * seat only while `by` controls it). Throws `RefusedError` — `not_your_seat` when `by` does not decide for `seat` now,
   * else the engine's code (`stale`, `not_pending`, `illegal`, `malformed`, `game_over`; `internal` when storage
   * refused it) — and changes nothing. Queued after the session's pending operations; resolves once the decision is
   * stored and announced (or held for its response window).
   */
  submit(by: number, requestId: number, decision: unknown, seat = by): Promise<void> {
    return this.ops.run(() => this.submitNow(by, requestId, decision, seat));
  }

  private async submitNow(by: number, requestId: number, decision: unknown, seat: number): Promise<void> {
    const s = this.seats[by];
    if (!s || s.tokenHash === null) throw new RefusedError('bad_seat', `seat ${by} is not a player's seat`);
    if (seat < 0 || seat >= this.seats.length) throw new RefusedError('bad_seat', `no seat ${seat}`);
    const decider = this.deciderOf(seat);
    if (decider !== by) {
      throw new RefusedError(
        'not_your_seat',
        seat === by ? `seat ${decider} decides for you now` : `you do not decide for seat ${seat}`,
      );
    }
    if (this.held.has(seat)) throw new RefusedError('not_pending', 'your answer is already in');
    await this.applyOne(seat, decision, 'human', requestId);
    if (tookOwnDecision(s)) this.host.onSeatsChanged();
  }

  /** Marks a human seat connected or not. A player who comes back takes the seat back from a `gone` cover. */
  setConnected(seat: number, connected: boolean): void {
    const s = this.seats[seat];
    if (!s || s.tokenHash === null) return;
    s.connected = connected;
    if (connected && s.cover === 'gone') s.cover = null;
    this.host.onSeatsChanged();
  }

  /** Lets a bot play a human seat: `gone` after the grace period or a leave, until the player returns. */
  cover(seat: number, reason: Exclude<CoverReason, null>): void {
    const s = this.seats[seat];
    if (!s || s.tokenHash === null || this.finished) return;
    s.cover = reason;
    this.host.onSeatsChanged();
    this.bots.schedule();
  }

  /** The player is back at the keyboard: no bot plays the seat any more (the `back` message). */
  uncover(seat: number): void {
    const s = this.seats[seat];
    if (!s || s.cover === null) return;
    s.cover = null;
    s.timeouts = 0;
    this.host.onSeatsChanged();
  }

  /** Handler-time samples (µs) collected since the last call. */
  takeStats(): number[] {
    const b = this.statsBuf;
    this.statsBuf = [];
    return b;
  }

  /** Stops every timer. The session must not be used afterwards. */
  dispose(): void {
    this.disposed = true;
    this.clearTimers();
  }

  private clearTimers(): void {
    this.clock.stop();
    this.bots.stop();
    this.held.clear();
  }

  /**
   * Runs a timer callback on the session's chain; a fault (a rules bug, a storage error) is logged instead of ending
   * the process, and the request is re-armed so the game does not stall silently. Never rejects.
   */
  private guard(what: string, fn: () => Promise<void>, bots = false): Promise<void> {
    return this.ops.run(() => fn().catch((e) => this.fault(what, e, bots)));
  }

  private async fault(what: string, e: unknown, bots: boolean): Promise<void> {
    console.error(`game ${this.id}: ${what} failed: ${(e as Error)?.stack ?? e}`);
    // Bots do not retry this request (the deadline's default decision will).
    if (bots) this.bots.failedRequest = this.served.module.pending(this.state)?.id ?? -1;
    if (this.disposed || this.finished) return;
    this.clock.forget();
    try {
      await this.afterChange();
    } catch {
      // nothing more to do: the next deadline tries again
    }
  }

  /**
   * Validates, applies, persists and announces one decision. With `requestId`, a decision for another request is
   * refused as `stale`. An answer to a response window (not a free action) is checked on a copy and held until the
   * window closes (`closeWhenDue`). Throws `RefusedError` when refused (nothing changed).
   */
  private async applyOne(seat: number, d: unknown, source: DecisionSource, requestId?: number): Promise<void> {
    if (this.disposed) throw new RefusedError('wrong_phase', 'the room is closing');
    const m = this.served.module;
    const p = m.pending(this.state);
    if (p === null) throw new RefusedError('game_over', 'the game is over');
    const rid = requestId ?? p.id;
    if (this.served.responseKinds.has(p.kind) && p.seats.includes(seat) && !this.served.kit.isFreeAction(d)) {
      if (this.held.has(seat)) throw new RefusedError('not_pending', 'the answer is already in');
      try {
        applyForRequest(m, m.clone(this.state), seat, d, rid);
      } catch (e) {
        throw refusal(e);
      }
      this.held.add({ seat, d, source, requestId: rid });
      await this.closeWhenDue(p);
      return;
    }
    await this.commit(seat, d, source, rid);
  }

  /**
   * Closes the window `p` once every asked seat's answer is held: at once when it has been open `minResponseMs`,
   * else when that time is over — the same for every window of the room, whoever is asked and whatever they hold
   * (rulings S-P1, P-G6).
   */
  private async closeWhenDue(p: Pending): Promise<void> {
    const closesAt = this.clock.openedAt + this.settings.minResponseMs;
    if (this.held.closeWhen(p.seats, closesAt, () => void this.guard('window', () => this.closeWindow()))) {
      await this.closeWindow();
    }
  }

  /** Applies the held answers in seat order and announces each (one operation: nothing else comes in between). */
  private async closeWindow(): Promise<void> {
    if (this.disposed) return;
    for (const h of this.held.take()) {
      try {
        await this.commit(h.seat, h.d, h.source, h.requestId);
      } catch {
        if (h.source === 'human') this.host.onHeldDropped(this.deciderOf(h.seat), h.requestId);
      }
    }
    await this.afterChange();
  }

  private async commit(seat: number, d: unknown, source: DecisionSource, requestId: number): Promise<void> {
    const m = this.served.module;
    const by = this.deciderOf(seat);
    const kind = m.pending(this.state)?.kind ?? '';
    const t0 = this.collectStats ? performance.now() : 0;
    const events: unknown[] = [];
    try {
      applyForRequest(m, this.state, seat, d, requestId, events);
    } catch (e) {
      // A refusal changes nothing; any other throw is a rules fault that may have left the state half-changed.
      if (!(e instanceof IllegalDecisionError)) this.rollback();
      throw refusal(e);
    }
    // The log keeps the game's shared instance of an accepted decision when it has one (GameModule.intern), not the
    // object decoded from the wire: a room holds its whole log.
    const kept: unknown = m.intern ? m.intern(d) : d;
    const n = this.seq + 1;
    this.stored.hold();
    try {
      const stored = this.storage.appendDecision(this.id, n, seat, kept, source, by === seat ? undefined : by);
      // The handler time ends when the append is issued (SQLite writes inside the call; Postgres answers later).
      if (this.collectStats) this.statsBuf.push((performance.now() - t0) * 1000);
      await stored;
    } catch (e) {
      // The state is ahead of the log: rebuild it from what is stored, announce nothing.
      this.rollback();
      this.stored.release();
      throw new RefusedError('internal', `could not store the decision: ${(e as Error).message}`);
    }
    this.seq = n;
    this.log.push(seat, kept, by, source);
    if (this.disposed) return this.stored.release();
    const j = this.joining;
    if (j) {
      // Part of a one-by-one answer: announced with the rest of it (`joined`), the snapshots held until then.
      if (j.seat < 0) j.kind = kind;
      j.events.push(...events);
      j.seat = seat;
      j.source = source;
      j.by = by;
      return;
    }
    this.armRequest();
    this.announce(events, seat, source, by, kind);
    this.stored.release();
    await this.afterChange();
  }

  /** Announces a step; a timeout's says which answer it gave (`StepTimeout`). */
  private announce(events: readonly unknown[], seat: number, source: DecisionSource, by: number, kind: string): void {
    this.announcing = source === 'timeout' ? { seat, answer: timeoutKind(this.served, kind) } : null;
    try {
      this.host.onStep(events, seat, source, by);
    } finally {
      this.announcing = null;
    }
  }

  /**
   * Runs `fn`, whose decisions are announced as one step once it is done (their events together, the request after
   * the last): the rest of a one-by-one answer (session/bots.ts `decideFor`). A fault in `fn` still announces what
   * was applied before it, then propagates.
   */
  private async joined(fn: () => Promise<void>): Promise<void> {
    if (this.joining) return fn();
    const j: Joining = { events: [], seat: -1, source: 'bot', by: -1, kind: '' };
    this.joining = j;
    let failure: unknown = null;
    try {
      await fn();
    } catch (e) {
      failure = e ?? new Error('failed');
    }
    this.joining = null;
    if (j.seat >= 0 && !this.disposed) {
      this.armRequest();
      this.announce(j.events, j.seat, j.source, j.by, j.kind);
    }
    this.stored.release();
    if (failure !== null) throw failure;
    if (j.seat >= 0) await this.afterChange();
  }

  private rollback(): void {
    this.state = replayLog(this.served.module, this.config, this.seed, this.log.entries());
  }

  /** After a change: finish, or (re)arm the request timer and the bots. */
  private async afterChange(): Promise<void> {
    if (this.disposed) return;
    const m = this.served.module;
    const result = m.result(this.state);
    if (result !== null) {
      if (!this.finished) await this.finish(result);
      return;
    }
    if (this.held.size > 0) {
      // A free action changed the request under held answers: they are stale (told back); else it may have closed.
      const p = m.pending(this.state);
      if (p === null || p.id !== this.held.requestId) await this.closeWindow();
      else await this.closeWhenDue(p);
    }
    this.armRequest();
    this.bots.schedule();
  }

  /**
   * Opens the timer of a new request (sets `deadline`). Called before a step is broadcast, so that the step announcing
   * a request carries that request's own deadline; a no-op when the request has not changed or the game is over.
   */
  private armRequest(): void {
    if (this.disposed) return;
    const m = this.served.module;
    if (m.result(this.state) !== null) return;
    const p = m.pending(this.state);
    if (p === null) return;
    const ms = requestMs(this.served, this.settings, p.kind);
    this.clock.arm(p.id, ms, (id) => void this.guard('deadline', () => onDeadline(this.table, id)));
  }

  private async finish(result: GameResult): Promise<void> {
    this.finished = true;
    this.clearTimers();
    this.clock.end();
    const outcomes = outcomesOf(this.served.kit, this.seats, this.state, result);
    await this.storage.finishGame(this.id, result, hashState(this.state), outcomes);
    if (this.disposed) return;
    this.host.onFinished(result);
  }
}
