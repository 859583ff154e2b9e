/**
 * `npm run bench:lab:sensitivity`: the time to screen a game's whole option catalogue (`shaju lab GAME --sensitivity
 * --only fairness`: the base arm, every run of the design and the confirmation), against issue 27's targets:
 * - 杀机四伏 (every option one at a time: about 35 runs of 20,000 games, 4–10 players): ≤ 3 min on a 2-core machine;
 * - 跑跑杀 (the folded-over screening of about 135 options, 2,000 games a run, the base arm 4,000, 5–8 players):
 *   ≤ 30 min on the 2-core machine, or on several machines through BullMQ — measured here with 2 local worker
 *   processes (`shaju lab worker --concurrency 1` each) when a Redis URL is given (`SHAJU_BENCH_REDIS`, else the test
 *   services' `SHAJU_TEST_REDIS`).
 *
 * Each line gives the wall time and the CPU time of every process that played (this one and its worker threads, or the
 * two worker processes, read from /proc), the games per CPU-second, and what the wall time would be on an idle 2-core
 * machine (CPU time / 2: the batches keep both cores busy), against the target. The load average is printed before
 * and after: on a shared machine the CPU time is the figure to compare. `BENCH_QUICK=1`: a tenth of the games,
 * projected to the whole.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type BatchRunner, labRedis, labSettings, localRunner, redisRunner, runLabArms } from '@shaju/lab';

const QUICK = process.env.BENCH_QUICK === '1';
const REDIS = process.env.SHAJU_BENCH_REDIS ?? process.env.SHAJU_TEST_REDIS;
const BIN = fileURLToPath(new URL('../apps/cli/bin/shaju.js', import.meta.url));

interface Case {
  readonly game: string;
  readonly players: readonly number[];
  /** The base arm's games and each run's. */
  readonly games: number;
  readonly perRun: number;
  readonly targetSeconds: number;
}

const CASES: readonly Case[] = [
  { game: 'shajisifu', players: [4, 5, 6, 7, 8, 9, 10], games: 20_000, perRun: 20_000, targetSeconds: 180 },
  { game: 'paopaosha', players: [5, 6, 7, 8], games: 4000, perRun: 2000, targetSeconds: 1800 },
];

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** CPU seconds of process `pid` and its threads (utime + stime), from /proc. */
function procCpu(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  return (Number(fields[11]) + Number(fields[12])) / tick;
}

/** Two `shaju lab worker` processes on `url` under `prefix`; resolves once both are started. */
async function workers(url: string, prefix: string): Promise<ChildProcess[]> {
  const start = () =>
    new Promise<ChildProcess>((resolve, reject) => {
      const args = [BIN, 'lab', 'worker', '--redis', url, '--prefix', prefix, '--concurrency', '1', '--lang', 'en'];
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
      child.stdout?.on('data', (d: Buffer) => {
        if (/Lab worker started/.test(d.toString())) resolve(child);
      });
      child.on('exit', (code) => reject(new Error(`lab worker exited with ${code}`)));
    });
  return Promise.all([start(), start()]);
}

/** Screens `c` on `runner`; `cpu()` reads the CPU seconds spent so far by whatever plays. */
async function screen(c: Case, runner: BatchRunner, how: string, cpu: () => number): Promise<void> {
  const scale = QUICK ? 10 : 1;
  const s = labSettings({
    game: c.game,
    games: Math.round(c.games / scale),
    players: c.players,
    rules: {},
    bots: ['heuristic'],
    seed: 1,
    only: [],
    sensitivity: { games: Math.round(c.perRun / scale), design: 'auto', objective: { spread: 1 } },
  });
  const t0 = performance.now();
  const cpu0 = cpu();
  const { report, played } = await runLabArms(s, (specs) => runner.run(specs), 'bench');
  const wall = ((performance.now() - t0) / 1000) * scale;
  const used = (cpu() - cpu0) * scale;
  const sens = report.sensitivity;
  const idle = used / 2;
  const verdict = idle <= c.targetSeconds ? 'meets' : 'misses';
  console.log(
    `${c.game} (${how}): ${sens?.design} design, ${sens?.runs} runs + ${sens?.confirmed?.length ?? 0} confirmed, ` +
      `${(played * scale).toLocaleString('en')} games${QUICK ? ' (projected from a tenth)' : ''}: wall ${wall.toFixed(0)} s, ` +
      `CPU ${used.toFixed(0)} s (${((played * scale) / used).toFixed(0)} games per CPU-second); on an idle 2-core machine ` +
      `about ${idle.toFixed(0)} s (target ${c.targetSeconds} s: ${verdict}); load average now ${load()}`,
  );
}

async function main(): Promise<void> {
  console.log(`shaju lab --sensitivity, heuristic bots, the whole option catalogue; load average ${load()}`);
  for (const c of CASES) {
    const runner = localRunner(2);
    const self = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1e6;
    };
    try {
      await screen(c, runner, '2 worker threads', self);
    } finally {
      await runner.close();
    }
  }
  const pps = CASES[1] as Case;
  if (!REDIS) {
    console.log('BullMQ: no Redis URL (SHAJU_BENCH_REDIS or SHAJU_TEST_REDIS): the 2-process line is left out');
    return;
  }
  const prefix = `labbench-${randomUUID().slice(0, 8)}`;
  const procs = await workers(REDIS, prefix);
  const runner = redisRunner(REDIS, { prefix });
  try {
    await screen(pps, runner, '2 BullMQ worker processes', () =>
      procs.reduce((a, p) => a + procCpu(p.pid as number), 0),
    );
  } finally {
    await runner.close();
    for (const p of procs) p.kill('SIGTERM');
    const redis = labRedis(REDIS);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
