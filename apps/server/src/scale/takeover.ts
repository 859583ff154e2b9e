/**
 * Who runs which game when several server processes share Redis and one storage, so that a process that dies loses
 * nothing and two processes never run the same game:
 * - each process (a node, named by a stable id: its public address unless told otherwise) holds a lease, the Redis key
 *   `lease:<node>` with a time to live of `takeoverMs`, renewed every `takeoverMs / 6` (at most every 5 s);
 * - each unfinished game has a claim, `claim:<gameId>` = the node running it, taken with `SET NX` when the game is
 *   created (and listed in the node's set `games:<node>`), dropped when it finishes;
 * - a node that starts (again) rebuilds the games still claimed by its id at once, then the unfinished games in storage
 *   that nobody claims (older than `UNCLAIMED_AFTER_MS`, so that a claim on its way is not overtaken);
 * - every node looks at the others at each renewal: the games of a node whose lease has expired (it did not come back
 *   within `takeoverMs`) are taken over one by one by a Lua script that re-checks, atomically, that the lease is still
 *   absent and the claim still the dead node's, then rebuilt here from storage (the same path as a restart:
 *   `GameRoom` with `{ restore: id }`), every acknowledged decision included, since a decision is stored before any
 *   view of it is sent;
 * - a node that finds its own lease expired on renewal (it was stalled longer than `takeoverMs`) closes every room whose
 *   claim is no longer its own, without writing.
 * Keys live under the connection's key prefix; the scripts touch several keys, so Redis Cluster is not supported.
 */
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '@shaju/protocol';
import { Redis } from 'ioredis';
import { parseGameId } from '../rooms/rematch.ts';
import type { Storage } from '../storage/api.ts';
import { RoomCodes } from './room-codes.ts';
import type { RedisConnection } from './scale-out.ts';

/** How long a process's claim on a stored lobby it rebuilt lasts (s). */
const LOBBY_CLAIM_S = 86_400;

/** Unfinished games nobody claims are taken at start only when created at least this long ago (ms). */
export const UNCLAIMED_AFTER_MS = 10_000;

/** Options of `Ownership`. */
export interface OwnershipOptions {
  readonly redis: RedisConnection;
  /** This node's stable id (the same after a restart): by default its public address. */
  readonly nodeId: string;
  /** This node's public address, kept for operators (`nodes` hash). */
  readonly address: string;
  /** How long a silent node keeps its games before another takes them (ms; the lease's time to live). */
  readonly takeoverMs: number;
  readonly storage: Storage;
  /** Writes one log line (default: console.log). */
  readonly log?: (line: string) => void;
}

const TAKE = `
if redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
local c = redis.call('GET', KEYS[1])
redis.call('SREM', KEYS[3], ARGV[3])
if c ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('SADD', KEYS[4], ARGV[3])
return 1`;
const CLAIM = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX') then redis.call('SADD', KEYS[2], ARGV[2]) return 1 end
return 0`;
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
redis.call('SREM', KEYS[2], ARGV[2])
return 1`;
const RENEW = `
local old = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
if old == ARGV[1] then return 1 end
return 0`;

/** A node's entry in the `nodes` hash. */
interface NodeInfo {
  readonly pid: string;
  readonly address: string;
}

/** The Redis leases and claims of one server process (see the module's comment). */
export class Ownership {
  private readonly redis: Redis;
  private readonly me: string;
  private readonly incarnation = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  private readonly held = new Set<string>();
  /** Games taken over from a silent node, with when (ms): their listing is checked for a while (`relist`). */
  private readonly taken = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  /** Until when (performance.now, ms) this node's lease is surely its own: the last renewal sent, plus its life. */
  private validUntil = 0;
  private busy = false;
  private stopped = false;
  private readonly log: (line: string) => void;

  constructor(private readonly o: OwnershipOptions) {
    this.redis = new Redis({ ...o.redis, keyPrefix: `${o.redis.keyPrefix}shaju:`, maxRetriesPerRequest: 3 });
    this.me = o.nodeId;
    this.log = o.log ?? ((l) => console.log(l));
    // A code outlives its last renewal by two takeover delays: a process that died lets its codes go by then.
    this.codes = new RoomCodes(this.redis, this.me, 2 * Math.max(o.takeoverMs, 5000), this.log);
  }

  /** The codes of this process's open rooms, held in Redis while they are open (room-codes.ts). */
  readonly codes: RoomCodes;

  /**
   * Whether this process may rebuild the stored lobby `code` at start: with several processes on one storage, every
   * one of them reads the same stored lobbies, and only one may open each (`SET NX lobby:<code>`, kept a day; a
   * process that restarts gets its own lobbies back). Lobbies of a process that dies for good wait for it (not taken
   * over, unlike games).
   */
  async claimLobby(code: string): Promise<boolean> {
    if ((await this.redis.set(`lobby:${code}`, this.me, 'EX', LOBBY_CLAIM_S, 'NX')) === 'OK') return true;
    return (await this.redis.get(`lobby:${code}`)) === this.me;
  }

  /** The renewal period (ms). */
  get renewMs(): number {
    return Math.max(100, Math.min(5000, Math.floor(this.o.takeoverMs / 6)));
  }

  /**
   * Takes the lease, forgets this node's previous process in the room list, rebuilds the games still claimed by this
   * node and those nobody claims; then renews and watches the other nodes every `renewMs`. Resolves with the ids of
   * the games rebuilt. Throws when Redis cannot be reached.
   */
  async start(): Promise<string[]> {
    const old = await this.redis.hget('nodes', this.me);
    if (old) await forgetProcess((JSON.parse(old) as NodeInfo).pid);
    const info: NodeInfo = { pid: matchMaker.processId, address: this.o.address };
    await this.redis.hset('nodes', this.me, JSON.stringify(info));
    const sent = performance.now();
    await this.renew();
    this.validUntil = sent + this.o.takeoverMs - this.renewMs;
    const restored: string[] = [];
    for (const id of await this.redis.smembers(`games:${this.me}`)) {
      if ((await this.redis.get(`claim:${id}`)) !== this.me) {
        await this.redis.srem(`games:${this.me}`, id);
        continue;
      }
      if (await this.rebuild(id)) restored.push(id);
    }
    const unfinished = (await this.o.storage.unfinishedIds()).filter((id) => !this.held.has(id));
    const claimed = unfinished.length ? await this.redis.mget(...unfinished.map((id) => `claim:${id}`)) : [];
    for (const [i, id] of unfinished.entries()) {
      if (claimed[i] !== null) continue;
      const g = await this.o.storage.loadGame(id);
      if (g?.status !== 'playing' || Date.now() - g.createdAt < UNCLAIMED_AFTER_MS) continue;
      if ((await this.claimKeys(id)) && (await this.rebuild(id))) restored.push(id);
    }
    this.timer = setInterval(() => void this.tick(), this.renewMs);
    this.timer.unref();
    return restored;
  }

  /** Claims a game just created here (a storage hook); a game someone else claims is left alone (logged). */
  claim(id: string): void {
    this.held.add(id);
    this.claimKeys(id).then(
      (ok) => {
        if (!ok) this.log(`takeover: game ${id} is claimed by another node`);
      },
      (e: Error) => this.log(`takeover: could not claim ${id}: ${e.message}`),
    );
  }

  /** Drops the claim of a game finished here (a storage hook). */
  release(id: string): void {
    this.held.delete(id);
    this.redis
      .eval(RELEASE, 2, `claim:${id}`, `games:${this.me}`, this.me, id)
      .catch((e: Error) => this.log(`takeover: could not release ${id}: ${e.message}`));
  }

  /**
   * Stops renewing; with `handOver` drops the lease so that the other nodes take this node's games at once (a
   * graceful stop), else they wait for it to expire. Closes the Redis connection.
   */
  async stop(handOver: boolean): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    try {
      if (handOver) await this.redis.del(`lease:${this.me}`);
    } finally {
      this.redis.disconnect();
    }
  }

  private async claimKeys(id: string): Promise<boolean> {
    return (await this.redis.eval(CLAIM, 2, `claim:${id}`, `games:${this.me}`, this.me, id)) === 1;
  }

  /** Renews the lease; false when it had expired (or another incarnation held it) before this renewal. */
  private async renew(): Promise<boolean> {
    const sent = performance.now();
    const kept =
      (await this.redis.eval(RENEW, 1, `lease:${this.me}`, this.incarnation, String(this.o.takeoverMs))) === 1;
    if (kept) this.validUntil = sent + this.o.takeoverMs - this.renewMs;
    return kept;
  }

  /**
   * Throws unless this node's lease is surely still its own (a storage hook before every write): a process that was
   * frozen past its lease writes nothing until its renewal has closed the games it lost (`fence`), even when it
   * handles the messages that waited in its sockets before its renewal timer runs.
   */
  checkLease(): void {
    if (!this.stopped && performance.now() > this.validUntil) {
      throw new Error('this server process lost its lease on its games; not writing');
    }
  }

  /** Rebuilds game `id` in this process; on failure (finished meanwhile, unreadable) drops its claim. */
  private async rebuild(id: string): Promise<boolean> {
    this.held.add(id);
    try {
      if (!matchMaker.getLocalRoomById(parseGameId(id).code)) {
        await matchMaker.handleCreateRoom(ROOM_NAME, { restore: id });
      }
      return true;
    } catch (e) {
      this.log(`could not rebuild game ${id}: ${(e as Error).message}`);
      this.release(id);
      return false;
    }
  }

  private async tick(): Promise<void> {
    if (this.busy || this.stopped) return;
    this.busy = true;
    try {
      if (!(await this.renew())) {
        const sent = performance.now();
        await this.fence();
        this.validUntil = sent + this.o.takeoverMs - this.renewMs;
      }
      await this.codes.renew();
      await this.relist();
      const nodes = await this.redis.hgetall('nodes');
      for (const [node, raw] of Object.entries(nodes)) {
        if (node === this.me || this.stopped) continue;
        if ((await this.redis.exists(`lease:${node}`)) === 1) continue;
        await this.takeFrom(node, JSON.parse(raw) as NodeInfo);
      }
    } catch (e) {
      this.log(`takeover: ${(e as Error).message}`);
    } finally {
      this.busy = false;
    }
  }

  /** Takes the games of `node`, whose lease has expired, one by one; forgets it once it has none left. */
  private async takeFrom(node: string, info: NodeInfo): Promise<void> {
    await forgetProcess(info.pid);
    const ids = await this.redis.smembers(`games:${node}`);
    const keys = (id: string) => [`claim:${id}`, `lease:${node}`, `games:${node}`, `games:${this.me}`];
    const taken: string[] = [];
    for (const id of ids) {
      if ((await this.redis.eval(TAKE, 4, ...keys(id), node, this.me, id)) === 1 && (await this.rebuild(id))) {
        taken.push(id);
      }
    }
    for (const id of taken) this.taken.set(id, Date.now());
    if (taken.length) this.log(`took over ${taken.length} from ${node}: ${taken.join(' ')}`);
    if ((await this.redis.scard(`games:${node}`)) === 0 && (await this.redis.exists(`lease:${node}`)) === 0) {
      await this.redis.hdel('nodes', node);
    }
  }

  /** After a lost lease: closes every room here whose game another node now claims. */
  private async fence(): Promise<void> {
    for (const id of [...this.held]) {
      if ((await this.redis.get(`claim:${id}`)) === this.me) continue;
      this.held.delete(id);
      this.log(`takeover: game ${id} moved to another node while this one was silent; closing it here`);
      const room = matchMaker.getLocalRoomById(parseGameId(id).code);
      if (!room) continue;
      // Colyseus removes a disposed room's listing by its id, which is now the other node's room: remove none.
      (room as unknown as { _listing: { roomId: string } })._listing.roomId = `${room.roomId}~moved`;
      await room.disconnect();
    }
  }

  /**
   * For `2 × takeoverMs` after a takeover: lists again a room taken over here whose listing a waking node overwrote
   * (a silent node may update its stale room's listing before it finds its lease lost).
   */
  private async relist(): Promise<void> {
    for (const [id, at] of this.taken) {
      if (Date.now() - at > 2 * this.o.takeoverMs || !this.held.has(id)) {
        this.taken.delete(id);
        continue;
      }
      const code = parseGameId(id).code;
      const listed = await matchMaker.driver.findOne({ roomId: code });
      const room = matchMaker.getLocalRoomById(code);
      if (room && listed?.processId !== matchMaker.processId) {
        await matchMaker.driver.persist(
          (room as unknown as { _listing: Parameters<typeof matchMaker.driver.persist>[0] })._listing,
        );
      }
    }
  }
}

/** Removes a dead Colyseus process from the room list and the process statistics (new rooms no longer go there). */
async function forgetProcess(pid: string): Promise<void> {
  if (pid === matchMaker.processId) return;
  await matchMaker.driver.cleanup?.(pid);
  await matchMaker.stats.excludeProcess(pid);
}
