import { kitOf } from '@shaju/games/loaded';
import { verifyRecord } from '@shaju/testkit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../src/rooms/context.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';
import { paopaoshaSecrets, shajisifuSecrets, verifyMessages } from './verify.ts';

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

async function playToEnd(game: 'shajisifu' | 'paopaosha', seats: number, kind: 'heuristic' | 'random') {
  const a = new TestPlayer(srv.url, '甲', { chooser: botChooser(game, kind, 11) });
  const b = new TestPlayer(srv.url, '乙', { chooser: botChooser(game, kind, 22) });
  const watcher = new TestPlayer(srv.url, 'watcher');
  players.push(a, b, watcher);
  await a.create({ game, players: seats, bots: { count: 1, kind, fill: true }, timer: FAST });
  await b.join(a.roomId);
  await watcher.join(a.roomId, { spectate: true });
  expect(a.seat).toBe(0);
  expect(b.seat).toBe(1);
  expect(watcher.seat).toBeNull();
  // Only the host starts, and only once every seated player is ready.
  b.sendRaw('start', {});
  await b.waitFor(() => b.errors.some((e) => e.code === 'not_host'), 5000, 'not_host');
  a.sendRaw('start', {});
  await a.waitFor(() => a.errors.some((e) => e.code === 'not_ready'), 5000, 'not_ready');
  b.sendRaw('ready', { ready: true });
  await b.waitFor(() => b.room.state.seats?.[1]?.ready === true, 5000, 'ready in room state');
  a.sendRaw('start', {});
  for (const p of [a, b, watcher]) await p.waitFor(() => p.replay !== null, 90_000, 'the replay');
  const rec = storage.loadGame(a.roomId);
  expect(rec?.status).toBe('finished');
  console.log(`${game}: ${rec?.log.length} decisions, result ${JSON.stringify(rec?.result)}`);
  if (!rec) return;
  // The replay everyone receives is the stored game, and it reproduces the stored final hash.
  expect(a.replay?.record.log).toEqual(
    rec.log.map((e) => (e.by === undefined ? { seat: e.seat, d: e.d } : { seat: e.seat, d: e.d, by: e.by })),
  );
  expect(b.replay).toEqual(a.replay);
  const m = kitOf(game).module;
  if (!m) throw new Error('no game');
  const check = verifyRecord(m, {
    game,
    version: rec.version,
    config: rec.config,
    seed: rec.seed,
    log: rec.log,
    finalHash: rec.finalHash ?? undefined,
  });
  expect(check.ok).toBe(true);
  expect(a.result?.result).toEqual(JSON.parse(JSON.stringify(rec.result)));
  // Every message each seat and the spectator received is the game's redaction of the replayed state.
  const checked = verifyMessages(m, rec, [a, b, watcher], game === 'shajisifu' ? shajisifuSecrets : paopaoshaSecrets);
  expect(checked).toBeGreaterThan(3 * 10);
  // Seats with bots decided, humans decided, nobody's decision was refused in normal play.
  expect(rec.log.some((e) => e.source === 'human' && e.seat === 0)).toBe(true);
  expect(rec.log.some((e) => e.source === 'human' && e.seat === 1)).toBe(true);
  expect(rec.log.some((e) => e.source === 'bot')).toBe(true);
  // (A bot's free action — a reveal — may change the request while a person's answer is on its way: only `stale`.)
  expect(a.errors.filter((e) => e.type === 'decide' && e.code !== 'stale')).toEqual([]);
  expect(b.errors.filter((e) => e.type === 'decide' && e.code !== 'stale')).toEqual([]);
  // Per-player records.
  const ra = storage.playerRecord(hashToken(a.token));
  expect(ra.games).toBe(1);
  expect(ra.wins).toBe(rec.result?.winners.includes(0) ? 1 : 0);
  expect(Object.keys(ra.byIdentity[game] ?? {})).toHaveLength(1);
  const rw = await fetch(`${srv.url}/api/record`, { headers: { authorization: `Bearer ${b.token}` } });
  expect(((await rw.json()) as { games: number }).games).toBe(1);
  const rg = await fetch(`${srv.url}/api/games/${a.roomId}`);
  expect(((await rg.json()) as { log: unknown[] }).log).toHaveLength(rec.log.length);
}

describe('two scripted players and bots play to the end', () => {
  test('杀机四伏, 5 seats', async () => {
    await playToEnd('shajisifu', 5, 'heuristic');
  });
  test('跑跑杀, 5 seats', async () => {
    await playToEnd('paopaosha', 5, 'random');
  });
});

test('the lobby lists open public rooms', async () => {
  const h = new TestPlayer(srv.url, 'host');
  players.push(h);
  await h.create({ game: 'shajisifu', players: 4, timer: FAST });
  const list = (await (await fetch(`${srv.url}/api/rooms`)).json()) as { roomId: string; game: string }[];
  expect(list.some((r) => r.roomId === h.roomId && r.game === 'shajisifu')).toBe(true);
  const p = new TestPlayer(srv.url, 'hidden');
  players.push(p);
  await p.create({ game: 'shajisifu', players: 4, private: true, timer: FAST });
  const list2 = (await (await fetch(`${srv.url}/api/rooms`)).json()) as { roomId: string }[];
  expect(list2.some((r) => r.roomId === p.roomId)).toBe(false);
});

test('跑跑杀 control (海洋公主, 司令部): the controlling player answers for the controlled seat', async () => {
  // About half of all random 跑跑杀 games see a seat controlled by another: play until a person controls one.
  for (let g = 0; g < 12; g++) {
    const ps = [0, 1, 2, 3].map(
      (i) => new TestPlayer(srv.url, `p${i}`, { chooser: botChooser('paopaosha', 'random', g * 10 + i) }),
    );
    players.push(...ps);
    const [host, ...rest] = ps as [TestPlayer, ...TestPlayer[]];
    await host.create({ game: 'paopaosha', players: 5, bots: { count: 1, kind: 'random', fill: true }, timer: FAST });
    for (const p of rest) {
      await p.join(host.roomId);
      p.sendRaw('ready', { ready: true });
    }
    await host.waitFor(() => [...host.room.state.seats].filter((x) => x.ready).length >= 4, 5000, 'ready');
    host.sendRaw('start', {});
    for (const p of ps) await p.waitFor(() => p.replay !== null, 60_000, 'the end');
    for (const p of ps) await p.leave();
    const rec = storage.loadGame(host.roomId);
    const controlled = rec?.log.filter((e) => e.by !== undefined && e.source === 'human') ?? [];
    if (controlled.length === 0 || !rec) continue;
    // The controller's client sent them (decide.seat = the controlled seat); every message still matches the game.
    const m = kitOf('paopaosha').module;
    if (!m) throw new Error('no game');
    verifyMessages(m, rec, ps, paopaoshaSecrets);
    for (const p of ps) expect(p.errors.filter((e) => e.code === 'not_your_seat')).toEqual([]);
    return;
  }
  throw new Error('no game with a person controlling a seat in 12 games');
});
