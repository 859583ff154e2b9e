/**
 * Rooms and seats: the Colyseus room of one table (`GameRoom`) — its lobby seats and who sits in them (people by
 * token, bots, empty), the host, the connections (join, drop, reconnect, leave) and the public room state. What its
 * messages do is room-messages.ts; its games (start, end, rematch) room-games.ts; who may join admission.ts.
 */
import { randomBytes } from 'node:crypto';
import { type AuthContext, type Client, ErrorCode, matchMaker, Room, ServerError } from '@colyseus/core';
import {
  CLOSE_CODES,
  type CreateRoomOptions,
  LIMITS,
  PROTOCOL_VERSION,
  type ErrorCode as ProtocolErrorCode,
  type ServerMessage,
} from '@shaju/protocol';
import type { ServedGame } from '../games.ts';
import { snapshotWhenStored } from '../redaction/broadcast.ts';
import { LiveGame } from '../session/live-game.ts';
import { ChatRelay } from '../social/chat.ts';
import { clashMessage, type NamedPerson, nameClash } from '../social/names.ts';
import { RatingCache } from '../social/rating-cache.ts';
import type { StoredLobby, StoredSettings } from '../storage/api.ts';
import { LobbyStore, lobbyRecord } from '../storage/lobby-store.ts';
import { pingClients } from '../timers/heartbeat.ts';
import { Admission, type Admitted, admitJoin, MAX_PENDING_PER_SEAT } from './admission.ts';
import { ctx, hashToken } from './context.ts';
import { EndHold } from './end-hold.ts';
import { guardFrames } from './frame-guard.ts';
import { freeAbsent, freeSeat, sitDown } from './lobby-seats.ts';
import type { ClientData } from './message-gate.ts';
import type { OneClientMessage, RoomCore } from './room-core.ts';
import { autoStart, sendEnd, sessionHost, startRematchIfReady } from './room-games.ts';
import { handleMessage } from './room-messages.ts';
import { createSetup, gameSetup, lobbySetup, type RoomSetup } from './setup.ts';
import { copySeats, type LobbySeat, listingOf, type RoomState, seatRating } from './state.ts';

/** Options the server itself passes to rebuild a stored game (`restore`: its id) or a stored lobby. */
interface RestoreOptions {
  readonly restore?: string;
  readonly restoreLobby?: StoredLobby;
}

/**
 * A game room: lobby (seats, ready, bots, start), then the game through a `LiveGame`. Every client message is
 * parsed by the protocol's zod schemas inside the one `*` handler and a bad one is answered with a typed `error`.
 * Its fields are read and changed by its own modules (room-messages.ts, room-games.ts) and nothing else.
 */
export class GameRoom extends Room<{ state: RoomState }> implements RoomCore {
  /** The game played here (its kit and manifest facts). */
  served!: ServedGame;
  /** Where the room is: its lobby, a game going on, or a game over (until a rematch). */
  phase: 'lobby' | 'playing' | 'finished' = 'lobby';
  /** The seats as the room keeps them (lobby, and the players of a game). */
  lobby: LobbySeat[] = [];
  /** The room's settings (timers, bot kind, privacy, rules), stored with each game. */
  settings!: StoredSettings;
  /** The `create` options (null for a game rebuilt from storage). */
  createOpts!: CreateRoomOptions | null;
  /** The game's validated configuration. */
  gameConfig: unknown;
  /** The game going on (or the last one, until a rematch), or null. */
  session: LiveGame | null = null;
  /** The connection of each seat's person (null: none). */
  bySeat: (Client | null)[] = [];
  /** Seats whose person's connection dropped, within the grace period to come back (their seat is kept). */
  readonly lost = new Set<number>();
  /** The host's token hash (null: no host yet). */
  hostHash: string | null = null;
  /** Who may join (seats, their tokens, spectators within limits). */
  admission!: Admission;
  /** Games started in this room, the current (or last) one's id, quick start pending, the room's chat (rematch.ts). */
  games = 0;
  gameId = '';
  quickStart = false;
  readonly chat = new ChatRelay();
  /** After a game: the room kept open for its people who are away (end-hold.ts). */
  readonly hold = new EndHold(this);
  /** The lobby in storage (storage/lobby-store.ts). */
  private readonly lobbyStore = new LobbyStore(() => this.roomId);
  /** The seats' ratings, read from storage (social/rating-cache.ts). */
  readonly ratings = new RatingCache(
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
    // With several processes the room's code is held in Redis while the room is open (scale/room-codes.ts).
    c.codes?.hold(this.roomId);
    // Colyseus' own cap (clients and reservations) is never what refuses a join: admission.ts bounds every kind
    // below it (seats and their waiting tokens, reconnections, spectators).
    this.maxClients = (2 + 2 + MAX_PENDING_PER_SEAT) * this.lobby.length + c.maxSpectators + 8;
    this.onMessage('*', (client: Client, type: string | number, message: unknown) =>
      handleMessage(this, client, type, message),
    );
    // Each room pings its own clients at its own phase, so that no timer pings every connection at once.
    const hb = ctx().heartbeatMs;
    if (hb > 0)
      this.clock.setTimeout(() => this.clock.setInterval(() => pingClients(this.clients), hb), Math.random() * hb);
  }

  /** Takes a room's starting fields (setup.ts). */
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
    this.session = LiveGame.restore(g, this.served, storage, sessionHost(this));
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
   * A lobby stored before a restart (setup.ts, storage/lobby-store.ts). The people seated have the grace period to come
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
    // Two people in one room never go by names a reader cannot tell apart (social/names.ts); nothing is changed yet.
    const taken = own >= 0 ? null : nameClash(options.name, tokenHash, this.people());
    if (taken !== null) throw new ServerError(ErrorCode.AUTH_FAILED, clashMessage(options.name, taken));
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
    if (this.quickStart && data.seat !== null && this.phase === 'lobby') autoStart(this, client);
  }

  seatClient(client: Client, seat: number): void {
    (client.userData as ClientData).seat = seat;
    this.bySeat[seat] = client;
    this.lost.delete(seat);
    this.session?.setConnected(seat, true);
  }

  override onDrop(client: Client): void {
    const d = client.userData as ClientData | undefined;
    if (!d || d.seat === null || this.bySeat[d.seat] !== client) return;
    // The seat stays its person's for the grace period, in every phase: after a game's end too, so that a rematch
    // asked meanwhile keeps it for them (not ready) rather than giving it to the next one to join.
    this.lost.add(d.seat);
    if (this.phase === 'finished') this.hold.dropped(d.seat);
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
    sendEnd(this, client);
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
    this.lost.delete(seat);
    if (this.phase === 'lobby') {
      freeSeat(this.lobby, seat);
      if (this.hostHash === d.tokenHash) this.hostHash = this.lobby.find((x) => x.kind === 'human')?.tokenHash ?? null;
      startRematchIfReady(this);
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
    ctx().codes?.release(this.roomId);
    this.session?.dispose();
    this.session = null;
  }

  nameOf(client: Client): string {
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

  /** The people in the room: its seated persons (present or not) and its connected spectators, with their names. */
  *people(): Iterable<NamedPerson> {
    for (const s of this.lobby) if (s.kind === 'human') yield { name: s.name, tokenHash: s.tokenHash };
    for (const c of this.clients) {
      const d = c.userData as ClientData | undefined;
      if (d && d.seat === null) yield { name: this.nameOf(c), tokenHash: d.tokenHash };
    }
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

  send1<T extends OneClientMessage>(c: Client, type: T, msg: ServerMessage<T>): void {
    c.send(type, msg);
  }

  refuse(c: Client, code: ProtocolErrorCode, message: string, type?: string, requestId?: number): void {
    ctx().metrics?.error(code);
    const m: ServerMessage<'error'> = { code, message };
    if (type !== undefined) m.type = type;
    if (requestId !== undefined) m.requestId = requestId;
    this.send1(c, 'error', m);
  }

  /** Copies seats (lobby or session) into the public state, and stores the lobby (or removes it: storage/lobby-store.ts). */
  syncSeats(): void {
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

  readonly seatConnected = (i: number): boolean => this.bySeat[i] !== null && !this.lost.has(i);
  readonly seatHeld = (i: number): boolean => this.bySeat[i] !== null;
  private readonly seatCovered = (i: number): boolean => (this.session?.seats[i]?.cover ?? null) !== null;
  private readonly seatCoverReason = (i: number): string =>
    this.phase === 'playing' ? (this.session?.seats[i]?.cover ?? '') || '' : '';

  updateListing(): void {
    if (!this.served) return;
    const id = this.served.module.id;
    void this.setMetadata(listingOf(this.roomId, id, this.lobby, this.phase, this.settings.private, this.state));
  }
}

// Every frame of a room's clients passes the frame guard before Colyseus decodes it (frame-guard.ts).
guardFrames(GameRoom);
