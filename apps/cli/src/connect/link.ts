/**
 * The link to the server of `shaju connect`: opening the room (create or join), the server's messages (welcome,
 * seated, step, error, result, replay), and reconnection after a drop (Colyseus' reconnection first, then the player
 * token, which also works after a server restart).
 */
import { Client, type Room } from '@colyseus/sdk';
import type { RulesChoice } from '@shaju/engine';
import {
  CLOSE_CODES,
  type CreateRoomOptionsInput,
  type JoinOptionsInput,
  PROTOCOL_VERSION,
  ROOM_NAME,
  type ServerMessage,
} from '@shaju/protocol';
import { splitOptions } from '@shaju/runtime';
import { GAME_LIST } from '../registry.ts';
import type { GameEntry } from '../types.ts';
import { type ConnectSession, errorText, type Step, sleep } from './session.ts';
import { forgetGame, onChat } from './social.ts';

type Welcome = ServerMessage<'welcome'>;

/** The server's welcome: the room code, the token and the seat; the first one prints how to come back. */
function onWelcome(s: ConnectSession, m: Welcome): void {
  const { w, k } = s;
  const first = !s.welcomed;
  s.welcomed = true;
  s.roomId = m.roomId;
  s.token = m.token;
  s.mySeat = m.seat;
  if (!first) return;
  s.write(k.bold(s.opts.join ? w.joined(m.roomId, s.title()) : w.created(m.roomId, s.title())));
  s.write(w.friend(s.joinArgs(false)));
  s.write(w.token(m.token));
  s.write(k.dim(w.tokenHint(s.joinArgs(true))));
  if (m.seat === null) s.write(w.spectator);
}

/** A step of the game: its events in words (the table after a snapshot), and a notice when our time ran out. */
function onStep(s: ConnectSession, step: Step): void {
  const { w, k, o } = s;
  const e = s.gameEntry();
  const prev = s.last;
  s.last = step;
  s.trackDeadline(step);
  if (!e) return;
  s.printer ??= e.renderer.events(s.mySeat, o);
  if (!s.started) {
    s.started = true;
    s.write('');
    const seat = s.mySeat;
    if (step.snapshot) s.write(k.bold(seat === null ? w.resumedWatch : w.resumed(seat)));
    else s.write(k.bold(seat === null ? w.startedWatch : w.started(seat)));
  }
  if (step.snapshot) {
    s.write('');
    for (const l of e.renderer.table(step.view, o)) s.write(l);
    s.othersMoved = false;
  } else {
    // While the cards of a several-card pick are answered one request at a time, their steps' events wait, so that
    // the pick is said as one (a discard of 4 in one line of the log).
    s.heldEvents.push(...step.events);
    const p = step.pending;
    const next = p?.you && s.mySeat !== null ? p.for.some((seat) => s.picks.waitsFor(`${seat}:${p.kind}`)) : false;
    if (!next) {
      s.picks.drop();
      s.printHeld();
    }
    if (step.mine === null && step.events.length > 0) s.othersMoved = true;
  }
  if (step.mine !== null) s.answered.delete(step.mine);
  // A question of ours that the server closed without our answer: the timer ran out.
  const req = s.shown?.request;
  const due = req ? s.deadlines.get(req.id) : undefined;
  if (req && prev && step.pending?.id !== req.id && due !== undefined && Date.now() >= due - 1500) {
    s.write(k.yellow(w.timedOut));
  }
}

/**
 * Whether refusal `m` is of an answer that crossed the end of its request on the wire — `stale` (the request moved
 * on: a timeout, another seat's free action), `game_over` or `wrong_phase` (the game ended meanwhile) — which is no
 * fault of the player's: 'over' when the game had ended, 'moved' when the request had, null for any other refusal.
 */
export function lateAnswer(m: ServerMessage<'error'>): 'over' | 'moved' | null {
  if (m.type !== 'decide') return null;
  if (m.code === 'stale') return 'moved';
  return m.code === 'game_over' || m.code === 'wrong_phase' ? 'over' : null;
}

/** A refusal of the server: printed (a late answer as late, `lateAnswer`); the answer it refused may be given again. */
function onError(s: ConnectSession, m: ServerMessage<'error'>): void {
  const late = lateAnswer(m);
  if (late) s.write(s.k.yellow(s.w.tooLate(late === 'over')));
  else s.write(s.k.red(s.k.bold(s.w.serverError(m.code, m.message))));
  if (m.requestId !== undefined) {
    for (const [seat, id] of s.answered) if (id === m.requestId) s.answered.delete(seat);
  } else if (m.type === 'decide') s.answered.clear();
  s.lobbyBusy = false;
  s.lobbyUntil = null;
  s.shown = null;
}

/** Any message of the server; wakes the loop. */
function onMessage(s: ConnectSession, type: string, payload: unknown): void {
  switch (type) {
    case 'welcome':
      onWelcome(s, payload as Welcome);
      break;
    case 'seated':
      s.mySeat = (payload as ServerMessage<'seated'>).seat;
      s.seatWish = null;
      break;
    case 'step':
      onStep(s, payload as Step);
      break;
    case 'error':
      onError(s, payload as ServerMessage<'error'>);
      break;
    case 'result':
      s.result = payload as ServerMessage<'result'>;
      s.resultAt = Date.now();
      s.wakeTimer = setTimeout(s.wake, 3000);
      break;
    case 'replay':
      s.record = (payload as ServerMessage<'replay'>).record;
      break;
    case 'chat':
      onChat(s, payload as ServerMessage<'chat'>);
      break;
    case 'newGame':
      forgetGame(s);
      break;
  }
  s.wake();
}

/** Listens to room `r`: its messages, its state (our seat after a move) and its end (reconnect after a drop). */
function attach(s: ConnectSession, r: Room): void {
  s.room = r;
  r.reconnection.enabled = false;
  s.reconnectToken = r.reconnectionToken;
  r.onMessage('*', (type: string | number, payload: unknown) => onMessage(s, String(type), payload));
  r.onStateChange(() => {
    // Our seat after a move (the server answers with the room state).
    if (s.seatWish !== null) {
      const seat = s.state()?.seats[s.seatWish];
      const mine = s.mySeat;
      if (
        seat?.kind === 'human' &&
        seat.name === s.name &&
        (mine === null || s.state()?.seats[mine]?.kind === 'empty')
      ) {
        s.mySeat = s.seatWish;
        s.seatWish = null;
      }
    }
    const st = s.state();
    if (s.lobbyUntil === null || (st && s.lobbyUntil(st))) {
      s.lobbyBusy = false;
      s.lobbyUntil = null;
    }
    s.wake();
  });
  r.onLeave((code: number) => {
    if (s.room !== r) return;
    s.room = null;
    if (s.stop !== null || s.result !== null) return s.wake();
    if (code === CLOSE_CODES.replaced) {
      s.write(s.k.yellow(s.w.replaced));
      s.stop = 'closed';
      return s.wake();
    }
    if (code === CLOSE_CODES.left) {
      s.write(s.k.red(s.w.kicked));
      s.stop = 'closed';
      return s.wake();
    }
    if (code === 1000) {
      s.write(s.w.closed(code));
      s.stop = 'closed';
      return s.wake();
    }
    s.write(s.k.yellow(s.w.dropped(code)));
    void reconnect(s);
    s.wake();
  });
}

/** Tries Colyseus' reconnection first, then the player token, for two minutes with growing pauses. */
async function reconnect(s: ConnectSession): Promise<void> {
  const { w, k } = s;
  s.reconnecting = true;
  const joinOpts: JoinOptionsInput = { v: PROTOCOL_VERSION, name: s.name, token: s.token };
  const t0 = Date.now();
  for (let attempt = 1; s.stop === null && Date.now() - t0 < 120_000; attempt++) {
    await sleep(Math.min(500 * 2 ** (attempt - 1), 5000));
    if (s.stop !== null) break;
    try {
      let r: Room;
      try {
        r = await s.sdk.reconnect(s.reconnectToken);
      } catch {
        s.sdk = new Client(s.opts.url);
        r = await s.sdk.joinById(s.roomId, joinOpts);
      }
      s.reconnecting = false;
      attach(s, r);
      s.write(k.green(w.reconnected));
      s.shown = null;
      s.wake();
      return;
    } catch (e) {
      s.write(k.dim(w.retry(attempt, errorText(e))));
    }
  }
  s.reconnecting = false;
  if (s.stop === null) {
    s.write(k.red(w.reconnectFailed));
    s.stop = 'failed';
  }
  s.wake();
}

/**
 * The rules of a new room: the preset and its option values (`--preset`, `--set`), and the mode and any other
 * configuration field in `config`.
 */
function roomRules(
  e: GameEntry,
  rules: RulesChoice | undefined,
  mode: string | undefined,
): Partial<CreateRoomOptionsInput> {
  const { options, others } = splitOptions(e.options, rules?.options);
  const config = { ...others, ...(mode ? { mode } : {}) };
  return {
    ...(rules ? { preset: rules.preset, options } : {}),
    ...(Object.keys(config).length > 0 ? { config } : {}),
  };
}

/** The options of a new room from the command line (game, seats, bots, mode, timers). */
function createOptions(s: ConnectSession): CreateRoomOptionsInput {
  const opts = s.opts;
  const e = opts.entry ?? (GAME_LIST[0] as GameEntry);
  return {
    game: e.id,
    players: opts.players,
    bots: { count: opts.bots, kind: opts.botKind, fill: true },
    ...roomRules(e, opts.rules, opts.mode),
    ...(opts.turnSeconds !== undefined || opts.botDelayMs !== undefined || opts.pace !== undefined
      ? {
          timer: {
            ...(opts.turnSeconds !== undefined ? { turnSeconds: opts.turnSeconds } : {}),
            ...(opts.botDelayMs !== undefined ? { botDelayMs: opts.botDelayMs } : {}),
            ...(opts.pace !== undefined ? { pace: opts.pace } : {}),
          },
        }
      : {}),
  };
}

/** Creates the room or joins it, and listens to it. Throws what the SDK throws (server unreachable, refused). */
export async function openRoom(s: ConnectSession): Promise<void> {
  const opts = s.opts;
  const joinOpts: JoinOptionsInput = {
    v: PROTOCOL_VERSION,
    name: s.name,
    ...(opts.token ? { token: opts.token } : {}),
    ...(opts.spectate ? { spectate: true } : {}),
  };
  const r = opts.join
    ? await s.sdk.joinById(opts.join, joinOpts)
    : await s.sdk.create(ROOM_NAME, { ...joinOpts, create: createOptions(s) });
  attach(s, r);
}
