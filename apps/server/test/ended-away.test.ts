/**
 * A game that ends while one of its players is away (rooms/end-hold.ts, rooms/ended-game.ts): the room waits for them for its
 * window (the seats' reconnection grace, or the server's `endedRoomSeconds` if longer; 5 s here), and one coming back
 * in it — by Colyseus' reconnection or with the token — gets the `result` and `replay` messages as the others did and
 * can play again with those still there; past the window the room is gone (not kept: no leak, never listed as open)
 * and `GET /api/rooms/:code/ended` gives the client the game's result and record instead. A room whose people all saw
 * the end closes as soon as it is empty, as before. Also with Redis (the room unlisted from Colyseus' room hash) and
 * Postgres storage when those run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EndedGame } from '@shaju/protocol';
import { testService } from '@shaju/testkit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { botChooser, TestPlayer } from './client.ts';
import { dropDatabases, freshDatabase, POSTGRES } from './pg.ts';
import { freePort, type ServerProcess, spawnServer } from './proc.ts';

const REDIS = testService('redis');
/**
 * The server's `endedRoomSeconds` in these tests: well past the 1 s grace of most of them, so that a check made a
 * moment after the grace (1.2–1.5 s) still finds the room under load.
 */
const ENDED_S = 5;
const timer = (graceSeconds: number) => ({
  botDelayMs: 15,
  turnSeconds: 30,
  responseSeconds: 30,
  minResponseMs: 0,
  graceSeconds,
});

const procs: ServerProcess[] = [];
const players: TestPlayer[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const p of players) await p.leave();
  for (const p of procs) await p.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (POSTGRES) await dropDatabases();
});

async function server(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), 'shaju-ended-'));
  dirs.push(dir);
  const p = await spawnServer(dir, {
    SHAJU_RATE: '10000',
    SHAJU_ENDED_ROOM_SECONDS: String(ENDED_S),
    SHAJU_TEST_HOOKS: '1',
    ...env,
  });
  procs.push(p);
  return p;
}

function player(url: string, name: string, seed?: number): TestPlayer {
  const p = new TestPlayer(
    url,
    name,
    seed === undefined ? {} : { chooser: botChooser('shajisifu', 'heuristic', seed) },
  );
  players.push(p);
  return p;
}

/** The room `code` as `GET /api/rooms/:code` shows it, or null when no room has that code. */
async function roomOf(url: string, code: string): Promise<{ phase: string } | null> {
  const r = await fetch(`${url}/api/rooms/${code}`);
  return r.status === 200 ? ((await r.json()) as { phase: string }) : null;
}

/** Resolves with the room's phase once it is no longer `playing` (null: the room is gone). */
async function afterPlay(url: string, code: string, ms = 60_000): Promise<string | null> {
  const until = Date.now() + ms;
  for (;;) {
    const r = await roomOf(url, code);
    if (r?.phase !== 'playing') return r?.phase ?? null;
    if (Date.now() > until) throw new Error(`room ${code} still playing after ${ms} ms`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

/**
 * Holds (`true`) or releases the server bots of room `code` (apps/server/src/test-hooks.ts): while held, no bot seat
 * and no bot covering a player answers, so the game cannot move on — nor end — without the test's players.
 */
async function holdBots(url: string, code: string, hold: boolean): Promise<void> {
  const r = await fetch(`${url}/api/test/rooms/${code}/bots`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hold }),
  });
  expect(r.status, 'the test hook answers').toBe(204);
}

/** `a` hands its seat to 托管 (a bot plays it) and loses its connection (no goodbye) while the game goes on. */
async function goAway(a: TestPlayer): Promise<void> {
  await a.waitFor(() => a.last !== null, 10_000, 'the game');
  a.sendRaw('autoplay', { on: true });
  const seat = a.seat ?? -1;
  await a.waitFor(() => a.room.state.seats[seat]?.covered === true, 5000, '托管');
  a.drop();
  expect(a.result, 'the game is still on when the player goes').toBeNull();
}

/**
 * `a` (who creates, with `seed`) and `b` sit with two bots; the game starts, `b` goes away (`goAway`) and the game
 * ends. Resolves once `a` has the end.
 */
async function pairEndsWithBAway(url: string, aName: string, bName: string, seed: number) {
  const a = player(url, aName, seed);
  const b = player(url, bName);
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 2, kind: 'heuristic' }, timer: timer(1) });
  await b.join(a.roomId);
  b.sendRaw('ready', { ready: true });
  await a.waitFor(() => a.room.state.seats[1]?.ready === true, 5000, 'ready');
  // Nobody answers until b has gone, bots included: the game cannot end before.
  a.paused = true;
  b.paused = true;
  await holdBots(url, a.roomId, true);
  a.sendRaw('start', {});
  await goAway(b);
  await holdBots(url, a.roomId, false);
  resume(a);
  await a.waitFor(() => a.replay !== null, 60_000, 'the end');
  return { a, b };
}

/** `p` answers again, the request it holds first. */
function resume(p: TestPlayer): void {
  p.paused = false;
  p.maybeAnswer();
}

/** `a` alone with 3 bots: the game starts and ends while `a` is away; resolves with the phase at its end. */
async function soloEndsAway(url: string, grace: number): Promise<{ a: TestPlayer; phase: string | null }> {
  const a = player(url, 'away');
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'heuristic' }, timer: timer(grace) });
  // Neither `a` nor the bots (its cover included) answer before it goes: the game cannot end before.
  a.paused = true;
  await holdBots(url, a.roomId, true);
  a.sendRaw('start', {});
  await goAway(a);
  await holdBots(url, a.roomId, false);
  a.paused = false;
  return { a, phase: await afterPlay(url, a.roomId) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The stored game `id` as `GET /api/games/:id` serves it. */
async function stored(url: string, id: string): Promise<{ result: { winners: number[] }; log: unknown[] }> {
  return (await (await fetch(`${url}/api/games/${id}`)).json()) as { result: { winners: number[] }; log: unknown[] };
}

describe('SQLite, one process', () => {
  let srv: ServerProcess;
  beforeAll(async () => {
    srv = await server();
  }, 60_000);

  test('the only player away at the end comes back by reconnection in the grace: result, replay, rematch', async () => {
    const { a, phase } = await soloEndsAway(srv.url, 30);
    // Before, the room closed at once here: nobody was connected when the game ended.
    expect(phase).toBe('finished');
    await sleep(1500);
    expect((await roomOf(srv.url, a.roomId))?.phase).toBe('finished');
    await a.reconnect();
    await a.waitFor(() => a.result !== null && a.replay !== null, 5000, 'the end');
    const g = await stored(srv.url, a.roomId);
    expect(a.result?.result.winners).toEqual(g.result.winners);
    expect(a.replay?.record.log).toHaveLength(g.log.length);
    a.paused = true;
    a.sendRaw('rematch', {});
    await a.waitFor(() => a.count('newGame') === 1 && a.last !== null, 10_000, 'the rematch');
    await a.waitFor(() => a.room.state.gameId === `${a.roomId}-2`, 5000, 'game 2 named');
  });

  test('away at the end, back with the token: the end, and a rematch with the others still there', async () => {
    const { a, b } = await pairEndsWithBAway(srv.url, 'stays', 'goes', 11);
    // Longer than the grace (1 s): the window is the server's 5 s.
    await sleep(1500);
    const before = b.count('result');
    await b.rejoin(srv.url);
    expect(b.seat).toBe(1);
    await b.waitFor(() => b.count('result') > before && b.replay !== null, 5000, 'the end');
    expect(b.result).toEqual(a.result);
    expect(b.replay).toEqual(a.replay);
    b.sendRaw('rematch', {});
    await a.waitFor(() => a.room.state.rematch === true && a.room.state.seats[1]?.ready === true, 5000, 'asked');
    expect(a.room.state.seats[1]?.name).toBe('goes');
    a.paused = true;
    a.sendRaw('rematch', {});
    await b.waitFor(() => b.count('newGame') === 1, 10_000, 'the rematch');
    await a.waitFor(() => a.count('newGame') === 1, 10_000, 'the rematch');
  });

  test('away at the end while the others leave after it: the room waits for the one away', async () => {
    const { a, b } = await pairEndsWithBAway(srv.url, 'leaves', 'returns', 13);
    await a.leave();
    // Before, the room closed as the last connected person left.
    await sleep(1200);
    expect((await roomOf(srv.url, a.roomId))?.phase).toBe('finished');
    await b.rejoin(srv.url);
    await b.waitFor(() => b.replay !== null, 5000, 'the end');
    expect(b.result).toEqual(a.result);
    // Back, b asks for a rematch: the seat of the one who left is empty (a bot takes it), and the game starts.
    b.paused = true;
    b.sendRaw('rematch', {});
    await b.waitFor(() => b.count('newGame') === 1, 10_000, 'the rematch');
  });

  test('the others already back in the lobby for a rematch: the one away gets the end and that lobby', async () => {
    const a = player(srv.url, 'asks', 14);
    const c = player(srv.url, 'waits', 16);
    const b = player(srv.url, 'late');
    await a.create({ game: 'shajisifu', players: 4, bots: { count: 1, kind: 'heuristic' }, timer: timer(1) });
    for (const p of [c, b]) {
      await p.join(a.roomId);
      p.sendRaw('ready', { ready: true });
    }
    await a.waitFor(() => [1, 2].every((i) => a.room.state.seats[i]?.ready === true), 5000, 'ready');
    for (const p of [a, b, c]) p.paused = true;
    await holdBots(srv.url, a.roomId, true);
    a.sendRaw('start', {});
    await goAway(b);
    await holdBots(srv.url, a.roomId, false);
    resume(a);
    resume(c);
    await a.waitFor(() => a.replay !== null && c.replay !== null, 60_000, 'the end');
    a.paused = true;
    c.paused = true;
    // a asks; c has not answered yet, so the rematch lobby waits; b's seat is empty (b was gone).
    a.sendRaw('rematch', {});
    await a.waitFor(() => a.room.state.phase === 'lobby' && a.room.state.seats[2]?.kind === 'empty', 5000, 'lobby');
    await b.rejoin(srv.url);
    await b.waitFor(() => b.replay !== null, 5000, 'the end');
    expect(b.result).toEqual(a.result);
    expect(b.seat).toBe(2);
    b.sendRaw('rematch', {});
    c.sendRaw('rematch', {});
    await a.waitFor(() => a.count('newGame') === 1, 10_000, 'the rematch');
    await a.waitFor(() => a.room.state.seats[2]?.name === 'late', 5000, 'b seated in game 2');
  });

  test('a rematch started without the one away: they watch it, and the server names their game', async () => {
    const { a, b } = await pairEndsWithBAway(srv.url, 'goes-on', 'missed', 17);
    a.paused = true;
    // a is the only person there: the rematch starts at once, a bot in b's seat.
    a.sendRaw('rematch', {});
    await a.waitFor(() => a.count('newGame') === 1, 10_000, 'game 2');
    await b.rejoin(srv.url);
    expect(b.seat).toBeNull();
    const r = await fetch(`${srv.url}/api/rooms/${a.roomId}/ended`, {
      headers: { authorization: `Bearer ${b.token}` },
    });
    const e = (await r.json()) as EndedGame;
    expect(e.gameId).toBe(a.roomId);
    expect(e.seat).toBe(1);
  });

  test('a connection lost after the end: the room waits for its player in the window', async () => {
    const a = player(srv.url, 'saw', 15);
    await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'heuristic' }, timer: timer(1) });
    a.sendRaw('start', {});
    await a.waitFor(() => a.replay !== null, 60_000, 'the end');
    a.drop();
    // Before, the room closed a second after its last connection went.
    await sleep(1500);
    expect((await roomOf(srv.url, a.roomId))?.phase).toBe('finished');
    const results = a.count('result');
    await a.rejoin(srv.url);
    await a.waitFor(() => a.count('result') > results, 5000, 'the end again');
  });

  test('real time (a 5 s window): past the window the room is gone (never listed), the game from storage', async () => {
    const { a, phase } = await soloEndsAway(srv.url, 1);
    const ended = Date.now();
    expect(phase).toBe('finished');
    const listed = (await (await fetch(`${srv.url}/api/rooms`)).json()) as { roomId: string }[];
    expect(listed.map((r) => r.roomId)).not.toContain(a.roomId);
    await expect.poll(() => roomOf(srv.url, a.roomId), { timeout: 20_000, interval: 100 }).toBeNull();
    // Kept for the window (5 s from the end, then Colyseus' 1 s), not closed at the end.
    // (less 2 s: the end was seen a moment after it happened, by polling)
    expect(Date.now() - ended).toBeGreaterThan((ENDED_S - 2) * 1000);
    await expect(a.rejoin(srv.url)).rejects.toThrow(/not found/i);
    const url = `${srv.url}/api/rooms/${a.roomId}/ended`;
    const mine = await fetch(url, { headers: { authorization: `Bearer ${a.token}` } });
    expect(mine.status).toBe(200);
    const e = (await mine.json()) as EndedGame;
    const g = await stored(srv.url, a.roomId);
    expect(e.gameId).toBe(a.roomId);
    expect(e.seat).toBe(0);
    expect(e.result.winners).toEqual(g.result.winners);
    expect(e.record.log).toHaveLength(g.log.length);
    expect(e.record.players[0]).toBe('away');
    expect(((await (await fetch(url)).json()) as EndedGame).seat).toBeNull();
    expect((await fetch(`${srv.url}/api/rooms/NOSUCH/ended`)).status).toBe(404);
  });

  test('the last game of a room after a rematch; a room whose people all saw the end closes once empty', async () => {
    const a = player(srv.url, 'present', 12);
    await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'heuristic' }, timer: timer(60) });
    a.sendRaw('start', {});
    await a.waitFor(() => a.replay !== null, 60_000, 'game 1');
    a.sendRaw('rematch', {});
    await a.waitFor(() => a.count('newGame') === 1 && a.replay !== null, 60_000, 'game 2');
    const code = a.roomId;
    await a.leave();
    // Nobody away: no window (60 s of grace would otherwise keep it a minute).
    await expect.poll(() => roomOf(srv.url, code), { timeout: 1500, interval: 100 }).toBeNull();
    const e = (await (await fetch(`${srv.url}/api/rooms/${code}/ended`)).json()) as EndedGame;
    expect(e.gameId).toBe(`${code}-2`);
  });
});

describe.skipIf(!REDIS)('Redis (and Postgres when it runs)', () => {
  const prefix = `shaju-test-ended-${Math.random().toString(36).slice(2, 10)}:`;
  let srv: ServerProcess;
  let redis: Redis;
  beforeAll(async () => {
    const port = await freePort();
    const db: Record<string, string> = POSTGRES ? { SHAJU_DATABASE: await freshDatabase() } : {};
    srv = await server({
      ...db,
      PORT: String(port),
      SHAJU_REDIS: REDIS as string,
      SHAJU_REDIS_PREFIX: prefix,
      SHAJU_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
    });
    redis = new Redis(REDIS as string, { keyPrefix: prefix });
  }, 60_000);
  afterAll(async () => {
    if (!redis) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys.map((k) => k.slice(prefix.length)));
    redis.disconnect();
  });

  test('the held room is in the room hash as finished (not listed), then removed; the game from storage', async () => {
    const { a, phase } = await soloEndsAway(srv.url, 1);
    expect(phase).toBe('finished');
    const entry = await redis.hget('roomcaches', a.roomId);
    expect(entry).toContain('"phase":"finished"');
    const listed = (await (await fetch(`${srv.url}/api/rooms`)).json()) as { roomId: string }[];
    expect(listed.map((r) => r.roomId)).not.toContain(a.roomId);
    await expect.poll(() => redis.hget('roomcaches', a.roomId), { timeout: 20_000, interval: 100 }).toBeNull();
    const r = await fetch(`${srv.url}/api/rooms/${a.roomId}/ended`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as EndedGame).seat).toBe(0);
  });
});
