/**
 * The lab on many machines (packages/lab/src/distributed.ts, and `shaju lab worker`) against a real Redis: batches played by `shaju lab worker`
 * processes give the figures of an in-process run; a worker killed (SIGKILL) in the middle of a batch costs a retry,
 * never a lost or double-counted game; a worker stopped (SIGTERM) hands its batch back at once; a batch completed twice
 * is counted once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import {
  type BatchResult,
  type BatchSpec,
  batchField,
  emptyTally,
  LabRunError,
  type LabTally,
  labCodeVersion,
  labRedis,
  mergeTallies,
  RunCollector,
  recordResult,
  redisRunner,
  resultsKey,
  runBatch,
  runLabWorker,
} from '@shaju/lab';
import { testService } from '@shaju/testkit';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { labWorkerArgv, parseLabWorker } from '../src/lab/worker-cli.ts';
import { main } from '../src/main.ts';
import { figuresOf } from './fixtures/lab-figures.ts';
import { runCli } from './fixtures/run.ts';

const url = testService('redis');
const BIN = fileURLToPath(new URL('../bin/shaju.js', import.meta.url));

/** `n` batches of `count` 杀机四伏 games at 6 players (fast: a few ms a game). */
function specs(n: number, count: number, seed = 11): BatchSpec[] {
  return Array.from({ length: n }, (_, k) => ({
    game: 'shajisifu',
    arm: 'base',
    rules: {},
    players: [6],
    bots: ['heuristic'],
    seed,
    first: k * count,
    count,
  }));
}

function merged(results: readonly BatchResult[]): LabTally {
  return results.reduce((t, r) => mergeTallies(t, r.tally), emptyTally());
}

/** A `shaju lab worker` process and the lines it printed so far. */
interface WorkerProc {
  readonly child: ChildProcess;
  readonly lines: string[];
  /** Resolves with the first line matching `re` (now or later). */
  waitFor(re: RegExp): Promise<string>;
  readonly exited: Promise<number | null>;
  /** Resolves when the worker's output ends: every process holding it (the shell and the worker) has exited. */
  readonly closed: Promise<void>;
}

/**
 * Starts `shaju lab worker` on `redis` (default: the test Redis). `viaShell`: under `sh -c` as `npx` runs it, so that
 * `child` is the shell, not the worker.
 */
function startWorker(
  prefix: string,
  args: readonly string[],
  o: { readonly redis?: string; readonly viaShell?: boolean } = {},
): WorkerProc {
  const argv = [
    BIN,
    'lab',
    'worker',
    '--redis',
    o.redis ?? (url as string),
    '--prefix',
    prefix,
    '--lang',
    'en',
    ...args,
  ];
  const child = o.viaShell
    ? spawn('sh', ['-c', '"$0" "$@"; true', process.execPath, ...argv], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiters: { re: RegExp; resolve: (l: string) => void }[] = [];
  let buf = '';
  const onData = (d: Buffer): void => {
    buf += d.toString();
    let nl = buf.indexOf('\n');
    while (nl >= 0) {
      const line = buf.slice(0, nl);
      buf = buf.slice(nl + 1);
      lines.push(line);
      for (const w of waiters.splice(0)) {
        if (w.re.test(line)) w.resolve(line);
        else waiters.push(w);
      }
      nl = buf.indexOf('\n');
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.stdout?.on('close', () => resolve()));
  return {
    child,
    lines,
    exited,
    closed,
    waitFor(re) {
      const found = lines.find((l) => re.test(l));
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ re, resolve }));
    },
  };
}

describe.skipIf(!url)('the lab on many machines (BullMQ on Redis)', () => {
  const procs: WorkerProc[] = [];
  const prefixes: string[] = [];
  const newPrefix = (): string => {
    const p = `labtest-${randomUUID().slice(0, 8)}`;
    prefixes.push(p);
    return p;
  };
  const spawnWorker = (prefix: string, args: readonly string[]): WorkerProc => {
    const w = startWorker(prefix, args);
    procs.push(w);
    return w;
  };
  let local: LabTally;
  const SPECS = specs(6, 12);

  beforeAll(() => {
    local = merged(SPECS.map(runBatch));
  });

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    const redis = labRedis(url as string);
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    redis.disconnect();
  });

  test('batches played by two worker processes give the tallies of an in-process run', async () => {
    const prefix = newPrefix();
    // A long lock: a worker paused below keeps its batch.
    const a = spawnWorker(prefix, ['--concurrency', '1', '--lock-seconds', '600']);
    const b = spawnWorker(prefix, ['--concurrency', '1', '--lock-seconds', '600']);
    await Promise.all([a.waitFor(/Lab worker started/), b.waitFor(/Lab worker started/)]);
    const runner = redisRunner(url as string, { prefix, pollMs: 500 });
    const seen: number[] = [];
    try {
      const run = runner.run(SPECS, (i) => seen.push(i));
      // Both play, whatever the machine's load: the first worker to take a batch is paused (SIGSTOP) while its thread
      // loads the game, so the other must take the next; once it has played one, the first goes on.
      const first = await Promise.race([a, b].map((w) => w.waitFor(/ taken /).then(() => w)));
      first.child.kill('SIGSTOP');
      const other = first === a ? b : a;
      await other.waitFor(/ done /);
      first.child.kill('SIGCONT');
      const results = await run;
      expect(results.map((r) => [r.arm, r.first, r.count])).toEqual(SPECS.map((s) => [s.arm, s.first, s.count]));
      expect(seen.slice().sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(merged(results)).toEqual(local);
      expect(merged(results).games).toBe(72);
    } finally {
      await runner.close();
    }
    // Both processes played, six batches between them.
    const [doneA, doneB] = [a, b].map((w) => w.lines.filter((l) => / done /.test(l)).length) as [number, number];
    expect(doneA + doneB).toBe(6);
    expect(Math.min(doneA, doneB)).toBeGreaterThan(0);
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    expect(a.lines.at(-1)).toBe('Stopped.');
  });

  test('a worker killed in the middle of a batch costs a retry, never a lost or double-counted game', async () => {
    const prefix = newPrefix();
    // A short lock: the killed worker's batch is taken back within a few seconds.
    const a = spawnWorker(prefix, ['--concurrency', '1', '--lock-seconds', '2']);
    await a.waitFor(/Lab worker started/);
    const runner = redisRunner(url as string, { prefix, pollMs: 500 });
    const seen: number[] = [];
    try {
      const run = runner.run(SPECS, (i) => seen.push(i));
      const taken = await a.waitFor(/ taken /);
      a.child.kill('SIGKILL');
      await a.exited;
      expect(a.lines.some((l) => / done /.test(l))).toBe(false);
      const b = spawnWorker(prefix, ['--concurrency', '2', '--lock-seconds', '2']);
      const results = await run;
      // The killed batch was played again by the other worker (its second start).
      const name = (taken.split(' taken ')[1] as string).trim();
      expect(b.lines.some((l) => l.includes(`taken ${name} (attempt 2)`))).toBe(true);
      expect(seen.slice().sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(merged(results)).toEqual(local);
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    } finally {
      await runner.close();
    }
  });

  test('a worker stopped by SIGTERM hands its batch back at once (no wait for its lock)', async () => {
    const prefix = newPrefix();
    // A lock far longer than the test's wait: only a batch handed back comes back in time.
    const a = spawnWorker(prefix, ['--concurrency', '1', '--lock-seconds', '600']);
    await a.waitFor(/Lab worker started/);
    const runner = redisRunner(url as string, { prefix, pollMs: 500 });
    try {
      const run = runner.run(specs(2, 12, 5));
      await a.waitFor(/ taken /);
      a.child.kill('SIGTERM');
      expect(await a.exited).toBe(0);
      expect(a.lines.some((l) => / returned /.test(l))).toBe(true);
      const b = spawnWorker(prefix, ['--concurrency', '2', '--lock-seconds', '600']);
      const results = await run;
      expect(merged(results)).toEqual(merged(specs(2, 12, 5).map(runBatch)));
      b.child.kill('SIGTERM');
      expect(await b.exited).toBe(0);
    } finally {
      await runner.close();
    }
  }, 45_000);

  test('a batch completed twice is counted once', async () => {
    const prefix = newPrefix();
    const place = { prefix };
    const redis = labRedis(url as string);
    const runId = `dup-${randomUUID().slice(0, 8)}`;
    const batch = specs(3, 4, 9);
    const truth = batch.map(runBatch);
    try {
      // Two completions of batch 0 before any worker runs (a stalled first run that finished after all, and its
      // retry): the first is recorded, the second reads it back. A forged second result changes nothing.
      const first = await recordResult(redis, place, runId, truth[0] as BatchResult);
      const forged = {
        ...(truth[0] as BatchResult),
        tally: mergeTallies(truth[0]?.tally ?? emptyTally(), emptyTally()),
      };
      forged.tally.games = 999;
      const second = await recordResult(redis, place, runId, forged);
      expect(first.first).toBe(true);
      expect(second.first).toBe(false);
      expect(second.result).toEqual(truth[0]);
      expect(await redis.hlen(resultsKey(place, runId))).toBe(1);

      const logs: string[] = [];
      const worker = await runLabWorker(url as string, {
        prefix,
        concurrency: 1,
        threads: false,
        onLog: (l) => logs.push(l),
      });
      const runner = redisRunner(url as string, { prefix, runId, pollMs: 200 });
      const seen: number[] = [];
      try {
        const results = await runner.run(batch, (i) => seen.push(i));
        expect(seen.slice().sort()).toEqual([0, 1, 2]);
        expect(results).toEqual(truth);
        expect(merged(results).games).toBe(12);
      } finally {
        await runner.close();
        await worker.close();
      }
      // The worker did not play the batch recorded already; the run's results are cleaned up.
      expect(logs.filter((l) => l.startsWith('already done')).length).toBe(1);
      expect(logs.some((l) => l.startsWith(`taken ${runId.slice(0, 8)} base 0+4`))).toBe(false);
      expect(await redis.exists(resultsKey(place, runId))).toBe(0);
    } finally {
      redis.disconnect();
    }
  });

  test('a batch that fails on every attempt fails the run with its error', async () => {
    const prefix = newPrefix();
    const worker = await runLabWorker(url as string, { prefix, concurrency: 1, threads: false });
    const runner = redisRunner(url as string, { prefix, attempts: 2, pollMs: 200 });
    try {
      const bad = { ...(specs(1, 1)[0] as BatchSpec), game: 'nosuchgame' };
      await expect(runner.run([bad])).rejects.toThrow(/batch base@0 failed: unknown game.*nosuchgame/);
    } finally {
      await runner.close();
      await worker.close();
    }
  });

  test("a worker with other code hands the batch back and stops; a worker with the run's code plays it", async () => {
    const prefix = newPrefix();
    const logs: string[] = [];
    const stale = await runLabWorker(url as string, {
      prefix,
      concurrency: 1,
      threads: false,
      codeVersion: 'an-older-checkout',
      onLog: (l) => logs.push(l),
    });
    const runner = redisRunner(url as string, { prefix, pollMs: 200 });
    const batch = specs(2, 3, 21);
    try {
      const run = runner.run(batch);
      expect(await stale.stopped).toMatch(/plays code .* this worker an-older-ch.*same version of shaju/);
      await stale.close();
      expect(logs.some((l) => l.startsWith('returned '))).toBe(true);
      expect(logs.some((l) => l.startsWith('taken '))).toBe(false);
      const good = await runLabWorker(url as string, { prefix, concurrency: 1, threads: false });
      try {
        expect(await run).toEqual(batch.map(runBatch));
      } finally {
        await good.close();
      }
    } finally {
      await runner.close();
    }
  });

  test('a sensitivity run on two worker processes writes the report.json of 1 and 2 local threads', async () => {
    const prefix = newPrefix();
    const a = spawnWorker(prefix, ['--concurrency', '1']);
    const b = spawnWorker(prefix, ['--concurrency', '1']);
    await Promise.all([a.waitFor(/Lab worker started/), b.waitFor(/Lab worker started/)]);
    const out = mkdtempSync(join(tmpdir(), 'shaju-lab-bull-'));
    try {
      const args = ['lab', 'shajisifu', '--games', '80', '--players', '5..6', '--seed', '6', '--only', 'fairness'];
      const sens = ['--design', 'screening', '--vary', 'win.*,deathTotal,value.K', '--sensitivity-games', '40'];
      const ways = [
        ['--redis', url as string, '--prefix', prefix],
        ['--workers', '1'],
        ['--workers', '2'],
      ];
      const reports: string[] = [];
      for (const [k, way] of ways.entries()) {
        const r = await runCli([...args, ...sens, ...way, '--out', join(out, String(k))]);
        expect(r.code, r.err).toBe(0);
        const rep = JSON.parse(readFileSync(join(out, String(k), 'report.json'), 'utf8'));
        expect(rep.sensitivity.confirmed.length).toBeGreaterThan(0);
        reports.push(JSON.stringify(figuresOf(rep)));
      }
      expect(reports[1]).toBe(reports[0]);
      expect(reports[2]).toBe(reports[0]);
      // Both processes played batches of the run.
      for (const w of [a, b]) expect(w.lines.some((l) => / done /.test(l))).toBe(true);
    } finally {
      rmSync(out, { recursive: true, force: true });
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
    }
  }, 300_000);

  test('closing the runner stops its run and withdraws the batches still waiting', async () => {
    const prefix = newPrefix();
    const runner = redisRunner(url as string, { prefix, pollMs: 200 });
    const run = runner.run(specs(3, 2));
    const failed = expect(run).rejects.toThrow(/closed before the run finished/);
    const redis = labRedis(url as string);
    try {
      // No worker: the jobs wait until the runner closes.
      while ((await redis.llen(`${prefix}:lab:wait`)) < 3) await new Promise((r) => setTimeout(r, 50));
      await runner.close();
      await failed;
      expect(await redis.llen(`${prefix}:lab:wait`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });

  test('a run fails with a clear error when Redis cannot be reached', async () => {
    const runner = redisRunner('redis://127.0.0.1:1', { reachMs: 300 });
    try {
      await expect(runner.run(specs(1, 1))).rejects.toThrow(/cannot reach Redis at redis:\/\/127.0.0.1:1/);
    } finally {
      await runner.close();
    }
  });

  test('a run refuses a batch given twice, and its collector counts each batch once', async () => {
    const runner = redisRunner(url as string, { prefix: newPrefix() });
    try {
      const s = specs(1, 2);
      await expect(runner.run([...s, ...s])).rejects.toBeInstanceOf(LabRunError);
    } finally {
      await runner.close();
    }
    const s = specs(2, 2);
    const done: number[] = [];
    const c = new RunCollector(s, (i) => done.push(i));
    const r0 = { arm: 'base', first: 0, count: 2, tally: emptyTally() };
    expect(c.accept(0, r0)).toBe(true);
    expect(c.accept(0, r0)).toBe(false);
    expect(() => c.accept(1, r0)).toThrow(LabRunError);
    expect(done).toEqual([0]);
    expect(c.complete).toBe(false);
    expect(batchField(s[1] as BatchSpec)).toBe('base@2');
  });
});

describe('shaju lab worker: a worker whose starter ends stops by itself', () => {
  // `npx shaju lab worker` runs the worker under `sh -c`; a SIGTERM to npx ends the shell and never reaches the worker.
  const cases: [string, string, RegExp][] = [['while it cannot reach Redis', 'redis://127.0.0.1:1', /Connecting to/]];
  if (url) cases.push(['once it works', url, /Lab worker started/]);
  test.each(cases)(
    '%s',
    async (_what, redis, ready) => {
      const w = startWorker(`labtest-${randomUUID().slice(0, 8)}`, ['--concurrency', '1'], { redis, viaShell: true });
      try {
        await w.waitFor(ready);
        w.child.kill('SIGTERM');
        await w.closed;
        expect(w.lines.join('\n')).toContain('The process that started this one has ended');
      } finally {
        if (w.child.exitCode === null) w.child.kill('SIGKILL');
      }
    },
    30_000,
  );
});

describe('shaju lab worker: the command line', () => {
  test('the code version is a stable digest of this checkout', () => {
    expect(labCodeVersion()).toMatch(/^[0-9a-f]{64}$/);
    expect(labCodeVersion()).toBe(labCodeVersion());
  });

  test('is recognised after common options, and only as `lab worker`', () => {
    expect(labWorkerArgv(['lab', 'worker', '--redis', 'redis://h:1'])).toEqual(['--redis', 'redis://h:1']);
    expect(labWorkerArgv(['--lang', 'en', 'lab', 'worker', '-h'])).toEqual(['--lang', 'en', '-h']);
    expect(labWorkerArgv(['lab', 'shajisifu', '--redis', 'redis://h:1'])).toBeNull();
    expect(labWorkerArgv(['simulate', 'shajisifu'])).toBeNull();
  });

  test('main hands `lab worker` to it: --help prints its usage, a missing --redis is a usage error', async () => {
    const lines: string[] = [];
    const errs: string[] = [];
    const sink = (into: string[]) =>
      new Writable({
        write(chunk, _enc, done) {
          into.push(String(chunk));
          done();
        },
      });
    const env = { stdout: sink(lines), stderr: sink(errs), stdin: process.stdin, env: {} };
    expect(await main(['--lang', 'en', 'lab', 'worker', '--help'], env)).toBe(0);
    expect(lines.join('')).toContain('Usage: shaju lab worker --redis URL');
    expect(await main(['lab', 'worker', '--lang', 'en'], env)).toBe(2);
    expect(errs.join('')).toContain('missing --redis URL');
    expect(errs.join('')).toContain('shaju lab worker --help');
  });

  test('parses its flags and rejects bad ones', () => {
    const c = parseLabWorker(['--redis', 'redis://10.0.0.5:6379', '--concurrency', '3', '--lock-seconds', '5']);
    expect(c).toMatchObject({ url: 'redis://10.0.0.5:6379', concurrency: 3, lockSeconds: 5, help: false });
    expect(() => parseLabWorker([])).toThrow(/--redis/);
    expect(() => parseLabWorker(['--redis', 'http://x'])).toThrow(/redis:\/\//);
    expect(() => parseLabWorker(['--redis', 'redis://x', '--concurrency', '0'])).toThrow(/--concurrency/);
    expect(() => parseLabWorker(['--redis', 'redis://x', '--queue', 'a:b'])).toThrow(/--queue/);
    expect(() => parseLabWorker(['--redis', 'redis://x', '--bogus'])).toThrow();
    expect(parseLabWorker(['--help']).help).toBe(true);
  });
});
