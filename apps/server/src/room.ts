import { randomBytes, randomInt } from 'node:crypto';
import { type AuthContext, type Client, ErrorCode, matchMaker, Room, ServerError } from '@colyseus/core';
import type { GameResult } from '@shaju/engine';
import {
  type AnyClientMessage,
  CLOSE_CODES,
  type CreateRoomOptions,
  LIMITS,
  PROTOCOL_VERSION,
  type ErrorCode as ProtocolErrorCode,
  type ServerMessage,
} from '@shaju/protocol';
import { Admission, type Admitted, admitJoin, MAX_PENDING_PER_SEAT } from './admission.ts';
import { type ChatMessage, ChatRelay, chatSender } from './chat.ts';
import { EndHold, endWindowMs } from './end-hold.ts';
import type { ServedGame } from './games.ts';
import { addBot, freeAbsent, freeSeat, moveSeat, removeBot, seatsToStart, sitDown } from './lobby-seats.ts';
import { decisionArrived } from './metrics-hooks.ts';
import { everyoneReady, gameIdFor, rematchSeats } from './rematch.ts';
import { ctx, hashToken, pingClients } from './room-context.ts';
import { gateMessage, type RateWindow, type Refusal, refusalOf } from './room-gate.ts';
import { broadcastStep, listingOf, snapshotWhenStored } from './room-io.ts';
import { createSetup, gameSetup, lobbySetup, type RoomSetup } from './room-setup.ts';
import { copySeats, type LobbySeat, type RoomState, seatRating } from './room-state.ts';
import { LobbyStore, lobbyRecord, RatingCache } from './room-store.ts';
import { GameSession } from './session.ts';
import { RefusedError, resultMessage } from './session-parts.ts';
import type { StoredLobby, StoredSettings } from './storage.ts';
import { botsHeldIn } from './test-hooks.ts';

/** A connection's seat (null: watching), token hash, address (spectator limits) and rate window (room-gate.ts). */
interface ClientData extends RateWindow {
  seat: number | null;
  tokenHash: string;
  address: string;
}

/** Options the server itself passes to rebuild a stored game (`restore`: its id) or a stored lobby. */
interface RestoreOptions {
  readonly restore?: string;
  readonly restoreLobby?: StoredLobby;
}

/**
 * A game room: lobby (seats, ready, bots, start), then the game through a `GameSession`. Every client message is
 * parsed by the protocol's zod schemas inside the one `*` handler and a bad one is answered with a typed `error`.
 */
export class GameRoom extends Room<{ state: RoomState }> {
  private served!: ServedGame;
  private phase: 'lobby' | 'playing' | 'finished' = 'lobby';
  private lobby: LobbySeat[] = [];
  private settings!: StoredSettings;
  private createOpts!: CreateRoomOptions | null;
  private gameConfig: unknown;
  private session: GameSession | null = null;
  private bySeat: (Client | null)[] = [];
  private hostHash: string | null = null;
  /** Who may join (seats, their tokens, spectators within limits). */
  admission!: Admission;
  /** Games started in this room, the current (or last) one's id, quick start pending, the room's chat (rematch.ts). */
  private games = 0;
  private gameId = '';
  private quickStart = false;
  private readonly chat = new ChatRelay();
  /** After a game: the room kept open for its people who are away (end-hold.ts). */
  private readonly hold = new EndHold(this);
  /** The lobby in storage (room-store.ts), and the seats' ratings read from it. */
  private readonly lobbyStore = new LobbyStore(() => this.roomId);
  private readonly ratings = new RatingCache(
    () => this.served.module.id,
    () => this.syncSeats(),
  );

  override async onCreate(options: unknown): Promise<void> {
    this.maxMessagesPerSecond = ctx().messagesPerSecond * LIMITS.disconnectFactor;
    this.patchRate = 200;
    const c = ctx();
    this.seatReservationTimeout = c.seatReservationSeconds;
    this.admission = new Admission(this, c, c.seatReservationSeconds * 1000);
    const r = (options ?? {}) as RestoreOptions;
    if (r.restoreLobby) this.restoreLobby(r.restoreLobby);
    else if (typeof r.restore === 'string') await this.restore(r.restore);
    else await this.create(options);
    // Colyseus' own cap (clients and reservations) is never what refuses a join: admission.ts bounds every kind
    // below it (seats and their waiting tokens, reconnections, spectators).
    this.maxClients = (2 + 2 + MAX_PENDING_PER_SEAT) * this.lobby.length + c.maxSpectators + 8;
    this.onMessage('*', (client: Client, type: string | number, message: unknown) => this.onAny(client, type, message));
    // Each room pings its own clients at its own phase, so that no timer pings every connection at once.
    const hb = ctx().heartbeatMs;
    if (hb > 0)
      this.clock.setTimeout(() => this.clock.setInterval(() => pingClients(this.clients), hb), Math.random() * hb);
  }

  /** Takes a room's starting fields (room-setup.ts). */
  private setUp(x: RoomSetup): void {
    this.roomId = x.code;
    this.served = x.served;
    this.createOpts = x.createOpts;
    this.gameConfig = x.config;
    this.settings = x.settings;
    this.lobby = x.lobby;
    this.bySeat = new Array(x.lobby.length).fill(null);
    this.hostHash = x.hostHash;
    this.games = x.games;
    this.gameId = x.gameId;
    this.phase = x.phase;
    this.state = x.state;
    this.quickStart = x.quickStart;
    if (x.hidden) void this.setPrivate(true);
  }

  private async create(options: unknown): Promise<void> {
    this.setUp(await createSetup(options, (code) => this.liveCode(code)));
    this.syncSeats();
    this.updateListing();
  }

  /** Whether a room with this code is open in this process. */
  private liveCode(code: string): boolean {
    return matchMaker.getLocalRoomById(code) !== undefined;
  }

  private async restore(id: string): Promise<void> {
    const { storage } = ctx();
    const g = await storage.loadGame(id);
    if (g?.status !== 'playing') throw new ServerError(ErrorCode.MATCHMAKE_INVALID_ROOM_ID, `no game ${id}`);
    // A rematch's game (`CODE-2`) comes back in its room `CODE`, with its chat.
    this.setUp(gameSetup(g));
    this.chat.restore(await storage.chatOf(id));
    this.autoDispose = false;
    this.session = GameSession.restore(g, this.served, storage, this.sessionHost());
    this.session.collectStats = ctx().stats;
    void this.session.begin();
    // Every player has the grace period to come back before a bot takes the seat.
    const grace = g.settings.graceSeconds * 1000;
    this.clock.setTimeout(() => {
      const s = this.session;
      if (!s) return;
      s.seats.forEach((seat, i) => {
        if (seat.tokenHash !== null && !seat.connected) s.cover(i, 'gone');
      });
    }, grace);
    this.syncSeats();
    this.updateListing();
  }

  /**
   * A lobby stored before a restart (room-setup.ts, room-store.ts). The people seated have the grace period to come
   * back (a reload takes its seat back by its token); seats still without their person then are freed.
   */
  private restoreLobby(l: StoredLobby): void {
    this.setUp(lobbySetup(l));
    this.lobbyStore.restored();
    this.autoDispose = false;
    this.clock.setTimeout(() => {
      if (this.phase !== 'lobby') return;
      this.hostHash = freeAbsent(this.lobby, this.seatConnected, this.hostHash);
      this.autoDispose = true;
      this.syncSeats();
      this.updateListing();
    }, l.settings.graceSeconds * 1000);
    this.syncSeats();
    this.updateListing();
  }

  /**
   * Admits a join when its seat reservation is asked for (see admission.ts): the join options parsed (a bad one is
   * refused with `AUTH_FAILED` naming the problem), a seat's token always, spectators within the limits.
   */
  static override async onAuth(_token: string, options: unknown, context: AuthContext): Promise<Admitted> {
    return admitJoin(options, context);
  }

  override onJoin(client: Client, _raw: unknown, auth: Admitted): void {
    const options = auth.opts;
    this.admission.consume(auth.ticket);
    const token = options.token ?? randomBytes(24).toString('base64url');
    const tokenHash = hashToken(token);
    // A known token takes its seat back (a second connection replaces the first).
    const own = this.lobby.findIndex((s) => s.kind === 'human' && s.tokenHash === tokenHash);
    const sits = own >= 0 || (this.phase === 'lobby' && !options.spectate && this.freeSeats() > 0);
    // One admitted for a seat that was taken meanwhile watches, within the spectator limits.
    if (!sits && auth.kind !== 'spectator') this.admission.checkSpectator(auth.address);
    const data: ClientData = { seat: null, tokenHash, address: auth.address, win: 0, count: 0 };
    client.userData = data;
    if (own >= 0) {
      const old = this.bySeat[own];
      if (old && old !== client) {
        (old.userData as ClientData).seat = null;
        old.leave(CLOSE_CODES.replaced);
      }
      this.seatClient(client, own);
    } else if (this.phase === 'lobby' && !options.spectate) {
      let seat = options.seat ?? -1;
      if (seat >= 0 && this.lobby[seat]?.kind !== 'empty') seat = -1;
      if (seat < 0) seat = this.lobby.findIndex((s) => s.kind === 'empty');
      if (seat >= 0) {
        sitDown(this.lobby, seat, options.name, tokenHash);
        this.seatClient(client, seat);
      }
    }
    if (this.hostHash === null && data.seat !== null) this.hostHash = tokenHash;
    this.send1(client, 'welcome', {
      v: PROTOCOL_VERSION,
      roomId: this.roomId,
      token,
      seat: data.seat,
      host: this.hostHash === tokenHash,
    });
    this.sendSnapshot(client, data.seat);
    client.send('chat', { lines: this.chat.history(), history: true });
    this.syncSeats();
    this.updateListing();
    if (this.quickStart && data.seat !== null && this.phase === 'lobby') this.autoStart(client);
  }

  private seatClient(client: Client, seat: number): void {
    (client.userData as ClientData).seat = seat;
    this.bySeat[seat] = client;
    this.session?.setConnected(seat, true);
  }

  override onDrop(client: Client): void {
    const d = client.userData as ClientData | undefined;
    if (!d || d.seat === null || this.bySeat[d.seat] !== client) return;
    if (this.phase === 'finished') return void this.hold.dropped(d.seat);
    this.session?.setConnected(d.seat, false);
    this.syncSeats();
    this.allowReconnection(client, this.settings.graceSeconds).catch(() => {
      // Not reconnected in time, or the room is closing: onLeave follows.
    });
  }

  override onReconnect(client: Client): void {
    const d = client.userData as ClientData | undefined;
    if (!d) return;
    if (d.seat !== null) {
      const holder = this.bySeat[d.seat];
      if (holder && holder !== client && holder.userData !== d) {
        // Someone took the seat with the token meanwhile: this connection watches.
        d.seat = null;
      } else {
        this.seatClient(client, d.seat);
      }
    }
    this.sendSnapshot(client, d.seat);
    this.syncSeats();
  }

  /**
   * The snapshot on joining or reconnecting: the whole log so far as this seat saw it (`history`), then the live view
   * and the pending request, once; then the last game's end if this client gets it (`sendEnd`).
   */
  private sendSnapshot(client: Client, seat: number | null): void {
    const s = this.session;
    // Never a view of a decision not yet stored: while an append is in flight the client waits (and gets no step).
    if (s) snapshotWhenStored(client, s, seat);
    this.sendEnd(client);
  }

  override onLeave(client: Client): void {
    const d = client.userData as ClientData | undefined;
    if (!d || d.seat === null) return;
    const seat = d.seat;
    if (this.bySeat[seat] !== client && this.bySeat[seat] !== null) {
      const holder = this.bySeat[seat];
      if (holder && (holder.userData as ClientData) !== d) return;
    }
    this.bySeat[seat] = null;
    if (this.phase === 'lobby') {
      freeSeat(this.lobby, seat);
      if (this.hostHash === d.tokenHash) this.hostHash = this.lobby.find((x) => x.kind === 'human')?.tokenHash ?? null;
      this.startRematchIfReady();
    } else if (this.phase === 'playing' && this.session) {
      this.session.setConnected(seat, false);
      this.session.cover(seat, 'gone');
    }
    this.syncSeats();
    this.updateListing();
  }

  /** The server shuts down: the stored lobby stays as it is (it comes back on the next start). */
  override onBeforeShutdown(): void {
    this.lobbyStore.freeze();
    super.onBeforeShutdown();
  }

  override onDispose(): void {
    this.session?.dispose();
    this.session = null;
  }

  /** The one message handler: rate limit, size limit, zod parse (room-gate.ts), dispatch; every refusal is typed. */
  private onAny(client: Client, type: string | number, message: unknown): void {
    const d = client.userData as ClientData | undefined;
    if (!d) return;
    const r = gateMessage(d, type, message, ctx().messagesPerSecond, Date.now());
    if (!r.ok) {
      if (r.refusal) this.refused(client, r.refusal);
      return;
    }
    try {
      this.dispatch(client, d, r.value);
    } catch (e) {
      this.refused(client, refusalOf(r.value, e));
    }
  }

  private refused(client: Client, r: Refusal): void {
    this.refuse(client, r.code, r.message, r.type, r.requestId);
  }

  private dispatch(client: Client, d: ClientData, m: AnyClientMessage): void {
    switch (m.type) {
      case 'decide': {
        if (d.seat === null) throw new RefusedError('not_seated', 'spectators do not decide');
        if (!this.session || this.phase !== 'playing') throw new RefusedError('wrong_phase', 'no game in progress');
        decisionArrived(this.session);
        const refused = (e: unknown) => this.refused(client, refusalOf(m, e));
        this.session.submit(d.seat, m.msg.requestId, m.msg.decision, m.msg.seat ?? d.seat).catch(refused);
        return;
      }
      case 'back':
        if (d.seat === null) throw new RefusedError('not_seated', 'you have no seat');
        this.session?.uncover(d.seat);
        return;
      case 'autoplay':
        // 托管: a bot of the room's kind plays the seat until the player takes it back (the same cover as timeouts).
        if (d.seat === null) throw new RefusedError('not_seated', 'you have no seat');
        if (!this.session || this.phase !== 'playing') throw new RefusedError('wrong_phase', 'no game in progress');
        if (m.msg.on) this.session.cover(d.seat, 'auto');
        else this.session.uncover(d.seat);
        return;
      case 'seat': {
        this.lobbyOnly();
        if (d.seat === null) {
          // A spectator sits down.
          sitDown(this.lobby, m.msg.seat, this.nameOf(client), d.tokenHash);
          this.seatClient(client, m.msg.seat);
          if (this.hostHash === null) this.hostHash = d.tokenHash;
        } else {
          if (m.msg.seat === d.seat) return;
          moveSeat(this.lobby, d.seat, m.msg.seat);
          this.bySeat[d.seat] = null;
          this.seatClient(client, m.msg.seat);
        }
        this.syncSeats();
        this.send1(client, 'seated', { seat: m.msg.seat });
        return;
      }
      case 'ready': {
        this.lobbyOnly();
        if (d.seat === null) throw new RefusedError('not_seated', 'take a seat first');
        (this.lobby[d.seat] as LobbySeat).ready = m.msg.ready;
        this.syncSeats();
        this.startRematchIfReady();
        return;
      }
      case 'addBot': {
        this.lobbyOnly();
        this.hostOnly(d);
        addBot(this.lobby, m.msg.seat, m.msg.kind ?? this.settings.botKind, this.served.botKinds);
        this.syncSeats();
        this.updateListing();
        return;
      }
      case 'removeBot': {
        this.lobbyOnly();
        this.hostOnly(d);
        removeBot(this.lobby, m.msg.seat);
        this.syncSeats();
        this.updateListing();
        return;
      }
      case 'start':
        this.lobbyOnly();
        this.hostOnly(d);
        this.startGame(client);
        return;
      case 'leave':
        void client.leave(CLOSE_CODES.left);
        return;
      case 'chat':
      case 'phrase':
      case 'emote':
        this.say(client, d, m);
        return;
      case 'rematch':
        this.rematch(d);
        return;
    }
  }

  /** Relays a chat line to everyone in the room (see chat.ts); kept with the game while one is on. */
  private say(client: Client, d: ClientData, m: ChatMessage): void {
    const from = chatSender(d.seat, d.seat === null ? this.nameOf(client) : this.lobby[d.seat]?.name, d);
    const seq = this.session && this.phase !== 'lobby' ? this.session.seq : null;
    const place = { seq, gameId: seq === null ? null : this.gameId, seats: this.lobby.length, storage: ctx().storage };
    const line = this.chat.take(from, m, place, Date.now());
    for (const c of this.clients) c.send('chat', { lines: [line], history: false });
  }

  /** `rematch`: after a game, back to the lobby with the same seats (rematch.ts); in that lobby, the same as ready. */
  private rematch(d: ClientData): void {
    if (d.seat === null) throw new RefusedError('not_seated', 'spectators do not play');
    if (this.phase === 'finished') {
      rematchSeats(this.lobby, this.seatConnected, d.seat);
      if (!this.hasSeat(this.hostHash ?? '')) this.hostHash = d.tokenHash;
      this.session?.dispose();
      this.session = null;
      this.phase = 'lobby';
      this.state.phase = 'lobby';
      this.state.rematch = true;
    } else if (this.phase === 'lobby' && this.state.rematch) {
      (this.lobby[d.seat] as LobbySeat).ready = true;
    } else {
      throw new RefusedError('wrong_phase', 'no finished game to play again');
    }
    this.syncSeats();
    this.updateListing();
    this.startRematchIfReady();
  }

  /** Starts a rematch lobby's game once every person is ready (not when seats stay empty that bots may not fill). */
  private startRematchIfReady(): void {
    if (this.phase === 'lobby' && this.state.rematch && everyoneReady(this.lobby)) this.autoStart();
  }

  /** Starts the game without a `start` message (rematch, quick start); a refusal is told to `client`, if given. */
  private autoStart(client?: Client): void {
    try {
      this.startGame(client);
    } catch (e) {
      if (!(e instanceof RefusedError)) throw e;
      if (client) this.refuse(client, e.code, e.message, 'start');
    }
  }

  private nameOf(client: Client): string {
    return (client.auth as Admitted | undefined)?.opts.name ?? 'player';
  }

  /** Whether a player's seat holds this token hash. */
  hasSeat(tokenHash: string): boolean {
    return this.lobby.some((s) => s.kind === 'human' && s.tokenHash === tokenHash);
  }

  /** Empty lobby seats (0 once the game started). */
  freeSeats(): number {
    return this.phase === 'lobby' ? this.lobby.filter((s) => s.kind === 'empty').length : 0;
  }

  /** Connected spectators, all or from `address`. */
  spectators(address?: string): number {
    let n = 0;
    for (const c of this.clients) {
      const d = c.userData as ClientData | undefined;
      if (d && d.seat === null && (address === undefined || d.address === address)) n++;
    }
    return n;
  }

  private lobbyOnly(): void {
    if (this.phase !== 'lobby') throw new RefusedError('wrong_phase', 'only in the lobby');
  }

  private hostOnly(d: ClientData): void {
    if (this.hostHash !== d.tokenHash) throw new RefusedError('not_host', 'only the host may do that');
  }

  /**
   * Starts the game: the seats are checked at once (throws `RefusedError`, nothing changed), then the game is stored
   * and begins; if storage refuses it the room is back in its lobby and `client` (if given) is told.
   */
  private startGame(client?: Client): void {
    this.quickStart = false;
    const fill = this.createOpts?.bots.fill !== false;
    const seats = seatsToStart(this.lobby, this.hostHash, fill, this.settings.botKind);
    this.phase = 'playing';
    this.state.phase = 'playing';
    this.hold.cancel();
    this.autoDispose = false;
    this.launch(seats).catch((e: Error) => {
      console.error(`room ${this.roomId}: the game could not start: ${e.message}`);
      this.phase = 'lobby';
      this.state.phase = 'lobby';
      this.syncSeats();
      if (client) this.refuse(client, 'internal', `the game could not start: ${e.message}`, 'start');
    });
  }

  private async launch(seats: ReturnType<typeof seatsToStart>): Promise<void> {
    const seed = randomInt(0, 0x7fffffff);
    let next = gameIdFor(this.roomId, this.games + 1, () => false);
    while (await ctx().storage.hasGame(next.id)) next = gameIdFor(this.roomId, next.n + 1, () => false);
    const { served, gameConfig: config, settings } = this;
    const [storage, host] = [ctx().storage, this.sessionHost()];
    this.session = await GameSession.start({ id: next.id, served, config, seed, seats, settings, storage, host });
    this.session.collectStats = ctx().stats;
    this.session.seats.forEach((s, i) => {
      if (s.tokenHash !== null) s.connected = this.bySeat[i] !== null;
    });
    this.state.rematch = false;
    this.games = next.n;
    this.gameId = next.id;
    this.state.gameId = next.id;
    if (next.n > 1) for (const c of this.clients) c.send('newGame', { gameId: next.id });
    void this.session.begin();
    this.syncSeats();
    this.updateListing();
  }

  private sessionHost() {
    return {
      onStep: (events: readonly unknown[], seat: number, source: string, by: number) =>
        this.broadcastStep(events, source === 'human' ? by : -1, seat),
      onFinished: (_result: GameResult) => this.onFinished(),
      onSeatsChanged: () => this.syncSeats(),
      botsHeld: (wake: () => void) => botsHeldIn(this.roomId, wake),
      onHeldDropped: (seat: number, requestId: number) => {
        const c = this.bySeat[seat];
        if (c) this.refuse(c, 'stale', 'the request changed before your answer was applied', 'decide', requestId);
      },
    };
  }

  /** Sends every client its own step (room-io.ts). */
  private broadcastStep(events: readonly unknown[], decider: number, forSeat: number): void {
    if (this.session) broadcastStep(this.clients, this.session, events, decider, forSeat);
  }

  private onFinished(): void {
    this.ratings.forget();
    this.phase = 'finished';
    this.state.phase = 'finished';
    if (this.session) this.hold.ended(this.session, endWindowMs(this.settings.graceSeconds));
    for (const c of this.clients) this.sendEnd(c);
    this.syncSeats();
    this.updateListing();
    if (this.clients.length === 0 && !this.hold.holding) void this.disconnect();
  }

  /** The last game's `result` and `replay` for a client, if it gets them now (end-hold.ts `endFor`). */
  private sendEnd(c: Client): void {
    const s = this.hold.endFor((c.userData as ClientData | undefined)?.tokenHash ?? null, this.phase === 'finished');
    const result = s?.result;
    if (!s || !result) return;
    this.send1(c, 'result', resultMessage(result));
    this.send1(c, 'replay', { record: s.record() });
  }

  private send1<T extends 'welcome' | 'seated' | 'step' | 'history' | 'result' | 'replay' | 'error'>(
    c: Client,
    type: T,
    msg: ServerMessage<T>,
  ): void {
    c.send(type, msg);
  }

  private refuse(c: Client, code: ProtocolErrorCode, message: string, type?: string, requestId?: number): void {
    ctx().metrics?.error(code);
    const m: ServerMessage<'error'> = { code, message };
    if (type !== undefined) m.type = type;
    if (requestId !== undefined) m.requestId = requestId;
    this.send1(c, 'error', m);
  }

  /** Copies seats (lobby or session) into the public state, and stores the lobby (or removes it: room-store.ts). */
  private syncSeats(): void {
    if (!this.state) return;
    const ratingOf = (i: number) => seatRating(this.lobby[i], (h) => this.ratings.get(h));
    copySeats(
      this.state,
      this.lobby,
      this.seatConnected,
      this.seatCovered,
      this.hostHash,
      this.seatCoverReason,
      ratingOf,
    );
    const open = this.phase === 'lobby' && this.lobby.some((x) => x.kind === 'human');
    const { createOpts, gameConfig, settings, hostHash, games, state } = this;
    const parts = { createOpts, gameConfig, settings, hostHash, games, state };
    this.lobbyStore.update(open ? lobbyRecord(this.roomId, this.served, this.lobby, parts) : null);
  }

  private readonly seatConnected = (i: number): boolean => this.bySeat[i] !== null;
  private readonly seatCovered = (i: number): boolean => (this.session?.seats[i]?.cover ?? null) !== null;
  private readonly seatCoverReason = (i: number): string =>
    this.phase === 'playing' ? (this.session?.seats[i]?.cover ?? '') || '' : '';

  private updateListing(): void {
    if (!this.served) return;
    const id = this.served.module.id;
    void this.setMetadata(listingOf(this.roomId, id, this.lobby, this.phase, this.settings.private, this.state));
  }
}
