/**
 * A room message whose type is not UTF-8 (issue 29, point 1): @colyseus/schema's string reader printed a line through
 * its own `console.error` for each such frame, past the log sampling — 74 bytes a frame of 4, 18.5× amplification. The
 * frame guard (rooms/frame-guard.ts) refuses the frame before Colyseus decodes it and closes the connection, as
 * Colyseus does for a payload that is no MessagePack; the log says so once per interval (the sampled logger).
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { malformedType } from '../src/rooms/frame-guard.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

let srv: RunningServer;

beforeAll(async () => {
  srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0, logSampleMs: 60_000 });
});
afterAll(async () => {
  await srv?.close();
});

/** The raw WebSocket of a test player's connection. */
function rawSocket(p: TestPlayer): { send(b: Uint8Array): void } {
  return (p.room.connection as unknown as { transport: { ws: { send(b: Uint8Array): void } } }).transport.ws;
}

test('a frame type is malformed when its string is not UTF-8; numbers and well-formed strings pass', () => {
  expect(malformedType(new Uint8Array([13, 0xa2, 0xff, 0xfe]))).toBe(true);
  expect(malformedType(new Uint8Array([17, 0xa2, 0xc3, 0x28]))).toBe(true);
  expect(malformedType(new Uint8Array([13, 0xd9, 2, 0xed, 0xa0]))).toBe(true);
  expect(malformedType(new Uint8Array([13, 0xa6, ...Buffer.from('decide'), 0x80]))).toBe(false);
  expect(malformedType(new Uint8Array([13, 0xa3, ...Buffer.from('聊', 'utf8')]))).toBe(false);
  expect(malformedType(new Uint8Array([13, 0x05]))).toBe(false);
  expect(malformedType(new Uint8Array([10]))).toBe(false);
});

test('a spectator sending 150 frames whose type is not UTF-8 is cut at the first, and the log does not grow per frame', async () => {
  const printed: string[] = [];
  const capture = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  const spies = ['error', 'warn', 'info', 'log'].map((k) =>
    vi.spyOn(console, k as 'error').mockImplementation(capture),
  );
  try {
    const host = await new TestPlayer(srv.url, 'host').create({ game: 'shajisifu', players: 4 });
    const spy = await new TestPlayer(srv.url, 'spy').join(host.roomId, { spectate: true });
    const ws = rawSocket(spy);
    for (let i = 0; i < 150; i++) ws.send(new Uint8Array([13, 0xa2, 0xff, 0xfe]));
    await spy.waitFor(() => spy.closeCode !== null, 10_000, 'the close');
    expect(spy.closeCode).toBe(4002);
    // The room goes on: another spectator joins and gets its welcome.
    const other = await new TestPlayer(srv.url, 'other').join(host.roomId, { spectate: true });
    expect(other.seat).toBeNull();
    const text = printed.join('\n');
    expect(text).not.toContain('utf8Read');
    // Before: 150 lines of 74 bytes (11 KB). Now at most the sampled logger's first line of the kind.
    expect(text.length, text).toBeLessThan(600);
    for (const p of [host, other]) await p.leave();
  } finally {
    for (const s of spies) s.mockRestore();
  }
});
