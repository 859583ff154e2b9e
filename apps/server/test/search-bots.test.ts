/**
 * Search bots on the server (apps/server/src/search): their decisions think in the pool of worker threads and the
 * game plays to the end like any other, the stored game replaying to its final hash.
 */
import { kitOf } from '@shaju/games/loaded';
import { verifyRecord } from '@shaju/testkit';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { searchesRun, searchThreads, warmPool, warmStarted } from '../src/search/pool.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

const FAST = { botDelayMs: 0, turnSeconds: 30, responseSeconds: 15, minResponseMs: 0, graceSeconds: 30 };

let srv: RunningServer;
let storage: SqliteStorage;
const players: TestPlayer[] = [];

beforeAll(async () => {
  storage = new SqliteStorage(':memory:');
  srv = await startServer({ port: 0, storage, heartbeatMs: 0, messagesPerSecond: 10_000 });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

test('the pool leaves the event loop a core: cores − 1 threads, at least one, or SHAJU_SEARCH_THREADS', () => {
  expect(searchThreads({ SHAJU_SEARCH_THREADS: '3' })).toBe(3);
  expect(searchThreads({})).toBeGreaterThanOrEqual(1);
  expect(searchThreads({ SHAJU_SEARCH_THREADS: 'x' })).toBe(searchThreads({}));
});

test('a room of search bots warms the pool as it is created: every thread loads the games before a first decision', async () => {
  // Issue 29, point 10: the first hard-bot decision on a fresh server waited 1.2–6 s for a thread to load.
  const a = new TestPlayer(srv.url, '丙');
  players.push(a);
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'heuristic', fill: true }, timer: FAST });
  expect(warmStarted(), 'a room without search bots leaves the pool cold').toBe(false);
  await a.leave();
  const b = new TestPlayer(srv.url, '丁');
  players.push(b);
  await b.create({ game: 'paopaosha', players: 5, bots: { count: 4, kind: 'search', fill: true }, timer: FAST });
  expect(warmStarted(), 'a room of search bots warms the pool').toBe(true);
  const warmed = await warmPool();
  // One warm task per thread, each on its own thread, each the first to load the games there; no search ran.
  expect(warmed).toHaveLength(searchThreads());
  expect(new Set(warmed.map((w) => w.threadId)).size).toBe(warmed.length);
  expect(warmed.every((w) => !w.wasLoaded)).toBe(true);
  expect(searchesRun()).toBe(0);
  await b.leave();
});

test('杀机四伏 with three hard (search) bots plays to the end', async () => {
  const a = new TestPlayer(srv.url, '甲', { chooser: botChooser('shajisifu', 'heuristic', 5) });
  players.push(a);
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'search', fill: true }, timer: FAST });
  expect([...a.room.state.seats].filter((s) => s.botKind === 'search')).toHaveLength(3);
  a.sendRaw('start', {});
  await a.waitFor(() => a.replay !== null, 120_000, 'the replay');
  const rec = storage.loadGame(a.roomId);
  expect(rec?.status).toBe('finished');
  if (!rec) return;
  const check = verifyRecord(kitOf('shajisifu').module, {
    game: 'shajisifu',
    version: rec.version,
    config: rec.config,
    seed: rec.seed,
    log: rec.log,
    finalHash: rec.finalHash ?? undefined,
  });
  expect(check.ok).toBe(true);
  // The bots decided (none of their turns fell to the timer) and the person's decisions were never refused.
  expect(rec.log.filter((e) => e.source === 'bot').length).toBeGreaterThan(5);
  // Their searches ran in the pool's threads.
  expect(searchesRun()).toBeGreaterThan(0);
  expect(rec.log.filter((e) => e.source === 'timeout')).toEqual([]);
  expect(a.errors.filter((e) => e.type === 'decide' && e.code !== 'stale')).toEqual([]);
});

test('a person who misses a choice gets the default at its deadline, though the room’s bots are hard', async () => {
  // The person's character request (P-S2) and when the game went past it: a default that waited for a search
  // would have come one whole turn later, at a second deadline.
  const seen: { deadline: number | null; pastAt: number | null } = { deadline: null, pastAt: null };
  const a = new TestPlayer(srv.url, '乙', {
    onStep: (s) => {
      const p = s.pending;
      if (p?.you && p.kind === 'character') seen.deadline ??= p.deadline;
      else if (seen.deadline !== null) seen.pastAt ??= Date.now();
    },
  });
  players.push(a);
  const timer = { ...FAST, turnSeconds: 2, responseSeconds: 2 };
  await a.create({ game: 'paopaosha', players: 5, bots: { count: 4, kind: 'search', fill: true }, timer });
  a.sendRaw('start', {});
  await a.waitFor(() => seen.pastAt !== null, 60_000, 'the game past my character choice');
  expect(seen.deadline).not.toBeNull();
  // Within three quarters of a turn after the deadline (a second deadline would be a whole turn after it).
  expect((seen.pastAt ?? 0) - (seen.deadline ?? 0)).toBeLessThan(1500);
  const rec = storage.loadGame(a.roomId);
  const mine = rec?.log.find((e) => e.seat === a.seat && (e.d as { t?: string }).t === 'character');
  expect(mine?.source).toBe('timeout');
});
