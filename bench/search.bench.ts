/**
 * `npm run bench` (second part): the search bot at `hard` — the kit's `search` bot with its default iteration budget —
 * on one core. For each game at 8 players it plays seeded games where one seat (rotating) is the search bot and the
 * others the heuristic bot, and times every decision the search makes (`SearchBot.prepare` plus `runSearch`: what a
 * worker thread of the server spends on it), in CPU time of this process (so a busy machine does not inflate it) and
 * wall-clock time: median and max, decisions searched, and playouts (search iterations) per
 * second. Targets: median ≤ 300 ms, max ≤ 1 s. Method and figures: docs/bots.md.
 * `BENCH_QUICK=1` plays fewer games; `BENCH_GAME=shajisifu` (or `paopaosha`) runs only that game.
 */
import { runSearch } from '@shaju/bots';
import type { AnyGameModule } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { type Decider, isPreparedDecider, StateSeatContext } from '@shaju/runtime';

import type { SearchBenchOptions } from './engine.bench.ts';

interface Figures {
  /** CPU time of each searched decision (ms): what one core spends, whatever else the machine runs. */
  times: number[];
  /** Wall-clock time of each searched decision (ms). */
  wall: number[];
  playouts: number;
  overruled: number;
}

/** Plays game `seed` with the search bot at `seat` and heuristic bots elsewhere, timing the searched decisions. */
function playOne(id: string, players: number, seed: number, seat: number, f: Figures): void {
  const kit = kitOf(id);
  const m: AnyGameModule = kit.module;
  const adapter = kit.search;
  if (!adapter) throw new Error(`${id} has no search bot`);
  const s = m.setup(m.validateConfig({ players }), seed);
  const bots: Decider[] = [];
  for (let i = 0; i < players; i++) bots.push(kit.makeBot(i === seat ? 'search' : 'heuristic', seed * 31 + i));
  for (let n = 0; n < 100_000; n++) {
    const p = m.pending(s);
    if (p === null) return;
    const at = p.seats[0] as number;
    const by = m.controllerOf ? m.controllerOf(s, at) : at;
    const bot = bots[by] as Decider;
    const ctx = new StateSeatContext(m, s, at, p.kind, by);
    let d: unknown;
    if (isPreparedDecider(bot)) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const pr = bot.prepare(ctx);
      if ('task' in pr) {
        const o = runSearch(m, adapter, pr.task);
        f.wall.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        f.times.push((c.user + c.system) / 1000);
        f.playouts += o.playouts;
        if (o.overruled) f.overruled++;
        d = o.decision;
      } else d = pr.decision;
    } else d = bot.decide(ctx);
    m.apply(s, at, d);
  }
}

function pct(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
}

/**
 * Prints one line per game: the search bot's decision time at `hard` (CPU and wall, ms: median, p90, max), searched
 * and overruled decisions, and playouts (search iterations) per second of CPU time. `opts.quick` plays 4 and 2 games
 * instead of 16 and 6; `opts.only` keeps one game. Throws when a game's kit has no search bot.
 */
export function benchSearch(opts: SearchBenchOptions): void {
  for (const [id, games] of [
    ['shajisifu', opts.quick ? 4 : 16],
    ['paopaosha', opts.quick ? 2 : 6],
  ] as const) {
    if (opts.only !== undefined && opts.only !== id) continue;
    const players = 8;
    // Warm-up: one game, not counted.
    playOne(id, players, 1, 0, { times: [], wall: [], playouts: 0, overruled: 0 });
    const f: Figures = { times: [], wall: [], playouts: 0, overruled: 0 };
    const t0 = performance.now();
    for (let g = 0; g < games; g++) playOne(id, players, 2000 + g, (g * 3 + 1) % players, f);
    const total = f.times.reduce((a, b) => a + b, 0);
    console.log(
      `${id.padEnd(10)} search     8p  decision CPU ms median ${pct(f.times, 50).toFixed(1).padStart(6)} ` +
        `p90 ${pct(f.times, 90).toFixed(1)} max ${pct(f.times, 100).toFixed(1)} (wall median ${pct(f.wall, 50).toFixed(1)} ` +
        `max ${pct(f.wall, 100).toFixed(1)})  ` +
        `(${f.times.length} searched decisions in ${games} games, ${f.overruled} overruled the heuristic)  ` +
        `playouts/s ${Math.round((f.playouts / total) * 1000).toLocaleString('en-US')}  ` +
        `[${((performance.now() - t0) / 1000).toFixed(0)} s]`,
    );
  }
}
