/**
 * What every room of a server process shares (`RoomContext`: storage, limits, metrics; one server per process, as
 * Colyseus' matchmaker is), and the small facts rooms agree on: a token's hash, a room code, a bot's name.
 */
import { createHash, randomInt } from 'node:crypto';
import type { ServerMetrics } from '../ops/metrics.ts';
import type { Storage } from '../storage/api.ts';

/** What the rooms of a process ask of the shared room codes (scale/room-codes.ts `RoomCodes`). */
export interface SharedCodes {
  /** A fresh code no other process holds, now held by this one; undefined when Redis did not answer. */
  reserve(): Promise<string | undefined>;
  /** Holds `code` for a room of this process that did not reserve it here (a game or lobby rebuilt). */
  hold(code: string): void;
  /** The room `code` closed: its code (and the claim of its stored lobby) are let go. */
  release(code: string): void;
}

/** What every room of a server process shares: its storage and the statistics switch. */
export interface RoomContext {
  readonly storage: Storage;
  /** Collect handler-time samples (benchmark). */
  readonly stats: boolean;
  /** Handler-time samples (µs) of every room, drained by the stats endpoint. */
  readonly samples: number[];
  /** Snapshot build times (µs) on join and reconnect, drained by the stats endpoint. */
  readonly snapshotSamples: number[];
  /** Messages a connection may send per second (`LIMITS.messagesPerSecond` unless the server sets another). */
  messagesPerSecond: number;
  /** Keep-alive ping interval per room in ms (0: off); a connection that misses 2 pings is closed. */
  readonly heartbeatMs: number;
  /** Seconds a seat reservation waits for its WebSocket (Colyseus' `seatReservationTimeout`). */
  readonly seatReservationSeconds: number;
  /** Seconds a finished game's room waits at least for a player away (end-hold.ts). */
  readonly endedRoomSeconds: number;
  /** Spectators a room takes at most (connected and reservations not used yet). */
  readonly maxSpectators: number;
  /** Spectators a room takes at most from one address. */
  readonly maxSpectatorsPerAddress: number;
  /** The process's Prometheus metrics (ops/metrics.ts), when `/metrics` is on. */
  readonly metrics?: ServerMetrics | undefined;
  /** With several processes: the room codes held in Redis (scale/room-codes.ts), else undefined. */
  codes?: SharedCodes | undefined;
}

let context: RoomContext | null = null;

/** Sets the process's room context (one game server per process, as Colyseus' matchmaker is per process). */
export function setRoomContext(c: RoomContext | null): void {
  context = c;
}

/** The process's room context. Throws `Error` before `setRoomContext`. */
export function ctx(): RoomContext {
  if (!context) throw new Error('room context not set: start the server with startServer()');
  return context;
}

/** SHA-256 of a player token, hex: what storage keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A fresh 6-character room code: with several processes, one no other process holds, now held by this one in Redis
 * (scale/room-codes.ts; a random one when Redis does not answer); else a random one.
 */
export async function newCode(): Promise<string> {
  return (await context?.codes?.reserve()) ?? randomCode();
}

/** A random 6-character room code (31 letters and digits, no look-alikes). */
export function randomCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** A bot's name: `bot-N` for seat N (seats count from 0, as in the game's log). */
export function botName(seat: number): string {
  return `bot-${seat}`;
}
