/**
 * Scale-out on Colyseus' own distributed parts: with a Redis URL, every server process shares its matchmaker through
 * `@colyseus/redis-presence` (inter-process calls, seat reservations) and `@colyseus/redis-driver` (the room list), and
 * announces its public address, which clients follow when a room lives in another process (a seat reservation carries
 * it). Without a Redis URL nothing here is used: one process, Colyseus' local presence and driver.
 */
import { matchMaker } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';

/** Connection settings of ioredis, parsed from a `redis://` or `rediss://` URL. */
export interface RedisConnection {
  readonly host: string;
  readonly port: number;
  readonly db: number;
  readonly username?: string;
  readonly password?: string;
  readonly tls?: Record<string, never>;
  /** Prefix of every key (not of pub/sub channels), e.g. `shaju:` or a test's own `t123:`. */
  readonly keyPrefix: string;
}

/**
 * Parses `redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS) into ioredis options with `keyPrefix`.
 * Throws `Error` naming the URL on another scheme or a bad port or database number.
 */
export function redisConnection(url: string, keyPrefix = ''): RedisConnection {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`not a Redis URL: ${url}`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`not a redis:// URL: ${url}`);
  const port = u.port ? Number(u.port) : 6379;
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0;
  if (!Number.isInteger(port) || !Number.isInteger(db) || db < 0) throw new Error(`bad port or database in ${url}`);
  return {
    host: u.hostname || '127.0.0.1',
    port,
    db,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    keyPrefix,
  };
}

/** What `scaleOutOptions` adds to Colyseus' `Server` options. */
export interface ScaleOutServerOptions {
  readonly presence: RedisPresence;
  readonly driver: RedisDriver;
  readonly publicAddress: string;
  readonly selectProcessIdToCreateRoom: (roomName: string, options: unknown) => Promise<string>;
}

/**
 * Colyseus' Redis presence and driver over `conn`, this process's public address (`host:port` or `host/path` without a
 * scheme, as clients must reach it: Colyseus' SDK connects to `ws[s]://<publicAddress>/<processId>/<roomId>`), and the
 * choice of process for a new room: the least loaded (Colyseus' default), except a stored game rebuilt here
 * (`{ restore }`, see takeover.ts), which stays in the process that claimed it.
 */
export function scaleOutOptions(conn: RedisConnection, publicAddress: string): ScaleOutServerOptions {
  if (/^[a-z]+:\/\//i.test(publicAddress)) throw new Error(`the public address has no scheme: ${publicAddress}`);
  const presence = new RedisPresence({ ...conn });
  const driver = new RedisDriver({ ...conn });
  return {
    presence,
    driver,
    publicAddress,
    selectProcessIdToCreateRoom: async (_name: string, options: unknown) => {
      if (options && typeof options === 'object' && 'restore' in options) return matchMaker.processId;
      const all = await matchMaker.stats.fetchAll();
      all.sort((a, b) => a.roomCount - b.roomCount);
      return all[0]?.processId ?? matchMaker.processId;
    },
  };
}
