/**
 * A small scripted SDK client for the server tests and the benchmark: one Colyseus SDK connection playing one seat
 * (or watching), recording every message it receives, answering its requests with a decider (a bot from
 * @shaju/bots over its own view, or a script), able to drop its socket and reconnect.
 */
import { Client, type Room } from '@colyseus/sdk';
import { kitOf } from '@shaju/games/loaded';
import {
  type CreateRoomOptionsInput,
  type JoinOptionsInput,
  PROTOCOL_VERSION,
  ROOM_NAME,
  type ServerMessage,
} from '@shaju/protocol';
import type { Decider } from '@shaju/testkit';

/** A message as received: its type and payload, with the receive time (ms, performance.now). */
export interface Received {
  readonly type: string;
  readonly msg: unknown;
  readonly at: number;
}

type Step = ServerMessage<'step'>;

/**
 * Chooses a decision for `seat` (this player's own, or one it controls) from its legal decisions and this player's
 * view, or null to let the timer run.
 */
export type Chooser = (c: { seat: number; kind: string; legal: readonly unknown[]; view: unknown }) => unknown;

/** Options of a player. */
export interface PlayerOptions {
  /** Answer requests automatically with this chooser (else call `decide` yourself). */
  readonly chooser?: Chooser;
  /** Called on every `step` received (after recording). */
  readonly onStep?: (step: Step) => void;
}

/** A chooser that plays like the bot `kind` of `game` (seeded), seeing only this seat's view. */
export function botChooser(game: string, kind: string, seed: number): Chooser {
  const bot: Decider = kitOf(game).makeBot(kind, seed);
  return (c) => bot.decide({ seat: c.seat, kind: c.kind, legal: () => c.legal, view: () => c.view });
}

/** A scripted player: one SDK connection. */
export class TestPlayer {
  sdk: Client;
  room!: Room;
  token = '';
  seat: number | null = null;
  roomId = '';
  /** Every message received, in order (since the first join; reconnects append). */
  readonly received: Received[] = [];
  /** The last step received. */
  last: Step | null = null;
  result: ServerMessage<'result'> | null = null;
  replay: ServerMessage<'replay'> | null = null;
  readonly errors: ServerMessage<'error'>[] = [];
  /** Decisions sent: request id and the time sent (performance.now). */
  readonly sent: { requestId: number; at: number }[] = [];
  /** Per rules seat, the request id last answered. */
  private answered = new Map<number, number>();
  private waiters: { pred: () => boolean; resolve: () => void }[] = [];
  paused = false;
  /** The close code when the connection ended, else null. */
  closeCode: number | null = null;

  constructor(
    url: string,
    readonly name: string,
    readonly opts: PlayerOptions = {},
  ) {
    this.sdk = new Client(url);
  }

  /** Creates a room (this player becomes the host) and joins it. */
  async create(options: CreateRoomOptionsInput, extra: Partial<JoinOptionsInput> = {}): Promise<this> {
    const room = await this.sdk.create(ROOM_NAME, {
      v: PROTOCOL_VERSION,
      name: this.name,
      ...extra,
      create: options,
    });
    await this.attach(room);
    return this;
  }

  /** Joins a room by code (with `token`: takes that token's seat back). */
  async join(roomId: string, extra: Partial<JoinOptionsInput> = {}): Promise<this> {
    const room = await this.sdk.joinById(roomId, {
      v: PROTOCOL_VERSION,
      name: this.name,
      ...(this.token ? { token: this.token } : {}),
      ...extra,
    });
    await this.attach(room);
    return this;
  }

  private async attach(room: Room): Promise<void> {
    this.room = room;
    this.closeCode = null;
    this.roomId = room.roomId;
    room.reconnection.enabled = false;
    const n = this.count('welcome');
    const welcome = this.waitFor(() => this.count('welcome') > n, 15_000, 'welcome');
    room.onMessage('*', (type: string | number, msg: unknown) => this.onMessage(String(type), msg));
    room.onStateChange(() => this.wake());
    room.onLeave((code: number) => {
      this.closeCode = code;
      this.wake();
    });
    await welcome;
  }

  private onMessage(type: string, msg: unknown): void {
    this.received.push({ type, msg, at: performance.now() });
    switch (type) {
      case 'welcome': {
        const w = msg as ServerMessage<'welcome'>;
        this.token = w.token;
        this.seat = w.seat;
        this.roomId = w.roomId;
        break;
      }
      case 'seated':
        this.seat = (msg as ServerMessage<'seated'>).seat;
        break;
      case 'step': {
        const s = msg as Step;
        this.last = s;
        this.opts.onStep?.(s);
        this.maybeAnswer();
        break;
      }
      case 'error': {
        const e = msg as ServerMessage<'error'>;
        this.errors.push(e);
        if (e.requestId !== undefined) {
          for (const [seat, id] of this.answered) if (id === e.requestId) this.answered.delete(seat);
          this.maybeAnswer();
        }
        break;
      }
      case 'result':
        this.result = msg as ServerMessage<'result'>;
        break;
      case 'replay':
        this.replay = msg as ServerMessage<'replay'>;
        break;
      case 'newGame':
        // A rematch: the last game's requests, result and record are done with.
        this.answered.clear();
        this.last = null;
        this.result = null;
        this.replay = null;
        break;
    }
    this.wake();
  }

  /**
   * Answers the current request with the chooser for every seat it decides for (`pending.for`), once per request id
   * and seat — again when the step applied its own decision for that seat and the request kept its id.
   */
  maybeAnswer(): void {
    const s = this.last;
    if (!s || this.paused || !this.opts.chooser || !s.pending?.you) return;
    const view = s.view as { legal?: readonly unknown[]; controlling?: { seat: number; legal: readonly unknown[] }[] };
    for (const seat of s.pending.for) {
      if (this.answered.get(seat) === s.pending.id && s.mine !== seat) continue;
      const legal = seat === this.seat ? view.legal : view.controlling?.find((c) => c.seat === seat)?.legal;
      if (!legal || legal.length === 0) continue;
      const d = this.opts.chooser({ seat, kind: s.pending.kind, legal, view });
      if (d === null || d === undefined) continue;
      this.decide(s.pending.id, d, seat);
    }
  }

  /** Sends a decision for request `requestId`, for `seat` (default this player's own). */
  decide(requestId: number, decision: unknown, seat: number | null = this.seat): void {
    if (seat !== null) this.answered.set(seat, requestId);
    this.sent.push({ requestId, at: performance.now() });
    this.room.send(
      'decide',
      seat === null || seat === this.seat ? { requestId, decision } : { requestId, decision, seat },
    );
  }

  /** Sends any message (also malformed ones, for the fuzz test). */
  sendRaw(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  /** Resolves when `pred()` holds (checked on every message), rejects after `ms`. */
  waitFor(pred: () => boolean, ms = 30_000, what = 'condition'): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const w = {
        pred,
        resolve: () => {
          clearTimeout(t);
          resolve();
        },
      };
      const t = setTimeout(() => {
        this.waiters = this.waiters.filter((x) => x !== w);
        reject(new Error(`${this.name}: timed out after ${ms} ms waiting for ${what}`));
      }, ms);
      this.waiters.push(w);
    });
  }

  private wake(): void {
    const ready = this.waiters.filter((w) => w.pred());
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }

  /** The number of messages of a type received. */
  count(type: string): number {
    return this.received.filter((r) => r.type === type).length;
  }

  /** Cuts the socket without a goodbye (as a lost network would): the server sees a drop. */
  drop(): void {
    const ws = (this.room.connection as unknown as { transport: { ws: { terminate?: () => void; close: () => void } } })
      .transport.ws;
    if (ws.terminate) ws.terminate();
    else ws.close();
  }

  /** Reconnects within the grace period with Colyseus' reconnection token. */
  async reconnect(): Promise<void> {
    const room = await this.sdk.reconnect(this.room.reconnectionToken);
    this.answered.clear();
    await this.attachReconnected(room);
  }

  private async attachReconnected(room: Room): Promise<void> {
    this.room = room;
    this.closeCode = null;
    room.reconnection.enabled = false;
    room.onMessage('*', (type: string | number, msg: unknown) => this.onMessage(String(type), msg));
    room.onStateChange(() => this.wake());
    room.onLeave((code: number) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /**
   * Joins the same room again at `url` (a restarted server) with this player's token: the server gives the seat back
   * and a snapshot.
   */
  async rejoin(url: string): Promise<void> {
    this.sdk = new Client(url);
    this.answered.clear();
    await this.join(this.roomId);
  }

  /** Leaves the room politely. */
  async leave(): Promise<void> {
    if (!this.room?.connection?.isOpen) return;
    try {
      await Promise.race([this.room.leave(true), new Promise((r) => setTimeout(r, 1000))]);
    } catch {
      // already gone
    }
  }
}
