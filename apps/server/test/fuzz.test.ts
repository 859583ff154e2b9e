/**
 * Abuse: malformed, unknown, oversized, out-of-turn, other-seat and stale messages each get a typed `error` and change
 * nothing (no step is announced, the stored log does not grow, and the game goes on from the same request); a burst
 * past the rate limit is refused; a frame past the size limit closes the connection.
 */
import { LIMITS, type ServerMessage } from '@shaju/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { botChooser, TestPlayer } from './client.ts';

const TIMER = { botDelayMs: 0, turnSeconds: 120, responseSeconds: 60, minResponseMs: 0, graceSeconds: 30 };
let srv: RunningServer;
let storage: SqliteStorage;
const players: TestPlayer[] = [];
let a: TestPlayer;
let b: TestPlayer;

beforeAll(async () => {
  storage = new SqliteStorage(':memory:');
  srv = await startServer({ port: 0, storage, heartbeatMs: 0, messagesPerSecond: 10_000 });
  // Two players who only act when told to: the game stops at the first request of one of them.
  a = new TestPlayer(srv.url, 'alice', { chooser: botChooser('shajisifu', 'heuristic', 1) });
  b = new TestPlayer(srv.url, 'bob', { chooser: botChooser('shajisifu', 'heuristic', 2) });
  a.paused = true;
  b.paused = true;
  players.push(a, b);
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 2, kind: 'heuristic', fill: true }, timer: TIMER });
  await b.join(a.roomId);
  b.sendRaw('ready', { ready: true });
  await b.waitFor(() => b.room.state.seats?.[1]?.ready === true, 5000, 'ready');
  a.sendRaw('start', {});
  await a.waitFor(() => a.last?.pending?.you === true || b.last?.pending?.you === true, 10_000, 'a human request');
  await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => {
  for (const p of players) await p.leave();
  await srv?.close();
});

/** The player whose request is pending, and the other. */
function roles(): { mover: TestPlayer; other: TestPlayer; step: ServerMessage<'step'> } {
  const mover = a.last?.pending?.you ? a : b;
  const other = mover === a ? b : a;
  const step = mover.last as ServerMessage<'step'>;
  return { mover, other, step };
}

/** Sends a message and returns the error it got. */
async function expectError(p: TestPlayer, type: string, payload: unknown): Promise<ServerMessage<'error'>> {
  const n = p.errors.length;
  p.sendRaw(type, payload);
  await p.waitFor(() => p.errors.length > n, 5000, `an error for ${type} ${JSON.stringify(payload)?.slice(0, 60)}`);
  return p.errors[n] as ServerMessage<'error'>;
}

function stepsSeen(): number {
  return a.count('step') + b.count('step');
}

test('each bad message gets its typed error and changes nothing', async () => {
  const { mover, other, step } = roles();
  const id = step.pending?.id as number;
  const legal = (step.view as { legal: unknown[] }).legal;
  const logBefore = storage.loadGame(a.roomId)?.log.length;
  const seen = stepsSeen();
  const cases: [TestPlayer, string, unknown, string][] = [
    [mover, 'hack', { x: 1 }, 'unknown_type'],
    [mover, 'decide', {}, 'bad_message'],
    [mover, 'decide', 42, 'bad_message'],
    [mover, 'decide', 'play', 'bad_message'],
    [mover, 'decide', [1, 2], 'bad_message'],
    [mover, 'decide', { requestId: -1, decision: legal[0] }, 'bad_message'],
    [mover, 'decide', { requestId: 1.5, decision: legal[0] }, 'bad_message'],
    [mover, 'decide', { requestId: id, decision: legal[0], extra: true }, 'bad_message'],
    [mover, 'decide', { requestId: id, decision: { t: 'nonsense' } }, 'malformed'],
    [mover, 'decide', { requestId: id, decision: null }, 'malformed'],
    [mover, 'decide', { requestId: id, decision: { t: 'play', card: 99_999 } }, 'illegal'],
    [mover, 'decide', { requestId: id - 1, decision: legal[0] }, 'stale'],
    [mover, 'decide', { requestId: id + 1, decision: legal[0] }, 'stale'],
    [mover, 'decide', { requestId: id, decision: legal[0], seat: other.seat }, 'not_your_seat'],
    [other, 'decide', { requestId: id, decision: legal[0] }, 'not_pending'],
    [other, 'decide', { requestId: id, decision: legal[0], seat: mover.seat }, 'not_your_seat'],
    [mover, 'decide', { requestId: id, decision: { t: 'reveal', order: new Array(1500).fill(100) } }, 'too_large'],
    [mover, 'seat', { seat: 3 }, 'wrong_phase'],
    [mover, 'start', {}, 'wrong_phase'],
    [a, 'addBot', {}, 'wrong_phase'],
    [a, 'removeBot', { seat: 3 }, 'wrong_phase'],
    [b, 'ready', { ready: 'yes' }, 'bad_message'],
    [b, 'ready', { ready: true }, 'wrong_phase'],
  ];
  for (const [p, type, payload, code] of cases) {
    const e = await expectError(p, type, payload);
    expect(e.code, `${type} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(code);
    expect(typeof e.message).toBe('string');
  }
  expect(stepsSeen()).toBe(seen);
  expect(storage.loadGame(a.roomId)?.log.length).toBe(logBefore);
});

test('random payloads of every type: errors only, no state change', async () => {
  const types = ['decide', 'seat', 'ready', 'start', 'addBot', 'removeBot', 'x', 'DECIDE', '__proto__', ''];
  const logBefore = storage.loadGame(a.roomId)?.log.length;
  const seen = stepsSeen();
  const { mover } = roles();
  const samples = fc.sample(
    fc.tuple(
      fc.constantFrom(...types),
      fc.oneof(
        fc.anything({ maxDepth: 3 }),
        fc.record({ requestId: fc.integer(), decision: fc.anything({ maxDepth: 2 }) }),
        fc.record({ seat: fc.integer({ min: -3, max: 20 }) }),
      ),
    ),
    { numRuns: 300, seed: 42 },
  );
  const n = mover.errors.length;
  for (const [type, payload] of samples) mover.sendRaw(type, payload);
  await mover.waitFor(() => mover.errors.length >= n + samples.length, 15_000, 'an error for every message');
  expect(mover.errors.length).toBe(n + samples.length);
  expect(stepsSeen()).toBe(seen);
  expect(storage.loadGame(a.roomId)?.log.length).toBe(logBefore);
});

test('after all that, the same request is still open and a good decision goes through', async () => {
  const { mover, step } = roles();
  const before = mover.count('step');
  mover.paused = false;
  mover.maybeAnswer();
  await mover.waitFor(() => mover.count('step') > before, 5000, 'the next step');
  expect(mover.last?.seq).toBe(step.seq + 1);
});

test('a burst past the rate limit is refused with rate_limited', async () => {
  srv.setMessagesPerSecond(LIMITS.messagesPerSecond);
  const w = new TestPlayer(srv.url, 'spammer');
  players.push(w);
  await w.join(a.roomId, { spectate: true });
  for (let i = 0; i < LIMITS.messagesPerSecond + 10; i++) w.sendRaw('ready', { ready: true });
  await w.waitFor(() => w.errors.some((e) => e.code === 'rate_limited'), 5000, 'rate_limited');
  // The first messages were answered on their merits (a spectator has no seat to be ready in).
  expect(w.errors[0]?.code).toBe('wrong_phase');
  srv.setMessagesPerSecond(10_000);
});

test('a rate_limited refusal carries the request id of the decision it dropped', async () => {
  srv.setMessagesPerSecond(LIMITS.messagesPerSecond);
  const w = new TestPlayer(srv.url, 'hasty');
  players.push(w);
  await w.join(a.roomId, { spectate: true });
  for (let i = 0; i < LIMITS.messagesPerSecond; i++) w.sendRaw('ready', { ready: true });
  // Past the limit: two decisions are dropped (the first one sent twice), each told by its request id.
  for (const requestId of [777, 777, 778]) w.sendRaw('decide', { requestId, decision: { t: 'pass' } });
  w.sendRaw('ready', { ready: true });
  await w.waitFor(() => w.errors.some((e) => e.requestId === 778), 5000, 'rate_limited for 778');
  await new Promise((r) => setTimeout(r, 100));
  const limited = w.errors.filter((e) => e.code === 'rate_limited');
  expect(limited.map((e) => e.requestId)).toEqual([777, 778]);
  expect(limited.every((e) => e.type === 'decide')).toBe(true);
  srv.setMessagesPerSecond(10_000);
});

test('a frame past the size limit closes the connection', async () => {
  const w = new TestPlayer(srv.url, 'big');
  players.push(w);
  await w.join(a.roomId, { spectate: true });
  w.sendRaw('decide', { requestId: 1, decision: 'x'.repeat(LIMITS.maxMessageBytes * 2) });
  await w.waitFor(() => w.closeCode !== null, 5000, 'the close');
  expect(w.closeCode).toBe(1009);
});
