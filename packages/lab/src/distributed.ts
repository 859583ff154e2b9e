/**
 * The lab on many machines: batches of games (contract.ts `BatchSpec`) as jobs of a BullMQ queue on Redis, taken by
 * any number of worker processes (`shaju lab worker --redis URL`) on any machines, and collected by the run that
 * posted them (`redisRunner`, a `BatchRunner`). docs/lab-distributed.md tells how to run it.
 *
 * Exactly once, although BullMQ runs a job at least once: a worker that dies in the middle of a batch leaves its job
 * locked until the lock expires; another worker's stalled-job check then puts it back in the queue and it is played
 * again (a retry, never a lost batch). The result of a batch is recorded once, by `recordResult` (`HSETNX` in the
 * run's results hash, field `arm@first`): the first completion wins, a later one (a retry of a job whose first run
 * finished after all, or the same batch posted twice) reads the recorded result back and changes nothing. The run
 * takes each spec's result from that hash, once per spec; since `runBatch` is deterministic every completion of a
 * batch yields the same tally anyway.
 *
 * Keys: BullMQ's own under `PREFIX:QUEUE:*` (default `shaju:lab`); the results of run `R` in `PREFIX:QUEUE-results:R`
 * (expiring after `RESULT_TTL_SECONDS`). Job ids are `R.INDEX`: a run id (random per `run` call) namespaces every job
 * and result, so concurrent runs sharing the queue and the workers never mix.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Job, Queue, QueueEvents, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { Piscina } from 'piscina';
import { runBatch } from './batch.ts';
import { labCodeVersion } from './code-version.ts';
import type { BatchResult, BatchRunner, BatchSpec } from './contract.ts';

/** Where the lab's jobs live on a Redis server (both sides of a run must agree). */
export interface RedisLabPlace {
  /** Key prefix of every key (BullMQ's and the lab's). Default `shaju`. */
  readonly prefix?: string | undefined;
  /** The queue's name (no `:`). Default `lab`. */
  readonly queue?: string | undefined;
}

/** Options of `redisRunner`. */
export interface RedisRunnerOptions extends RedisLabPlace {
  /** The run id of the next `run` (tests); default a random UUID per `run` call. Must not contain `:`. */
  readonly runId?: string | undefined;
  /** Attempts per batch before the run fails with the batch's error (a crash of its worker is no attempt). Default 3. */
  readonly attempts?: number | undefined;
  /** Milliseconds between reads of the results hash, for completions whose event was missed. Default 2000. */
  readonly pollMs?: number | undefined;
  /** Milliseconds a run waits for Redis to answer before it fails. Default `REACH_MS`. */
  readonly reachMs?: number | undefined;
  /** The code version the run's jobs carry (tests); default `labCodeVersion()`. */
  readonly codeVersion?: string | undefined;
}

/** Options of `runLabWorker`. */
export interface LabWorkerOptions extends RedisLabPlace {
  /** Batches played at once (one thread each). Default: the machine's cores. */
  readonly concurrency?: number | undefined;
  /** A line of the worker's log (job taken, done, returned to the queue, failed). */
  readonly onLog?: ((line: string) => void) | undefined;
  /**
   * Milliseconds a job stays locked without a renewal before another worker may take it back (BullMQ `lockDuration`,
   * renewed every half of it while the batch runs). Default 30000. A killed worker's batch comes back after about
   * `lockMs + stalledMs`.
   */
  readonly lockMs?: number | undefined;
  /** Milliseconds between this worker's checks for stalled jobs (BullMQ `stalledInterval`). Default 15000. */
  readonly stalledMs?: number | undefined;
  /** Times a batch may stall (its worker die) before it fails for good (BullMQ `maxStalledCount`). Default 5. */
  readonly maxStalls?: number | undefined;
  /** `false`: play batches on the event loop instead of worker threads (tests; locks are not renewed meanwhile). */
  readonly threads?: boolean | undefined;
  /** The code version this worker claims (tests); default `labCodeVersion()`. */
  readonly codeVersion?: string | undefined;
}

/** What a lab job carries (JSON). */
export interface LabJobData {
  readonly runId: string;
  /** The spec's index in its run. */
  readonly index: number;
  readonly spec: BatchSpec;
  /** The code version of the run (code-version.ts); a worker with other code hands the job back. */
  readonly code: string;
}

/** A run's or a batch's failure: a bad list of specs, or a batch that failed on every attempt. */
export class LabRunError extends Error {
  override readonly name = 'LabRunError';
}

/** Seconds the results of a run are kept after its last write. */
export const RESULT_TTL_SECONDS = 2 * 24 * 3600;

/** The place with its defaults. */
function placeOf(p: RedisLabPlace): { prefix: string; queue: string } {
  return { prefix: p.prefix ?? 'shaju', queue: p.queue ?? 'lab' };
}

/** The Redis key of run `runId`'s results hash. */
export function resultsKey(place: RedisLabPlace, runId: string): string {
  const { prefix, queue } = placeOf(place);
  return `${prefix}:${queue}-results:${runId}`;
}

/** The field of a batch in its run's results hash: `arm@first` (unique within a run). */
export function batchField(spec: Pick<BatchSpec, 'arm' | 'first'>): string {
  return `${spec.arm}@${spec.first}`;
}

/**
 * A new ioredis client as BullMQ wants it (`maxRetriesPerRequest: null`: commands wait through a reconnection).
 * Connection errors go to `onError` (ioredis reconnects by itself); without it they are ignored.
 */
export function labRedis(url: string, onError?: (err: Error) => void): Redis {
  const r = new Redis(url, { maxRetriesPerRequest: null });
  r.on('error', onError ?? (() => undefined));
  return r;
}

/** `url` without its password, for messages and logs. */
export function safeUrl(url: string): string {
  return url.replace(/\/\/([^@/]*):[^@/]*@/, '//$1:***@');
}

/** Milliseconds a run waits for Redis to answer before it fails (`LabRunError`). */
export const REACH_MS = 10_000;

/** Resolves once `redis` answers a PING; rejects with `LabRunError` after `ms`. */
async function reach(redis: Redis, url: string, ms: number, lastError: () => string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LabRunError(`cannot reach Redis at ${safeUrl(url)}: ${lastError() || 'no answer'}`)),
      ms,
    );
  });
  try {
    await Promise.race([redis.ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Records `result` as the result of its batch in run `runId` unless one is recorded already, and returns the recorded
 * one (the first completion wins; the hash's expiry is renewed). Atomic: two workers finishing the same batch at once
 * record one result.
 */
export async function recordResult(
  redis: Redis,
  place: RedisLabPlace,
  runId: string,
  result: BatchResult,
): Promise<{ readonly result: BatchResult; readonly first: boolean }> {
  const key = resultsKey(place, runId);
  const field = batchField(result);
  const out = await redis
    .multi()
    .hsetnx(key, field, JSON.stringify(result))
    .hget(key, field)
    .expire(key, RESULT_TTL_SECONDS)
    .exec();
  const [set, stored] = (out ?? []).map(([err, v]) => {
    if (err) throw err;
    return v;
  });
  if (typeof stored !== 'string') throw new LabRunError(`no result recorded for ${field} of run ${runId}`);
  return { result: JSON.parse(stored) as BatchResult, first: set === 1 };
}

/** Checks that `specs` can be one run: each batch (`arm@first`) once. Throws `LabRunError`. */
function checkSpecs(specs: readonly BatchSpec[]): void {
  const seen = new Set<string>();
  for (const s of specs) {
    const f = batchField(s);
    if (seen.has(f)) throw new LabRunError(`batch ${f} is given twice in one run`);
    seen.add(f);
  }
}

/** The results of one run as they arrive: each spec's index is accepted once (later copies are ignored). */
export class RunCollector {
  readonly results: (BatchResult | undefined)[];
  private left: number;
  constructor(
    readonly specs: readonly BatchSpec[],
    private readonly onDone?: (index: number, result: BatchResult) => void,
  ) {
    this.results = new Array(specs.length).fill(undefined);
    this.left = specs.length;
  }
  /** Whether every spec has its result. */
  get complete(): boolean {
    return this.left === 0;
  }
  /** The indices still waiting. */
  pending(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.results.length; i++) if (this.results[i] === undefined) out.push(i);
    return out;
  }
  /**
   * Takes `result` as spec `index`'s; returns false (and changes nothing) when it has one already. Throws
   * `LabRunError` for a result of another batch.
   */
  accept(index: number, result: BatchResult): boolean {
    const spec = this.specs[index];
    if (!spec || this.results[index] !== undefined) return false;
    if (result.arm !== spec.arm || result.first !== spec.first || result.count !== spec.count)
      throw new LabRunError(`result ${batchField(result)} given for batch ${batchField(spec)}`);
    this.results[index] = result;
    this.left--;
    this.onDone?.(index, result);
    return true;
  }
}

/** The index of a job id `runId.index` of run `runId`, or -1 for another run's job. */
function indexOfJob(runId: string, jobId: string | undefined): number {
  if (!jobId?.startsWith(`${runId}.`)) return -1;
  const n = Number(jobId.slice(runId.length + 1));
  return Number.isInteger(n) ? n : -1;
}

/**
 * A `BatchRunner` whose batches are played by lab workers (`runLabWorker`) through the BullMQ queue at `url`
 * (`redis://host:port`). Each `run` posts one job per spec under a fresh run id and resolves with one result per spec,
 * in the specs' order, once every batch is recorded; it rejects with `LabRunError` when specs repeat a batch or a
 * batch fails on every attempt (its waiting jobs are then withdrawn). `run` waits as long as it takes: with no
 * worker running it waits for one.
 */
export function redisRunner(url: string, opts: RedisRunnerOptions = {}): BatchRunner {
  const place = placeOf(opts);
  let lastError = '';
  const onError = (err: Error): void => {
    lastError = err.message;
  };
  const redis = labRedis(url, onError);
  const queueConn = labRedis(url, onError);
  const queue = new Queue<LabJobData, BatchResult>(place.queue, { connection: queueConn, prefix: place.prefix });
  queue.on('error', onError);
  let nextRunId = opts.runId;
  // The runs in progress, each with the way to stop it (when the runner closes).
  const active = new Set<(err: Error) => void>();
  return {
    async run(specs, onDone) {
      checkSpecs(specs);
      const runId = nextRunId ?? randomUUID();
      nextRunId = undefined;
      if (runId.includes(':')) throw new LabRunError(`a run id must not contain ":" (${runId})`);
      const collector = new RunCollector(specs, onDone);
      if (specs.length === 0) return [];
      await reach(redis, url, opts.reachMs ?? REACH_MS, () => lastError);
      const eventsConn = labRedis(url, onError);
      const events = new QueueEvents(place.queue, { connection: eventsConn, prefix: place.prefix });
      events.on('error', onError);
      let stop: (err: Error) => void = () => undefined;
      const stopped = new Promise<never>((_, reject) => {
        stop = reject;
      });
      stopped.catch(() => undefined);
      active.add(stop);
      try {
        await events.waitUntilReady();
        await collectRun({ place, opts, redis, queue, events, runId, collector, stopped });
      } finally {
        active.delete(stop);
        await events.close();
        eventsConn.disconnect();
      }
      return collector.results as BatchResult[];
    },
    async close() {
      // A run still in progress fails (`LabRunError`) and withdraws its waiting batches.
      for (const stop of active) stop(new LabRunError('the runner was closed before the run finished'));
      while (active.size > 0) await new Promise((r) => setTimeout(r, 20));
      await queue.close();
      queueConn.disconnect();
      redis.disconnect();
    },
  };
}

interface RunParts {
  readonly place: { prefix: string; queue: string };
  readonly opts: RedisRunnerOptions;
  readonly redis: Redis;
  readonly queue: Queue<LabJobData, BatchResult>;
  readonly events: QueueEvents;
  readonly runId: string;
  readonly collector: RunCollector;
  /** Rejects when the run must stop (its runner closes). */
  readonly stopped: Promise<never>;
}

/** Posts a run's jobs and waits for every result (events, and a periodic read of the results hash). */
async function collectRun(p: RunParts): Promise<void> {
  const { redis, queue, events, runId, collector } = p;
  const key = resultsKey(p.place, runId);
  const specs = collector.specs;
  let settle: (err?: Error) => void = () => undefined;
  const finished = new Promise<void>((resolve, reject) => {
    settle = (err) => (err ? reject(err) : resolve());
  });
  // A failure may come before the run awaits it (while its jobs are being posted): no unhandled rejection meanwhile.
  finished.catch(() => undefined);
  const take = (index: number, raw: string | null | undefined): void => {
    if (typeof raw !== 'string') return;
    try {
      collector.accept(index, JSON.parse(raw) as BatchResult);
      if (collector.complete) settle();
    } catch (e) {
      settle(e as Error);
    }
  };
  const fetchOne = (index: number): void => {
    const spec = specs[index];
    if (spec) redis.hget(key, batchField(spec)).then((raw) => take(index, raw), settle);
  };
  const sweep = async (): Promise<void> => {
    const pending = collector.pending();
    if (pending.length === 0) return;
    const raws = await redis.hmget(key, ...pending.map((i) => batchField(specs[i] as BatchSpec)));
    for (let k = 0; k < pending.length; k++) take(pending[k] as number, raws[k]);
  };
  events.on('completed', ({ jobId }) => {
    const index = indexOfJob(runId, jobId);
    if (index >= 0) fetchOne(index);
  });
  events.on('failed', ({ jobId, failedReason }) => {
    const index = indexOfJob(runId, jobId);
    if (index < 0) return;
    const spec = specs[index] as BatchSpec;
    // A completion recorded before the failure (a stalled first run that finished after all) still counts.
    redis.hget(key, batchField(spec)).then((raw) => {
      if (typeof raw === 'string') take(index, raw);
      else settle(new LabRunError(`batch ${batchField(spec)} failed: ${failedReason}`));
    }, settle);
  });
  const attempts = p.opts.attempts ?? 3;
  const code = p.opts.codeVersion ?? labCodeVersion();
  await queue.addBulk(
    specs.map((spec, index) => ({
      name: 'batch',
      data: { runId, index, spec, code },
      opts: {
        jobId: `${runId}.${index}`,
        attempts,
        backoff: { type: 'fixed', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: { age: RESULT_TTL_SECONDS },
      },
    })),
  );
  const timer = setInterval(() => sweep().catch(settle), p.opts.pollMs ?? 2000);
  try {
    await sweep();
    await Promise.race([finished, p.stopped]);
  } catch (e) {
    // Withdraw what is still waiting; a batch being played finishes into the expiring hash.
    await Promise.allSettled(collector.pending().map((i) => queue.remove(`${runId}.${i}`)));
    throw e;
  } finally {
    clearInterval(timer);
  }
  await redis.del(key);
}

/** A short name of a job for the log: `run8 arm first+count`. */
function jobName(data: LabJobData): string {
  const s = data.spec;
  return `${data.runId.slice(0, 8)} ${s.arm} ${s.first}+${s.count}`;
}

/** A running lab worker (`runLabWorker`). */
export interface LabWorkerHandle {
  /** Stops taking jobs, hands the batches in play back to the queue, disconnects. Resolves once done; idempotent. */
  close(): Promise<void>;
  /**
   * Resolves with the reason when the worker stopped by itself (a run played by other code: see code-version.ts);
   * never resolves otherwise.
   */
  readonly stopped: Promise<string>;
}

/** What a worker's job processor uses. */
interface WorkerParts {
  readonly place: { prefix: string; queue: string };
  readonly redis: Redis;
  readonly code: string;
  readonly log: (line: string) => void;
  readonly play: (spec: BatchSpec, signal: AbortSignal) => Promise<BatchResult>;
  /** Stops the worker for good with a reason (without waiting: called from inside a job). */
  readonly stop: (reason: string) => void;
}

/** Hands an active job back to the queue (it is taken again, here or elsewhere) and leaves the processor. */
async function handBack(job: Job<LabJobData, BatchResult>, token: string | undefined, log: (l: string) => void) {
  await job.moveToWait(token);
  log(`returned ${jobName(job.data)}`);
  return new WaitingError();
}

/** The processor of a lab worker's jobs (see `runLabWorker`). */
function labProcessor(w: WorkerParts) {
  return async (job: Job<LabJobData, BatchResult>, token?: string, signal?: AbortSignal): Promise<BatchResult> => {
    const data = job.data;
    const name = jobName(data);
    if (data.code !== w.code) {
      const why = `run ${data.runId.slice(0, 8)} plays code ${data.code.slice(0, 12)}, this worker ${w.code.slice(0, 12)}: run the same version of shaju on every machine`;
      w.stop(why);
      throw await handBack(job, token, w.log);
    }
    const prior = await w.redis.hget(resultsKey(w.place, data.runId), batchField(data.spec));
    if (typeof prior === 'string') {
      w.log(`already done ${name}`);
      return JSON.parse(prior) as BatchResult;
    }
    w.log(`taken ${name}${job.attemptsStarted > 1 ? ` (attempt ${job.attemptsStarted})` : ''}`);
    const t0 = performance.now();
    let result: BatchResult;
    try {
      result = await w.play(data.spec, signal ?? new AbortController().signal);
    } catch (e) {
      if (!signal?.aborted) throw e;
      throw await handBack(job, token, w.log);
    }
    const rec = await recordResult(w.redis, w.place, data.runId, result);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    w.log(`done ${name} in ${secs} s${rec.first ? '' : ' (recorded already)'}`);
    return rec.result;
  };
}

/**
 * Starts a lab worker on the queue at `url`: it takes batches (`concurrency` at a time, each in a worker thread),
 * plays them with `runBatch` and records each result once (`recordResult`). A batch recorded already is not played
 * again. A batch of a run whose code version differs from this checkout's (code-version.ts) is handed back and the
 * worker stops (`stopped`). Resolves once connected to Redis (it waits for Redis as long as it takes, logging the
 * connection errors).
 */
export async function runLabWorker(url: string, opts: LabWorkerOptions = {}): Promise<LabWorkerHandle> {
  const place = placeOf(opts);
  const log = opts.onLog ?? (() => undefined);
  const concurrency = opts.concurrency ?? availableParallelism();
  // Connection errors are logged once each until the connection is back (ioredis reconnects by itself).
  let lastError = '';
  const onError = (err: Error): void => {
    if (err.message !== lastError) log(`redis: ${err.message}`);
    lastError = err.message;
  };
  const redis = labRedis(url, onError);
  redis.on('ready', () => {
    lastError = '';
  });
  const pool =
    opts.threads === false
      ? null
      : new Piscina({
          filename: new URL('./distributed-thread.mjs', import.meta.url).href,
          minThreads: 0,
          maxThreads: concurrency,
          concurrentTasksPerWorker: 1,
          idleTimeout: 30_000,
        });
  const play = async (spec: BatchSpec, signal: AbortSignal): Promise<BatchResult> =>
    pool ? ((await pool.run(spec, { signal })) as BatchResult) : runBatch(spec);
  let stopWith: (reason: string) => void = () => undefined;
  const stopped = new Promise<string>((resolve) => {
    stopWith = resolve;
  });
  const stop = (reason: string): void => {
    log(`stopping: ${reason}`);
    stopWith(reason);
    setImmediate(() => void handle.close());
  };
  const code = opts.codeVersion ?? labCodeVersion();
  const workerConn = labRedis(url, onError);
  const worker = new Worker<LabJobData, BatchResult>(
    place.queue,
    labProcessor({ place, redis, code, log, play, stop }),
    {
      connection: workerConn,
      prefix: place.prefix,
      concurrency,
      lockDuration: opts.lockMs ?? 30_000,
      stalledInterval: opts.stalledMs ?? 15_000,
      maxStalledCount: opts.maxStalls ?? 5,
    },
  );
  worker.on('failed', (job, err) => {
    if (job && err.name !== 'WaitingError') log(`failed ${jobName(job.data)}: ${err.message}`);
  });
  worker.on('error', onError);
  let closing: Promise<void> | null = null;
  const handle: LabWorkerHandle = {
    stopped,
    close() {
      closing ??= (async () => {
        const done = worker.close();
        worker.cancelAllJobs('worker closing');
        await done;
        await pool?.destroy();
        workerConn.disconnect();
        redis.disconnect();
      })();
      return closing;
    },
  };
  await worker.waitUntilReady();
  return handle;
}
