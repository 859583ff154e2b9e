/**
 * The live road from a session to its clients: each client's own step after a decision (spectators share one), and
 * the snapshot of a client joining or coming back, held while a decision's append is in flight. Built only through
 * the session's redacted messages (`stepFor`, `historyFor`).
 */
import type { Client } from '@colyseus/core';
import type { ServerMessage } from '@shaju/protocol';
import { viewsSent } from '../ops/metrics-hooks.ts';
import { ctx } from '../rooms/context.ts';
import type { LiveGame } from '../session/live-game.ts';

/**
 * Sends every client of a room its own step after a decision: its view and its redacted events (the session's
 * `stepFor`, the only road from the state to a client; spectators share one message). `decider` is the seat whose
 * person made the decision (-1 for a bot or the timer) and `forSeat` the seat it was made for (the decider's step
 * tells it). A client still waiting for its snapshot (`snapshotWhenStored`) is skipped: the snapshot has this step.
 * When the server collects statistics, the session's samples are taken afterwards.
 */
export function broadcastStep(
  clients: Iterable<Client>,
  s: LiveGame,
  events: readonly unknown[],
  decider: number,
  forSeat: number,
): void {
  let spectator: ServerMessage<'step'> | null = null;
  for (const c of clients) {
    if (awaiting.has(c)) continue;
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

/** Clients waiting for their snapshot until a decision's append settles (they get no step meanwhile). */
const awaiting = new WeakSet<Client>();

/**
 * The snapshot on joining or reconnecting: the whole log so far as this seat saw it (`history`), then the live view
 * and the pending request. While a decision's append is in flight (`LiveGame.stored`), the state is ahead of the
 * stored log: the client gets nothing until the append settles (the step it would have missed is in the snapshot, or
 * a failed append was rolled back), and the seat is read then (`userData.seat`; `seat` when it has none).
 */
export function snapshotWhenStored(client: Client, s: LiveGame, seat: number | null): void {
  if (s.stored.holding) awaiting.add(client);
  s.stored.whenStored(() => {
    awaiting.delete(client);
    const now = (client.userData as { seat?: number | null } | undefined)?.seat;
    const viewer = now === undefined ? seat : now;
    const c = ctx();
    const t0 = c.stats ? performance.now() : 0;
    client.send('history', { batches: s.historyFor(viewer) } satisfies ServerMessage<'history'>);
    const msg = s.stepFor(viewer, [], true);
    if (c.stats) c.snapshotSamples.push((performance.now() - t0) * 1000);
    client.send('step', msg);
  });
}
