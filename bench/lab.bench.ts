/**
 * `npm run bench:lab`: games per second of `shaju lab` batches (apps/cli/src/lab: `runBatch` on `localRunner`), with 1
 * worker (in the main thread) and 2 worker threads, heuristic bots at every seat, the base arm only:
 * - 跑跑杀's identity game at 5–8 players (target: 100,000 games in ≤ 90 s on a 2-core machine, 1,111 games/s);
 * - 杀机四伏 at 6 players (target: 1,000,000 games in ≤ 2 min, 8,333 games/s).
 * Wall-clock time, the pool's start included (each worker loads the games through tsx). Prints the time the targets'
 * game counts would take at the measured rate, and with 1 worker the games per CPU-second (what one idle core would do;
 * a busy machine does not lower it). `BENCH_QUICK=1` plays fewer games. The machine's other load counts: run
 * it on an idle machine for figures to compare (the load average is printed).
 */
import { loadavg } from 'node:os';
import type { BatchSpec } from '../apps/cli/src/lab/contract.ts';
import { localRunner } from '../apps/cli/src/lab/pool.ts';

const QUICK = process.env.BENCH_QUICK === '1';

interface Case {
  readonly game: string;
  readonly players: readonly number[];
  readonly games: number;
  /** The target: games in seconds. */
  readonly target: { readonly games: number; readonly seconds: number };
}

const CASES: readonly Case[] = [
  {
    game: 'paopaosha',
    players: [5, 6, 7, 8],
    games: QUICK ? 800 : 6000,
    target: { games: 100_000, seconds: 90 },
  },
  { game: 'shajisifu', players: [6], games: QUICK ? 4000 : 40_000, target: { games: 1_000_000, seconds: 120 } },
];

/** The base arm's batches of a case: `size` games each. */
function specs(c: Case, size: number): BatchSpec[] {
  const out: BatchSpec[] = [];
  for (let first = 0; first < c.games; first += size)
    out.push({
      game: c.game,
      arm: 'base',
      rules: {},
      players: c.players,
      bots: ['heuristic'],
      seed: 1,
      first,
      count: Math.min(size, c.games - first),
    });
  return out;
}

async function main(): Promise<void> {
  console.log(
    `shaju lab batches, heuristic bots; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  for (const c of CASES) {
    const size = c.game === 'shajisifu' ? 2000 : 500;
    for (const workers of [1, 2]) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      const runner = localRunner(workers);
      const results = await runner.run(specs(c, size));
      await runner.close();
      const seconds = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const games = results.reduce((n, r) => n + r.tally.games, 0);
      const rate = games / seconds;
      const need = c.target.games / rate;
      const verdict = need <= c.target.seconds ? 'meets' : 'misses';
      // In the main thread only: games per CPU-second of this process, which a busy machine does not lower.
      const perCpu =
        workers === 1 ? `; ${(games / ((cpu.user + cpu.system) / 1e6)).toFixed(0)} games per CPU-second` : '';
      console.log(
        `${c.game} ${c.players.join('/')}p, ${workers} worker(s): ${games} games in ${seconds.toFixed(1)} s = ` +
          `${rate.toFixed(0)} games/s${perCpu}; ${c.target.games.toLocaleString('en')} games would take ` +
          `${need.toFixed(0)} s (target ${c.target.seconds} s: ${verdict})`,
      );
    }
  }
}

await main();
