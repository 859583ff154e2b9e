/**
 * Ratings cannot be farmed from one address (issue 29, point 8): one address playing all 4 seats of a game with 4
 * tokens got all 4 rated. People who share an address in a game are not rated by it (they play as fixed ratings for
 * the others); people from distinct addresses are rated as before.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashToken } from '../src/rooms/context.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

const FAST = { botDelayMs: 0, turnSeconds: 30, responseSeconds: 15, minResponseMs: 0, graceSeconds: 30 };

let srv: RunningServer;
let storage: SqliteStorage;
const players: TestPlayer[] = [];

beforeAll(async () => {
  storage = new SqliteStorage(':memory:');
  srv = await startServer({ port: 0, storage, heartbeatMs: 0, messagesPerSecond: 10_000, trustProxy: true });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

/** A person at `address` who plays like a random bot. */
function person(name: string, address: string, seed: number): TestPlayer {
  const p = new TestPlayer(srv.url, name, { chooser: botChooser('shajisifu', 'random', seed) });
  p.sdk.http.options.headers = { 'x-forwarded-for': address };
  players.push(p);
  return p;
}

/** Four people at `addresses` play one 杀机四伏 game to its end; resolves with their rated games in it. */
async function game(names: string[], addresses: string[]): Promise<number[]> {
  const ps = names.map((n, i) => person(n, addresses[i] as string, i + 1));
  const [host, ...rest] = ps as [TestPlayer, ...TestPlayer[]];
  await host.create({ game: 'shajisifu', players: 4, timer: FAST });
  for (const p of rest) {
    await p.join(host.roomId);
    p.sendRaw('ready', { ready: true });
  }
  await host.waitFor(() => [1, 2, 3].every((i) => host.room.state.seats[i]?.ready === true), 5000, 'ready');
  host.sendRaw('start', {});
  for (const p of ps) await p.waitFor(() => p.replay !== null, 120_000, 'the end');
  return ps.map((p) => storage.playerRecord(hashToken(p.token)).ratings.shajisifu?.games ?? 0);
}

test('four seats played from one address rate nobody; from four addresses, everyone', async () => {
  expect(await game(['f1', 'f2', 'f3', 'f4'], ['10.1.1.1', '10.1.1.1', '10.1.1.1', '10.1.1.1'])).toEqual([0, 0, 0, 0]);
  // Two share an address, two have their own: only those two are rated.
  expect(await game(['g1', 'g2', 'g3', 'g4'], ['10.2.2.2', '10.2.2.2', '10.3.3.3', '10.4.4.4'])).toEqual([0, 0, 1, 1]);
  expect(await game(['h1', 'h2', 'h3', 'h4'], ['10.5.5.1', '10.5.5.2', '10.5.5.3', '10.5.5.4'])).toEqual([1, 1, 1, 1]);
});
