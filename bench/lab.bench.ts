/**
 * `npm run bench:lab`: games per second of `shaju lab` batches (@shaju/lab: `runBatch` on `localRunner`), heuristic
 * bots at every seat, the base arm only (what `shaju lab GAME --only fairness` plays):
 * - 跑跑杀's identity game at 5–8 players (target: 100,000 games in ≤ 90 s on a 2-core machine);
 * - 杀机四伏 at 6 players (target: 1,000,000 games in ≤ 2 min).
 *
 * Per game, two lines:
 * - **1 worker** (in the main thread): the pool's start, then `games` timed games: their wall-clock rate, their CPU time
 *   (`process.cpuUsage`: every thread of the process, the workers, their garbage collectors and the main thread) and
 *   the time the target's game count would take at that rate (a projection: the timed games include the JIT's
 *   warm-up, which the target's count spreads over 12–125 times more games);
 * - **2 workers** (the target's machine): **the target's whole game count**, timed from the pool's creation to the
 *   last batch's result (the start, the JIT's warm-up and the batches' merging included), against the target. With
 *   `BENCH_QUICK=1` it plays `games` games and projects, as the 1-worker line.
 *
 * The load average is printed: run it on an idle machine for figures to compare. docs/performance.md ("The lab",
 * "Part six") says where the time goes.
 */
import { loadavg } from 'node:os';
import { type BatchSpec, localRunner } from '@shaju/lab';

const QUICK = process.env.BENCH_QUICK === '1';

interface Case {
  readonly game: string;
  readonly players: readonly number[];
  /** Games timed (after the pool's start). Enough for several seconds of work, so that a batch's tail is small. */
  readonly games: number;
  /** Games per batch (as the lab's `--batch`). */
  readonly batch: number;
  /** The target: games in seconds. */
  readonly target: { readonly games: number; readonly seconds: number };
}

const CASES: readonly Case[] = [
  {
    game: 'paopaosha',
    players: [5, 6, 7, 8],
    games: QUICK ? 800 : 8000,
    batch: 250,
    target: { games: 100_000, seconds: 90 },
  },
  {
    game: 'shajisifu',
    players: [6],
    games: QUICK ? 8000 : 80_000,
    batch: 2000,
    target: { games: 1_000_000, seconds: 120 },
  },
];

/** The base arm's batches of `c.games` games from game `from` on. */
function specs(c: Case, from: number, games: number): BatchSpec[] {
  const out: BatchSpec[] = [];
  for (let first = from; first < from + games; first += c.batch)
    out.push({
      game: c.game,
      arm: 'base',
      rules: {},
      players: c.players,
      bots: ['heuristic'],
      seed: 1,
      first,
      count: Math.min(c.batch, from + games - first),
    });
  return out;
}

/** CPU seconds of this process (every thread) since `from`. */
function cpuSince(from: NodeJS.CpuUsage): number {
  const u = process.cpuUsage(from);
  return (u.user + u.system) / 1e6;
}

/** One line: `c` on `workers` workers, `total` games in all (the pool's start game per worker included). */
async function run(c: Case, workers: number, whole: boolean): Promise<void> {
  const t0 = performance.now();
  const runner = localRunner(workers);
  // The start: one game per worker (each worker loads the games and their rules through tsx).
  await runner.run(specs({ ...c, batch: 1 }, 0, workers));
  const start = (performance.now() - t0) / 1000;
  const timed = whole ? c.target.games - workers : c.games;
  const t1 = performance.now();
  const cpu0 = process.cpuUsage();
  const results = await runner.run(specs(c, workers, timed));
  const seconds = (performance.now() - t1) / 1000;
  const cpu = cpuSince(cpu0);
  await runner.close();
  const games = results.reduce((n, r) => n + r.tally.games, 0);
  const rate = games / seconds;
  const head =
    `${c.game} ${c.players.join('/')}p, ${workers} worker(s): start ${start.toFixed(1)} s; ${games} games in ` +
    `${seconds.toFixed(1)} s = ${rate.toFixed(0)} games/s, ${(games / cpu).toFixed(0)} games per CPU-second ` +
    `(${(cpu / seconds).toFixed(2)} cores busy); `;
  if (whole) {
    const all = (performance.now() - t0) / 1000;
    const verdict = all <= c.target.seconds ? 'meets' : 'misses';
    console.log(
      `${head}${c.target.games.toLocaleString('en')} games took ${all.toFixed(1)} s from the pool's creation ` +
        `(target ${c.target.seconds} s: ${verdict})`,
    );
    return;
  }
  const need = start + c.target.games / rate;
  // The target is for the 2-core machine's two workers: a line with another count of workers only informs.
  const verdict = workers !== 2 ? 'for 2 workers' : need <= c.target.seconds ? 'meets' : 'misses';
  console.log(
    `${head}${c.target.games.toLocaleString('en')} games would take ${need.toFixed(0)} s at this rate ` +
      `(a projection; target ${c.target.seconds} s ${verdict})`,
  );
}

async function main(): Promise<void> {
  console.log(
    `shaju lab batches, heuristic bots; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  for (const c of CASES) {
    await run(c, 1, false);
    if (!QUICK) console.log(`${c.game}: the target's ${c.target.games.toLocaleString('en')} games on 2 workers…`);
    await run(c, 2, !QUICK);
  }
}

await main();
