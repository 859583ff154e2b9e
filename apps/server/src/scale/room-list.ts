/**
 * The open-rooms list (`GET /api/rooms`) without reading every room per request. Colyseus' `matchMaker.query` reads the
 * whole room list from its driver and parses every entry; with `@colyseus/redis-driver` that is one `HGETALL` of every
 * room of every process (12 s at 2,000 rooms under load, measured by `npm run bench:server -- --processes 2`).
 *
 * `OpenRooms` answers with this process's own rooms as they are now (`LocalRooms`: kept as Colyseus creates and
 * disposes them, each checked without parsing anything, so a room created or changed through this process is listed
 * by it at once) and, with Redis, the other processes' rooms from a snapshot (`SnapshotCache`): a request gets the
 * snapshot as it is while it is younger than `freshMs`; an older one starts a refresh (one at a time, whatever the
 * number of requests) and is still served while younger than `staleMs`; older than that (nobody asked for a while),
 * the request waits for the refresh. So a room created, changed or closed in another process appears in this
 * process's list within `staleMs` (5 s by default) plus one read, and a process reads the Redis room list at
 * most once per `freshMs`, whatever the number of requests.
 *
 * The Redis source (`redisRemoteRooms`) reads the room hash itself and parses only the entries in the lobby phase (a
 * string test before `JSON.parse`): playing rooms, most of them, cost their transfer but no parsing.
 */
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '@shaju/protocol';
import { Redis } from 'ioredis';
import type { RedisConnection } from './scale-out.ts';

/** One room as `GET /api/rooms` lists it: its id, connected clients, and its listing metadata (rooms/state.ts `listingOf`). */
export type OpenRoom = { roomId: string; clients: number } & Record<string, unknown>;

/** A room listing as Colyseus' drivers keep it (the fields read here). */
interface Listing {
  readonly roomId: string;
  readonly name?: string;
  readonly processId?: string;
  readonly clients: number;
  readonly private?: boolean;
  readonly metadata?: Record<string, unknown> | null;
}

/** Whether a room is listed: in its lobby, someone joined (an unused seat reservation is not listed), public. */
export function isListed(r: Listing): boolean {
  const m = r.metadata;
  return !!m && m.phase === 'lobby' && (m.humans as number) > 0 && !m.private && !r.private;
}

function toOpenRoom(r: Listing): OpenRoom {
  return { roomId: r.roomId, clients: r.clients, ...r.metadata };
}

/** Where a snapshot comes from: every listed room of the other processes now (rejects when it cannot be read). */
export type OpenRoomsSource = () => Promise<OpenRoom[]>;

/** The key of `@colyseus/redis-driver`'s room hash (its `ROOMCACHES_KEY`), under the connection's key prefix. */
const ROOMCACHES_KEY = 'roomcaches';

/**
 * The rooms of the other processes listed in Redis, read from `@colyseus/redis-driver`'s hash with a connection of its
 * own: entries not of the game room type or not in the lobby phase are skipped before parsing, and so are this
 * process's own (`LocalRooms` has them live). `close()` ends the connection.
 */
export function redisRemoteRooms(conn: RedisConnection): { source: OpenRoomsSource; close: () => void } {
  const redis = new Redis({ ...conn, maxRetriesPerRequest: 3, lazyConnect: true });
  const nameField = `"name":${JSON.stringify(ROOM_NAME)}`;
  const source: OpenRoomsSource = async () => {
    const all = await redis.hgetall(ROOMCACHES_KEY);
    const out: OpenRoom[] = [];
    for (const raw of Object.values(all)) {
      if (!raw.includes('"phase":"lobby"') || !raw.includes(nameField)) continue;
      const r = JSON.parse(raw) as Listing;
      if (r.name === ROOM_NAME && r.processId !== matchMaker.processId && isListed(r)) out.push(toOpenRoom(r));
    }
    return out;
  };
  return { source, close: () => redis.disconnect() };
}

/** A room of this process as Colyseus keeps it: its listing. */
interface LocalRoom {
  readonly roomId: string;
}

/** The rooms of the game room type open in this process, kept as Colyseus creates and disposes them. */
export class LocalRooms {
  private readonly rooms = new Set<LocalRoom>();

  /** Follows the room type's handler (what `Server.define` returns): its `create` and `dispose` events. */
  follow(handler: { on(event: string, f: (room: LocalRoom) => void): unknown }): void {
    handler.on('create', (room) => this.rooms.add(room));
    handler.on('dispose', (room) => this.rooms.delete(room));
  }

  /** Rooms open here. */
  get size(): number {
    return this.rooms.size;
  }

  /** Clients connected to the rooms open here (their listings' counts). */
  clients(): number {
    let n = 0;
    for (const room of this.rooms) n += (room as unknown as { _listing?: Listing })._listing?.clients ?? 0;
    return n;
  }

  /** This process's listed rooms, as they are now (their listings, read in memory). */
  listed(): OpenRoom[] {
    const out: OpenRoom[] = [];
    for (const room of this.rooms) {
      const l = (room as unknown as { _listing?: Listing })._listing;
      if (l && isListed(l)) out.push(toOpenRoom(l));
    }
    return out;
  }
}

/** The open rooms of every process: this one's live, the others' from a snapshot when there are others (Redis). */
export class OpenRooms {
  constructor(
    readonly local: LocalRooms,
    private readonly remote: SnapshotCache | null,
  ) {}

  /** Every listed room (rejects only when a refresh of the snapshot the request must wait for fails). */
  async list(): Promise<OpenRoom[]> {
    const mine = this.local.listed();
    if (!this.remote) return mine;
    const seen = new Set(mine.map((r) => r.roomId));
    // A room taken over from another process may still be in the snapshot under its old process: listed once.
    return mine.concat((await this.remote.list()).filter((r) => !seen.has(r.roomId)));
  }
}

/** Options of `SnapshotCache` (ms). */
export interface SnapshotCacheOptions {
  /** A snapshot younger than this is served without reading (default 1000). */
  readonly freshMs?: number;
  /** A snapshot younger than this is served while a refresh runs; older, the request waits for it (default 5000). */
  readonly staleMs?: number;
  /** The clock (default `performance.now`). */
  readonly now?: () => number;
}

/** A snapshot of the other processes' open rooms (see the module's comment). */
export class SnapshotCache {
  private snapshot: OpenRoom[] = [];
  /** When the snapshot's read started (`now()`, ms); -Infinity before the first. */
  private takenAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<OpenRoom[]> | null = null;
  private readonly freshMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly source: OpenRoomsSource,
    o: SnapshotCacheOptions = {},
  ) {
    this.freshMs = o.freshMs ?? 1000;
    this.staleMs = Math.max(this.freshMs, o.staleMs ?? 5000);
    this.now = o.now ?? (() => performance.now());
  }

  /**
   * The other processes' open rooms: the snapshot, refreshed as the module's comment says. Rejects only when a refresh
   * the request waits for fails (a background refresh that fails leaves the snapshot as it was, tried again next time).
   */
  async list(): Promise<OpenRoom[]> {
    const age = this.now() - this.takenAt;
    if (age <= this.freshMs) return this.snapshot;
    const refresh = this.refresh();
    if (age <= this.staleMs) {
      refresh.catch(() => undefined);
      return this.snapshot;
    }
    return refresh;
  }

  private refresh(): Promise<OpenRoom[]> {
    if (this.inFlight) return this.inFlight;
    const started = this.now();
    const p = this.source().then(
      (rooms) => {
        this.snapshot = rooms;
        this.takenAt = started;
        this.inFlight = null;
        return rooms;
      },
      (e: unknown) => {
        this.inFlight = null;
        throw e;
      },
    );
    this.inFlight = p;
    return p;
  }
}
