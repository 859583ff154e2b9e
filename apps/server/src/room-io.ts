import type { Client } from '@colyseus/core';
import type { ServerMessage } from '@shaju/protocol';
import { viewsSent } from './metrics-hooks.ts';
import { ctx } from './room-context.ts';
import type { LobbySeat, RoomState } from './room-state.ts';
import type { GameSession } from './session.ts';

/**
 * Sends every client of a room its own step after a decision: its view and its redacted events (the session's
 * `stepFor`, the only road from the state to a client; spectators share one message). `decider` is the seat whose
 * person made the decision (-1 for a bot or the timer) and `forSeat` the seat it was made for (the decider's step
 * tells it). When the server collects statistics, the session's samples are taken afterwards.
 */
export function broadcastStep(
  clients: Iterable<Client>,
  s: GameSession,
  events: readonly unknown[],
  decider: number,
  forSeat: number,
): void {
  let spectator: ServerMessage<'step'> | null = null;
  for (const c of clients) {
    const seat = (c.userData as { seat?: number | null } | undefined)?.seat ?? null;
    if (seat === null) {
      spectator ??= s.stepFor(null, events, false);
      c.send('step', spectator);
    } else {
      c.send('step', s.stepFor(seat, events, false, seat === decider ? forSeat : null));
    }
  }
  viewsSent(s, decider);
  if (ctx().stats) {
    const b = s.takeStats();
    for (const x of b) ctx().samples.push(x);
  }
}

/**
 * A room's listing metadata (`GET /api/rooms`, and `GET /api/rooms/:code` for an invite page): the code, the game,
 * seats, people, open seats, phase, privacy, the room's configuration (JSON, public in the lobby to anyone holding the
 * code) and who is seated.
 */
export function listingOf(
  code: string,
  game: string,
  lobby: readonly LobbySeat[],
  phase: string,
  isPrivate: boolean,
  state: RoomState | undefined,
): Record<string, unknown> {
  return {
    code,
    game,
    players: lobby.length,
    humans: lobby.filter((s) => s.kind === 'human').length,
    open: lobby.filter((s) => s.kind === 'empty').length,
    phase,
    private: isPrivate,
    config: state?.config ?? null,
    seats: lobby.map((s) => ({ kind: s.kind, name: s.kind === 'empty' ? '' : s.name })),
  };
}
