/**
 * Seats and their controllers: lobby moves (seat, bots, host), the server's timer with default decisions and the bot
 * that covers a seat after 3 timeouts in a row until its player is back, the grace period of a dropped player, and
 * the least open time of a response window.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

let srv: RunningServer;
let storage: SqliteStorage;
let dir: string;
const players: TestPlayer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shaju-seats-'));
  storage = new SqliteStorage(join(dir, 'shaju.sqlite'));
  srv = await startServer({ port: 0, storage, heartbeatMs: 0, messagesPerSecond: 10_000 });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
  rmSync(dir, { recursive: true, force: true });
});

function player(name: string, seed?: number): TestPlayer {
  const p = new TestPlayer(
    srv.url,
    name,
    seed === undefined ? {} : { chooser: botChooser('shajisifu', 'heuristic', seed) },
  );
  players.push(p);
  return p;
}

test('lobby: seats, bots and the host', async () => {
  const a = player('alice');
  await a.create({ game: 'shajisifu', players: 5, timer: { botDelayMs: 0 } });
  const b = player('bob');
  await b.join(a.roomId);
  const seats = () => a.room.state.seats;
  b.sendRaw('seat', { seat: 3 });
  await a.waitFor(() => seats()[3]?.name === 'bob' && seats()[1]?.kind === 'empty', 5000, 'bob in seat 3');
  await b.waitFor(() => b.seat === 3, 5000, "bob's 'seated' message");
  b.sendRaw('addBot', {});
  await b.waitFor(() => b.errors.some((e) => e.code === 'not_host'), 5000, 'not_host');
  a.sendRaw('addBot', { seat: 1, kind: 'random' });
  await a.waitFor(() => seats()[1]?.kind === 'bot' && seats()[1]?.botKind === 'random', 5000, 'a bot in seat 1');
  a.sendRaw('seat', { seat: 1 });
  await a.waitFor(() => a.errors.some((e) => e.code === 'seat_taken'), 5000, 'seat_taken');
  a.sendRaw('removeBot', { seat: 1 });
  await a.waitFor(() => seats()[1]?.kind === 'empty', 5000, 'seat 1 empty');
  expect(a.room.state.hostSeat).toBe(0);
  await a.leave();
  await b.waitFor(() => b.room.state.hostSeat === 3, 5000, 'bob hosts');
  b.sendRaw('start', {});
  await b.waitFor(() => b.last !== null && b.room.state.phase === 'playing', 5000, 'the game');
  expect([...b.room.state.seats].filter((s) => s.kind === 'bot')).toHaveLength(4);
});

test('a game or a bot kind the catalogue does not have is refused, naming the known ones', async () => {
  const a = player('carol');
  await expect(a.create({ game: 'nosuch', players: 5 })).rejects.toThrow(/unknown game nosuch \(known: .*shajisifu/);
  await expect(a.create({ game: 'shajisifu', players: 5, bots: { count: 1, kind: 'genius' } })).rejects.toThrow(
    /no genius bot \(known: random, heuristic, search\)/,
  );
  await a.create({ game: 'shajisifu', players: 5, timer: { botDelayMs: 0 } });
  a.sendRaw('addBot', { seat: 1, kind: 'genius' });
  await a.waitFor(() => a.errors.some((e) => e.code === 'bad_config'), 5000, 'bad_config');
  expect(a.room.state.seats[1]?.kind).toBe('empty');
  a.sendRaw('addBot', { seat: 1 });
  await a.waitFor(() => a.room.state.seats[1]?.botKind === 'heuristic', 5000, "the game's default bot");
});

test('3 timeouts in a row: a bot covers the seat until its player is back', async () => {
  const a = player('sleepy', 5);
  a.paused = true;
  await a.create({
    game: 'shajisifu',
    players: 4,
    bots: { count: 3, kind: 'heuristic', fill: true },
    timer: { botDelayMs: 0, turnSeconds: 1, responseSeconds: 1, graceSeconds: 30 },
  });
  a.sendRaw('start', {});
  await a.waitFor(() => a.room.state.seats[0]?.covered === true || a.replay !== null, 20_000, 'the cover');
  const log = storage.loadGame(a.roomId)?.log ?? [];
  const mine = log.filter((e) => e.seat === 0).map((e) => e.source);
  if (a.replay === null) {
    expect(mine.slice(0, 3)).toEqual(['timeout', 'timeout', 'timeout']);
    // Each timeout was the default decision (pass where legal, else the basic bot's choice), logged as such.
    a.sendRaw('back', {});
    await a.waitFor(() => a.room.state.seats[0]?.covered === false, 5000, 'uncovered');
    const n0 = storage.loadGame(a.roomId)?.log.length ?? 0;
    a.paused = false;
    a.maybeAnswer();
    await a.waitFor(() => a.replay !== null, 30_000, 'the end');
    // From then on the player decides for the seat again (no bot), for as long as the seat has decisions to make.
    const after = (storage.loadGame(a.roomId)?.log ?? []).slice(n0).filter((e) => e.seat === 0);
    for (const e of after) expect(['human', 'timeout']).toContain(e.source);
  }
});

test('a dropped player past the grace period is covered by a bot, and takes the seat back with the token', async () => {
  const a = player('dropper', 7);
  const b = player('stayer', 8);
  await a.create({
    game: 'shajisifu',
    players: 4,
    bots: { count: 2, kind: 'heuristic', fill: true },
    timer: { botDelayMs: 50, turnSeconds: 30, responseSeconds: 30, graceSeconds: 1 },
  });
  await b.join(a.roomId);
  b.sendRaw('ready', { ready: true });
  await b.waitFor(() => b.room.state.seats[1]?.ready === true, 5000, 'ready');
  a.sendRaw('start', {});
  await a.waitFor(() => (a.last?.seq ?? 0) >= 3, 10_000, 'some play');
  a.paused = true;
  a.drop();
  await b.waitFor(() => b.room.state.seats[0]?.connected === false, 5000, 'the drop');
  await b.waitFor(
    () => b.room.state.seats[0]?.covered === true || b.replay !== null,
    10_000,
    'the bot after the grace period',
  );
  if (b.replay !== null) return;
  const seq = b.last?.seq ?? 0;
  await b.waitFor(() => (b.last?.seq ?? 0) > seq + 3 || b.replay !== null, 10_000, 'play goes on');
  // Back with the token (a new connection, not Colyseus' reconnection): the seat and a snapshot.
  await a.rejoin(srv.url);
  expect(a.seat).toBe(0);
  await b.waitFor(
    () => b.room.state.seats[0]?.covered === false && b.room.state.seats[0]?.connected === true,
    5000,
    'back',
  );
  a.paused = false;
  a.maybeAnswer();
  await a.waitFor(() => a.replay !== null, 30_000, 'the end');
});

test('a response window stays open at least minResponseMs, whoever answers', async () => {
  const a = player('ponger', 9);
  await a.create({
    game: 'shajisifu',
    players: 4,
    config: { pong: true },
    bots: { count: 3, kind: 'heuristic', fill: true },
    timer: { botDelayMs: 0, turnSeconds: 30, responseSeconds: 5, minResponseMs: 150 },
  });
  a.sendRaw('start', {});
  await a.waitFor(() => a.replay !== null, 60_000, 'the end');
  const db = new Database(join(dir, 'shaju.sqlite'), { readonly: true });
  const rows = db.prepare('SELECT n, decision, at FROM decisions WHERE game_id = ? ORDER BY n').all(a.roomId) as {
    n: number;
    decision: string;
    at: number;
  }[];
  db.close();
  const at = new Map(rows.map((r) => [r.n, r.at]));
  // Per claim request id: opened by decision `first` (the step after it shows the window), closed by decision
  // `last + 1` (the first step that no longer shows it).
  const span = new Map<number, { first: number; last: number }>();
  for (const r of a.received) {
    if (r.type !== 'step') continue;
    const m = r.msg as { seq: number; snapshot: boolean; pending: { kind: string; id: number } | null };
    if (m.pending?.kind !== 'claim') continue;
    const sp = span.get(m.pending.id);
    if (!sp) span.set(m.pending.id, { first: m.seq, last: m.seq });
    else sp.last = Math.max(sp.last, m.seq);
  }
  let windows = 0;
  for (const { first, last } of span.values()) {
    const opened = at.get(first);
    const closed = at.get(last + 1);
    if (opened === undefined || closed === undefined) continue;
    windows++;
    expect(closed - opened, `window opened by decision ${first}`).toBeGreaterThanOrEqual(145);
  }
  expect(windows).toBeGreaterThan(0);
});
