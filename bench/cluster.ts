/**
 * The servers of one `npm run bench:server` run: one process with SQLite and no Redis (what `npm start` runs), or
 * `n` processes sharing one SQLite file (WAL) and a Redis server of the bench's own (`redis-server` on a free port,
 * so that nothing else counts in its command statistics), each with its public address (apps/server/src/scale/scale-out.ts).
 * Every process serves `/api/stats` and `/metrics`; `counters()` sums what the bench divides by the decisions made:
 * decisions and storage writes (from each process's `/metrics`) and Redis commands (`INFO commandstats`, every
 * command any process sent, the bench's own `INFO` calls subtracted).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort, type ServerProcess, spawnServer } from '../apps/server/test/proc.ts';

/** What `/api/stats` of one process answers (the rooms and clients of that process). */
export interface Stats {
  rooms: number;
  clients: number;
  handlerUs: number[];
  snapshotUs: number[];
  loopDelayMs: { p50: number; p99: number; max: number };
  memory: { rss: number; heapUsed: number };
}

/** Totals since the processes started: decisions stored, storage writes (by method), Redis commands (by command). */
export interface Counters {
  decisions: number;
  /** CPU seconds (user + system) the server processes have used, from prom-client's process metrics. */
  cpuSeconds: number;
  writes: number;
  writesByMethod: Record<string, number>;
  redisCalls: number;
  redisByCommand: Record<string, number>;
}

/** The running servers of a bench run. */
export interface BenchCluster {
  readonly urls: readonly string[];
  /** Every process's stats (`gc`: collect garbage first), in process order. */
  stats(gc?: boolean): Promise<Stats[]>;
  counters(): Promise<Counters>;
  /** Sends `signal` to every server process (e.g. SIGUSR2 with `--heapsnapshot-signal=SIGUSR2`). */
  signal(signal: NodeJS.Signals): void;
  /** Everything each process printed so far (e.g. its `--trace-gc` lines), in process order. */
  outputs(): string[];
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts `redis-server` on a free port without persistence; resolves with its URL and process. */
async function startRedis(): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const t = setTimeout(() => reject(new Error(`redis-server did not start:\n${out}`)), 10_000);
    proc.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(t);
        resolve();
      }
    });
    proc.once('error', reject);
  });
  return { url: `redis://127.0.0.1:${port}`, proc };
}

/** Sums the samples of `name` (any labels) of a Prometheus text exposition, by the value of label `label`. */
function sumSamples(text: string, name: string, label?: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || (line[name.length] !== ' ' && line[name.length] !== '{')) continue;
    const key = label ? (new RegExp(`${label}="([^"]*)"`).exec(line)?.[1] ?? '') : '';
    out[key] = (out[key] ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return out;
}

async function redisCommands(r: Redis): Promise<Record<string, number>> {
  const info = await r.info('commandstats');
  const out: Record<string, number> = {};
  for (const m of info.matchAll(/^cmdstat_([a-z|_-]+):calls=(\d+)/gm)) out[m[1] as string] = Number(m[2]);
  return out;
}

/**
 * Starts `n` server processes on `dataDir` with `env` and node options `nodeArgs` (Redis of its own when n > 1).
 * Throws when a process or Redis does not start.
 */
export async function startCluster(
  n: number,
  dataDir: string,
  env: Record<string, string>,
  nodeArgs: readonly string[],
): Promise<BenchCluster> {
  const redis = n > 1 ? await startRedis() : null;
  const servers: ServerProcess[] = [];
  const common = { ...env, SHAJU_METRICS: '1' };
  for (let i = 0; i < n; i++) {
    const port = redis ? await freePort() : 0;
    const scale: Record<string, string> = redis
      ? { PORT: String(port), SHAJU_REDIS: redis.url, SHAJU_PUBLIC_ADDRESS: `127.0.0.1:${port}` }
      : { PORT: '0' };
    servers.push(await spawnServer(dataDir, { ...common, ...scale }, nodeArgs));
  }
  const client = redis ? new Redis(redis.url) : null;
  let infoCalls = 0;
  return {
    urls: servers.map((s) => s.url),
    stats: (gc = false) =>
      Promise.all(
        servers.map(async (s) => (await fetch(`${s.url}/api/stats${gc ? '?gc=1' : ''}`)).json() as Promise<Stats>),
      ),
    async counters() {
      const texts = await Promise.all(servers.map(async (s) => (await fetch(`${s.url}/metrics`)).text()));
      const decisions = texts.reduce((a, t) => a + (sumSamples(t, 'shaju_decisions_total')[''] ?? 0), 0);
      const cpuSeconds = texts.reduce((a, t) => a + (sumSamples(t, 'shaju_process_cpu_seconds_total')[''] ?? 0), 0);
      const writesByMethod: Record<string, number> = {};
      for (const t of texts) {
        for (const [m, v] of Object.entries(sumSamples(t, 'shaju_storage_write_seconds_count', 'method'))) {
          writesByMethod[m] = (writesByMethod[m] ?? 0) + v;
        }
      }
      const redisByCommand = client ? await redisCommands(client) : {};
      if (client) {
        infoCalls++;
        redisByCommand.info = (redisByCommand.info ?? 0) - infoCalls;
      }
      return {
        decisions,
        cpuSeconds,
        writes: Object.values(writesByMethod).reduce((a, v) => a + v, 0),
        writesByMethod,
        redisCalls: Object.values(redisByCommand).reduce((a, v) => a + v, 0),
        redisByCommand,
      };
    },
    outputs: () => servers.map((s) => s.output()),
    signal: (signal) => {
      for (const s of servers) s.proc.kill(signal);
    },
    async kill(signal) {
      await Promise.all(servers.map((s) => s.kill(signal)));
      client?.disconnect();
      redis?.proc.kill('SIGKILL');
    },
  };
}

/** `after − before`, per key, keeping keys with a change. */
export function delta(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(after)) if (v - (before[k] ?? 0) !== 0) out[k] = v - (before[k] ?? 0);
  return out;
}
