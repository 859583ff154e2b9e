/**
 * `shaju lab worker --redis URL [--concurrency N]`: a lab worker process (distributed.ts `runLabWorker`) that plays
 * batches of `shaju lab … --redis URL` runs until it is stopped (Ctrl-C, SIGTERM); and what `shaju lab`'s own
 * `--redis` flag shares with it (`checkRedisUrl`, `labRedisHelp`). The command line is read here, apart from args.ts:
 * main.ts hands over every line whose command is `lab worker` (`labWorkerArgv`). docs/lab-distributed.md tells how to run workers on other machines.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { runLabWorker, safeUrl } from '@shaju/lab';
import pc from 'picocolors';
import { detectLang, parseIntFlag } from '../args.ts';
import { UsageError } from '../errors.ts';
import { msg } from '../i18n.ts';
import type { Lang } from '../types.ts';
import { checkQueueName, checkRedisUrl } from './redis-url.ts';

export { checkRedisUrl } from './redis-url.ts';

/** A parsed `shaju lab worker` line. */
export interface LabWorkerCommand {
  readonly lang: Lang;
  readonly help: boolean;
  /** `--redis URL` (`redis://` or `rediss://`). */
  readonly url: string;
  /** `--concurrency N` (1…256), or undefined: the machine's cores. */
  readonly concurrency: number | undefined;
  /** `--prefix P` and `--queue Q`: where the jobs live (defaults `shaju` and `lab`; the run must use the same). */
  readonly prefix: string | undefined;
  readonly queue: string | undefined;
  /** `--lock-seconds S` (1…3600): how long a dead worker's batch stays locked (default 30). */
  readonly lockSeconds: number | undefined;
}

const WORDS = {
  zh: {
    usage: [
      '用法：shaju lab worker --redis URL [选项]',
      '',
      '启动一个实验室工作进程：从 Redis 上的 BullMQ 队列领取 shaju lab … --redis URL 发出的批次，',
      '对局并记录结果，直到按 Ctrl-C 或收到 SIGTERM（正在进行的批次交回队列，由其他进程重做）。',
      '可以在任意多台机器上各启动一个；详见 docs/lab-distributed.md。',
      '',
      '选项：',
      '  --redis URL          Redis 地址，例如 redis://10.0.0.5:6379（必填）',
      '  --concurrency N      同时进行的批次数，每批一个线程（默认：本机核心数）',
      '  --prefix P           Redis 键前缀（默认 shaju；须与实验一方相同）',
      '  --queue Q            队列名（默认 lab；须与实验一方相同）',
      '  --lock-seconds S     进程意外终止后，其批次多久后交给别的进程重做（默认 30）',
    ],
    redisHelp: [
      '  --redis URL          把批次交给 Redis 上的 BullMQ 队列，由任意机器上的 shaju lab worker 进程对局；',
      '                       结果与本机运行相同（见 shaju lab worker --help）',
      '  --prefix P           与 --redis 一起：Redis 键前缀（默认 shaju；须与工作进程相同）',
      '  --queue Q            与 --redis 一起：队列名（默认 lab；须与工作进程相同）',
    ],
    hint: '用 shaju lab worker --help 查看用法。',
    noRedis: '缺少 --redis URL（例如 --redis redis://127.0.0.1:6379）',
    extra: (a: string) => `多余的参数：${a}`,
    connecting: (url: string) => `正在连接 ${url}……`,
    started: (url: string, n: string) => `实验室工作进程已启动：${url}，同时 ${n} 批。按 Ctrl-C 停止。`,
    orphaned: '启动本进程的父进程已结束（例如 npx 收到了 SIGTERM）：停止。',
    stopping: '正在停止：进行中的批次交回队列……',
    stopped: '已停止。',
  },
  en: {
    usage: [
      'Usage: shaju lab worker --redis URL [options]',
      '',
      'Starts a lab worker: it takes the batches of games that `shaju lab … --redis URL` posts on a BullMQ queue on',
      'Redis, plays them and records their results, until Ctrl-C or SIGTERM (a batch in play goes back to the queue',
      'and another worker plays it). Start one on as many machines as you like; see docs/lab-distributed.md.',
      '',
      'Options:',
      '  --redis URL          the Redis server, e.g. redis://10.0.0.5:6379 (required)',
      "  --concurrency N      batches played at once, one thread each (default: the machine's cores)",
      '  --prefix P           Redis key prefix (default shaju; the same as the run)',
      '  --queue Q            queue name (default lab; the same as the run)',
      "  --lock-seconds S     how soon a dead worker's batch is handed to another worker (default 30)",
    ],
    redisHelp: [
      '  --redis URL          post the batches on a BullMQ queue on Redis, played by `shaju lab worker` processes',
      '                       on any machines; the figures are those of a local run (see shaju lab worker --help)',
      '  --prefix P           with --redis: the Redis key prefix (default shaju; the same as the workers)',
      '  --queue Q            with --redis: the queue name (default lab; the same as the workers)',
    ],
    hint: 'See shaju lab worker --help --lang en for usage.',
    noRedis: 'missing --redis URL (e.g. --redis redis://127.0.0.1:6379)',
    extra: (a: string) => `unexpected argument: ${a}`,
    connecting: (url: string) => `Connecting to ${url}…`,
    started: (url: string, n: string) => `Lab worker started on ${url}, ${n} batches at once. Ctrl-C stops it.`,
    orphaned: 'The process that started this one has ended (e.g. npx got SIGTERM): stopping.',
    stopping: 'Stopping: batches in play go back to the queue…',
    stopped: 'Stopped.',
  },
} as const;

/** The usage text of `shaju lab worker`, in `lang`. */
export function labWorkerUsage(lang: Lang): string[] {
  return [...WORDS[lang].usage];
}

/** The help lines of `shaju lab`'s `--redis URL` flag, in `lang` (for the lab command's usage text). */
export function labRedisHelp(lang: Lang): string[] {
  return [...WORDS[lang].redisHelp];
}

const COMMON_FLAGS = new Set(['--no-color', '--help', '-h']);

/**
 * The arguments after `lab worker` when `argv` (the arguments after `shaju`) is a `shaju lab worker` line, the common
 * options (`--lang`, `--no-color`, `--help`) anywhere; else null (any other command). Never throws.
 */
export function labWorkerArgv(argv: readonly string[]): string[] | null {
  const words: number[] = [];
  for (let i = 0; i < argv.length && words.length < 2; i++) {
    const a = argv[i] as string;
    if (a === '--lang') i++;
    else if (a.startsWith('-')) {
      if (!COMMON_FLAGS.has(a) && !a.startsWith('--lang=')) return null;
    } else words.push(i);
  }
  const [l, w] = words;
  if (l === undefined || w === undefined || argv[l] !== 'lab' || argv[w] !== 'worker') return null;
  return argv.filter((_, i) => i !== l && i !== w);
}

/** Parses the arguments of `shaju lab worker` (as `labWorkerArgv` gives them). Throws `UsageError`. */
export function parseLabWorker(args: readonly string[]): LabWorkerCommand {
  const lang = detectLang(args);
  const w = WORDS[lang];
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        redis: { type: 'string' },
        concurrency: { type: 'string' },
        prefix: { type: 'string' },
        queue: { type: 'string' },
        'lock-seconds': { type: 'string' },
        lang: { type: 'string' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message, 'lab worker');
  }
  const help = values.help === true;
  if (positionals.length > 0) throw new UsageError(w.extra(positionals[0] as string), 'lab worker');
  const url = typeof values.redis === 'string' ? values.redis : '';
  if (!help && url === '') throw new UsageError(w.noRedis, 'lab worker');
  if (!help) checkRedisUrl(url, lang, 'lab worker');
  const int = (flag: string, v: unknown, hi: number) =>
    typeof v === 'string' ? parseIntFlag(flag, v, 1, hi, lang, 'lab worker') : undefined;
  return {
    lang,
    help,
    url,
    concurrency: int('--concurrency', values.concurrency, 256),
    prefix: checkQueueName('--prefix', values.prefix as string | undefined, lang, 'lab worker'),
    queue: checkQueueName('--queue', values.queue as string | undefined, lang, 'lab worker'),
    lockSeconds: int('--lock-seconds', values['lock-seconds'], 3600),
  };
}

/** What `runLabWorkerCommand` needs of its process. */
export interface LabWorkerIO {
  /** A line of output (the worker's log). */
  write(line: string): void;
  /** Where SIGINT and SIGTERM arrive (the process). */
  readonly signals: Pick<NodeJS.Process, 'once' | 'removeListener'>;
  /**
   * Whether the process that started the worker is still there, asked every second: when it is not, the worker stops
   * as on SIGTERM (while still connecting: at once, status 1). `npx shaju lab worker` runs the worker under `sh -c`,
   * and a SIGTERM to npx ends that shell without reaching the worker, which would otherwise run on as an orphan.
   */
  readonly parentAlive?: () => boolean;
}

/**
 * Runs a lab worker until SIGINT or SIGTERM, then closes it (batches in play go back to the queue) and resolves with
 * exit status 0; or until the worker stops by itself (a run of other code, logged): status 1. A second signal while
 * closing exits at once (status 130): the batches then come back after their lock expires.
 */
export async function runLabWorkerCommand(c: LabWorkerCommand, io: LabWorkerIO): Promise<number> {
  const w = WORDS[c.lang];
  const stamp = () => new Date().toISOString().slice(11, 19);
  const lockMs = (c.lockSeconds ?? 30) * 1000;
  const concurrency = c.concurrency ?? availableParallelism();
  io.write(w.connecting(safeUrl(c.url)));
  // Until the worker is connected (Redis may be down for a long time), an ended parent ends this process at once.
  const unwatchEarly = watchParent(io.parentAlive, () => {
    io.write(w.orphaned);
    process.exit(1);
  });
  const worker = await runLabWorker(c.url, {
    concurrency,
    prefix: c.prefix,
    queue: c.queue,
    lockMs,
    stalledMs: Math.max(1000, Math.floor(lockMs / 2)),
    onLog: (line) => io.write(`${stamp()} ${line}`),
  });
  unwatchEarly();
  io.write(w.started(safeUrl(c.url), String(concurrency)));
  // Stops at the first signal, or when the worker stops by itself (a run of other code: status 1).
  const selfStop = await new Promise<string | null>((resolve) => {
    const stop = (): void => {
      unwatch();
      io.signals.removeListener('SIGINT', stop);
      io.signals.removeListener('SIGTERM', stop);
      const hard = (): never => process.exit(130);
      io.signals.once('SIGINT', hard);
      io.signals.once('SIGTERM', hard);
      io.write(w.stopping);
      worker.close().then(() => {
        io.signals.removeListener('SIGINT', hard);
        io.signals.removeListener('SIGTERM', hard);
        resolve(null);
      });
    };
    io.signals.once('SIGINT', stop);
    io.signals.once('SIGTERM', stop);
    const unwatch = watchParent(io.parentAlive, () => {
      io.write(w.orphaned);
      stop();
    });
    worker.stopped.then(async (reason) => {
      unwatch();
      io.signals.removeListener('SIGINT', stop);
      io.signals.removeListener('SIGTERM', stop);
      await worker.close();
      resolve(reason);
    });
  });
  io.write(w.stopped);
  return selfStop === null ? 0 : 1;
}

/**
 * `shaju lab worker …` from `main`: parses `args` (from `labWorkerArgv`), prints the usage for `--help`, runs the worker.
 * Resolves with the exit status: 0, or 2 after printing a usage error on `stderr`.
 */
export async function labWorkerMain(
  args: readonly string[],
  e: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream; color: boolean },
): Promise<number> {
  const out = (line: string): void => {
    e.stdout.write(`${line}\n`);
  };
  let c: LabWorkerCommand;
  try {
    c = parseLabWorker(args);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    const lang = detectLang(args);
    e.stderr.write(`${pc.createColors(e.color).red(msg(lang).err.prefix + err.message)}\n${WORDS[lang].hint}\n`);
    return 2;
  }
  if (c.help) {
    for (const l of labWorkerUsage(c.lang)) out(l);
    return 0;
  }
  const parent = process.ppid;
  return runLabWorkerCommand(c, { write: out, signals: process, parentAlive: () => processExists(parent) });
}

/**
 * Calls `onGone` once when `alive()` turns false (asked every second, on a timer that keeps no process running);
 * returns what stops the watch. No `alive`: nothing is watched.
 */
function watchParent(alive: (() => boolean) | undefined, onGone: () => void): () => void {
  if (!alive) return () => undefined;
  const t = setInterval(() => {
    if (alive()) return;
    clearInterval(t);
    onGone();
  }, 1000);
  t.unref();
  return () => clearInterval(t);
}

/** Whether process `pid` exists (signal 0 checks without sending; EPERM: it exists but is not ours). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
