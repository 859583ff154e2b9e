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
 * The parts: connect/session.ts (the shared state), connect/link.ts (the room, messages, reconnection),
 * connect/lobby.ts, connect/table.ts (the game's questions and the result), connect/menus.ts, connect/input.ts,
 * connect/words.ts.
 */
import type { Room } from '@colyseus/sdk';
import type { ConnectOptions } from './args.ts';
import type { ConnectIO } from './connect/input.ts';
import { openRoom } from './connect/link.ts';
import { lobbyQuestion } from './connect/lobby.ts';
import { ConnectSession, errorText, type Question, sleep } from './connect/session.ts';
import { askRematch } from './connect/social.ts';
import { gameQuestion, printResult } from './connect/table.ts';

export { type ConnectIO, connectIO, type LineInput, streamInput } from './connect/input.ts';
export { DEFAULT_URL } from './connect/session.ts';

/** Whether an error from the SDK means the server could not be reached at all. */
function unreachable(e: unknown): boolean {
  const t = `${errorText(e)} ${String((e as { cause?: unknown })?.cause ?? '')} ${(e as { code?: unknown })?.code ?? ''}`;
  return /ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|fetch failed|socket hang up/i.test(t);
}

/** Leaves room `rm` (waiting at most a second). */
async function leave(rm: Room | null): Promise<void> {
  if (!rm) return;
  try {
    await Promise.race([rm.leave(true), sleep(1000)]);
  } catch {
    // already gone
  }
}

/**
 * The loop: one question at a time (a sub-question, the lobby's, the game's), re-evaluated on every message; the
 * person's lines answer the question on screen. Returns when the session stops or the game's result is in (with its
 * record, or three seconds after it).
 */
async function loop(s: ConnectSession): Promise<void> {
  let reading = false;
  const lines: (string | null)[] = [];
  const startRead = (): void => {
    if (reading) return;
    reading = true;
    void s.io.input.read().then((line) => {
      reading = false;
      s.promptOpen = false;
      lines.push(line);
      s.wake();
    });
  };
  for (;;) {
    await s.changed();
    if (s.stop !== null) break;
    if (s.result !== null && (s.record !== null || Date.now() - s.resultAt >= 3000)) break;
    if (s.result !== null) continue;
    if (s.reconnecting || s.room === null) {
      s.shown = null;
      continue;
    }
    const fresh = s.sub ?? lobbyQuestion(s) ?? gameQuestion(s);
    // The same question as on screen (same key) stays the one on screen.
    const q: Question | null = fresh && s.shown && fresh.key === s.shown.key ? s.shown : fresh;
    if (q && q !== s.shown) {
      s.shown = q;
      q.show();
    } else if (!q) s.shown = null;
    if (q && lines.length === 0) startRead();
    else if (s.io.input.exhausted && !reading && lines.length === 0) {
      s.stop = 'eof';
      break;
    }
    if (lines.length > 0) {
      const line = lines.shift() as string | null;
      if (line === null) {
        s.stop = 'eof';
        break;
      }
      if (!q || s.shown !== q) {
        if (line !== '') s.write(s.k.dim(s.w.notNow));
      } else {
        const a = q.answer(line);
        if (a === 'again') s.prompt(q.prompt);
        if (a !== 'again') s.shown = null;
      }
      s.dirty = true;
    }
  }
  if (s.hurryTimer) clearTimeout(s.hurryTimer);
  if (s.wakeTimer) clearTimeout(s.wakeTimer);
}

/** The result screen of a game that ended, then the offer of a rematch (connect/social.ts). */
async function again(s: ConnectSession): Promise<boolean> {
  if (s.result === null) return false;
  printResult(s, s.result, s.record);
  s.resultShown = true;
  return askRematch(s);
}

/** The end: the result screen, or why the session stopped and how to come back. */
async function finish(s: ConnectSession): Promise<void> {
  const { w, pm } = s;
  const r = s.room;
  if (s.result !== null) {
    if (!s.resultShown) printResult(s, s.result, s.record);
    await leave(r);
    s.io.input.close();
    return;
  }
  s.write('');
  const end = s.stop;
  if (end === 'eof') s.write(pm.eof);
  if (end === 'quit' || end === 'eof') {
    const inGame = s.started || s.state()?.phase === 'playing';
    s.write(inGame ? w.leftGame : w.leftLobby);
    if (inGame && s.mySeat !== null) s.write(w.tokenHint(s.joinArgs(true)));
  }
  if (end === 'failed' && s.token) s.write(w.tokenHint(s.joinArgs(true)));
  await leave(r);
  s.io.input.close();
}

/**
 * Runs `shaju connect`. Resolves with the exit status: 0 after the game ended or the player left, 1 when the server
 * could not be reached or refused to create or join the room.
 */
export async function runConnect(opts: ConnectOptions, io: ConnectIO): Promise<number> {
  const s = new ConnectSession(opts, io);
  s.write(s.k.dim(s.w.connecting(opts.url)));
  try {
    await openRoom(s);
  } catch (e) {
    if (unreachable(e)) {
      s.write(s.k.red(s.w.cannotConnect(opts.url, errorText(e))));
      s.write(s.w.startServer);
    } else s.write(s.k.red(s.w.refusedJoin(errorText(e))));
    io.input.close();
    return 1;
  }
  await loop(s);
  while (await again(s)) await loop(s);
  await finish(s);
  return 0;
}
