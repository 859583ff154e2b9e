/**
 * The state of one `shaju connect` session, shared by its parts (lobby.ts, table.ts, link.ts, the loop in
 * ../connect.ts): the room and seat, the last step, the question on screen, the timers, and the small actions every
 * part uses (write a line, open a prompt, send a message, wake the loop).
 */
import { userInfo } from 'node:os';
import { Client, type Room } from '@colyseus/sdk';
import type { RoomStateShape, SeatStateShape, ServerMessage } from '@shaju/protocol';
import pc from 'picocolors';
import type { ConnectOptions } from '../args.ts';
import { msg } from '../i18n.ts';
import { MenuNumbers, PickQueue } from '../menu-numbers.ts';
import { painter } from '../paint.ts';
import { findGame, GAME_LIST } from '../registry.ts';
import type { EventPrinter, GameEntry, RenderOptions } from '../types.ts';
import type { ConnectIO } from './input.ts';
import { type Words, words } from './words.ts';

/** A `step` message of the server. */
export type Step = ServerMessage<'step'>;

/** A question on screen: shown once per key; `answer` returns whether to ask again, show it again, or it is done. */
export interface Question {
  readonly key: string;
  readonly prompt: string;
  show(): void;
  answer(line: string): 'again' | 'reshow' | 'done';
  /** The request it answers (for the timeout notice). */
  readonly request?: { id: number };
}

/** Why the loop stopped: end of input, the player left, the server closed, reconnection failed. */
export type Stop = 'eof' | 'quit' | 'closed' | 'failed';

/** The default server address. */
export const DEFAULT_URL = 'ws://127.0.0.1:2567';

/**
 * Request kinds timed as response windows (`responseSeconds`): every game's `responseKinds` (its manifest), as the
 * server times them; used only to estimate a deadline the server has not sent yet.
 */
const RESPONSE_KINDS: ReadonlySet<string> = new Set(GAME_LIST.flatMap((e) => e.manifest.responseKinds));

/** A nickname from the system user name, cut to the protocol's 24 characters. */
function defaultName(): string {
  let n = '';
  try {
    n = userInfo().username;
  } catch {
    // no user name
  }
  n = n.replace(/[^\p{L}\p{N}_.-]/gu, '').slice(0, 24);
  return n || 'player';
}

/** The message of anything thrown. */
export function errorText(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  if (typeof e === 'object' && e !== null && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** One `shaju connect` session: what its parts read and change. */
export class ConnectSession {
  /** The session's words, in the chosen language. */
  readonly w: Words;
  /** The words shared with `shaju play` (menus, prompts, the saved record). */
  readonly pm: ReturnType<typeof msg>['play'];
  /** Colours (none without a terminal or with `--no-color`). */
  readonly k: ReturnType<typeof pc.createColors>;
  readonly o: RenderOptions;
  /** This player's nickname. */
  readonly name: string;
  /** A prompt is on screen without its newline: the next line written starts on a line of its own. */
  promptOpen = false;
  /**
   * The deadline of each request (epoch ms). A step's `pending.deadline` is right from the second step of a request
   * on (and in a snapshot); the first step of a new request carries the previous one's (the server arms the timer
   * after broadcasting), so that one is estimated from the room's timer settings.
   */
  readonly deadlines = new Map<number, number>();
  /** The request of the last step (see `deadlines`). */
  lastPendingId = -1;
  /** The Colyseus client (a new one after a failed reconnection). */
  sdk: Client;
  /** The room joined, or null between a drop and the reconnection. */
  room: Room | null = null;
  /** The room code. */
  roomId: string;
  /** This player's token (from the welcome), to take the seat back. */
  token: string;
  /** Colyseus' reconnection token of the current room. */
  reconnectToken = '';
  /** This player's seat, or null for a spectator (or before sitting). */
  mySeat: number | null = null;
  /** The first welcome arrived. */
  welcomed = false;
  /** The room's game, once known. */
  entry: GameEntry | null;
  /** The game's events in words for this seat, keeping context between steps. */
  printer: EventPrinter | null = null;
  /** The last step received. */
  last: Step | null = null;
  /** The game has started (the first step arrived). */
  started = false;
  /** Another seat moved since the table was last shown (else a brief status is enough). */
  othersMoved = true;
  /** The game's result, once sent. */
  result: ServerMessage<'result'> | null = null;
  /** The game's record, sent after the result. */
  record: ServerMessage<'replay'>['record'] | null = null;
  /** When the result arrived (epoch ms): the record is awaited three seconds at most. */
  resultAt = 0;
  /** The result screen of the last game was printed. */
  resultShown = false;
  /** Per rules seat, the request id last answered. */
  readonly answered = new Map<number, number>();
  /** The numbers of each request key's menus, kept from one menu to the next (menu-numbers.ts). */
  readonly numbers = new MenuNumbers();
  /** The cards still to answer of a several-card pick. */
  readonly picks = new PickQueue();
  /** Events of the steps of a several-card pick under way, printed together once it is done (`printHeld`). */
  readonly heldEvents: unknown[] = [];
  /** The step whose free action was last answered (asked once per step). */
  offerDoneSeq = -1;
  /** Where this player asked to sit (the server answers with the room state, not a message). */
  seatWish: number | null = null;
  /** A sub-question (seat, confirmation, which card) that comes before the lobby and the game. */
  sub: Question | null = null;
  /** Why the session stops, once it does. */
  stop: Stop | null = null;
  /** A reconnection is under way. */
  reconnecting = false;
  /** The question on screen. */
  shown: Question | null = null;
  /** A lobby action was sent and the room state has not answered yet. */
  lobbyBusy = false;
  /**
   * The room state that answers the lobby action in flight (`start`: the game begins), null for any change: until it
   * comes (or a refusal), the lobby is not asked again, so a state patch in between cannot make the player, or a
   * script, send the action twice.
   */
  lobbyUntil: ((st: RoomStateShape) => boolean) | null = null;
  /** The "time is short" notice (see `armHurry`). */
  hurryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Wakes the loop three seconds after the result when no record came. */
  wakeTimer: ReturnType<typeof setTimeout> | null = null;
  /** Something changed since the loop last looked. */
  dirty = true;
  private wakeFn: (() => void) | null = null;
  /** Send times of the last second: the client keeps under the server's rate limit (20 a second) by itself. */
  private readonly sentAt: number[] = [];

  /** A session for the command line's `opts`, over `io`; not connected yet (see link.ts's `openRoom`). */
  constructor(
    readonly opts: ConnectOptions,
    readonly io: ConnectIO,
  ) {
    this.w = words(opts.lang);
    this.pm = msg(opts.lang).play;
    this.k = pc.createColors(io.color);
    this.o = { lang: opts.lang, paint: painter(io.color) };
    this.name = opts.name ?? defaultName();
    this.sdk = new Client(opts.url);
    this.roomId = opts.join ?? '';
    this.token = opts.token ?? '';
    this.entry = opts.entry;
    io.input.onEnd(this.wake);
  }

  /** Writes one line (on a line of its own after an open prompt). */
  /** Prints the events held back during a several-card pick (`heldEvents`), in one batch of the game's words. */
  printHeld(): void {
    if (this.heldEvents.length === 0 || !this.printer) return;
    for (const l of this.printer.print(this.heldEvents.splice(0))) this.write(l);
  }

  write(line: string): void {
    if (this.promptOpen) this.io.write('');
    this.promptOpen = false;
    this.io.write(line);
  }

  /** Writes a prompt, left open for the answer. */
  prompt(text: string): void {
    this.io.prompt(text);
    this.promptOpen = true;
  }

  /** Marks the session changed and wakes the loop. */
  readonly wake = (): void => {
    this.dirty = true;
    const f = this.wakeFn;
    this.wakeFn = null;
    f?.();
  };

  /** Resolves once something changed since the last call. */
  async changed(): Promise<void> {
    if (!this.dirty) await new Promise<void>((r) => (this.wakeFn = r));
    this.dirty = false;
  }

  /** `--join CODE` (with the server's address when it is not the default), and `--token` when asked. */
  joinArgs(withToken: boolean): string {
    return [
      this.opts.url === DEFAULT_URL ? null : this.opts.url,
      `--join ${this.roomId}`,
      withToken ? `--token ${this.token}` : null,
    ]
      .filter((x) => x !== null)
      .join(' ');
  }

  /** The room's synchronised state, or null when not in a room. */
  state(): RoomStateShape | null {
    return (this.room?.state as RoomStateShape | undefined) ?? null;
  }

  /** The room's seats. */
  seats(): SeatStateShape[] {
    return [...(this.state()?.seats ?? [])];
  }

  /** The room's game, once known (from the options, the room state or a view). */
  gameEntry(): GameEntry | null {
    if (this.entry) return this.entry;
    const id = this.state()?.game ?? (this.last?.view as { game?: string } | undefined)?.game;
    if (id) {
      const f = findGame(id);
      if (f.ok) this.entry = f.entry;
    }
    return this.entry;
  }

  /** The room's game title, or its id while the game is unknown. */
  title(): string {
    const e = this.gameEntry();
    return e ? e.title[this.opts.lang] : (this.state()?.game ?? '?');
  }

  /** Sends a message, keeping under the server's rate limit; a failure is printed. */
  send(type: string, payload: unknown): void {
    const now = Date.now();
    while (this.sentAt.length > 0 && now - (this.sentAt[0] as number) >= 1000) this.sentAt.shift();
    if (this.sentAt.length >= 12) {
      setTimeout(() => this.send(type, payload), 1010 - (now - (this.sentAt[0] as number)));
      return;
    }
    this.sentAt.push(now);
    try {
      this.room?.send(type, payload);
    } catch (e) {
      this.write(this.k.red(this.w.serverError('send', errorText(e))));
    }
  }

  /** Notes the deadline of a step's request (see `deadlines`). */
  trackDeadline(s: Step): void {
    const p = s.pending;
    if (!p) return;
    if (p.deadline !== null && (s.snapshot || p.id === this.lastPendingId)) this.deadlines.set(p.id, p.deadline);
    else if (!this.deadlines.has(p.id)) {
      const st = this.state();
      const secs = RESPONSE_KINDS.has(p.kind) ? (st?.responseSeconds ?? 15) : (st?.turnSeconds ?? 30);
      this.deadlines.set(p.id, Date.now() + secs * 1000);
    }
    this.lastPendingId = p.id;
  }

  /** Answers request `requestId` for `seat` (this player's own, or one it controls). */
  decide(requestId: number, decision: unknown, seat: number): void {
    this.answered.set(seat, requestId);
    this.send('decide', seat === this.mySeat ? { requestId, decision } : { requestId, decision, seat });
  }

  /** Ten seconds before `deadline`, says how long is left if the question `key` is still on screen. */
  armHurry(key: string, deadline: number): void {
    if (this.hurryTimer) clearTimeout(this.hurryTimer);
    const at = deadline - 10_000 - Date.now();
    if (at <= 0) return;
    this.hurryTimer = setTimeout(() => {
      this.hurryTimer = null;
      if (this.shown?.key === key && !this.stop) {
        this.write('');
        this.write(this.k.yellow(this.w.hurry(Math.max(0, Math.round((deadline - Date.now()) / 1000)))));
        this.prompt(this.shown.prompt);
      }
    }, at);
  }
}
