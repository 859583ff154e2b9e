/**
 * `/metrics` (ops/metrics.ts): off unless asked for; with a token only for that bearer; in Prometheus' text format with
 * the rooms and clients of the process, decisions stored, the decision→views latency of players' decisions, storage
 * write times by method and refusals by error code — each figure checked against what the test itself did.
 */
import { afterEach, expect, test } from 'vitest';
import { metricsAccess, ServerMetrics } from '../src/ops/metrics.ts';
import { type RunningServer, startServer } from '../src/server.ts';
import { SqliteStorage } from '../src/storage/sqlite.ts';
import { TestPlayer } from './client.ts';

const TIMER = { botDelayMs: 0, turnSeconds: 60, responseSeconds: 60, minResponseMs: 0, graceSeconds: 60 };
let srv: RunningServer | null = null;
const players: TestPlayer[] = [];

afterEach(async () => {
  for (const p of players.splice(0)) await p.leave();
  await srv?.close();
  srv = null;
});

/** The value of one sample line `name{labels} value` of an exposition, or undefined. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

test('SHAJU_METRICS: unset, empty or 0 is off, 1 is open, anything else is a bearer token', () => {
  expect(metricsAccess(undefined)).toBeNull();
  expect(metricsAccess('')).toBeNull();
  expect(metricsAccess('0')).toBeNull();
  expect(metricsAccess('1')).toEqual({ token: null });
  expect(metricsAccess('s3cret')).toEqual({ token: 's3cret' });
});

test('two metric sets live side by side (each has its own registry)', async () => {
  const a = new ServerMetrics(false);
  const b = new ServerMetrics(false);
  a.error('bad_message');
  expect(await a.text()).toContain('shaju_errors_total{code="bad_message"} 1');
  expect(await b.text()).not.toContain('code="bad_message"');
});

test('/metrics is absent unless enabled', async () => {
  srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0 });
  const r = await fetch(`${srv.url}/metrics`);
  await r.arrayBuffer();
  expect(r.status).toBe(404);
});

test('/metrics with a token: rooms, clients, decisions, latency, storage writes and errors as the test made them', async () => {
  srv = await startServer({ port: 0, storage: new SqliteStorage(':memory:'), heartbeatMs: 0, metrics: 'tok-123' });
  const denied = await fetch(`${srv.url}/metrics`);
  await denied.arrayBuffer();
  expect(denied.status).toBe(401);
  const get = async () => {
    const r = await fetch(`${(srv as RunningServer).url}/metrics`, { headers: { authorization: 'Bearer tok-123' } });
    expect(r.headers.get('content-type')).toMatch(/^text\/plain/);
    return r.text();
  };
  const before = await get();
  expect(sample(before, 'shaju_rooms')).toBe(0);
  expect(sample(before, 'shaju_decisions_total')).toBe(0);
  // One player against three bots; the player answers with the first legal decision.
  const a = new TestPlayer(srv.url, 'alice', { chooser: (c) => c.legal[0] });
  players.push(a);
  await a.create({ game: 'shajisifu', players: 4, bots: { count: 3, kind: 'random', fill: true }, timer: TIMER });
  a.sendRaw('decide', { requestId: 'not a number' });
  a.sendRaw('start', {});
  await a.waitFor(() => a.sent.length >= 3, 30_000, 'three decisions of alice');
  await a.waitFor(() => a.errors.length >= 1, 5000, 'the refusal');
  const text = await get();
  expect(sample(text, 'shaju_rooms')).toBe(1);
  expect(sample(text, 'shaju_clients')).toBe(1);
  const decisions = sample(text, 'shaju_decisions_total') ?? 0;
  expect(decisions).toBeGreaterThanOrEqual(3);
  const stored = (await srv.storage.loadGame(a.roomId))?.log.length ?? -1;
  expect(decisions).toBeLessThanOrEqual(stored + 1);
  expect(decisions).toBeGreaterThanOrEqual(stored - 1);
  expect(text).toContain('# TYPE shaju_decision_to_views_seconds histogram');
  expect(sample(text, 'shaju_decision_to_views_seconds_count')).toBeGreaterThanOrEqual(2);
  expect(sample(text, 'shaju_storage_write_seconds_count{method="createGame",outcome="ok"}')).toBe(1);
  expect(sample(text, 'shaju_storage_write_seconds_count{method="appendDecision",outcome="ok"}')).toBe(decisions);
  expect(sample(text, `shaju_errors_total{code="${a.errors[0]?.code}"}`)).toBe(1);
  expect(text).toContain('shaju_process_resident_memory_bytes');
  // The process's own metrics, each read in constant time: nothing that lists every socket (handles, descriptors).
  expect(sample(text, 'shaju_process_cpu_seconds_total') ?? 0).toBeGreaterThan(0);
  expect(sample(text, 'shaju_nodejs_heap_size_used_bytes') ?? 0).toBeGreaterThan(0);
  expect(text).toContain('# TYPE shaju_nodejs_gc_duration_seconds histogram');
  expect(text).toContain('shaju_nodejs_eventloop_lag_p99_seconds');
  expect(text).not.toMatch(/active_handles|active_requests|active_resources|open_fds/);
});
