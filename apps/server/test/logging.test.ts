/**
 * Log amplification: malformed frames (a reserved WebSocket opcode on a bare connection, an undecodable message in a
 * room) are counted and sampled — the first of a kind is printed with its stack, then one line per interval with the
 * count — instead of a stack trace each.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import WebSocket from 'ws';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

let srv: RunningServer;
let firstRoom = '';
const SAMPLE_MS = 2000;

beforeAll(async () => {
  srv = await startServer({
    port: 0,
    storage: new SqliteStorage(':memory:'),
    heartbeatMs: 0,
    logSampleMs: SAMPLE_MS,
  });
});
afterAll(async () => {
  await srv?.close();
});

/** Opens a bare WebSocket on the server (no room) and sends one frame with the reserved opcode 3; resolves on close. */
function badFrame(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace('http', 'ws'));
    const t = setTimeout(() => reject(new Error('no close')), 5000);
    ws.on('open', () => {
      const socket = (ws as unknown as { _socket: { write(b: Buffer): void } })._socket;
      // FIN + opcode 3 (reserved), masked, empty payload: 6 bytes.
      socket.write(Buffer.from([0x83, 0x80, 1, 2, 3, 4]));
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      clearTimeout(t);
      resolve();
    });
  });
}

test('malformed frames are counted and sampled, not printed with a stack each', async () => {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  const spies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'info')].map((s) => s.mockImplementation(capture));
  try {
    const N = 40;
    for (let i = 0; i < N; i++) await badFrame(srv.url);
    // Undecodable room messages (a message type, then a byte that is no MessagePack): each closes its connection.
    const M = 5;
    for (let i = 0; i < M; i++) {
      const p = new TestPlayer(srv.url, `w${i}`);
      if (i === 0) await p.create({ game: 'shajisifu', players: 4 });
      else await p.join(firstRoom, { spectate: true });
      if (i === 0) firstRoom = p.roomId;
      const ws = (p.room.connection as unknown as { transport: { ws: { send(b: Uint8Array): void } } }).transport.ws;
      ws.send(new Uint8Array([13, 0xa6, ...Buffer.from('decide'), 0xc1, 0xc1]));
      await p.waitFor(() => p.closeCode !== null, 5000, 'the close');
    }
    // Reconnections with a token of no room: Colyseus prints a hint (a notice) for each.
    const R = 10;
    for (let i = 0; i < R; i++) {
      const r = await fetch(`${srv.url}/matchmake/reconnect/NOSUCH`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reconnectionToken: `t${i}` }),
      });
      await r.arrayBuffer();
    }
    // The summary lines come at the end of the interval.
    const t0 = Date.now();
    while (suppressed(lines, /disposed/) < R - 1 && Date.now() - t0 < SAMPLE_MS * 4) {
      await new Promise((r) => setTimeout(r, 100));
    }
    const text = lines.join('\n');
    // Before: one stack trace (about 870 bytes) per frame, 45 of them.
    expect(text.length, text).toBeLessThan(4000);
    expect(lines.filter((l) => /\n\s+at /.test(l)).length, text).toBeLessThanOrEqual(2);
    // The rest are counted: one summary line per interval and kind says how many more of that kind there were.
    expect(suppressed(lines, /opcode/)).toBe(N - 1);
    expect(suppressed(lines, /MessagePack|buffer/)).toBe(M - 1);
    expect(suppressed(lines, /disposed/)).toBe(R - 1);
  } finally {
    for (const s of spies) s.mockRestore();
  }
});

/** The errors the summary lines say were left out, for the kinds whose lines match `kind`. */
function suppressed(lines: readonly string[], kind: RegExp): number {
  let n = 0;
  for (const l of lines) {
    const m = /(\d+) more \w+ like "(.*)"/.exec(l);
    if (m && kind.test(m[2] as string)) n += Number(m[1]);
  }
  return n;
}
