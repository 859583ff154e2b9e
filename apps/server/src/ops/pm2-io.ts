/**
 * Colyseus imports `@pm2/io` (pm2's monitoring agent) for two gauges, and importing it starts the whole agent: timers
 * that list every open handle each second (`process._getActiveHandles()`, ~6,000 sockets at 1,000 rooms), an event-loop
 * histogram, V8 heap polls and an IPC transport, all for a pm2 dashboard this server does not use (`/metrics` is its
 * monitoring, docs/deploy.md). The agent keeps itself as a process-wide singleton under `Symbol.for('@pm2/io')` and
 * reuses one it finds there; this module puts a stand-in there whose `metric()` returns a gauge that does nothing, so
 * the agent never starts. `SHAJU_PM2_IO=1` keeps the real agent (run under pm2 with its dashboard). Import this module
 * first in every server entry point, beside `websocket-global.ts`, before anything that loads Colyseus.
 */
const KEY = Symbol.for('@pm2/io');

/** A gauge that records nothing (the shape Colyseus's `Stats` uses: `metric({ id, name, value })`). */
const gauge = Object.freeze({
  set(): void {},
  val(): number {
    return 0;
  },
});

const g = globalThis as Record<symbol, unknown>;
if (process.env.SHAJU_PM2_IO !== '1' && g[KEY] === undefined) {
  g[KEY] = Object.freeze({ metric: () => gauge });
}
