/**
 * `shaju connect`: a terminal client of the game server (apps/server) over its real protocol (Colyseus 0.17 SDK,
 * messages of @shaju/protocol). It creates a room (and hosts it) or joins one by its code, runs the lobby (seats, bots,
 * ready, start) as a numbered menu, then plays: every `step` prints the seat's redacted events with the game's
 * renderer, and when the server asks this player it shows the table and the same numbered menu as `shaju play`, and
 * answers with `decide`. A dropped connection is retried (Colyseus reconnection, then the player token); the token is
 * printed so the player can come back later with `--token`. At the end the record (sent by the server) is replayed
 * locally for the same result screen as `shaju play`, and saved for `shaju replay`.
 *
 * Input is read a line at a time only while a question is open; the end of the input (or Ctrl+C) leaves the room.
 */
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { Client, type Room } from '@colyseus/sdk';
import type { LogEntry } from '@shaju/engine';
import {
  type CreateRoomOptionsInput,
  type JoinOptionsInput,
  PROTOCOL_VERSION,
  ROOM_NAME,
  type RoomStateShape,
  type SeatStateShape,
  type ServerMessage,
} from '@shaju/protocol';
import { makeRecord } from '@shaju/testkit';
import { normalizeAnswer, padEnd, printable } from '@shaju/words';
import pc from 'picocolors';
import type { ConnectOptions } from './args.ts';
import { msg } from './i18n.ts';
import { lineQueue } from './io.ts';
import { painter } from './paint.ts';
import { fileStamp, recordToJson, saveNew } from './play.ts';
import { findGame } from './registry.ts';
import type { EventPrinter, GameEntry, Lang, MenuItem, RenderOptions } from './types.ts';

type Step = ServerMessage<'step'>;
type Welcome = ServerMessage<'welcome'>;

const zh = {
  connecting: (url: string) => `正在连接 ${url} …`,
  cannotConnect: (url: string, why: string) => `无法连接服务器 ${url}：${why}`,
  startServer: '先在另一个终端启动服务器：npm run server',
  refusedJoin: (why: string) => `服务器拒绝了请求：${why}`,
  created: (code: string, title: string) => `房间已建好：${title} · 房间码 ${code}`,
  joined: (code: string, title: string) => `已加入房间 ${code}（${title}）`,
  friend: (args: string) => `在另一个终端运行：npx shaju connect ${args}`,
  token: (t: string) => `你的令牌：${t}`,
  tokenHint: (args: string) => `断线或关掉终端后回到座位：npx shaju connect ${args}`,
  lobby: (code: string, title: string, n: number, kind: string, turn: number) =>
    `—— 大厅 · 房间 ${code} · ${title} · ${n} 人 · 机器人 ${kind} · 每步限时 ${turn} 秒 ——`,
  seat: (s: number) => `${s}号`,
  empty: '（空）',
  bot: (kind: string) => `机器人 ${kind}`,
  ready: '已准备',
  notReady: '未准备',
  offline: '离线',
  host: '房主',
  you: '← 你',
  spectator: '你在观战。',
  start: '开始游戏（空座位由机器人补上）',
  setReady: '准备',
  unready: '取消准备',
  addBot: '添加机器人',
  removeBot: '移除机器人',
  move: '换座位',
  sit: '坐下',
  leave: '离开房间',
  askSeat: (list: string) => `座位号（${list}；回车取消）：`,
  noSuchSeat: (s: string) => `「${s}」不是可选的座位号。`,
  waitingHost: '等待房主开始……',
  started: (seat: number) => `—— 对局开始！你是 ${seat}号 ——`,
  startedWatch: '—— 对局开始（你在观战）——',
  resumed: (seat: number) => `—— 对局进行中，你是 ${seat}号 ——`,
  resumedWatch: '—— 对局进行中（你在观战）——',
  deadline: (s: number) => `限时：还剩 ${s} 秒`,
  hurry: (s: number) => `⏰ 还剩 ${s} 秒！`,
  timedOut: '⏰ 时间到：服务器已按默认选择替你决定。',
  serverError: (code: string, message: string) => `服务器拒绝：${message}（${code}）`,
  notNow: '现在不用你决定，请稍候。',
  dropped: (code: number) => `与服务器的连接断开（${code}），正在重连……`,
  retry: (n: number, why: string) => `第 ${n} 次重连失败（${why}），稍后再试……`,
  reconnected: '已重新连接。',
  reconnectFailed: '重连失败。',
  kicked: '服务器关闭了这个连接（也许同一令牌在别处登录了）。',
  closed: (code: number) => `连接已关闭（${code}）。`,
  leftLobby: '你离开了房间。',
  leftGame: '你离开了对局，机器人会替你打完。',
  confirmLeave: '确定离开吗？(y/N) ',
  covered: '（机器人正在替你打：你超时 3 次了。做一个决定就能收回座位。）',
  winners: (list: string) => `胜者：${list}`,
  draw: '平局',
  nobody: '无',
  noReplay: '（没有收到对局记录，只显示结果）',
  replayFailed: (why: string) => `（无法在本地重放对局记录：${why}）`,
};

type Words = typeof zh;

const en: Words = {
  connecting: (url) => `Connecting to ${url} …`,
  cannotConnect: (url, why) => `cannot reach the server ${url}: ${why}`,
  startServer: 'Start the server first, in another terminal: npm run server',
  refusedJoin: (why) => `the server refused: ${why}`,
  created: (code, title) => `Room created: ${title} · room code ${code}`,
  joined: (code, title) => `Joined room ${code} (${title})`,
  friend: (args) => `In another terminal run: npx shaju connect ${args} --lang en`,
  token: (t) => `Your token: ${t}`,
  tokenHint: (args) => `To take your seat back after a drop: npx shaju connect ${args} --lang en`,
  lobby: (code, title, n, kind, turn) =>
    `—— Lobby · room ${code} · ${title} · ${n} players · ${kind} bots · ${turn} s per decision ——`,
  seat: (s) => `seat ${s}`,
  empty: '(empty)',
  bot: (kind) => `bot ${kind}`,
  ready: 'ready',
  notReady: 'not ready',
  offline: 'offline',
  host: 'host',
  you: '← you',
  spectator: 'You are watching.',
  start: 'Start the game (bots take the empty seats)',
  setReady: 'Ready',
  unready: 'Not ready',
  addBot: 'Add a bot',
  removeBot: 'Remove a bot',
  move: 'Change seat',
  sit: 'Sit down',
  leave: 'Leave the room',
  askSeat: (list) => `Seat (${list}; Enter to cancel): `,
  noSuchSeat: (s) => `"${s}" is not one of the seats offered.`,
  waitingHost: 'Waiting for the host to start…',
  started: (seat) => `—— The game starts! You are seat ${seat} ——`,
  startedWatch: '—— The game starts (you are watching) ——',
  resumed: (seat) => `—— The game is on; you are seat ${seat} ——`,
  resumedWatch: '—— The game is on (you are watching) ——',
  deadline: (s) => `Time left: ${s} s`,
  hurry: (s) => `⏰ ${s} s left!`,
  timedOut: '⏰ Time is up: the server made the default choice for you.',
  serverError: (code, message) => `Refused by the server: ${message} (${code})`,
  notNow: 'Nothing for you to decide now; please wait.',
  dropped: (code) => `Connection lost (${code}); reconnecting…`,
  retry: (n, why) => `Reconnection attempt ${n} failed (${why}); trying again…`,
  reconnected: 'Reconnected.',
  reconnectFailed: 'Could not reconnect.',
  kicked: 'The server closed this connection (the same token may have joined elsewhere).',
  closed: (code) => `Connection closed (${code}).`,
  leftLobby: 'You left the room.',
  leftGame: 'You left the game; a bot plays your seat to the end.',
  confirmLeave: 'Leave? (y/N) ',
  covered: '(A bot is playing for you after 3 timeouts. Make a decision to take your seat back.)',
  winners: (list) => `Winners: ${list}`,
  draw: 'a draw',
  nobody: 'none',
  noReplay: '(no game record received: the result only)',
  replayFailed: (why) => `(could not replay the record locally: ${why})`,
};

function words(lang: Lang): Words {
  return lang === 'en' ? en : zh;
}

/** Lines of input, read only when asked for. */
export interface LineInput {
  /** Whether a person types (a terminal). */
  readonly interactive: boolean;
  /** The next line (trimmed), or null at the end of the input. Lines typed earlier are queued. */
  read(): Promise<string | null>;
  /** The input has ended and no line is left. */
  readonly exhausted: boolean;
  /** Calls `fn` once when the input ends. */
  onEnd(fn: () => void): void;
  /** Ends the input (idempotent). */
  close(): void;
}

/**
 * Lines from a stream. Not in readline's terminal mode, so that messages arriving while the person types do not
 * garble a prompt; a line read from a pipe is echoed to `output` so that a transcript stays readable.
 */
export function streamInput(
  input: NodeJS.ReadableStream & { isTTY?: boolean },
  output: NodeJS.WritableStream,
): LineInput {
  const interactive = input.isTTY === true;
  const rl = createInterface({ input, terminal: false });
  const lines = lineQueue(rl);
  const echo = (line: string | null): string | null => {
    if (!interactive) output.write(line === null ? '\n' : `${printable(line, 80)}\n`);
    return line === null ? null : line.trim();
  };
  return {
    interactive,
    get exhausted() {
      return lines.ended && lines.queued === 0;
    },
    read() {
      // Lines already queued (a pipe) are handed out one event-loop turn later, so that the server's messages are
      // handled between them.
      const queued = lines.queued > 0 || lines.ended;
      const next = lines.next().then(echo);
      return queued ? next.then((line) => new Promise((resolve) => setImmediate(() => resolve(line)))) : next;
    },
    onEnd(fn) {
      lines.onEnd(fn);
    },
    close() {
      if (!lines.ended) rl.close();
    },
  };
}

/** Where `runConnect` reads and writes. */
export interface ConnectIO {
  readonly input: LineInput;
  /** Writes one line. */
  write(line: string): void;
  /** Writes a prompt (no newline). */
  prompt(text: string): void;
  readonly color: boolean;
  /** Folder for the saved record, or null not to save. */
  readonly saveDir: string | null;
  now(): Date;
}

/** A question on screen: shown once per key; `answer` returns whether to ask again, show it again, or it is done. */
interface Question {
  readonly key: string;
  readonly prompt: string;
  show(): void;
  answer(line: string): 'again' | 'reshow' | 'done';
  /** The request it answers (for the timeout notice). */
  readonly request?: { id: number };
}

const YES: ReadonlySet<string> = new Set(['y', 'yes', '是', '好', '要']);
const NO: ReadonlySet<string> = new Set(['', 'n', 'no', '否', '不', '不要']);

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

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  if (typeof e === 'object' && e !== null && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}

/** Whether an error from the SDK means the server could not be reached at all. */
function unreachable(e: unknown): boolean {
  const t = `${errorText(e)} ${String((e as { cause?: unknown })?.cause ?? '')} ${(e as { code?: unknown })?.code ?? ''}`;
  return /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|fetch failed|socket hang up/i.test(t);
}

/** The default server address. */
export const DEFAULT_URL = 'ws://127.0.0.1:2567';

/**
 * Request kinds timed as response windows (`responseSeconds`), as the server's games.ts lists them; used only to
 * estimate a deadline the server has not sent yet.
 */
const RESPONSE_KINDS: ReadonlySet<string> = new Set(['claim', 'shan', 'sha', 'wuxie', 'rescue']);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `shaju connect`. Resolves with the exit status: 0 after the game ended or the player left, 1 when the server
 * could not be reached or refused to create or join the room.
 */
export async function runConnect(opts: ConnectOptions, io: ConnectIO): Promise<number> {
  const w = words(opts.lang);
  const pm = msg(opts.lang).play;
  const k = pc.createColors(io.color);
  const o: RenderOptions = { lang: opts.lang, paint: painter(io.color) };
  /** A prompt is on screen without its newline: the next line written starts on a line of its own. */
  let promptOpen = false;
  const write = (line: string): void => {
    if (promptOpen) io.write('');
    promptOpen = false;
    io.write(line);
  };
  const prompt = (text: string): void => {
    io.prompt(text);
    promptOpen = true;
  };
  /** `--join CODE` (with the server's address when it is not the default), and `--token` when asked. */
  const joinArgs = (withToken: boolean): string =>
    [opts.url === DEFAULT_URL ? null : opts.url, `--join ${roomId}`, withToken ? `--token ${token}` : null]
      .filter((x) => x !== null)
      .join(' ');
  /**
   * The deadline of each request (epoch ms). A step's `pending.deadline` is right from the second step of a request
   * on (and in a snapshot); the first step of a new request carries the previous one's (the server arms the timer
   * after broadcasting), so that one is estimated from the room's timer settings.
   */
  const deadlines = new Map<number, number>();
  let lastPendingId = -1;
  const trackDeadline = (s: Step): void => {
    const p = s.pending;
    if (!p) return;
    if (p.deadline !== null && (s.snapshot || p.id === lastPendingId)) deadlines.set(p.id, p.deadline);
    else if (!deadlines.has(p.id)) {
      const st = state();
      const secs = RESPONSE_KINDS.has(p.kind) ? (st?.responseSeconds ?? 15) : (st?.turnSeconds ?? 30);
      deadlines.set(p.id, Date.now() + secs * 1000);
    }
    lastPendingId = p.id;
  };
  const name = opts.name ?? defaultName();

  let sdk = new Client(opts.url);
  let room: Room | null = null;
  let roomId = opts.join ?? '';
  let token = opts.token ?? '';
  let mySeat: number | null = null;
  let welcomed = false;
  let entry: GameEntry | null = opts.entry;
  let printer: EventPrinter | null = null;
  let last: Step | null = null;
  let started = false;
  let othersMoved = true;
  let result: ServerMessage<'result'> | null = null;
  let record: ServerMessage<'replay'>['record'] | null = null;
  let resultAt = 0;
  /** Per rules seat, the request id last answered. */
  const answered = new Map<number, number>();
  let offerDoneSeq = -1;
  /** Where this player asked to sit (the server answers with the room state, not a message). */
  let seatWish: number | null = null;
  let sub: Question | null = null;
  let stop: 'eof' | 'quit' | 'closed' | 'failed' | null = null;
  let reconnecting = false;
  let shown: Question | null = null;
  let lobbyBusy = false;
  let hurryTimer: ReturnType<typeof setTimeout> | null = null;
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;

  let dirty = true;
  let wakeFn: (() => void) | null = null;
  const wake = (): void => {
    dirty = true;
    const f = wakeFn;
    wakeFn = null;
    f?.();
  };
  const changed = async (): Promise<void> => {
    if (!dirty) await new Promise<void>((r) => (wakeFn = r));
    dirty = false;
  };
  io.input.onEnd(wake);

  const state = (): RoomStateShape | null => (room?.state as RoomStateShape | undefined) ?? null;
  const seats = (): SeatStateShape[] => [...(state()?.seats ?? [])];
  const gameEntry = (): GameEntry | null => {
    if (entry) return entry;
    const id = state()?.game ?? (last?.view as { game?: string } | undefined)?.game;
    if (id) {
      const f = findGame(id);
      if (f.ok) entry = f.entry;
    }
    return entry;
  };
  const title = (): string => {
    const e = gameEntry();
    return e ? e.title[opts.lang] : (state()?.game ?? '?');
  };
  /** Send times of the last second: the client keeps under the server's rate limit (20 a second) by itself. */
  const sentAt: number[] = [];
  const send = (type: string, payload: unknown): void => {
    const now = Date.now();
    while (sentAt.length > 0 && now - (sentAt[0] as number) >= 1000) sentAt.shift();
    if (sentAt.length >= 12) {
      setTimeout(() => send(type, payload), 1010 - (now - (sentAt[0] as number)));
      return;
    }
    sentAt.push(now);
    try {
      room?.send(type, payload);
    } catch (e) {
      write(k.red(w.serverError('send', errorText(e))));
    }
  };

  // —— messages ——
  const onWelcome = (m: Welcome): void => {
    const first = !welcomed;
    welcomed = true;
    roomId = m.roomId;
    token = m.token;
    mySeat = m.seat;
    if (!first) return;
    write(k.bold(opts.join ? w.joined(m.roomId, title()) : w.created(m.roomId, title())));
    write(w.friend(joinArgs(false)));
    write(w.token(m.token));
    write(k.dim(w.tokenHint(joinArgs(true))));
    if (m.seat === null) write(w.spectator);
  };
  const showTable = (view: unknown): void => {
    const e = gameEntry();
    if (!e) return;
    for (const l of e.renderer.table(view, o)) write(l);
  };
  const onStep = (s: Step): void => {
    const e = gameEntry();
    const prev = last;
    last = s;
    trackDeadline(s);
    if (!e) return;
    printer ??= e.renderer.events(mySeat, o);
    if (!started) {
      started = true;
      write('');
      const seat = mySeat;
      if (s.snapshot) write(k.bold(seat === null ? w.resumedWatch : w.resumed(seat)));
      else write(k.bold(seat === null ? w.startedWatch : w.started(seat)));
    }
    if (s.snapshot) {
      write('');
      showTable(s.view);
      othersMoved = false;
    } else {
      for (const l of printer.print(s.events)) write(l);
      if (s.mine === null && s.events.length > 0) othersMoved = true;
    }
    if (s.mine !== null) answered.delete(s.mine);
    // A question of ours that the server closed without our answer: the timer ran out.
    const req = shown?.request;
    const due = req ? deadlines.get(req.id) : undefined;
    if (req && prev && s.pending?.id !== req.id && due !== undefined && Date.now() >= due - 1500) {
      write(k.yellow(w.timedOut));
    }
  };
  const onError = (m: ServerMessage<'error'>): void => {
    write(k.red(k.bold(w.serverError(m.code, m.message))));
    if (m.requestId !== undefined) {
      for (const [seat, id] of answered) if (id === m.requestId) answered.delete(seat);
    } else if (m.type === 'decide') answered.clear();
    lobbyBusy = false;
    shown = null;
  };
  const onMessage = (type: string, payload: unknown): void => {
    switch (type) {
      case 'welcome':
        onWelcome(payload as Welcome);
        break;
      case 'seated':
        mySeat = (payload as ServerMessage<'seated'>).seat;
        seatWish = null;
        break;
      case 'step':
        onStep(payload as Step);
        break;
      case 'error':
        onError(payload as ServerMessage<'error'>);
        break;
      case 'result':
        result = payload as ServerMessage<'result'>;
        resultAt = Date.now();
        wakeTimer = setTimeout(wake, 3000);
        break;
      case 'replay':
        record = (payload as ServerMessage<'replay'>).record;
        break;
    }
    wake();
  };

  let reconnectToken = '';
  const attach = (r: Room): void => {
    room = r;
    r.reconnection.enabled = false;
    reconnectToken = r.reconnectionToken;
    r.onMessage('*', (type: string | number, payload: unknown) => onMessage(String(type), payload));
    r.onStateChange(() => {
      // Our seat after a move (the server answers with the room state).
      if (seatWish !== null) {
        const s = state()?.seats[seatWish];
        if (s?.kind === 'human' && s.name === name && (mySeat === null || state()?.seats[mySeat]?.kind === 'empty')) {
          mySeat = seatWish;
          seatWish = null;
        }
      }
      lobbyBusy = false;
      wake();
    });
    r.onLeave((code: number) => {
      if (room !== r) return;
      room = null;
      if (stop !== null || result !== null) return wake();
      if (code === 4000) {
        write(k.red(w.kicked));
        stop = 'closed';
        return wake();
      }
      if (code === 1000) {
        write(w.closed(code));
        stop = 'closed';
        return wake();
      }
      write(k.yellow(w.dropped(code)));
      void reconnect();
      wake();
    });
  };

  /** Tries Colyseus' reconnection first, then the player token (which also works after a server restart). */
  const reconnect = async (): Promise<void> => {
    reconnecting = true;
    const joinOpts: JoinOptionsInput = { v: PROTOCOL_VERSION, name, token };
    const t0 = Date.now();
    for (let attempt = 1; stop === null && Date.now() - t0 < 120_000; attempt++) {
      await sleep(Math.min(500 * 2 ** (attempt - 1), 5000));
      if (stop !== null) break;
      try {
        let r: Room;
        try {
          r = await sdk.reconnect(reconnectToken);
        } catch {
          sdk = new Client(opts.url);
          r = await sdk.joinById(roomId, joinOpts);
        }
        reconnecting = false;
        attach(r);
        write(k.green(w.reconnected));
        shown = null;
        wake();
        return;
      } catch (e) {
        write(k.dim(w.retry(attempt, errorText(e))));
      }
    }
    reconnecting = false;
    if (stop === null) {
      write(k.red(w.reconnectFailed));
      stop = 'failed';
    }
    wake();
  };

  // —— questions ——
  const seatQuestion = (list: readonly number[], then: (seat: number) => void): Question => ({
    key: `seat:${list.join(',')}`,
    prompt: w.askSeat(list.join(', ')),
    show() {
      prompt(this.prompt);
    },
    answer(line) {
      const t = normalizeAnswer(line);
      sub = null;
      if (t === '') return 'done';
      const v = /^\d+$/.test(t) ? Number(t) : Number.NaN;
      if (!list.includes(v)) {
        write(w.noSuchSeat(printable(line)));
        return 'done';
      }
      then(v);
      lobbyBusy = true;
      return 'done';
    },
  });
  const confirmLeave = (): Question => ({
    key: 'leave?',
    prompt: w.confirmLeave,
    show() {
      prompt(this.prompt);
    },
    answer(line) {
      const t = normalizeAnswer(line);
      if (YES.has(t) || t === 'q') {
        stop = 'quit';
        sub = null;
        return 'done';
      }
      if (NO.has(t)) {
        sub = null;
        return 'reshow';
      }
      write(pm.yesNo(printable(line)));
      return 'again';
    },
  });
  /** A numbered menu (the decline, if any, last as 0), answered as in `shaju play`. */
  const menuAnswer = (
    items: readonly MenuItem[],
    line: string,
    pick: (d: unknown) => void,
  ): 'again' | 'reshow' | 'done' => {
    const zero = items[items.length - 1]?.decline === true;
    const n = zero ? items.length - 1 : items.length;
    const long = pm.rangeLong(n, zero);
    const t = normalizeAnswer(line);
    if (t === 'q' || t === 'quit' || t === 'exit') {
      sub = confirmLeave();
      return 'done';
    }
    if (t === 'h' || t === 'help' || t === '?') {
      const e = gameEntry();
      if (e) for (const l of e.renderer.help(o)) write(l);
      return 'reshow';
    }
    if (t === '') {
      write(pm.empty(long));
      return 'again';
    }
    if (!/^\d+$/.test(t)) {
      write(pm.notNumber(printable(line), long));
      return 'again';
    }
    const digits = t.replace(/^0+(?=\d)/, '');
    const v = digits.length <= 9 ? Number(digits) : Number.POSITIVE_INFINITY;
    if (v === 0 && zero) {
      pick((items[n] as MenuItem).d);
      return 'done';
    }
    if (!(v >= 1 && v <= n)) {
      write(pm.outOfRange(printable(digits, 12), long));
      return 'again';
    }
    pick((items[v - 1] as MenuItem).d);
    return 'done';
  };
  const showMenu = (items: readonly MenuItem[]): string => {
    const zero = items[items.length - 1]?.decline === true;
    const numbered = zero ? items.slice(0, -1) : items;
    const width = String(Math.max(1, numbered.length)).length;
    numbered.forEach((c, i) => {
      write(`  ${k.cyan(String(i + 1).padStart(width))}. ${c.label}`);
    });
    const lastItem = items[items.length - 1];
    if (zero && lastItem) write(`  ${k.cyan('0'.padStart(width))}. ${lastItem.label}`);
    return pm.choose(pm.rangeShort(numbered.length, zero));
  };

  const lobbyQuestion = (): Question | null => {
    const st = state();
    if (st?.phase !== 'lobby' || lobbyBusy || !welcomed || started) return null;
    const list = seats();
    const me = mySeat;
    const host = me !== null && st.hostSeat === me;
    const empty = list.filter((s) => s.kind === 'empty').map((s) => s.index);
    const bots = list.filter((s) => s.kind === 'bot').map((s) => s.index);
    type Action = () => void;
    const items: { d: Action; label: string; decline?: boolean }[] = [];
    if (me === null) {
      if (empty.length > 0) items.push({ label: w.sit, d: () => (sub = seatQuestion(empty, sitAt)) });
    } else {
      if (host) items.push({ label: w.start, d: () => lobbySend('start', {}) });
      else {
        const ready = list[me]?.ready === true;
        items.push({ label: ready ? w.unready : w.setReady, d: () => lobbySend('ready', { ready: !ready }) });
      }
      if (host && empty.length > 0) items.push({ label: w.addBot, d: () => lobbySend('addBot', {}) });
      if (host && bots.length > 0) {
        items.push({
          label: w.removeBot,
          d: () =>
            bots.length === 1
              ? lobbySend('removeBot', { seat: bots[0] })
              : (sub = seatQuestion(bots, (seat) => lobbySend('removeBot', { seat }))),
        });
      }
      if (empty.length > 0) items.push({ label: w.move, d: () => (sub = seatQuestion(empty, sitAt)) });
    }
    items.push({ label: w.leave, d: () => (sub = confirmLeave()), decline: true });
    const sig = JSON.stringify([st.hostSeat, me, list.map((s) => [s.kind, s.name, s.botKind, s.ready, s.connected])]);
    let promptText = '';
    return {
      key: `lobby:${sig}`,
      get prompt() {
        return promptText;
      },
      show() {
        write('');
        write(k.bold(w.lobby(st.code, title(), st.players, st.botKind, st.turnSeconds)));
        for (const s of list) {
          const who =
            s.kind === 'empty'
              ? k.dim(w.empty)
              : s.kind === 'bot'
                ? `${s.name} · ${w.bot(s.botKind)}`
                : [
                    s.name,
                    s.index === st.hostSeat ? w.host : null,
                    s.index === st.hostSeat ? null : s.ready ? w.ready : w.notReady,
                    s.connected ? null : w.offline,
                  ]
                    .filter((x) => x !== null)
                    .join(' · ');
          write(`  ${padEnd(w.seat(s.index), 7)} ${who}${s.index === me ? k.bold(`  ${w.you}`) : ''}`);
        }
        if (!host && me !== null) write(k.dim(w.waitingHost));
        promptText = showMenu(items);
        prompt(promptText);
      },
      answer(line) {
        return menuAnswer(items, line, (d) => (d as Action)());
      },
    };
  };
  const sitAt = (seat: number): void => {
    seatWish = seat;
    lobbySend('seat', { seat });
  };
  const lobbySend = (type: string, payload: unknown): void => {
    lobbyBusy = true;
    send(type, payload);
    // The room state answers; if nothing changes, show the lobby again after a moment.
    setTimeout(() => {
      if (lobbyBusy) {
        lobbyBusy = false;
        shown = null;
        wake();
      }
    }, 1500).unref?.();
  };

  const gameQuestion = (): Question | null => {
    const s = last;
    const e = gameEntry();
    if (!s || !e || !s.pending || result) return null;
    const p = s.pending;
    const view = s.view as {
      legal?: readonly unknown[];
      controlling?: readonly { seat: number; legal: readonly unknown[] }[];
      attack?: { target: number } | null;
    };
    if (p.you) {
      for (const seat of p.for) {
        if (answered.get(seat) === p.id) continue;
        const legal = seat === mySeat ? view.legal : view.controlling?.find((c) => c.seat === seat)?.legal;
        if (!legal || legal.length === 0) continue;
        const auto = e.autoDecision(legal, p.kind);
        if (auto !== null) {
          decide(p.id, auto, seat);
          continue;
        }
        const items = e.renderer.menu(legal, s.view, o, seat === mySeat ? undefined : seat);
        let promptText = '';
        return {
          key: `d:${p.id}:${seat}:${JSON.stringify(legal)}`,
          request: { id: p.id },
          get prompt() {
            return promptText;
          },
          show() {
            write('');
            for (const l of othersMoved ? e.renderer.table(s.view, o) : e.renderer.brief(s.view, o)) write(l);
            othersMoved = false;
            const covered = mySeat !== null && state()?.seats[mySeat]?.covered === true;
            if (covered) write(k.yellow(w.covered));
            write(k.bold(seat === mySeat ? pm.yourTurn : pm.forSeat(seat)));
            const due = deadlines.get(p.id);
            if (due !== undefined) {
              const left = Math.max(0, Math.round((due - Date.now()) / 1000));
              write(k.dim(w.deadline(left)));
              armHurry(this.key, due);
            }
            promptText = showMenu(items);
            prompt(promptText);
          },
          answer(line) {
            return menuAnswer(items, line, (d) => decide(p.id, d, seat));
          },
        };
      }
      return null;
    }
    // 杀机四伏: the target of an attack may reveal before the damage lands (ruling S-R1).
    if (mySeat !== null && view.attack?.target === mySeat && offerDoneSeq !== s.seq) {
      const offer = e.renderer.offer(s.view, o);
      if (!offer) return null;
      const seq = s.seq;
      return {
        key: `o:${p.id}:${offer.question}`,
        request: { id: p.id },
        prompt: `${offer.question} (y/N) `,
        show() {
          write('');
          prompt(`${offer.question} (y/N) `);
        },
        answer(line) {
          const t = normalizeAnswer(line);
          if (NO.has(t)) {
            offerDoneSeq = seq;
            return 'done';
          }
          if (!YES.has(t)) {
            write(pm.yesNo(printable(line)));
            return 'again';
          }
          offerDoneSeq = seq;
          if (offer.choices.length === 1) {
            decide(p.id, offer.choices[0]?.d, mySeat as number);
            return 'done';
          }
          let promptText = '';
          const items: MenuItem[] = offer.choices;
          sub = {
            key: `o-which:${p.id}`,
            get prompt() {
              return promptText;
            },
            show() {
              write(pm.whichTop);
              promptText = showMenu(items);
              prompt(promptText);
            },
            answer(l) {
              const r = menuAnswer(items, l, (d) => {
                sub = null;
                decide(p.id, d, mySeat as number);
              });
              return r;
            },
          };
          return 'done';
        },
      };
    }
    return null;
  };
  const decide = (requestId: number, decision: unknown, seat: number): void => {
    answered.set(seat, requestId);
    send('decide', seat === mySeat ? { requestId, decision } : { requestId, decision, seat });
  };
  const armHurry = (key: string, deadline: number): void => {
    if (hurryTimer) clearTimeout(hurryTimer);
    const at = deadline - 10_000 - Date.now();
    if (at <= 0) return;
    hurryTimer = setTimeout(() => {
      hurryTimer = null;
      if (shown?.key === key && !stop) {
        write('');
        write(k.yellow(w.hurry(Math.max(0, Math.round((deadline - Date.now()) / 1000)))));
        prompt(shown.prompt);
      }
    }, at);
  };

  async function leave(rm: Room | null): Promise<void> {
    if (!rm) return;
    try {
      await Promise.race([rm.leave(true), sleep(1000)]);
    } catch {
      // already gone
    }
  }

  function printResult(res: ServerMessage<'result'>, rec: ServerMessage<'replay'>['record'] | null): void {
    const e = gameEntry();
    write('');
    let final: unknown = null;
    if (e && rec) {
      try {
        const game = e.module;
        const config = game.validateConfig(rec.config);
        const st = game.setup(config, rec.seed);
        for (const x of rec.log) game.apply(st, x.seat, x.d);
        final = st;
        const v = e.finalView ? e.finalView(st, mySeat) : game.view(st, mySeat);
        for (const l of e.renderer.table(v, o)) write(l);
        for (const l of e.renderer.result(st, mySeat, o)) write(l);
        if (io.saveDir !== null) {
          const saved = makeRecord(game, config, rec.seed, rec.log as LogEntry[], st, rec.players);
          const path = saveNew(io.saveDir, `${e.id}-${roomId}-${fileStamp(io.now())}`, recordToJson(saved));
          write('');
          write(pm.saved(path));
          write(k.dim(pm.replayHint(path, mySeat ?? 0)));
        }
      } catch (err) {
        if (final === null) write(k.dim(w.replayFailed(errorText(err))));
        else throw err;
      }
    } else write(k.dim(w.noReplay));
    if (final === null) {
      const names = seats();
      const who = (s: number): string => `${w.seat(s)}${names[s]?.name ? ` ${names[s]?.name}` : ''}`;
      write(res.result.draw ? w.draw : w.winners(res.result.winners.map(who).join('、') || w.nobody));
      if (e) {
        for (const [seat, ids] of Object.entries(res.result.why)) {
          write(`  ${who(Number(seat))}: ${ids.map((id) => e.renderer.condition(id, o)).join('；')}`);
        }
      }
    }
  }

  // —— connect ——
  write(k.dim(w.connecting(opts.url)));
  try {
    const joinOpts: JoinOptionsInput = {
      v: PROTOCOL_VERSION,
      name,
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.spectate ? { spectate: true } : {}),
    };
    let r: Room;
    if (opts.join) r = await sdk.joinById(opts.join, joinOpts);
    else {
      const e = opts.entry ?? (findGame('shajisifu') as { entry: GameEntry }).entry;
      const create: CreateRoomOptionsInput = {
        game: e.id as 'shajisifu' | 'paopaosha',
        players: opts.players,
        bots: { count: opts.bots, kind: opts.botKind, fill: true },
        ...(opts.mode ? { config: { mode: opts.mode } } : {}),
        ...(opts.turnSeconds !== undefined || opts.botDelayMs !== undefined
          ? {
              timer: {
                ...(opts.turnSeconds !== undefined ? { turnSeconds: opts.turnSeconds } : {}),
                ...(opts.botDelayMs !== undefined ? { botDelayMs: opts.botDelayMs } : {}),
              },
            }
          : {}),
      };
      r = await sdk.create(ROOM_NAME, { ...joinOpts, create });
    }
    attach(r);
  } catch (e) {
    if (unreachable(e)) {
      write(k.red(w.cannotConnect(opts.url, errorText(e))));
      write(w.startServer);
    } else write(k.red(w.refusedJoin(errorText(e))));
    io.input.close();
    return 1;
  }

  // —— the loop: one question at a time, re-evaluated on every message ——
  let reading = false;
  const lines: (string | null)[] = [];
  const startRead = (): void => {
    if (reading) return;
    reading = true;
    void io.input.read().then((line) => {
      reading = false;
      promptOpen = false;
      lines.push(line);
      wake();
    });
  };
  for (;;) {
    await changed();
    if (stop !== null) break;
    if (result !== null && (record !== null || Date.now() - resultAt >= 3000)) break;
    if (result !== null) continue;
    if (reconnecting || room === null) {
      shown = null;
      continue;
    }
    const fresh = sub ?? lobbyQuestion() ?? gameQuestion();
    // The same question as on screen (same key) stays the one on screen.
    const q: Question | null = fresh && shown && fresh.key === shown.key ? shown : fresh;
    if (q && q !== shown) {
      shown = q;
      q.show();
    } else if (!q) shown = null;
    if (q && lines.length === 0) startRead();
    else if (io.input.exhausted && !reading && lines.length === 0) {
      stop = 'eof';
      break;
    }
    if (lines.length > 0) {
      const line = lines.shift() as string | null;
      if (line === null) {
        stop = 'eof';
        break;
      }
      if (!q || shown !== q) {
        if (line !== '') write(k.dim(w.notNow));
      } else {
        const a = q.answer(line);
        if (a === 'again') prompt(q.prompt);
        if (a !== 'again') shown = null;
      }
      dirty = true;
    }
  }
  if (hurryTimer) clearTimeout(hurryTimer);
  if (wakeTimer) clearTimeout(wakeTimer);

  // —— the end ——
  const r = room as Room | null;
  if (result !== null) {
    printResult(result, record);
    await leave(r);
    io.input.close();
    return 0;
  }
  write('');
  const end = stop as 'eof' | 'quit' | 'closed' | 'failed' | null;
  if (end === 'eof') write(pm.eof);
  if (end === 'quit' || end === 'eof') {
    const inGame = started || state()?.phase === 'playing';
    write(inGame ? w.leftGame : w.leftLobby);
    if (inGame && mySeat !== null) write(w.tokenHint(joinArgs(true)));
  }
  if (end === 'failed' && token) write(w.tokenHint(joinArgs(true)));
  await leave(r);
  io.input.close();
  return 0;
}

/** `runConnect` over the process's streams (or the given ones): Ctrl+C leaves the room. */
export function connectIO(
  stdin: NodeJS.ReadableStream & { isTTY?: boolean },
  stdout: NodeJS.WritableStream,
  color: boolean,
  saveDir: string | null,
): ConnectIO {
  const input = streamInput(stdin, stdout);
  if (stdin === process.stdin) {
    let hits = 0;
    const onSigint = (): void => {
      if (++hits > 1) process.exit(130);
      stdout.write('^C\n');
      input.close();
    };
    // A second Ctrl+C ends the process even if leaving hangs.
    process.on('SIGINT', onSigint);
  }
  return {
    input,
    write: (line) => {
      stdout.write(`${line}\n`);
    },
    prompt: (text) => {
      stdout.write(text);
    },
    color,
    saveDir,
    now: () => new Date(),
  };
}
