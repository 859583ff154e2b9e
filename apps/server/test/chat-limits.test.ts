/**
 * The chat's rate limit against free tokens (issue 29, point 2): a sender who leaves and joins a free seat again
 * without a token gets a new token, and the limit was per token — 91 joins relayed 455 lines in 15 s against 10
 * allowed. Lines now also pass their address's bucket in the room (social/chat.ts), sized by the people seated from
 * that address, so cycling tokens buys nothing while people sharing an address keep one sender's rate each.
 *
 * Depends on real time only through the bucket's refill, which the bound counts from the measured elapsed time.
 */
import { CHAT_LIMITS, type ChatLine, type ServerMessage } from '@shaju/protocol';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

let srv: RunningServer;

beforeAll(async () => {
  srv = await startServer({
    port: 0,
    storage: new SqliteStorage(':memory:'),
    heartbeatMs: 0,
    messagesPerSecond: 10_000,
    trustProxy: true,
  });
});
afterAll(async () => {
  await srv?.close();
});

/** A player whose requests come from `address` (the server trusts `X-Forwarded-For` here). */
function from(address: string, name: string): TestPlayer {
  const p = new TestPlayer(srv.url, name);
  p.sdk.http.options.headers = { 'x-forwarded-for': address };
  return p;
}

/** The live chat lines a player received (not the history sent on joining). */
function lines(p: TestPlayer): ChatLine[] {
  return p.received
    .filter((r) => r.type === 'chat' && !(r.msg as ServerMessage<'chat'>).history)
    .flatMap((r) => (r.msg as ServerMessage<'chat'>).lines as ChatLine[]);
}

/** Sends `n` chat lines one by one, each awaited until it is relayed back or refused; returns how many were relayed. */
async function say(p: TestPlayer, n: number): Promise<number> {
  let relayed = 0;
  for (let i = 0; i < n; i++) {
    const [l, e] = [lines(p).length, p.errors.length];
    p.sendRaw('chat', { text: `${p.name} ${i}` });
    await p.waitFor(() => lines(p).length > l || p.errors.length > e, 5000, 'the line or its refusal');
    if (lines(p).length > l) relayed++;
    else expect(p.errors.at(-1)?.code).toBe('chat_limited');
  }
  return relayed;
}

test('joining again with a fresh token buys no chat lines; two people at one address each keep their own', async () => {
  const host = await from('10.0.0.1', 'host').create({ game: 'shajisifu', players: 4 });
  const t0 = Date.now();
  let relayed = 0;
  for (let i = 0; i < 6; i++) {
    const m = await from('10.0.0.2', `m${i}`).join(host.roomId);
    expect(m.seat).not.toBeNull();
    relayed += await say(m, CHAT_LIMITS.burst);
    await m.leave();
  }
  // One sender's allowance over the time it took: `burst`, and one line per `refillMs` (before: 6 × 5 = 30).
  const allowed = CHAT_LIMITS.burst + Math.floor((Date.now() - t0) / CHAT_LIMITS.refillMs) + 1;
  expect(relayed).toBeLessThanOrEqual(allowed);
  expect(relayed).toBeGreaterThanOrEqual(CHAT_LIMITS.burst);
  // Two people seated from one address: each speaks at one sender's rate.
  const b1 = await from('10.0.0.3', 'b1').join(host.roomId);
  const b2 = await from('10.0.0.3', 'b2').join(host.roomId);
  expect(await say(b1, CHAT_LIMITS.burst)).toBe(CHAT_LIMITS.burst);
  expect(await say(b2, CHAT_LIMITS.burst)).toBe(CHAT_LIMITS.burst);
  // The host, at its own address, was never limited by them.
  expect(await say(host, 1)).toBe(1);
  for (const p of [b1, b2, host]) await p.leave();
});
