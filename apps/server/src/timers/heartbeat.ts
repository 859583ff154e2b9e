/**
 * The rooms' keep-alive: each room pings its own clients at its own phase (rooms/room.ts), so that no timer pings
 * every connection at once; a connection that misses two pings is cut, and its seat follows the drop rules.
 */
import type { Client } from '@colyseus/core';

/** The part of a `ws` socket the heartbeat uses. */
export interface PingSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong', fn: () => void): void;
}

/** Missed pongs per socket (sockets the heartbeat has seen). */
export const missed = new WeakMap<PingSocket, number>();

/**
 * Pings every client of a room; one that has not answered the last 2 pings is cut (its seat then follows the drop
 * rules).
 */
export function pingClients(clients: Iterable<Client>): void {
  for (const c of clients) {
    const ws = (c as unknown as { ref?: PingSocket }).ref;
    if (!ws || typeof ws.ping !== 'function') continue;
    const n = missed.get(ws);
    if (n === undefined) ws.on('pong', () => missed.set(ws, 0));
    else if (n >= 2) {
      ws.terminate();
      continue;
    }
    missed.set(ws, (n ?? 0) + 1);
    try {
      ws.ping();
    } catch {
      // closing already
    }
  }
}
