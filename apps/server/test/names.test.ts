/**
 * Nicknames a room refuses: text that is not well-formed UTF-16 (a lone surrogate would corrupt every client's synced
 * room state), names made only of invisible characters, names that pass for a bot's, and names that pass for the name
 * of someone already in the room (issue 29, point 5: `bob` twice, `bo\u200bb`, `bоb`, `ｂｏｂ`, `bob\u00ad`,
 * `bob\u034f` were all accepted in one room; so were `bоt-3`, `bοt-3`, `b0t-3`, `bot-٣`, `ʙᴏᴛ-3`). A refused join
 * leaves the other clients' synced state intact.
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

function player(name: string): TestPlayer {
  const p = new TestPlayer(srv.url, name);
  players.push(p);
  return p;
}

/** The synced seats as plain data. */
function seats(p: TestPlayer) {
  return [...p.room.state.seats].map((s) => ({
    index: s.index,
    kind: s.kind,
    name: s.name,
    connected: s.connected,
    ready: s.ready,
    covered: s.covered,
  }));
}

test('a nickname with a lone surrogate is refused, and the others’ synced room state stays intact', async () => {
  const a = player('alice');
  await a.create({ game: 'shajisifu', players: 4, timer: { botDelayMs: 0 } });
  const b = player('bob');
  await b.join(a.roomId);
  await a.waitFor(() => a.room.state.seats[1]?.name === 'bob', 5000, 'bob seated');
  const before = seats(a);
  for (const name of ['x\ud800', '\udc00', 'bad\udfffname']) {
    const m = player(name);
    await expect(m.join(a.roomId)).rejects.toThrow(/lone surrogate/);
    await expect(m.join(a.roomId, { spectate: true })).rejects.toThrow(/lone surrogate/);
  }
  // A later change still decodes on both clients: the state was not corrupted.
  b.sendRaw('ready', { ready: true });
  await a.waitFor(() => a.room.state.seats[1]?.ready === true, 5000, 'bob ready on alice');
  await b.waitFor(() => b.room.state.seats[1]?.ready === true, 5000, 'bob ready on bob');
  expect(seats(a)).toEqual(before.map((s) => (s.index === 1 ? { ...s, ready: true } : s)));
  expect(seats(b)).toEqual(seats(a));
  expect(seats(a).map((s) => s.kind)).toEqual(['human', 'human', 'empty', 'empty']);
  expect(seats(a).every((s) => typeof s.ready === 'boolean')).toBe(true);
});

test("names made only of invisible characters, or in a bot's name pattern, are refused by the room", async () => {
  const a = player('host');
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 1, kind: 'random' }, timer: { botDelayMs: 0 } });
  for (const [name, why] of [
    ['\u200b\u200b', /invisible/],
    ['\u202e', /invisible|direction/],
    ['\u3164', /invisible/],
    ['bot-3', /bot/],
    ['BOT-1', /bot/],
    ['b\u043et-3', /bot/],
    ['b\u03bft-3', /bot/],
    ['b0t-3', /bot/],
    ['bot-\u0663', /bot/],
    ['\u0299\u1d0f\u1d1b-3', /bot/],
  ] as const) {
    await expect(player(name).join(a.roomId), JSON.stringify(name)).rejects.toThrow(why);
  }
  expect([...a.room.state.seats].map((s) => s.name)).toEqual(['host', '', '', 'bot-3']);
});

test('names that pass for the name of someone in the room are refused, seated or watching; a token keeps its own', async () => {
  const a = player('host');
  await a.create({ game: 'shajisifu', players: 4, timer: { botDelayMs: 0 } });
  const b = player('bob');
  await b.join(a.roomId);
  const w = player('小明');
  await w.join(a.roomId, { spectate: true });
  await a.waitFor(() => a.room.state.seats[1]?.name === 'bob', 5000, 'bob seated');
  const lookAlikes = [
    'bob',
    'Bob',
    'bo\u200bb',
    'b\u043eb',
    '\uff42\uff4f\uff42',
    'bob\u00ad',
    'bob\u034f',
    'b0b',
    'HOST',
  ];
  for (const name of lookAlikes) {
    await expect(player(name).join(a.roomId), JSON.stringify(name)).rejects.toThrow(
      /name: .*(already called|looks the same)/,
    );
    await expect(player(name).join(a.roomId, { spectate: true }), JSON.stringify(name)).rejects.toThrow(/name:/);
  }
  await expect(player('小明\u200b').join(a.roomId), 'a spectator’s name').rejects.toThrow(/looks the same as 小明/);
  expect([...a.room.state.seats].map((s) => s.name)).toEqual(['host', 'bob', '', '']);
  // Bob comes back with his token (a reload): his seat and name, no refusal.
  await b.rejoin(srv.url);
  expect(b.seat).toBe(1);
  // Another name is welcome.
  const c = player('bobby');
  await c.join(a.roomId);
  expect(c.seat).toBe(2);
});
