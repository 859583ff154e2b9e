/**
 * pm2's monitoring agent (`@pm2/io`, imported by Colyseus for two gauges) does not start in the server: it would list
 * every open handle each second (src/ops/pm2-io.ts). The agent keeps itself under `Symbol.for('@pm2/io')`; once the
 * server has started (Colyseus imports the agent then), what is there must be the stand-in, not the agent.
 */
import { afterAll, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';

let srv: RunningServer | undefined;
afterAll(async () => {
  await srv?.close();
});

test('the pm2 agent is replaced by a stand-in whose gauges do nothing', async () => {
  srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0 });
  // Colyseus imports the agent when its statistics are reset at start (a dynamic import): let it settle.
  const io = (await import('@pm2/io')).default as unknown as Record<string, unknown>;
  expect(io).toBe((globalThis as Record<symbol, unknown>)[Symbol.for('@pm2/io')]);
  expect(typeof io.init).toBe('undefined');
  expect(typeof io.metric).toBe('function');
  const gauge = (io.metric as (o: object) => { set(v: number): void })({ id: 'x', name: 'x', value: () => 1 });
  expect(() => gauge.set(1)).not.toThrow();
});
