/**
 * A joined client's server-side object keeps V8's fast properties. Colyseus 0.17.51 deleted `_enqueuedMessages` from
 * every client once it had joined, which turns the object into a hash table (~0.7 KB more per connection, ~4 KB per
 * six-seat room: docs/deploy.md, "The GC threads, and memory per room"); patches/@colyseus+core+0.17.51.patch (applied by patch-package at install)
 * clears the field instead. Checked with V8's own `%HasFastProperties` on the clients of a real room.
 */
import { setFlagsFromString } from 'node:v8';
import { matchMaker } from '@colyseus/core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

let srv: RunningServer;
const players: TestPlayer[] = [];
beforeAll(async () => {
  srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0 });
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

test('the clients of a room keep fast properties after joining', async () => {
  const host = new TestPlayer(srv.url, 'host');
  players.push(host);
  await host.create({ game: 'shajisifu', players: 4 });
  const guest = new TestPlayer(srv.url, 'guest');
  players.push(guest);
  await guest.join(host.roomId);
  const room = matchMaker.getLocalRoomById(host.roomId);
  expect(room?.clients.length).toBe(2);
  for (const c of room?.clients ?? []) {
    expect((c as unknown as { _enqueuedMessages?: unknown })._enqueuedMessages).toBeUndefined();
    expect(hasFastProperties(c)).toBe(true);
  }
});
