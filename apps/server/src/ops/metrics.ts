/**
 * `/metrics` in Prometheus' text format (prom-client), for operators: rooms and clients of this process, decisions
 * stored (a counter: its rate is decisions/s), the time from a player's decision to the views sent, storage write time
 * by method, refusals by error code, and the process's own metrics (process-metrics.ts). Off unless the server is started with `metrics`.
 */
import { matchMaker } from '@colyseus/core';
import type { ErrorCode } from '@shaju/protocol';
import type { Application, Request, Response } from 'express';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerProcessMetrics } from './process-metrics.ts';

/** Seconds: buckets for the decision→views latency and the storage write time. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** The metrics of one server process, in their own registry (two servers in one test process do not collide). */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly decisions: Counter;
  private readonly latency: Histogram;
  private readonly writes: Histogram<'method' | 'outcome'>;
  private readonly errors: Counter<'code'>;

  /** `processMetrics`: also the process's own metrics (CPU, memory, heap, event-loop delay, GC; process-metrics.ts). */
  constructor(processMetrics = true) {
    const registers = [this.registry];
    new Gauge({
      name: 'shaju_rooms',
      help: 'Rooms open in this process (lobbies, games, finished games not yet closed).',
      registers,
      collect() {
        this.set(matchMaker.stats.local.roomCount);
      },
    });
    new Gauge({
      name: 'shaju_clients',
      help: 'Clients connected to the rooms of this process (players and spectators).',
      registers,
      collect() {
        this.set(matchMaker.stats.local.ccu);
      },
    });
    this.decisions = new Counter({
      name: 'shaju_decisions_total',
      help: 'Decisions stored (players, bots and timeouts); rate() gives decisions per second.',
      registers,
    });
    this.latency = new Histogram({
      name: 'shaju_decision_to_views_seconds',
      help: "Time from a player's decision arriving to the views of its result sent to the room's clients.",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.writes = new Histogram({
      name: 'shaju_storage_write_seconds',
      help: 'Time of one storage write, by storage method and outcome (ok or failed).',
      labelNames: ['method', 'outcome'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.errors = new Counter({
      name: 'shaju_errors_total',
      help: 'Messages refused with an error, by protocol error code.',
      labelNames: ['code'],
      registers,
    });
    if (processMetrics) registerProcessMetrics(this.registry);
  }

  /** A storage write took `ms` milliseconds (a storage hook; see storage/hooks.ts). */
  write(method: string, ms: number, failed: boolean): void {
    this.writes.observe({ method, outcome: failed ? 'failed' : 'ok' }, ms / 1000);
    if (method === 'appendDecision' && !failed) this.decisions.inc();
  }

  /** The views of a player's decision went out `ms` milliseconds after it arrived. */
  decisionToViews(ms: number): void {
    this.latency.observe(ms / 1000);
  }

  /** A message was refused with `code`. */
  error(code: ErrorCode): void {
    this.errors.inc({ code });
  }

  /** The text exposition (`Content-Type` is `contentType`). */
  async text(): Promise<string> {
    return this.registry.metrics();
  }

  /** The exposition's content type. */
  get contentType(): string {
    return this.registry.contentType;
  }
}

/**
 * The access rule of `/metrics` from the setting `SHAJU_METRICS`: unset, empty or `0` → off (null); `1` → open to
 * anyone who reaches the port; anything else → a bearer token the scraper must send (`Authorization: Bearer <token>`).
 */
export function metricsAccess(setting: string | undefined): { token: string | null } | null {
  if (setting === undefined || setting === '' || setting === '0') return null;
  return { token: setting === '1' ? null : setting };
}

/**
 * Serves `metrics` at `GET /metrics`; with a `token`, only to `Authorization: Bearer <token>` (else 401).
 */
export function serveMetrics(app: Application, metrics: ServerMetrics, token: string | null): void {
  app.get('/metrics', async (req: Request, res: Response) => {
    if (token !== null && req.header('authorization') !== `Bearer ${token}`) {
      res.status(401).json({ code: 'unauthorized', message: 'Authorization: Bearer <metrics token>' });
      return;
    }
    res.setHeader('Content-Type', metrics.contentType);
    res.send(await metrics.text());
  });
}
