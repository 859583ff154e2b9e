/**
 * The browser's connection to one game room (Colyseus 0.17 SDK over the protocol of @shaju/protocol), as an external
 * store for React (`subscribe` / `getSnapshot`, see `useSession`). It keeps the player token per room in localStorage
 * (`shaju:token:<code>`), so a page reload — or a server restart — takes the same seat back; a dropped connection is
 * retried (Colyseus reconnection first, then the token) with backoff for up to two minutes.
 *
 * Snapshots are immutable: every change makes a new `SessionSnapshot` object.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { CreateRoomOptionsInput, JoinOptionsInput, RoomStateShape, ServerMessage } from '@shaju/protocol';
import type { ChatLine } from '@shaju/protocol/chat';
import { CLOSE_CODES, PROTOCOL_VERSION, ROOM_NAME } from '@shaju/protocol/constants';
import type { ErrorCode } from '@shaju/protocol/errors';
import type { EventBatch } from '@shaju/ui';
import { claimRoom, profileTokenFor } from './profile.ts';
import { rememberRoom } from './recent.ts';
import { shareEqual } from './share.ts';

/** A `step` message (see @shaju/protocol ServerMessages.step). */
export type Step = ServerMessage<'step'>;
/** A finished game's record (the `replay` message). */
export type GameRecord = ServerMessage<'replay'>['record'];
/** The game's result (the `result` message). */
export type GameResultMessage = ServerMessage<'result'>['result'];

/** One decision auto-pass sends at once: `d` for seat `seat` (this client's own, or one it controls). */
export interface AutoAnswer {
  readonly seat: number;
  readonly d: unknown;
}

/** Where the connection is. */
export type SessionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed' | 'replaced' | 'failed';

export type { EventBatch } from '@shaju/ui';

/** Everything the UI reads of a room. */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  /** Why the connection failed or closed (text for people), or null. */
  readonly failure: string | null;
  /** The last refused message (the server's `error`), with a counter so the same error twice still shows. */
  readonly error: { readonly code: ErrorCode; readonly message: string; readonly n: number } | null;
  readonly roomId: string | null;
  /** This client's seat (null: spectator or not joined). */
  readonly seat: number | null;
  /** The room's public state (seats, phase, settings), a plain copy. */
  readonly room: RoomStateShape | null;
  /** The last step (view and pending request), or null before the game starts. */
  readonly step: Step | null;
  /**
   * Every event batch since the game's start (the game log; the server sends the whole log on joining and
   * reconnecting), with the client's own quiet notes, oldest first: the whole game, however long (the log panel
   * draws only the lines in sight).
   */
  readonly log: readonly EventBatch[];
  readonly result: GameResultMessage | null;
  readonly record: GameRecord | null;
  /** The room's chat lines, oldest first (at most `CHAT_KEEP`); absent before any arrived. */
  readonly chat?: readonly ChatLine[];
}

/** Chat lines kept. */
export const CHAT_KEEP = 200;

const IDLE: SessionSnapshot = Object.freeze({
  status: 'idle',
  failure: null,
  error: null,
  roomId: null,
  seat: null,
  room: null,
  step: null,
  log: [],
  result: null,
  record: null,
});

/**
 * How long a client keeps asking for a game in progress that no server has (ms): the takeover delay of a dead server
 * process (30 s by default, apps/server/src/scale/takeover.ts) and the time to rebuild the game elsewhere.
 */
export const MOVING_MS = 60_000;

const NAME_KEY = 'shaju:name';
const tokenKey = (code: string): string => `shaju:token:${code}`;

/** The nickname remembered in this browser ('' when none). */
export function storedName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return '';
  }
}

const NAME_NUMBER_KEY = 'shaju:nameNumber';

/**
 * This browser's default-nickname number (100–999: `玩家123`, `Player 123`), drawn once and remembered
 * (`shaju:nameNumber`), so that the default nickname stays the same from one page load to the next.
 */
export function defaultNameNumber(): number {
  try {
    const kept = Number(localStorage.getItem(NAME_NUMBER_KEY));
    if (Number.isInteger(kept) && kept >= 100 && kept <= 999) return kept;
    const n = Math.floor(Math.random() * 900 + 100);
    localStorage.setItem(NAME_NUMBER_KEY, String(n));
    return n;
  } catch {
    return Math.floor(Math.random() * 900 + 100);
  }
}

/** Remembers the nickname. */
export function storeName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // private mode
  }
}

/** Whether this browser holds a player token for room `code` (it sat there before: a reload takes the seat back). */
export function hasStoredToken(code: string): boolean {
  return storedToken(code) !== undefined;
}

/** This browser's player token for room `code`, or undefined when it has none. */
export function storedToken(code: string): string | undefined {
  try {
    return localStorage.getItem(tokenKey(code)) ?? undefined;
  } catch {
    return undefined;
  }
}

function storeToken(code: string, token: string): void {
  try {
    localStorage.setItem(tokenKey(code), token);
  } catch {
    // private mode: a reload then joins as a new player
  }
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The game server's address: the page's own origin (the server serves the client). */
export function serverUrl(): string {
  return globalThis.location ? globalThis.location.origin : 'http://127.0.0.1:2567';
}

/**
 * One room connection. `create` or `join` it once; `send`/`decide` talk to the server; `leave` ends it.
 * Errors of the server arrive as `snapshot.error`; connection failures as `status: 'failed'` with `failure`.
 */
export class GameSession {
  private snap: SessionSnapshot = IDLE;
  private readonly listeners = new Set<() => void>();
  private sdk: Client;
  private room: Room | null = null;
  private token: string | undefined;
  private name = '';
  private reconnectToken = '';
  private ended = false;
  private errors = 0;
  /** Request ids answered per seat, so a double click sends one decision. */
  private readonly answered = new Map<number, number>();
  /** The last step as the server sent it (`snapshot.step` leaves out the seats this client has answered). */
  private raw: Step | null = null;

  constructor(private readonly url: string = serverUrl()) {
    this.sdk = new Client(url);
  }

  /** React's `useSyncExternalStore` subscribe. */
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** React's `useSyncExternalStore` snapshot (also what the page shows: it reads it to draw). */
  getSnapshot = (): SessionSnapshot => {
    this.shown = this.snap;
    return this.snap;
  };

  /** The snapshot the page last read to draw itself (server messages are drawn after the next paint, see `set`). */
  private shown: SessionSnapshot = IDLE;

  /**
   * Changes the snapshot at once; the page hears of it at once for this client's own actions (`now`), else after the
   * next paint, once per frame however many server messages came meanwhile: what the player just did is drawn first,
   * and a burst of moves is drawn once (docs/performance.md, "The web"). `getSnapshot` is always the latest.
   */
  private set(patch: Partial<SessionSnapshot>, now = false): void {
    this.snap = { ...this.snap, ...patch };
    if (now) this.notify();
    else if (!this.notifyDue) {
      this.notifyDue = true;
      afterNextPaint(this.notify);
    }
  }

  private notifyDue = false;

  private readonly notify = (): void => {
    this.notifyDue = false;
    for (const f of this.listeners) f();
  };

  /** Creates a room (`options` per CreateRoomOptions) and sits in it; resolves with the room code. */
  async create(name: string, options: CreateRoomOptionsInput): Promise<string> {
    this.name = name;
    this.set({ status: 'connecting', failure: null }, true);
    try {
      const token = profileTokenFor(null);
      const opts: JoinOptionsInput = { v: PROTOCOL_VERSION, name, create: options, ...(token ? { token } : {}) };
      const r = await this.sdk.create(ROOM_NAME, opts);
      if (token) claimRoom(r.roomId);
      this.attach(r);
      return r.roomId;
    } catch (e) {
      this.set({ status: 'failed', failure: errorText(e) });
      throw e;
    }
  }

  /**
   * After `replaced` (the seat opened in another tab or on another device): joins again with this browser's token,
   * taking the seat back here (the other connection is the one replaced then). Does nothing in another status.
   */
  async takeBack(): Promise<void> {
    const code = this.snap.roomId;
    if (this.snap.status !== 'replaced' || !code) return;
    await this.join(this.name, code);
  }

  /** Joins room `code` (with this browser's token for it, if any: the same seat back); `spectate` to watch only. */
  async join(name: string, code: string, spectate = false): Promise<void> {
    this.name = name;
    // This room's token (a seat taken before), else the profile's (net/profile.ts: the record follows the player).
    this.token = storedToken(code) ?? profileTokenFor(code);
    this.set({ status: 'connecting', failure: null, roomId: code }, true);
    try {
      const opts: JoinOptionsInput = {
        v: PROTOCOL_VERSION,
        name,
        ...(this.token ? { token: this.token } : {}),
        ...(spectate ? { spectate: true } : {}),
      };
      this.attach(await this.sdk.joinById(code, opts));
    } catch (e) {
      this.set({ status: 'failed', failure: errorText(e) });
      throw e;
    }
  }

  /** Sends a lobby or game message (see @shaju/protocol ClientMessages); ignored when not connected. */
  send(type: string, payload: unknown = {}): void {
    if (!this.room || this.snap.status !== 'open') return;
    try {
      this.room.send(type, payload);
    } catch (e) {
      this.set({ error: { code: 'internal', message: errorText(e), n: ++this.errors } }, true);
    }
  }

  /**
   * Sends `decision` for the current request (`seat`: a seat this client controls now; default its own). An answer to
   * a request that asks this seat goes once per request id; a free decision of a seat not asked now (杀机四伏's reveal,
   * ruling S-R1) goes as it is and the server checks it. Returns false when nothing was sent: no game, no seat, or
   * the request already answered.
   */
  decide(decision: unknown, seat?: number): boolean {
    const p = (this.raw ?? this.snap.step)?.pending;
    if (!p) return false;
    // A click on a request the page no longer shows (a newer one came and is not drawn yet) answers nothing: the
    // page draws the new request at once instead.
    const shownId = this.shown.step?.pending?.id;
    if (this.notifyDue && shownId !== undefined && shownId !== p.id) {
      this.notify();
      return false;
    }
    return this.answer(decision, seat);
  }

  /**
   * `decide` without the click's check against the drawn request: answers the latest request. `now`: the page hears
   * of it at once (a click), else with the next server message's drawing (auto-pass).
   */
  private answer(decision: unknown, seat?: number, now = true): boolean {
    const p = (this.raw ?? this.snap.step)?.pending;
    const own = this.snap.seat;
    const s = seat ?? own;
    if (!p || s === null) return false;
    if (p.for.includes(s)) {
      if (this.answered.get(s) === p.id) return false;
      this.answered.set(s, p.id);
    }
    this.send('decide', s === own ? { requestId: p.id, decision } : { requestId: p.id, decision, seat: s });
    // The server announces a response window's answers only when it closes: the prompt goes away at once here.
    if (this.raw) this.set({ step: this.unanswered(this.raw) }, now);
    return true;
  }

  /**
   * Auto-pass (see useAutoPass): `answers` gives, for a step and this client's seat, the decisions to send at once
   * (none: the player decides). It runs on every request as it arrives, drawn or not — a request replaced before the
   * next paint is still answered by this client, not by the server's timer — and now on the current one; each answer
   * sent (one per seat answered for) adds the quiet line `autoPassed`. Nothing runs while this seat is a spectator's,
   * covered by a bot (托管, timeouts: an answer would end the cover) or the game is over. `null` turns it off.
   */
  setAutoAnswer(answers: ((step: Step, seat: number) => readonly AutoAnswer[]) | null): void {
    this.autoAnswers = answers;
    this.autoAnswer();
  }

  private autoAnswers: ((step: Step, seat: number) => readonly AutoAnswer[]) | null = null;

  private autoAnswer(): void {
    const f = this.autoAnswers;
    const seat = this.snap.seat;
    if (!f || !this.raw || seat === null || this.snap.result !== null) return;
    if (this.snap.room?.seats[seat]?.covered === true) return;
    // One note per answer sent: answering a controlled seat's request too (the same window asks both) is two passes.
    const kind = this.raw.pending?.kind;
    for (const a of f(this.unanswered(this.raw), seat))
      if (this.answer(a.d, a.seat, false)) this.note('autoPassed', kind);
  }

  /**
   * Adds a quiet line of this client to the log (`note`: a key of the ui namespace's `notes`, e.g. `autoPassed`;
   * `about`: the kind of the request it is about, which the game's words may name).
   */
  note(note: string, about?: string): void {
    const seq = this.snap.step?.seq ?? 0;
    const b = about === undefined ? { seq, events: [], note } : { seq, events: [], note, about };
    this.set({ log: [...this.snap.log, b] });
  }

  /** 托管: hands this seat to a bot of the room's kind (`on`), or takes it back. */
  autoplay(on: boolean): void {
    this.send('autoplay', { on });
  }

  /**
   * Leaves the room. A seat in a game is then played by a bot (the server's `gone` cover) until this browser opens
   * the room again: its stored token takes the seat back.
   */
  leave(): void {
    this.ended = true;
    const r = this.room;
    this.room = null;
    if (r) {
      try {
        r.send('leave', {});
      } catch {
        // already closed
      }
      void r.leave(true).catch(() => undefined);
    }
    this.set({ status: 'closed' }, true);
  }

  /**
   * `s` without the seats this client has answered on its request: `pending.for` minus them, `you` false when none is
   * left (the table then stops prompting while the window stays open).
   */
  private unanswered(s: Step): Step {
    const p = s.pending;
    if (!p?.you) return s;
    const left = p.for.filter((seat) => this.answered.get(seat) !== p.id);
    if (left.length === p.for.length) return s;
    return { ...s, pending: { ...p, for: left, you: left.length > 0 } };
  }

  /** The game of this room last remembered for the home page's list (null: none yet on this connection). */
  private remembered: string | null = null;

  /**
   * The room's synced state changed. The room is remembered for the home page's list once, and again whenever a new
   * game starts in it (its replay link). When a bot's cover of this seat ends (托管 off, back after timeouts),
   * auto-pass runs on the request now open, which arrived while the bot had it.
   */
  private onRoomState(plain: RoomStateShape): void {
    const gameId = plain.gameId ?? '';
    if (this.remembered !== gameId && plain.code && plain.game) {
      this.remembered = gameId;
      rememberRoom(plain.code, plain.game, Date.now(), gameId);
    }
    const seat = this.snap.seat;
    const wasCovered = seat !== null && this.snap.room?.seats[seat]?.covered === true;
    this.set({ room: plain });
    if (wasCovered && seat !== null && plain.seats?.[seat]?.covered !== true) this.autoAnswer();
  }

  private attach(r: Room): void {
    this.room = r;
    // An answer sent just before a drop may never have arrived: after (re)connecting, every request may be answered.
    this.answered.clear();
    r.reconnection.enabled = false;
    this.reconnectToken = r.reconnectionToken;
    r.onMessage('*', (type: string | number, payload: unknown) => this.onMessage(String(type), payload));
    this.remembered = null;
    r.onStateChange((state: unknown) =>
      this.onRoomState(((state as { toJSON?: () => unknown }).toJSON?.() ?? state) as RoomStateShape),
    );
    r.onLeave((code: number) => {
      if (this.room !== r) return;
      this.room = null;
      if (this.ended) return;
      if (code === CLOSE_CODES.left || code === 1000) {
        this.set({ status: 'closed', failure: null });
        return;
      }
      // The seat was opened in another tab or on another device: that one plays it now (`takeBack` returns it here).
      if (code === CLOSE_CODES.replaced) {
        this.set({ status: 'replaced', failure: null });
        return;
      }
      void this.reconnect();
    });
    this.set({ status: 'open', roomId: r.roomId });
  }

  private onMessage(type: string, payload: unknown): void {
    switch (type) {
      case 'welcome': {
        const w = payload as ServerMessage<'welcome'>;
        this.token = w.token;
        storeToken(w.roomId, w.token);
        this.set({ roomId: w.roomId, seat: w.seat });
        break;
      }
      case 'seated':
        this.set({ seat: (payload as ServerMessage<'seated'>).seat });
        break;
      case 'step': {
        // The parts of the view that did not change keep their objects (memoised table parts stay as they are).
        const got = payload as Step;
        const s: Step = this.raw ? { ...got, view: shareEqual(this.raw.view, got.view) } : got;
        if (s.mine !== null) this.answered.delete(s.mine);
        this.raw = s;
        const batch: EventBatch = s.timeout
          ? { seq: s.seq, events: s.events, timeout: s.timeout }
          : { seq: s.seq, events: s.events };
        const log = s.snapshot || s.events.length === 0 ? this.snap.log : [...this.snap.log, batch];
        this.set({ step: this.unanswered(s), log });
        this.autoAnswer();
        break;
      }
      case 'history':
        // The whole log as this seat saw it, just before the snapshot: it replaces what this client kept, but for
        // this client's own quiet lines (auto-pass), which the server never had.
        this.set({ log: withNotes((payload as ServerMessage<'history'>).batches, this.snap.log) });
        break;
      case 'error': {
        const e = payload as ServerMessage<'error'>;
        if (e.requestId !== undefined) {
          for (const [seat, id] of this.answered) if (id === e.requestId) this.answered.delete(seat);
        }
        const step = this.raw ? this.unanswered(this.raw) : this.snap.step;
        this.set({ step, error: { code: e.code as ErrorCode, message: e.message, n: ++this.errors } });
        break;
      }
      case 'result':
        this.set({ result: (payload as ServerMessage<'result'>).result });
        break;
      case 'replay':
        this.set({ record: (payload as ServerMessage<'replay'>).record });
        break;
      case 'chat': {
        // The history on (re)joining is the server's: it replaces what this page kept (a restarted server numbers on
        // from the lines it stored); a live line is added once.
        const m = payload as ServerMessage<'chat'>;
        const lines = m.lines as ChatLine[];
        this.set({ chat: m.history ? lines.slice(-CHAT_KEEP) : mergeChat(this.snap.chat ?? [], lines) });
        break;
      }
      case 'newGame':
        // A rematch in this room: the finished game's requests, view, log and result are done with.
        this.answered.clear();
        this.set({ step: null, log: [], result: null, record: null });
        break;
    }
  }

  /** Colyseus reconnection first, then the player token (which also works after a server restart). */
  private async reconnect(): Promise<void> {
    this.set({ status: 'reconnecting' });
    const code = this.snap.roomId ?? '';
    const t0 = Date.now();
    for (let attempt = 1; !this.ended && Date.now() - t0 < 120_000; attempt++) {
      await sleep(Math.min(500 * 2 ** (attempt - 1), 5000));
      if (this.ended) return;
      try {
        let r: Room;
        try {
          r = await this.sdk.reconnect(this.reconnectToken);
        } catch {
          this.sdk = new Client(this.url);
          const opts: JoinOptionsInput = {
            v: PROTOCOL_VERSION,
            name: this.name,
            ...(this.token ? { token: this.token } : {}),
          };
          r = await this.sdk.joinById(code, opts);
        }
        this.attach(r);
        return;
      } catch (e) {
        // The room is gone (finished and disposed, or lost with a server restart before it started): stop trying.
        // A game in progress is not gone: its process may have died and another takes it over (docs/deploy.md), so
        // the matchmaker is asked again by the room's code for `MOVING_MS`.
        const moving = this.snap.room?.phase === 'playing' && Date.now() - t0 < MOVING_MS;
        if (/not found/i.test(errorText(e)) && !moving) {
          this.set({ status: 'failed', failure: errorText(e) });
          return;
        }
      }
    }
    if (!this.ended) this.set({ status: 'failed', failure: 'reconnect' });
  }
}

/**
 * Calls `f` once after the next paint, when the page is idle (what the person does next comes first) but at most
 * 50 ms after that paint; or after 150 ms when the page paints no frame (a hidden tab, a test without frames).
 */
function afterNextPaint(f: () => void): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    f();
  };
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(once, { timeout: 50 });
      else setTimeout(once, 0);
    });
  }
  setTimeout(once, 150);
}

/** `old` and `add` by line number, each line once (a history after a reconnection repeats lines), the latest kept. */
export function mergeChat(old: readonly ChatLine[], add: readonly ChatLine[]): readonly ChatLine[] {
  const last = old.length > 0 ? (old[old.length - 1] as ChatLine).n : 0;
  const fresh = add.filter((l) => l.n > last);
  if (fresh.length === 0) return old;
  const all = [...old, ...fresh];
  return all.length > CHAT_KEEP ? all.slice(all.length - CHAT_KEEP) : all;
}

/**
 * `history` (the server's batches, in order) with the quiet lines of `old` (batches with a `note`) put back where they
 * were: each after the batches up to its `seq`, before the next one. Returns `history` itself when `old` has none.
 */
export function withNotes(history: readonly EventBatch[], old: readonly EventBatch[]): readonly EventBatch[] {
  const notes = old.filter((b) => b.note !== undefined);
  if (notes.length === 0) return history;
  const out: EventBatch[] = [];
  let j = 0;
  for (const b of history) {
    while (j < notes.length && (notes[j] as EventBatch).seq < b.seq) out.push(notes[j++] as EventBatch);
    out.push(b);
  }
  while (j < notes.length) out.push(notes[j++] as EventBatch);
  return out;
}

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (typeof e === 'object' && e !== null && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}
