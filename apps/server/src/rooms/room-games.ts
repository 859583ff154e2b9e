/**
 * The games of a room: starting one from the lobby (stored first, then begun), what its session asks of the room
 * (steps to broadcast, the end, seat changes), the end (result and replay, the room held for players away:
 * end-hold.ts), and the rematch back in the same room (rematch.ts).
 */
import { randomInt } from 'node:crypto';
import type { Client } from '@colyseus/core';
import type { GameResult } from '@shaju/engine';
import { broadcastStep as sendSteps } from '../redaction/broadcast.ts';
import { resultMessage } from '../redaction/records.ts';
import { RefusedError } from '../refusal.ts';
import { LiveGame } from '../session/live-game.ts';
import type { SessionHost } from '../session/seats.ts';
import { botsHeldIn } from '../test-hooks.ts';
import { ctx } from './context.ts';
import { endWindowMs } from './end-hold.ts';
import { seatsToStart } from './lobby-seats.ts';
import type { ClientData } from './message-gate.ts';
import { everyoneReady, gameIdFor, rematchSeats } from './rematch.ts';
import type { RoomCore } from './room-core.ts';
import type { LobbySeat } from './state.ts';

/** `rematch`: after a game, back to the lobby with the same seats (rematch.ts); in that lobby, the same as ready. */
export function rematch(room: RoomCore, d: ClientData): void {
  if (d.seat === null) throw new RefusedError('not_seated', 'spectators do not play');
  if (room.phase === 'finished') {
    rematchSeats(room.lobby, room.seatHeld, d.seat);
    if (!room.hasSeat(room.hostHash ?? '')) room.hostHash = d.tokenHash;
    room.session?.dispose();
    room.session = null;
    room.phase = 'lobby';
    room.state.phase = 'lobby';
    room.state.rematch = true;
  } else if (room.phase === 'lobby' && room.state.rematch) {
    (room.lobby[d.seat] as LobbySeat).ready = true;
  } else {
    throw new RefusedError('wrong_phase', 'no finished game to play again');
  }
  room.syncSeats();
  room.updateListing();
  startRematchIfReady(room);
}

/** Starts a rematch lobby's game once every person is ready (not when seats stay empty that bots may not fill). */
export function startRematchIfReady(room: RoomCore): void {
  if (room.phase === 'lobby' && room.state.rematch && everyoneReady(room.lobby)) autoStart(room);
}

/** Starts the game without a `start` message (rematch, quick start); a refusal is told to `client`, if given. */
export function autoStart(room: RoomCore, client?: Client): void {
  try {
    startGame(room, client);
  } catch (e) {
    if (!(e instanceof RefusedError)) throw e;
    if (client) room.refuse(client, e.code, e.message, 'start');
  }
}

/**
 * Starts the game: the seats are checked at once (throws `RefusedError`, nothing changed), then the game is stored
 * and begins; if storage refuses it the room is back in its lobby and `client` (if given) is told.
 */
export function startGame(room: RoomCore, client?: Client): void {
  room.quickStart = false;
  const fill = room.createOpts?.bots.fill !== false;
  const addressOf = (i: number) => (room.bySeat[i]?.userData as ClientData | undefined)?.address ?? null;
  const seats = seatsToStart(room.lobby, room.hostHash, fill, room.settings.botKind, addressOf);
  room.phase = 'playing';
  room.state.phase = 'playing';
  room.hold.cancel();
  room.autoDispose = false;
  launch(room, seats).catch((e: Error) => {
    console.error(`room ${room.roomId}: the game could not start: ${e.message}`);
    room.phase = 'lobby';
    room.state.phase = 'lobby';
    room.syncSeats();
    if (client) room.refuse(client, 'internal', `the game could not start: ${e.message}`, 'start');
  });
}

async function launch(room: RoomCore, seats: ReturnType<typeof seatsToStart>): Promise<void> {
  const seed = randomInt(0, 0x7fffffff);
  let next = gameIdFor(room.roomId, room.games + 1, () => false);
  while (await ctx().storage.hasGame(next.id)) next = gameIdFor(room.roomId, next.n + 1, () => false);
  const { served, gameConfig: config, settings } = room;
  const [storage, host] = [ctx().storage, sessionHost(room)];
  room.session = await LiveGame.start({ id: next.id, served, config, seed, seats, settings, storage, host });
  room.session.collectStats = ctx().stats;
  room.session.seats.forEach((s, i) => {
    if (s.tokenHash !== null) s.connected = room.seatConnected(i);
  });
  room.state.rematch = false;
  room.games = next.n;
  room.gameId = next.id;
  room.state.gameId = next.id;
  if (next.n > 1) for (const c of room.clients) c.send('newGame', { gameId: next.id });
  void room.session.begin();
  room.syncSeats();
  room.updateListing();
}

export function sessionHost(room: RoomCore): SessionHost {
  return {
    onStep: (events: readonly unknown[], seat: number, source: string, by: number) =>
      broadcastStep(room, events, source === 'human' ? by : -1, seat),
    onFinished: (_result: GameResult) => onFinished(room),
    onSeatsChanged: () => room.syncSeats(),
    botsHeld: (wake: () => void) => botsHeldIn(room.roomId, wake),
    onHeldDropped: (seat: number, requestId: number) => {
      const c = room.bySeat[seat];
      if (c) room.refuse(c, 'stale', 'the request changed before your answer was applied', 'decide', requestId);
    },
  };
}

/** Sends every client its own step (redaction/broadcast.ts). */
function broadcastStep(room: RoomCore, events: readonly unknown[], decider: number, forSeat: number): void {
  if (room.session) sendSteps(room.clients, room.session, events, decider, forSeat);
}

export function onFinished(room: RoomCore): void {
  room.ratings.forget();
  room.phase = 'finished';
  room.state.phase = 'finished';
  if (room.session) room.hold.ended(room.session, endWindowMs(room.settings.graceSeconds));
  for (const c of room.clients) sendEnd(room, c);
  room.syncSeats();
  room.updateListing();
  if (room.clients.length === 0 && !room.hold.holding) void room.disconnect();
}

/** The last game's `result` and `replay` for a client, if it gets them now (end-hold.ts `endFor`). */
export function sendEnd(room: RoomCore, c: Client): void {
  const s = room.hold.endFor((c.userData as ClientData | undefined)?.tokenHash ?? null, room.phase === 'finished');
  const result = s?.result;
  if (!s || !result) return;
  room.send1(c, 'result', resultMessage(result));
  room.send1(c, 'replay', { record: s.record() });
}
