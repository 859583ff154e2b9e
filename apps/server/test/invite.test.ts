/**
 * `GET /api/rooms/:code`: what an invite page shows before joining — the room's game, configuration, seats and phase
 * (a private room too: the code is the invitation); 404 for a code that names no room.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

let srv: RunningServer;
const players: TestPlayer[] = [];

beforeAll(async () => {
  srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0 });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

test('a room by its code: game, configuration, rules and who is seated; an unknown code is 404', async () => {
  const p = new TestPlayer(srv.url, 'Alice');
  players.push(p);
  await p.create({ game: 'paopaosha', players: 4, config: { mode: 'boss' }, preset: 'beginner', private: true });
  const r = await fetch(`${srv.url}/api/rooms/${p.roomId}`);
  expect(r.status).toBe(200);
  const info = (await r.json()) as {
    game: string;
    phase: string;
    config: string;
    rules: string;
    seats: { kind: string; name: string }[];
  };
  expect(info.game).toBe('paopaosha');
  expect(info.phase).toBe('lobby');
  expect(JSON.parse(info.config)).toMatchObject({ players: 4, mode: 'boss' });
  expect(JSON.parse(info.rules)).toMatchObject({ preset: 'beginner' });
  expect(info.seats).toHaveLength(4);
  expect(info.seats.filter((s) => s.kind === 'human').map((s) => s.name)).toEqual(['Alice']);
  const missing = await fetch(`${srv.url}/api/rooms/NOSUCH`);
  expect(missing.status).toBe(404);
  await missing.arrayBuffer();
  const bad = await fetch(`${srv.url}/api/rooms/${encodeURIComponent('../etc')}`);
  expect(bad.status).toBe(404);
  await bad.arrayBuffer();
});
