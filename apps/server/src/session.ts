import { applyForRequest, type GameResult, hashState, IllegalDecisionError, type Pending } from '@shaju/engine';
import type { PendingInfo, ServerMessage } from '@shaju/protocol';
import { type Decider, hasRealChoice, type SeatContext } from '@shaju/runtime';
import type { ServedGame } from './games.ts';
import { type HistoryBatch, historyOf } from './history.ts';
import { RequestClock } from './request-clock.ts';
import { decideBy, THINKING } from './search/think.ts';
import {
  botChoice,
  botFor,
  CoverBots,
  type CoverReason,
  countTimeout,
  DecisionLog,
  nextOneByOne,
  OpChain,
  outcomesOf,
  RefusedError,
  redactEvents,
  refusal,
  replayLog,
  replayRecord,
  requestMs,
  type SessionHost,
  type SessionSeat,
  type StartOptions,
  StoreGate,
  seatContext,
  tookOwnDecision,
} from './session-parts.ts';
import type { DecisionSource, Storage, StoredGame, StoredSeat, StoredSettings } from './storage.ts';
import { HeldWindow } from './window-hold.ts';

/**
 * One running game: the full state (server-only: deck, seed, PRNG state, every hand), its decision log, the seats'
 * controllers, the request timer and the bots. Transport-agnostic: the room delivers what `stepFor` builds.
 *
 * Every decision (a player's, a bot's, the timer's default) goes through `applyOne`: applied by the game, appended to
 * storage, announced through `host.onStep` only once the append resolved; a failed append rolls the state back (the
 * stored log replayed) and nothing is announced. Every operation that may decide runs on one chain (`OpChain`), so
 * decisions are appended strictly in order and none is applied while another one's append is pending.
 */
export class GameSession {
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
  private readonly bots: (Decider | null)[];
  private readonly coverBots: CoverBots;
  private readonly clock = new RequestClock();
  private botTimer: NodeJS.Timeout | null = null;
  /** The answers of the open response window, applied when it closes (S-P1, P-G6). */
  private readonly held = new HeldWindow();
  private finished = false;
  private disposed = false;
  private setupEvents: unknown[] = [];
  private botFailedReq = -1;
  private readonly ops = new OpChain();
  /** Schedules the bots again once a hold ends (`SessionHost.botsHeld`). */
  private readonly wakeBots = (): void => this.scheduleBots();
  /** Holds what is built from the state (snapshots) while a decision's append is in flight. */
  readonly stored = new StoreGate();

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
    for (const e of o.log) this.log.push(e.seat, e.d, e.by);
    this.seq = this.log.length;
    this.seats = o.seats.map((s) => ({
      name: s.name,
      tokenHash: s.tokenHash,
      botKind: s.bot ?? o.settings.botKind,
      connected: false,
      cover: null,
      timeouts: 0,
    }));
    // A search bot thinks in the search pool, then wakes the bots up (apps/server/src/search/think.ts).
    const wake = () => void this.guard('search bot', () => this.afterChange(), true);
    this.bots = o.seats.map((s, i) =>
      s.tokenHash === null ? botFor(o.served.kit, s.bot ?? 'random', o.seed, i, wake) : null,
    );
    this.coverBots = new CoverBots(o.served.kit, this.seats, o.seed ^ 0x5bd1e995, wake);
    this.finished = o.served.module.result(o.state) !== null;
  }

  /**
   * Starts a new game: validates the configuration (throws `ConfigError`), persists the game and sets it up. Call
   * `begin()` once the room holds it. Rejects if storage refuses the game.
   */
  static async start(o: StartOptions): Promise<GameSession> {
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
    const s = new GameSession({ ...o, config, state, log: [] });
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
   * grace period to come back. Call `begin()` once the room holds it. Throws `IllegalDecisionError` when the log does not fit the game (a corrupt record).
   */
  static restore(g: StoredGame, served: ServedGame, storage: Storage, host: SessionHost): GameSession {
    const m = served.module;
    if (g.version !== m.version) throw new Error(`game ${g.id}: stored version ${g.version}, game is ${m.version}`);
    const config = m.validateConfig(g.config);
    const state = replayLog(m, config, g.seed, g.log);
    const { id, seed, seats, settings, log } = g;
    return new GameSession({ id, served, config, seed, seats, settings, storage, host, state, log });
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
    return historyOf(this.served.module, this.config, this.seed, this.log.entries(), viewer);
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
    return {
      seq: this.seq,
      snapshot,
      mine,
      events: redactEvents(this.served.module, events, seat),
      view: this.viewFor(seat),
      pending: this.pendingFor(seat),
    };
  }

  /**
   * The view of `seat` (`null`: spectator): the rules' `view`, and once the game is over the kit's `finalView` (every
   * identity and last hand shown) when the game has one.
   */
  viewFor(seat: number | null): unknown {
    const k = this.served.kit;
    if (k.finalView && this.served.module.result(this.state) !== null) return k.finalView(this.state, seat);
    return this.served.module.view(this.state, seat);
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
    this.scheduleBots();
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
    if (this.botTimer) clearTimeout(this.botTimer);
    this.held.clear();
    this.botTimer = null;
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
    if (bots) this.botFailedReq = this.served.module.pending(this.state)?.id ?? -1;
    if (this.disposed || this.finished) return;
    this.clock.forget();
    try {
      await this.afterChange();
    } catch {
      // nothing more to do: the next deadline tries again
    }
  }

  /** Whether a bot makes `seat`'s decisions now: its decider is a bot seat or a human seat a bot covers. */
  private botControlled(seat: number): boolean {
    const s = this.seats[this.deciderOf(seat)];
    return s !== undefined && (s.tokenHash === null || s.cover !== null);
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
    if (this.held.timer || !this.held.covers(p.seats)) return;
    const wait = this.clock.openedAt + this.settings.minResponseMs - Date.now();
    if (wait <= 0) await this.closeWindow();
    else this.held.timer = setTimeout(() => void this.guard('window', () => this.closeWindow()), wait);
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
    this.log.push(seat, kept, by);
    if (this.disposed) return this.stored.release();
    this.armRequest();
    this.host.onStep(events, seat, source, by);
    this.stored.release();
    await this.afterChange();
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
    this.scheduleBots();
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
    this.clock.arm(p.id, ms, (id) => void this.guard('deadline', () => this.onDeadline(id)));
  }

  private scheduleBots(): void {
    if (this.botTimer || this.disposed || this.finished || this.host.botsHeld?.(this.wakeBots)) return;
    const m = this.served.module;
    const p = m.pending(this.state);
    if (p === null || p.id === this.botFailedReq) return;
    let any = p.seats.some((seat) => this.botControlled(seat) && !this.held.has(seat));
    if (!any && m.offers) any = m.offers(this.state).some((seat) => this.botControlled(seat));
    if (!any) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      void this.guard('bots', () => this.runBots(), true);
    }, this.settings.botDelayMs);
  }

  /** Lets every bot-played seat of the current request answer (and bots offered a free action react). */
  private async runBots(): Promise<void> {
    if (this.disposed || this.finished || this.host.botsHeld?.(this.wakeBots)) return;
    const m = this.served.module;
    const p = m.pending(this.state);
    if (p === null) return;
    if (m.offers) {
      for (const seat of m.offers(this.state)) {
        if (!this.botControlled(seat)) continue;
        const bot = this.botOf(this.deciderOf(seat));
        if (!bot.react) continue;
        let d: unknown = null;
        try {
          d = bot.react(this.ctx(seat, 'free'));
        } catch {
          d = null;
        }
        if (d === null) continue;
        try {
          await this.applyOne(seat, d, 'bot');
        } catch {
          // A bot's free action that the game refuses is simply not taken.
        }
        if (m.pending(this.state)?.id !== p.id) return;
      }
    }
    for (const seat of p.seats) {
      const now = m.pending(this.state);
      if (now === null || now.id !== p.id) return;
      if (!now.seats.includes(seat) || !this.botControlled(seat) || this.held.has(seat)) continue;
      await this.decideFor(seat, now.kind, 'bot');
    }
  }

  private botOf(seat: number): Decider {
    return this.bots[seat] ?? this.coverBots.of(seat);
  }

  /** What a bot deciding for `seat` sees: that seat's legal decisions and its decider's own view (or observation). */
  private ctx(seat: number, kind: string): SeatContext {
    return seatContext(this.served.module, this.state, seat, kind, this.deciderOf(seat));
  }

  /** Decides for a seat with its bot (or the default for a timeout), falling back to any legal decision. */
  private async decideFor(seat: number, kind: string, source: DecisionSource): Promise<void> {
    const m = this.served.module;
    const bot = this.botOf(this.deciderOf(seat));
    const ctx = this.ctx(seat, kind);
    // A deadline's default is made at once: a search bot gives its base bot's answer (`decideBy`, search/think.ts).
    const d = botChoice(this.served, this.state, seat, source, () => decideBy(bot, ctx, source === 'timeout'));
    if (d === THINKING) return;
    try {
      await this.applyOne(seat, d, source);
    } catch {
      const legal = m.legal(this.state, seat);
      if (legal.length === 0) return;
      await this.applyOne(seat, legal[0], source);
    }
  }

  private async onDeadline(requestId: number): Promise<void> {
    if (this.disposed || this.finished) return;
    const m = this.served.module;
    const p = m.pending(this.state);
    if (p === null || p.id !== requestId) return;
    let changed = false;
    // Seats whose answer is not in get the default; the last one closes the window (held answers with it).
    for (const seat of p.seats) {
      const now = m.pending(this.state);
      if (now === null || now.id !== requestId) break;
      if (!now.seats.includes(seat) || this.held.has(seat)) continue;
      // The timeout counts against the player who had to decide (the controller of a controlled seat).
      const s = this.seats[this.deciderOf(seat)];
      if (countTimeout(s, () => hasRealChoice(this.served.kit, m.legal(this.state, seat)))) changed = true;
      await this.decideFor(seat, now.kind, 'timeout');
      if (p.seats.length === 1) await this.finishOneByOne(seat, p.kind, requestId);
    }
    if (changed) this.host.onSeatsChanged();
    // A request that outlived its deadline without change (every decision refused): give it a fresh one.
    if (m.pending(this.state)?.id === requestId) {
      this.clock.forget();
      await this.afterChange();
    }
  }

  /**
   * After a timeout's default on request `requestId` of a one-by-one kind (`ServedGame.oneByOneKinds`), the same
   * seat's following requests of that kind are the rest of the same answer: each gets the default at once, with no
   * timer and no further timeout counted.
   */
  private async finishOneByOne(seat: number, kind: string, requestId: number): Promise<void> {
    let last = requestId;
    for (;;) {
      const next = this.finished || this.disposed ? null : nextOneByOne(this.served, this.state, seat, kind, last);
      if (next === null) return;
      last = next;
      await this.decideFor(seat, kind, 'timeout');
    }
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
