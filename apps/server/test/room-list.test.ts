/**
 * The open-rooms list (scale/room-list.ts): the snapshot of the other processes' rooms is read at most once per `freshMs`
 * whatever the number of requests, one read at a time, served stale while it refreshes and waited for when too old;
 * and, on a real Redis, a server lists its own new room at once and another process's room (written into Colyseus'
 * Redis room hash as that process would) within the stated bound, and no longer once it is gone.
 */
import { randomUUID } from 'node:crypto';
import { ROOM_NAME } from '@shaju/protocol';
import { testService } from '@shaju/testkit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type OpenRoom, SnapshotCache } from '../src/scale/room-list.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';
import { freePort } from './proc.ts';

const REDIS = testService('redis');

/** A source that counts its reads and resolves each when told. */
function slowSource() {
  const waiting: ((rooms: OpenRoom[]) => void)[] = [];
  let reads = 0;
  return {
    source: () => {
      reads++;
      return new Promise<OpenRoom[]>((resolve) => waiting.push(resolve));
    },
    reads: () => reads,
    answer(rooms: OpenRoom[]) {
      for (const w of waiting.splice(0)) w(rooms);
    },
  };
}

const room = (roomId: string): OpenRoom => ({ roomId, clients: 1 });

describe('SnapshotCache', () => {
  test('one read for many requests; fresh, then stale while refreshing, then waited for', async () => {
    let now = 0;
    const s = slowSource();
    const cache = new SnapshotCache(s.source, { freshMs: 1000, staleMs: 5000, now: () => now });
    // No snapshot yet: 50 requests wait for the same single read.
    const first = Array.from({ length: 50 }, () => cache.list());
    expect(s.reads()).toBe(1);
    s.answer([room('A')]);
    for (const r of await Promise.all(first)) expect(r).toEqual([room('A')]);
    // Fresh: answered without reading.
    now = 900;
    expect(await cache.list()).toEqual([room('A')]);
    expect(s.reads()).toBe(1);
    // Older than freshMs: the old snapshot at once, one refresh in the background for any number of requests.
    now = 2000;
    for (let i = 0; i < 20; i++) expect(await cache.list()).toEqual([room('A')]);
    expect(s.reads()).toBe(2);
    s.answer([room('B')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.list()).toEqual([room('B')]);
    expect(s.reads()).toBe(2);
    // Older than staleMs (nobody asked for a while): the request waits for the new read.
    now = 2000 + 5001;
    const late = cache.list();
    expect(s.reads()).toBe(3);
    s.answer([room('C')]);
    expect(await late).toEqual([room('C')]);
  });

  test('a failed refresh keeps the snapshot; a request that waited for it is rejected', async () => {
    let now = 0;
    let fail = false;
    const cache = new SnapshotCache(async () => (fail ? Promise.reject(new Error('down')) : [room('A')]), {
      freshMs: 10,
      staleMs: 100,
      now: () => now,
    });
    expect(await cache.list()).toEqual([room('A')]);
    fail = true;
    now = 50;
    expect(await cache.list()).toEqual([room('A')]);
    await new Promise((r) => setTimeout(r, 0));
    now = 500;
    await expect(cache.list()).rejects.toThrow('down');
    fail = false;
    expect(await cache.list()).toEqual([room('A')]);
  });
});

describe.skipIf(!REDIS)('the open-rooms list on Redis', () => {
  const prefix = `shaju-test-list-${randomUUID().slice(0, 8)}:`;
  let srv: RunningServer;
  let redis: Redis;
  const players: TestPlayer[] = [];

  beforeAll(async () => {
    const port = await freePort();
    srv = await startServer({
      port,
      storage: new SqliteStorage(':memory:'),
      heartbeatMs: 0,
      redis: REDIS,
      redisPrefix: prefix,
      publicAddress: `127.0.0.1:${port}`,
    });
    redis = new Redis(REDIS as string, { keyPrefix: prefix });
  });
  afterAll(async () => {
    for (const p of players) await p.leave();
    await srv?.close();
    const keys = await redis.keys(`${prefix}*`);
    // `keys` answers with the prefix; `del` adds it again.
    if (keys.length) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    redis.disconnect();
  });

  const listed = async () => ((await (await fetch(`${srv.url}/api/rooms`)).json()) as OpenRoom[]).map((r) => r.roomId);

  /** A room listing of another process, as `@colyseus/redis-driver` writes it. */
  const listing = (roomId: string, metadata: Record<string, unknown>) =>
    JSON.stringify({
      clients: 1,
      createdAt: new Date().toISOString(),
      maxClients: 64,
      metadata: { code: roomId, game: 'shajisifu', players: 4, humans: 1, open: 3, private: false, ...metadata },
      name: ROOM_NAME,
      publicAddress: '127.0.0.1:1',
      processId: 'another-process',
      roomId,
    });

  test("its own room at once; another process's within the bound (5 s + one read), and gone as soon", async () => {
    // Read the snapshot once, so that it is fresh when the other process's rooms appear.
    expect(await listed()).toEqual([]);
    await redis.hset('roomcaches', 'OTHER1', listing('OTHER1', { phase: 'lobby' }));
    await redis.hset('roomcaches', 'OTHER2', listing('OTHER2', { phase: 'playing' }));
    await redis.hset('roomcaches', 'OTHER3', listing('OTHER3', { phase: 'lobby', private: true }));
    const h = new TestPlayer(srv.url, 'host');
    players.push(h);
    await h.create({ game: 'shajisifu', players: 4 });
    // This process's room is listed at once (read in memory), even with a fresh snapshot.
    expect(await listed()).toContain(h.roomId);
    const t0 = performance.now();
    await expect.poll(listed, { timeout: 8000, interval: 200 }).toContain('OTHER1');
    expect(performance.now() - t0).toBeLessThan(6000);
    const all = await listed();
    expect(all).not.toContain('OTHER2');
    expect(all).not.toContain('OTHER3');
    expect(all.filter((id) => id === h.roomId)).toHaveLength(1);
    // The invite page finds the other process's room by its code (one HGET).
    const invite = await fetch(`${srv.url}/api/rooms/OTHER1`);
    expect(invite.status).toBe(200);
    expect(((await invite.json()) as { humans: number }).humans).toBe(1);
    await redis.hdel('roomcaches', 'OTHER1');
    await expect.poll(listed, { timeout: 8000, interval: 200 }).not.toContain('OTHER1');
    expect(await listed()).toContain(h.roomId);
  });
});
