/**
 * Redis keys stay bounded (issue 29, point 6): 132 keys became 342 after 200 lobbies and 20 games, each room code
 * reserved for about three days, and each process start reserved 64 codes more. A room code is now held in Redis only
 * while its room is open (renewed with the process's lease, let go when the room closes), so once the rooms are gone
 * the keys are what they were, and a restart adds none. A real server process on the test Redis.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testService } from '@shaju/testkit';
import { Redis } from 'ioredis';
import { afterAll, expect, test } from 'vitest';
import { TestPlayer } from './client.ts';
import { freePort, type ServerProcess, spawnServer } from './proc.ts';

const REDIS = testService('redis');
const FAST = { botDelayMs: 0, turnSeconds: 30, responseSeconds: 30, minResponseMs: 0, graceSeconds: 30 };
const prefix = `shaju-keys-${randomUUID().slice(0, 8)}:`;
const dir = mkdtempSync(join(tmpdir(), 'shaju-keys-'));
const procs: ServerProcess[] = [];
const redis = REDIS ? new Redis(REDIS) : null;

afterAll(async () => {
  for (const p of procs) await p.kill('SIGKILL');
  if (redis) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  rmSync(dir, { recursive: true, force: true });
});

async function start(port: number): Promise<ServerProcess> {
  const p = await spawnServer(dir, {
    PORT: String(port),
    SHAJU_RATE: '10000',
    SHAJU_REDIS: REDIS as string,
    SHAJU_REDIS_PREFIX: prefix,
    SHAJU_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    SHAJU_TAKEOVER_MS: '6000',
    SHAJU_CREATES_PER_MINUTE: '1000',
    SHAJU_CREATES_PER_MINUTE_PER_ADDRESS: '1000',
  });
  procs.push(p);
  return p;
}

/** The deployment's keys, by kind (the key with its code, id or node left out), sorted. */
async function keys(): Promise<string[]> {
  const all = await (redis as Redis).keys(`${prefix}*`);
  return all.map((k) => k.slice(prefix.length)).sort();
}

/** Waits until the server lists no room and no code of a room is held any more (bounded). */
async function roomsGone(url: string): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const open = (await (await fetch(`${url}/api/rooms`)).json()) as unknown[];
    const codes = (await keys()).filter((k) => k.startsWith('shaju:code:'));
    if (open.length === 0 && codes.length === 0) return;
    if (Date.now() > until) throw new Error(`rooms still open: ${open.length}, codes held: ${codes.join(' ')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.skipIf(!REDIS)('room codes are held only while their rooms are open; a restart reserves none', async () => {
  const port = await freePort();
  let srv = await start(port);
  const baseline = await keys();
  expect(baseline.filter((k) => k.startsWith('shaju:code:'))).toEqual([]);
  // 30 lobbies, each left by its creator (the room closes), and 3 quick games played to their end.
  for (let i = 0; i < 30; i++) {
    const p = await new TestPlayer(srv.url, `p${i}`).create({ game: 'shajisifu', players: 4, timer: FAST });
    expect(await (redis as Redis).get(`${prefix}shaju:code:${p.roomId}`)).not.toBeNull();
    await p.leave();
  }
  for (let i = 0; i < 3; i++) {
    const q = new TestPlayer(srv.url, `q${i}`);
    await q.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'random' }, start: true, timer: FAST });
    q.sendRaw('autoplay', { on: true });
    await q.waitFor(() => q.replay !== null, 120_000, 'the end');
    await q.leave();
  }
  await roomsGone(srv.url);
  // Nothing of those rooms is left but what a process keeps for itself (its lease, its entry, Colyseus' own).
  expect(await keys()).toEqual(baseline);
  // A restart (same node) reserves no codes.
  await srv.kill('SIGTERM');
  srv = await start(port);
  await roomsGone(srv.url);
  expect(await keys()).toEqual(baseline);
});
