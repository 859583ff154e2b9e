/**
 * Chat and rematch on a live server: chat lines reach everyone in the room with the sender's seat (spectators marked),
 * bad text and over-rate lines are refused with typed errors and relayed to nobody, bots never chat, the chat said
 * during a game is stored with it; a rematch keeps the room's seats, bots and options with a new seed and a new game
 * id while the finished game keeps its replay; quick start starts the game at once.
 */
import { CHAT_LIMITS, type ChatLine, type ServerMessage } from '@shaju/protocol';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

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

function player(name: string, chooser = false, seed = 1): TestPlayer {
  const p = new TestPlayer(srv.url, name, chooser ? { chooser: botChooser('shajisifu', 'heuristic', seed) } : {});
  players.push(p);
  return p;
}

/** The live chat lines a player received (not the history sent on joining). */
function lines(p: TestPlayer): ChatLine[] {
  return p.received
    .filter((r) => r.type === 'chat' && !(r.msg as ServerMessage<'chat'>).history)
    .flatMap((r) => (r.msg as ServerMessage<'chat'>).lines as ChatLine[]);
}

async function errorFor(p: TestPlayer, type: string, payload: unknown): Promise<ServerMessage<'error'>> {
  const n = p.errors.length;
  p.sendRaw(type, payload);
  await p.waitFor(() => p.errors.length > n, 5000, `an error for ${type}`);
  return p.errors[p.errors.length - 1] as ServerMessage<'error'>;
}

/** A (host) and B seated with two bots in a 4-seat 杀机四伏 room, a spectator W; B ready. */
async function room(chooser = false) {
  const a = player('alice', chooser, 1);
  const b = player('bob', chooser, 2);
  const w = player('watcher');
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 2, kind: 'heuristic', fill: true }, timer: FAST });
  await b.join(a.roomId);
  await w.join(a.roomId, { spectate: true });
  b.sendRaw('ready', { ready: true });
  await a.waitFor(() => a.room.state.seats[1]?.ready === true, 5000, 'bob ready');
  return { a, b, w };
}

test('chat reaches everyone: the sender named, its seat, a spectator marked; phrases and emotes by id', async () => {
  const { a, b, w } = await room();
  a.sendRaw('chat', { text: '  大家好 hello  ' });
  w.sendRaw('chat', { text: 'I am only watching' });
  b.sendRaw('phrase', { id: 'gg' });
  b.sendRaw('emote', { emote: 'flower', seat: 0 });
  for (const p of [a, b, w]) await p.waitFor(() => lines(p).length === 4, 5000, 'four lines');
  const seen = lines(w).map(({ name, seat, spectator, kind, body, target, seq }) => ({
    name,
    seat,
    spectator,
    kind,
    body,
    target,
    seq,
  }));
  expect(seen).toEqual([
    { name: 'alice', seat: 0, spectator: false, kind: 'text', body: '大家好 hello', target: undefined, seq: null },
    {
      name: 'watcher',
      seat: null,
      spectator: true,
      kind: 'text',
      body: 'I am only watching',
      target: undefined,
      seq: null,
    },
    { name: 'bob', seat: 1, spectator: false, kind: 'phrase', body: 'gg', target: undefined, seq: null },
    { name: 'bob', seat: 1, spectator: false, kind: 'emote', body: 'flower', target: 0, seq: null },
  ]);
  expect(lines(a)).toEqual(lines(w));
  expect(lines(b)).toEqual(lines(w));
  // Numbered in order; a newcomer gets them as history.
  expect(lines(a).map((l) => l.n)).toEqual([1, 2, 3, 4]);
  const late = player('late');
  await late.join(a.roomId, { spectate: true });
  await late.waitFor(() => late.count('chat') > 0, 5000, 'history');
  const h = late.received.find((r) => r.type === 'chat')?.msg as ServerMessage<'chat'>;
  expect(h.history).toBe(true);
  expect(h.lines).toEqual(lines(a));
});

test('bad chat is refused with a typed error and reaches nobody; the rate limit drops the excess', async () => {
  const { a, b } = await room();
  const bad: [string, unknown, string][] = [
    ['chat', { text: 'x'.repeat(CHAT_LIMITS.textMax + 1) }, 'bad_message'],
    ['chat', { text: '\u200b\u200b \u2800' }, 'bad_message'],
    ['chat', { text: 'abc\u202edef' }, 'bad_message'],
    ['chat', { text: 'two\nlines' }, 'bad_message'],
    ['chat', { text: 'next\u0085line' }, 'bad_message'],
    ['chat', { text: 'line\u2028separator' }, 'bad_message'],
    ['chat', { text: 'hi', extra: 1 }, 'bad_message'],
    ['phrase', { id: 'no-such-phrase' }, 'bad_message'],
    ['emote', { emote: 'bomb', seat: 1 }, 'bad_message'],
    ['emote', { emote: 'egg', seat: 7 }, 'bad_seat'],
  ];
  for (const [type, payload, code] of bad) expect((await errorFor(a, type, payload)).code).toBe(code);
  // The longest line passes.
  a.sendRaw('chat', { text: '杀'.repeat(CHAT_LIMITS.textMax) });
  await b.waitFor(() => lines(b).length === 1, 5000, 'the long line');
  // The bucket: `burst` lines at once (one already spent), then `chat_limited`, and nothing more relayed.
  for (let i = 1; i < CHAT_LIMITS.burst; i++) a.sendRaw('phrase', { id: 'hurry' });
  const e = await errorFor(a, 'chat', { text: 'one too many' });
  expect(e.code).toBe('chat_limited');
  await b.waitFor(() => lines(b).length === CHAT_LIMITS.burst, 5000, 'the burst');
  await new Promise((r) => setTimeout(r, 200));
  expect(lines(b)).toHaveLength(CHAT_LIMITS.burst);
  expect(lines(b).some((l) => l.body === 'one too many')).toBe(false);
  // Another sender has its own bucket.
  b.sendRaw('chat', { text: 'mine' });
  await a.waitFor(() => lines(a).some((l) => l.body === 'mine'), 5000, "bob's line");
});

test('a game with bots: only people chat, and the chat is stored with the game for its replay', async () => {
  const { a, b, w } = await room(true);
  a.sendRaw('start', {});
  await a.waitFor(() => a.last !== null, 10_000, 'the game');
  a.sendRaw('chat', { text: 'good luck' });
  w.sendRaw('phrase', { id: 'nice' });
  for (const p of [a, b, w]) await p.waitFor(() => p.replay !== null, 90_000, 'the end');
  b.sendRaw('phrase', { id: 'gg' });
  await a.waitFor(() => lines(a).length === 3, 5000, 'three lines');
  // Bots never chat: every line is a person's.
  for (const l of lines(w)) expect(['alice', 'bob', 'watcher']).toContain(l.name);
  const stored = storage.chatOf(a.roomId);
  expect(stored).toEqual(lines(a));
  expect(stored.map((l) => l.seq)).toEqual([
    expect.any(Number),
    expect.any(Number),
    storage.loadGame(a.roomId)?.log.length,
  ]);
  const body = (await (await fetch(`${srv.url}/api/games/${a.roomId}`)).json()) as { chat: ChatLine[] };
  expect(body.chat).toEqual(stored);
});

test('rematch: same seats, bots and options, a new seed and id; everyone ready again; the old replay stays', async () => {
  const { a, b, w } = await room(true);
  a.sendRaw('start', {});
  for (const p of [a, b, w]) await p.waitFor(() => p.replay !== null, 90_000, 'the end');
  const code = a.roomId;
  const first = storage.loadGame(code);
  expect(first?.status).toBe('finished');
  expect((await errorFor(w, 'rematch', {})).code).toBe('not_seated');
  expect((await errorFor(b, 'start', {})).code).toBe('wrong_phase');
  // Bob asks: the room is a lobby again with the same seats; bob is ready, alice is not; nothing starts.
  b.sendRaw('rematch', {});
  await a.waitFor(() => a.room.state.phase === 'lobby', 5000, 'the rematch lobby');
  await a.waitFor(() => a.room.state.rematch === true, 5000, 'the rematch flag');
  const st = a.room.state;
  expect([...st.seats].map((s) => [s.kind, s.name, s.botKind, s.ready])).toEqual([
    ['human', 'alice', '', false],
    ['human', 'bob', '', true],
    ['bot', 'bot-2', 'heuristic', true],
    ['bot', 'bot-3', 'heuristic', true],
  ]);
  expect(st.hostSeat).toBe(0);
  await new Promise((r) => setTimeout(r, 300));
  expect(a.count('newGame')).toBe(0);
  // Alice agrees: it starts at once, as game CODE-2.
  a.sendRaw('rematch', {});
  for (const p of [a, b, w]) await p.waitFor(() => p.count('newGame') === 1 && p.last !== null, 10_000, 'game 2');
  const ng = a.received.find((r) => r.type === 'newGame')?.msg as ServerMessage<'newGame'>;
  expect(ng.gameId).toBe(`${code}-2`);
  // (A game of fast bots may already be over: any phase but the lobby.)
  await a.waitFor(() => a.room.state.gameId === `${code}-2` && a.room.state.phase !== 'lobby', 5000, 'state');
  expect(a.room.state.rematch).toBe(false);
  const second = storage.loadGame(`${code}-2`);
  expect(second?.config).toEqual(first?.config);
  expect(second?.settings).toEqual(first?.settings);
  expect(second?.seats).toEqual(first?.seats);
  expect(second?.seed).not.toBe(first?.seed);
  expect(a.seat).toBe(0);
  expect(b.seat).toBe(1);
  // The first game and its replay stay.
  const old = await fetch(`${srv.url}/api/games/${code}`);
  expect(old.status).toBe(200);
  expect(((await old.json()) as { seed: number }).seed).toBe(first?.seed);
  // The rematch plays to its end like any game.
  for (const p of [a, b, w]) await p.waitFor(() => p.replay !== null, 90_000, 'the end of game 2');
  expect(storage.loadGame(`${code}-2`)?.status).toBe('finished');
});

test('rematch: a person who left leaves an empty seat, which a bot takes; it starts when the rest are ready', async () => {
  const { a, b } = await room(true);
  a.sendRaw('start', {});
  for (const p of [a, b]) await p.waitFor(() => p.replay !== null, 90_000, 'the end');
  await a.leave();
  await b.waitFor(() => b.room.state.seats[0]?.connected === false, 5000, 'alice gone');
  b.sendRaw('rematch', {});
  await b.waitFor(() => b.count('newGame') === 1, 10_000, 'game 2');
  const g = storage.loadGame(`${b.roomId}-2`);
  expect(g?.seats.map((s) => s.bot ?? s.name)).toEqual(['heuristic', 'bob', 'heuristic', 'heuristic']);
  // Bob, the only person left, is the host now.
  await b.waitFor(() => b.room.state.hostSeat === 1, 5000, 'bob hosts');
});

test('quick start: the game starts as soon as its creator joins, every other seat a bot', async () => {
  const q = player('quick');
  await q.create({ game: 'shajisifu', players: 5, bots: { count: 4, kind: 'heuristic' }, start: true, timer: FAST });
  await q.waitFor(() => q.last !== null, 10_000, 'the first step');
  await q.waitFor(() => q.room.state.phase === 'playing', 5000, 'playing');
  expect([...q.room.state.seats].map((s) => s.kind)).toEqual(['human', 'bot', 'bot', 'bot', 'bot']);
  expect(storage.loadGame(q.roomId)?.status).toBe('playing');
  // A room that may not fill empty seats with bots cannot start at once: told why, and it waits in its lobby.
  const f = player('fussy');
  await f.create({ game: 'shajisifu', players: 4, bots: { count: 1, kind: 'heuristic', fill: false }, start: true });
  await f.waitFor(() => f.errors.some((e) => e.code === 'not_ready' && e.type === 'start'), 5000, 'not_ready');
  expect(f.room.state.phase).toBe('lobby');
  // Without the flag a room waits in its lobby.
  const r = player('slow');
  await r.create({ game: 'shajisifu', players: 5, bots: { count: 4, kind: 'heuristic' }, timer: FAST });
  await new Promise((res) => setTimeout(res, 300));
  expect(r.last).toBeNull();
  expect(r.room.state.phase).toBe('lobby');
});
