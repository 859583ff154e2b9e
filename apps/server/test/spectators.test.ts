/**
 * Spectators cannot lock a player out: a room takes at most `maxSpectators` spectators, and at most
 * `maxSpectatorsPerAddress` from one address; seats and their tokens always have room, so a seated player's token
 * rejoin succeeds with the spectator cap reached, during the grace period and after it. Addresses are told apart by
 * `X-Forwarded-For` (the server trusts its proxy here); all traffic goes to 127.0.0.1.
 */
import { ROOM_NAME } from '@shaju/protocol';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

const MAX = 6;
const PER_ADDRESS = 2;
let srv: RunningServer;
const players: TestPlayer[] = [];

beforeAll(async () => {
  srv = await startServer({
    port: 0,
    storage: new SqliteStorage(':memory:'),
    heartbeatMs: 0,
    messagesPerSecond: 10_000,
    trustProxy: true,
    maxSpectators: MAX,
    maxSpectatorsPerAddress: PER_ADDRESS,
  });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

function player(name: string, address: string): TestPlayer {
  const p = new TestPlayer(srv.url, name);
  p.sdk.http.options.headers = { 'x-forwarded-for': address };
  players.push(p);
  return p;
}

/** A spectator join over plain HTTP that never opens its WebSocket (a seat reservation left pending). */
async function reserve(roomId: string, address: string): Promise<number> {
  const r = await fetch(`${srv.url}/matchmake/joinById/${roomId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ v: 1, name: 'lurker', spectate: true }),
  });
  await r.arrayBuffer();
  return r.status;
}

test('spectators are capped per room and per address; a seated token rejoin always gets in', async () => {
  const a = player('alice', '10.1.0.1');
  const b = player('bob', '10.1.0.2');
  await a.create({
    game: 'shajisifu',
    players: 4,
    bots: { count: 2, kind: 'heuristic', fill: true },
    timer: { botDelayMs: 0, turnSeconds: 300, responseSeconds: 120, graceSeconds: 2 },
  });
  await b.join(a.roomId);
  b.sendRaw('ready', { ready: true });
  await b.waitFor(() => b.room.state.seats[1]?.ready === true, 5000, 'ready');
  a.sendRaw('start', {});
  await b.waitFor(() => b.last !== null, 10_000, 'the game');

  // Per address: the third spectator from one address is refused.
  await player('w0', '10.2.0.1').join(a.roomId, { spectate: true });
  await player('w1', '10.2.0.1').join(a.roomId, { spectate: true });
  await expect(player('w2', '10.2.0.1').join(a.roomId, { spectate: true })).rejects.toThrow(/spectators/);
  // Per room: other addresses fill it (connected spectators and reservations never used alike), then no more.
  await player('w3', '10.2.0.2').join(a.roomId, { spectate: true });
  await player('w4', '10.2.0.3').join(a.roomId);
  expect(await reserve(a.roomId, '10.2.0.4')).toBe(200);
  expect(await reserve(a.roomId, '10.2.0.5')).toBe(200);
  for (let i = 0; i < 10; i++) expect(await reserve(a.roomId, `10.3.0.${i}`)).not.toBe(200);
  await expect(player('w5', '10.2.0.6').join(a.roomId, { spectate: true })).rejects.toThrow(/spectators/);

  // Bob drops; during the grace period he comes back with his token.
  b.paused = true;
  b.drop();
  await a.waitFor(() => a.room.state.seats[1]?.connected === false, 5000, 'the drop');
  const b2 = player('bob', '10.1.0.2');
  b2.token = b.token;
  await b2.join(a.roomId);
  expect(b2.seat).toBe(1);
  await a.waitFor(() => a.room.state.seats[1]?.connected === true, 5000, 'bob back');
  // He drops again and stays away past the grace period: a bot covers his seat; the token still takes it back.
  b2.drop();
  await a.waitFor(() => a.room.state.seats[1]?.covered === true, 10_000, 'the cover');
  const b3 = player('bob', '10.1.0.2');
  b3.token = b.token;
  await b3.join(a.roomId);
  expect(b3.seat).toBe(1);
  // A snapshot came (the bots play on: the last step may already be a live one after it).
  const snapshot = () => b3.received.some((m) => m.type === 'step' && (m.msg as { snapshot: boolean }).snapshot);
  await b3.waitFor(snapshot, 5000, 'the snapshot');
  expect(ROOM_NAME).toBe('game');
});
