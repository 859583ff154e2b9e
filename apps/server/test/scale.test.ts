/**
 * Scale-out with real processes (scale/scale-out.ts, scale/takeover.ts): two server processes share Redis and one storage (one SQLite
 * file in WAL mode; Postgres when the storage supports it, see `STORAGES`). A room created through process A is joined
 * through process B and listed by both; a process killed with SIGKILL mid-game hands its game to the survivor after
 * the takeover delay (or takes it back itself when it returns in time); the players come back by asking any live
 * process for the room by its code, and the game finishes with every decision any client saw kept in the stored log.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kitOf } from '@shaju/games/loaded';
import type { ServerMessage } from '@shaju/protocol';
import { testService } from '@shaju/testkit';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { botChooser, type Chooser, TestPlayer } from './client.ts';
import { freePort, type ServerProcess, spawnServer } from './proc.ts';
import { shajisifuSecrets, verifyMessages } from './verify.ts';

const REDIS = testService('redis');
/**
 * The storages the processes share: one SQLite file, and Postgres (`SHAJU_DATABASE`) where a test Postgres runs (each
 * run creates its own database `shaju_test_<random>` and passes its URL).
 */
const STORAGES: readonly ('sqlite' | 'postgres')[] = testService('postgres') ? ['sqlite', 'postgres'] : ['sqlite'];
const TIMER = { botDelayMs: 0, turnSeconds: 60, responseSeconds: 60, minResponseMs: 0, graceSeconds: 60 };
const game = kitOf('shajisifu').module;
if (!game) throw new Error('shajisifu missing');

const procs: ServerProcess[] = [];
const players: TestPlayer[] = [];
const dirs: string[] = [];
const prefixes: string[] = [];

afterEach(async () => {
  for (const p of players.splice(0)) await p.leave();
  for (const p of procs.splice(0)) await p.kill('SIGKILL');
});
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  if (!REDIS || prefixes.length === 0) return;
  const r = new Redis(REDIS);
  for (const prefix of prefixes) {
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
  }
  r.disconnect();
});

/** One deployment: a Redis key prefix, a storage, and the environment of each of its processes. */
async function cluster(storage: 'sqlite' | 'postgres', takeoverMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'shaju-scale-'));
  dirs.push(dir);
  const prefix = `shaju-test-${randomUUID().slice(0, 8)}:`;
  prefixes.push(prefix);
  const db: Record<string, string> = {};
  if (storage === 'postgres') db.SHAJU_DATABASE = await freshPostgres();
  const start = async (port: number) => {
    const p = await spawnServer(dir, {
      ...db,
      PORT: String(port),
      SHAJU_RATE: '10000',
      SHAJU_REDIS: REDIS as string,
      SHAJU_REDIS_PREFIX: prefix,
      SHAJU_PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      SHAJU_TAKEOVER_MS: String(takeoverMs),
    });
    procs.push(p);
    return p;
  };
  const redis = new Redis(REDIS as string, { keyPrefix: prefix });
  /** The port of the process running game `id` (from its claim). */
  const holder = async (id: string) => Number(((await redis.get(`shaju:claim:${id}`)) ?? ':0').split(':')[1]);
  /** The process that reserved room code `code` (no other process draws it). */
  const codeOwner = async (code: string) => redis.get(`shaju:code:${code}`);
  return { start, holder, codeOwner, close: () => redis.disconnect() };
}

/** A database of its own on the test Postgres, for one run. */
async function freshPostgres(): Promise<string> {
  const url = testService('postgres');
  if (!url) throw new Error('no test Postgres');
  const { default: pg } = await import('pg');
  const name = `shaju_test_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A chooser that remembers every decision it made, per seat, so the test can find them in the stored log. */
function recording(seed: number, made: { seat: number; d: unknown }[]): Chooser {
  const bot = botChooser('shajisifu', 'heuristic', seed);
  return (c) => {
    const d = bot(c);
    made.push({ seat: c.seat, d });
    return d;
  };
}

/** Asks the live processes, in turn, for the room by its code with the player's token until it is back (≤ 60 s). */
async function comeBack(p: TestPlayer, urls: readonly string[]): Promise<void> {
  const t0 = Date.now();
  for (let i = 0; ; i++) {
    try {
      await p.rejoin(urls[i % urls.length] as string);
      return;
    } catch (e) {
      if (Date.now() - t0 > 60_000) throw e;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const r = await fetch(url);
  return { status: r.status, body: await r.json() };
}

/** Every step a player saw that applied its own decision is in the stored log, at its place, as it was sent. */
function expectAcknowledgedKept(
  p: TestPlayer,
  made: { seat: number; d: unknown }[],
  log: { seat: number; d: unknown }[],
) {
  let n = 0;
  for (const r of p.received) {
    const s = r.msg as ServerMessage<'step'>;
    if (r.type !== 'step' || s.mine === null || s.snapshot) continue;
    const e = log[s.seq - 1];
    expect(e?.seat, `${p.name} step ${s.seq}`).toBe(s.mine);
    expect(made).toContainEqual({ seat: e?.seat, d: e?.d });
    n++;
  }
  return n;
}

async function table(createUrl: string, joinUrl: string) {
  const made: { seat: number; d: unknown }[][] = [[], []];
  const a = new TestPlayer(createUrl, 'alice', { chooser: recording(1, made[0] as []) });
  const b = new TestPlayer(joinUrl, 'bob', { chooser: recording(2, made[1] as []) });
  players.push(a, b);
  await a.create({ game: 'shajisifu', players: 5, bots: { count: 0, kind: 'heuristic', fill: true }, timer: TIMER });
  await b.join(a.roomId);
  return { a, b, made: made as [{ seat: number; d: unknown }[], { seat: number; d: unknown }[]] };
}

describe.skipIf(!REDIS).each(STORAGES)('two processes on Redis and %s', (storage) => {
  test('a room created through one process is joined and listed through the other; SIGKILL moves its game to the survivor', async () => {
    const c = await cluster(storage, 3000);
    const [pa, pb] = [await freePort(), await freePort()];
    const A = await c.start(pa);
    const B = await c.start(pb);
    const { a, b, made } = await table(A.url, B.url);
    expect(b.seat).toBe(1);
    // Its code was reserved in Redis by the process that made the room.
    expect([`127.0.0.1:${pa}`, `127.0.0.1:${pb}`]).toContain(await c.codeOwner(a.roomId));
    // The lobby is listed by both processes, and the invite page of either finds it.
    for (const url of [A.url, B.url]) {
      const list = (await getJson(`${url}/api/rooms`)).body as { roomId: string }[];
      expect(list.map((r) => r.roomId)).toContain(a.roomId);
      const invite = await getJson(`${url}/api/rooms/${a.roomId}`);
      expect(invite.status).toBe(200);
      expect((invite.body as { humans: number }).humans).toBe(2);
    }
    b.sendRaw('ready', { ready: true });
    await b.waitFor(() => b.room.state.seats?.[1]?.ready === true, 5000, 'ready');
    a.sendRaw('start', {});
    await a.waitFor(() => (a.last?.seq ?? 0) >= 12, 30_000, 'twelve decisions');
    const id = a.roomId;
    const port = await c.holder(id);
    expect([pa, pb]).toContain(port);
    const [dead, alive] = port === pa ? [A, B] : [B, A];
    await dead.kill('SIGKILL');
    const seen = Math.max(a.last?.seq ?? 0, b.last?.seq ?? 0);
    // The survivor takes the game over once the dead process's lease has expired (3 s here, 30 s by default).
    await expect.poll(() => alive.output(), { timeout: 20_000, interval: 200 }).toContain(`took over 1 from`);
    expect(await c.holder(id)).toBe(alive.port);
    const stepsBefore = a.count('step');
    await Promise.all([comeBack(a, [alive.url]), comeBack(b, [alive.url])]);
    expect([a.seat, b.seat]).toEqual([0, 1]);
    await a.waitFor(() => a.count('step') > stepsBefore, 10_000, 'the snapshot');
    const snap = a.received.filter((r) => r.type === 'step')[stepsBefore]?.msg as ServerMessage<'step'>;
    expect(snap.snapshot).toBe(true);
    expect(snap.seq).toBeGreaterThanOrEqual(seen);
    for (const p of [a, b]) await p.waitFor(() => p.replay !== null, 60_000, 'the end');
    const fin = await getJson(`${alive.url}/api/games/${id}`);
    expect(fin.status).toBe(200);
    const rec = fin.body as { config: unknown; seed: number; log: { seat: number; d: unknown }[] };
    expect(a.replay?.record.log).toHaveLength(rec.log.length);
    expect(verifyMessages(game, rec, [a, b], shajisifuSecrets)).toBeGreaterThan(2 * seen);
    const acknowledged = expectAcknowledgedKept(a, made[0], rec.log) + expectAcknowledgedKept(b, made[1], rec.log);
    expect(acknowledged).toBeGreaterThan(0);
    c.close();
  }, 120_000);

  test('a process frozen past the takeover delay closes the game it lost when it wakes, without writing', async () => {
    const c = await cluster(storage, 3000);
    const [pa, pb] = [await freePort(), await freePort()];
    const A = await c.start(pa);
    const B = await c.start(pb);
    const { a, b } = await table(A.url, B.url);
    b.sendRaw('ready', { ready: true });
    await b.waitFor(() => b.room.state.seats?.[1]?.ready === true, 5000, 'ready');
    a.sendRaw('start', {});
    await a.waitFor(() => (a.last?.seq ?? 0) >= 8, 30_000, 'eight decisions');
    const id = a.roomId;
    // The players stop answering: the game waits on one of them, nothing moves in the holder.
    a.paused = true;
    b.paused = true;
    // A request someone has not answered: an answer sent just before the pause may still be in flight, and the holder
    // frozen with it unread would refuse it on waking (it lost its lease), which is right but not what this test is about.
    const unanswered = (p: typeof a) =>
      p.last?.pending?.you === true && !p.sent.some((x) => x.requestId === p.last?.pending?.id);
    const waiting = () => unanswered(a) || unanswered(b);
    await a.waitFor(() => waiting() || a.replay !== null, 30_000, 'the game to wait on a player');
    await b.waitFor(() => waiting() || b.replay !== null, 30_000, 'the game to wait on a player');
    const port = await c.holder(id);
    const [frozen, alive] = port === pa ? [A, B] : [B, A];
    frozen.proc.kill('SIGSTOP');
    try {
      await expect.poll(() => alive.output(), { timeout: 20_000, interval: 200 }).toContain('took over 1 from');
    } finally {
      frozen.proc.kill('SIGCONT');
    }
    await expect
      .poll(() => frozen.output(), { timeout: 10_000, interval: 200 })
      .toContain(`game ${id} moved to another node while this one was silent`);
    for (const p of [a, b]) p.drop();
    await Promise.all([comeBack(a, [alive.url]), comeBack(b, [alive.url])]);
    a.paused = false;
    b.paused = false;
    a.maybeAnswer();
    b.maybeAnswer();
    for (const p of [a, b]) await p.waitFor(() => p.replay !== null, 60_000, 'the end');
    const rec = (await getJson(`${alive.url}/api/games/${id}`)).body as {
      config: unknown;
      seed: number;
      log: { seat: number; d: unknown }[];
    };
    expect(verifyMessages(game, rec, [a, b], shajisifuSecrets)).toBeGreaterThan(8);
    // No refusal for a decision the frozen process stored behind the survivor's back.
    expect([...a.errors, ...b.errors].filter((e) => /could not store/.test(e.message))).toEqual([]);
    c.close();
  }, 120_000);

  test('a process that returns within the takeover delay takes its own game back', async () => {
    const c = await cluster(storage, 60_000);
    const [pa, pb] = [await freePort(), await freePort()];
    const A = await c.start(pa);
    const B = await c.start(pb);
    const { a, b } = await table(B.url, A.url);
    b.sendRaw('ready', { ready: true });
    await b.waitFor(() => b.room.state.seats?.[1]?.ready === true, 5000, 'ready');
    a.sendRaw('start', {});
    await a.waitFor(() => (a.last?.seq ?? 0) >= 8, 30_000, 'eight decisions');
    const id = a.roomId;
    const port = await c.holder(id);
    const [dead, alive] = port === pa ? [A, B] : [B, A];
    await dead.kill('SIGKILL');
    const seen = Math.max(a.last?.seq ?? 0, b.last?.seq ?? 0);
    const back = await c.start(port);
    expect(back.output()).toContain(`restored 1: ${id}`);
    expect(alive.output()).not.toContain('took over');
    // Both ask the other process: the matchmaker sends them to the restarted one (its public address).
    await Promise.all([comeBack(a, [alive.url]), comeBack(b, [alive.url])]);
    for (const p of [a, b]) await p.waitFor(() => p.replay !== null, 60_000, 'the end');
    const rec = (await getJson(`${back.url}/api/games/${id}`)).body as {
      config: unknown;
      seed: number;
      log: { seat: number; d: unknown }[];
    };
    expect(verifyMessages(game, rec, [a, b], shajisifuSecrets)).toBeGreaterThan(2 * seen);
    expect(await c.holder(id)).toBe(0);
    c.close();
  }, 120_000);

  test('after both processes die, a stored lobby comes back on exactly one of them, listed by both', async () => {
    const c = await cluster(storage, 60_000);
    const [pa, pb] = [await freePort(), await freePort()];
    const A = await c.start(pa);
    const B = await c.start(pb);
    const a = new TestPlayer(A.url, 'alice');
    players.push(a);
    await a.create({ game: 'shajisifu', players: 5, bots: { count: 2, kind: 'heuristic' }, timer: TIMER });
    const code = a.roomId;
    // The lobby's write (asynchronous, on Postgres a round trip) has reached storage.
    await new Promise((r) => setTimeout(r, 300));
    await A.kill('SIGKILL');
    await B.kill('SIGKILL');
    const [A2, B2] = await Promise.all([c.start(pa), c.start(pb)]);
    for (const p of [A2, B2]) await expect.poll(() => p.output(), { timeout: 10_000 }).toContain('lobbies restored');
    const lines = [A2.output(), B2.output()].map((o) => /lobbies restored (\d+)/.exec(o)?.[1]);
    expect(lines.sort()).toEqual(['0', '1']);
    expect([A2.output(), B2.output()].filter((o) => o.includes(`lobbies restored 1: ${code}`))).toHaveLength(1);
    for (const url of [A2.url, B2.url]) {
      const list = (await getJson(`${url}/api/rooms`)).body as { roomId: string }[];
      expect(list.filter((r) => r.roomId === code)).toHaveLength(1);
    }
    await comeBack(a, [B2.url, A2.url]);
    expect(a.seat).toBe(0);
    c.close();
  }, 120_000);
});
