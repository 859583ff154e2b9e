/**
 * The rematch lobby's seats (issue 29, points 3 and 4). A person whose connection dropped after the end keeps the
 * seat for the grace period — a rematch asked meanwhile leaves it theirs, not ready, and they take it back with their
 * token; before, the seat was emptied at once and the next one to join took it. And the host may move a person who
 * holds up the start to the spectators (`unseat`); before, a stranger who never readied stalled the rematch for good.
 */
import type { ServerMessage } from '@shaju/protocol';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

const FAST = { botDelayMs: 0, turnSeconds: 30, responseSeconds: 15, minResponseMs: 0, graceSeconds: 30 };

let srv: RunningServer;
const players: TestPlayer[] = [];

beforeAll(async () => {
  srv = await startServer({
    port: 0,
    storage: new SqliteStorage(':memory:'),
    heartbeatMs: 0,
    messagesPerSecond: 10_000,
  });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
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

/** A, B and C with one bot play a 杀机四伏 game to its end (their choosers play for them). */
async function playedGame(graceSeconds = FAST.graceSeconds): Promise<[TestPlayer, TestPlayer, TestPlayer]> {
  const a = player('alice', 1);
  const b = player('bob', 2);
  const c = player('carol', 3);
  await a.create({
    game: 'shajisifu',
    players: 4,
    bots: { count: 1, kind: 'heuristic', fill: true },
    timer: { ...FAST, graceSeconds },
  });
  for (const p of [b, c]) {
    await p.join(a.roomId);
    p.sendRaw('ready', { ready: true });
  }
  await a.waitFor(() => a.room.state.seats[1]?.ready === true && a.room.state.seats[2]?.ready === true, 5000, 'ready');
  a.sendRaw('start', {});
  for (const p of [a, b, c]) await p.waitFor(() => p.replay !== null, 90_000, 'the end');
  return [a, b, c];
}

test('a player who dropped after the end keeps the seat in the rematch lobby and takes it back with the token', async () => {
  const [a, b, c] = await playedGame();
  b.drop();
  await a.waitFor(() => a.room.state.seats[1]?.connected === false, 5000, 'bob dropped');
  a.sendRaw('rematch', {});
  await a.waitFor(() => a.room.state.rematch === true, 5000, 'the rematch lobby');
  expect([...a.room.state.seats].map((s) => [s.kind, s.name, s.ready])).toEqual([
    ['human', 'alice', true],
    ['human', 'bob', false],
    ['human', 'carol', false],
    ['bot', 'bot-3', true],
  ]);
  // Someone joining now finds no free seat: they watch.
  const s = player('stranger');
  await s.join(a.roomId);
  expect(s.seat).toBeNull();
  // Bob is back with his token (a reload): his seat, not a spectator's place.
  await b.rejoin(srv.url);
  expect(b.seat).toBe(1);
  await a.waitFor(() => a.room.state.seats[1]?.connected === true, 5000, 'bob back');
  // Everyone agrees: the rematch starts with the same people.
  b.sendRaw('rematch', {});
  c.sendRaw('rematch', {});
  await a.waitFor(() => a.count('newGame') === 1, 10_000, 'game 2');
  const names = () => [...a.room.state.seats].map((x) => x.name).join(' ');
  await a.waitFor(() => a.room.state.gameId.endsWith('-2') && names() === 'alice bob carol bot-3', 5000, 'game 2');
});

test('the host moves a person who never gets ready to the spectators, and the rematch starts', async () => {
  const [a, b, c] = await playedGame();
  await c.leave();
  await a.waitFor(() => a.room.state.seats[2]?.connected === false, 5000, 'carol gone');
  a.sendRaw('rematch', {});
  await a.waitFor(() => a.room.state.rematch === true, 5000, 'the rematch lobby');
  // A stranger takes carol's empty seat and never gets ready; bob agrees; the host cannot start.
  const s = player('stranger');
  await s.join(a.roomId);
  expect(s.seat).toBe(2);
  b.sendRaw('rematch', {});
  await a.waitFor(() => a.room.state.seats[1]?.ready === true, 5000, 'bob ready');
  const n = a.errors.length;
  a.sendRaw('start', {});
  await a.waitFor(() => a.errors.length > n, 5000, 'the refusal');
  expect(a.errors.at(-1)?.code).toBe('not_ready');
  // Only the host may unseat, only a person, never the host's own seat.
  const refusals: [TestPlayer, unknown, string][] = [
    [b, { seat: 2 }, 'not_host'],
    [a, { seat: 3 }, 'bad_seat'],
    [a, { seat: 0 }, 'bad_seat'],
    [a, { seat: 9 }, 'bad_seat'],
  ];
  for (const [p, msg, code] of refusals) {
    const k = p.errors.length;
    p.sendRaw('unseat', msg);
    await p.waitFor(() => p.errors.length > k, 5000, `a refusal of unseat ${JSON.stringify(msg)}`);
    expect([p.errors.at(-1)?.type, p.errors.at(-1)?.code]).toEqual(['unseat', code]);
  }
  a.sendRaw('unseat', { seat: 2 });
  await s.waitFor(
    () => s.received.some((r) => r.type === 'seated' && (r.msg as ServerMessage<'seated'>).seat === null),
    5000,
    'unseated',
  );
  expect(s.seat).toBeNull();
  // Everyone left seated is ready: the rematch starts, a bot in the freed seat; the stranger watches it.
  await a.waitFor(() => a.count('newGame') === 1, 10_000, 'game 2');
  await s.waitFor(() => s.count('newGame') === 1, 10_000, 'game 2 for the spectator');
  const kinds = () => [...a.room.state.seats].map((x) => x.kind).join(' ');
  await a.waitFor(() => kinds() === 'human human bot bot', 5000, 'the seats of game 2');
});

test('real time (1 s grace): a dropped player who does not come back loses the seat once the grace is over', async () => {
  const [a, b, c] = await playedGame(1);
  b.drop();
  await a.waitFor(() => a.room.state.seats[1]?.connected === false, 5000, 'bob dropped');
  a.sendRaw('rematch', {});
  c.sendRaw('rematch', {});
  await a.waitFor(() => a.room.state.rematch === true && a.room.state.seats[2]?.ready === true, 5000, 'carol ready');
  expect(a.room.state.seats[1]?.name).toBe('bob');
  // Bob's grace ends: his seat is freed, everyone left is ready, and the rematch starts with a bot in his place.
  await a.waitFor(() => a.count('newGame') === 1, 10_000, 'game 2');
  const kinds = () => [...a.room.state.seats].map((x) => x.kind).join(' ');
  await a.waitFor(() => kinds() === 'human bot human bot', 5000, 'the seats of game 2');
});
