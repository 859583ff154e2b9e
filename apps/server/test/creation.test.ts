/**
 * Room creation over plain HTTP (`POST /matchmake/create/game`, no WebSocket): limited per address and in all, and a
 * room whose creator never connects is not listed in `/api/rooms` and is disposed when its seat reservation expires.
 * Traffic to 127.0.0.1 only; the addresses are told apart by `X-Forwarded-For` (the server trusts its proxy here).
 */
import { matchMaker } from '@colyseus/core';
import { ROOM_NAME } from '@shaju/protocol';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

let srv: RunningServer;
const PER_ADDRESS = 4;
const TOTAL = 7;
const players: TestPlayer[] = [];
let real = '';

beforeAll(async () => {
  srv = await startServer({
    port: 0,
    storage: new SqliteStorage(':memory:'),
    heartbeatMs: 0,
    trustProxy: true,
    createsPerMinutePerAddress: PER_ADDRESS,
    createsPerMinute: TOTAL,
    seatReservationSeconds: 1,
  });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

/** One room creation over plain HTTP from `address`; its status and room id. */
async function create(address: string): Promise<{ status: number; roomId?: string; error?: string }> {
  const r = await fetch(`${srv.url}/matchmake/create/${ROOM_NAME}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ v: 1, name: 'phantom', create: { game: 'shajisifu', players: 4 } }),
  });
  const body = (await r.json()) as { roomId?: string; error?: string };
  return { status: r.status, ...body };
}

async function listed(): Promise<string[]> {
  const r = await fetch(`${srv.url}/api/rooms`);
  return ((await r.json()) as { roomId: string }[]).map((x) => x.roomId);
}

test('a room whose creator connected is listed', async () => {
  const p = new TestPlayer(srv.url, 'real');
  players.push(p);
  p.sdk.http.options.headers = { 'x-forwarded-for': '10.0.2.1' };
  await p.create({ game: 'shajisifu', players: 4 });
  real = p.roomId;
  expect(await listed()).toEqual([real]);
});

test('HTTP room creation is limited per address and in all; unused reservations are not listed and go away', async () => {
  const a: string[] = [];
  // A bounded loop: twice the per-address limit from one address.
  for (let i = 0; i < PER_ADDRESS * 2; i++) {
    const r = await create('10.0.0.1');
    if (r.roomId) a.push(r.roomId);
    else {
      expect(r.status).toBe(429);
      expect(r.error).toMatch(/too many rooms/);
    }
  }
  expect(a).toHaveLength(PER_ADDRESS);
  // Other addresses share the total.
  let more = 0;
  for (let i = 0; i < TOTAL; i++) if ((await create(`10.0.1.${i}`)).roomId) more++;
  expect(1 + PER_ADDRESS + more).toBe(TOTAL);
  // None of those rooms is listed: nobody ever joined them.
  const live = await matchMaker.query({ name: ROOM_NAME });
  expect(live.length).toBe(TOTAL);
  expect(await listed()).toEqual([real]);
  // Their reservations expire (1 s here) and the rooms are disposed.
  const t0 = Date.now();
  const ids = async () => (await matchMaker.query({ name: ROOM_NAME })).map((r) => r.roomId);
  while ((await ids()).length > 1 && Date.now() - t0 < 10_000) await new Promise((r) => setTimeout(r, 200));
  expect(await ids()).toEqual([real]);
});
