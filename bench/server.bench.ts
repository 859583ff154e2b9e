/**
 * `npm run bench:server` — load test of the game server.
 *
 * Starts the server in its own process, with the node options `npm start` gives it (apps/server/src/ops/node-flags.ts;
 * SQLite in a temporary directory, stats on), then forks `--workers` load
 * generators (bench/server-load.ts), each opening its share of the `--rooms` six-seat 杀机四伏 rooms of SDK clients over
 * loopback WebSockets; every seat is a client-side random bot that answers its requests after a pause chosen so that
 * each room makes `--rate` decisions per second. A finished game is replaced by a new room with the same clients, so the
 * load stays steady. All six seats of a room live in the same worker, so decision→view latency (from a client's decision
 * to the moment every seat of the room has the resulting step) is measured end to end; this process merges the workers'
 * raw samples. After `--warmup` seconds it measures for `--seconds`: rooms held, decisions/sec, decision→view latency,
 * server handler time per decision, server and generator event-loop delay, server memory per room and per connection;
 * then reconnects `--reconnects` clients (server-side snapshot time, the whole log included). Finally it measures, in
 * this process, the heap of bare game sessions (state, log, bookkeeping; no sockets) and the server time of a join
 * into a 600-decision game with its whole log (bench/full-log.ts).
 *
 * One generator process with 6,000 SDK clients has a 400+ MB heap whose major GCs stall it (and the server, on a 2-core
 * machine) for 100–400 ms; split in processes, and without decoding the synced Colyseus state the bench clients never
 * read, each generator's heap is small and its pauses short.
 *
 * `--processes N` (N ≥ 2) runs the same load twice, each run in a fresh child of this script (`--servers`): against one
 * server process (SQLite, no Redis: what `npm start` runs), then against N processes sharing one SQLite file and a
 * Redis of the bench's own (bench/cluster.ts), the load generators entering through the processes in turn; it prints
 * both runs side by side, with the Redis commands and storage writes per decision (counted by Redis' `INFO
 * commandstats` and the servers' `/metrics`) and the rooms each process holds.
 *
 * Options: --rooms 1000 --rate 1 --seconds 20 --warmup 8 --reconnects 100 --workers 2 (generator processes)
 * --semi-space 0 (the server's --max-semi-space-size in MB; 0 = V8's default) --sync-state (bench clients decode the
 * synced room state like real ones) --json --profile (server CPU profile in bench/results/) --node-args "--trace-gc"
 * (more node options of the server processes) --server-log FILE (what the server processes printed, written at the end)
 * --heap-snapshot (each server writes a V8 heap snapshot, Heap.*.heapsnapshot in the repository's root, halfway through
 * the window: what a room holds)
 * Example of the "held" target: npm run bench:server -- --rooms 2000 --rate 0.5
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { kitOf } from '@shaju/games/loaded';
import { type Counters, delta, type Stats, startCluster } from './cluster.ts';
import { compareRuns, type RunSummary, scaleLines } from './cluster-report.ts';
import { type FullLogJoin, fullLogJoin } from './full-log.ts';
import { startHardRooms } from './hard-rooms.ts';
import { NULL_HOST, NULL_STORAGE } from './null-storage.ts';
import type { FromWorker, ToWorker } from './server-load.ts';

const args = process.argv.slice(2);
function opt(name: string, dflt: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : dflt;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
}
const ROOMS = opt('rooms', 1000);
const RATE = opt('rate', 1);
/** How far a seat's pause before answering varies around 1 / rate: ±JITTER of it (uniform). */
const JITTER = opt('jitter', 0.1);
const SECONDS = opt('seconds', 20);
const WARMUP = opt('warmup', 8);
const RECONNECTS = opt('reconnects', 100);
const WORKERS = Math.max(1, Math.floor(opt('workers', 2)));
const SEMI_SPACE = opt('semi-space', 0);
const SYNC_STATE = args.includes('--sync-state');
const JSON_OUT = args.includes('--json');
function text(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}
const NODE_ARGS = (text('node-args') ?? '').split(/\s+/).filter((x) => x !== '');
const SERVER_LOG = text('server-log');
const HEAP_SNAPSHOT = args.includes('--heap-snapshot');
/** `--hard-rooms N`: N more rooms of search bots (bench/hard-rooms.ts) play beside the measured ones. */
const HARD_ROOMS = Math.floor(opt('hard-rooms', 0));
const SEATS = 6;
/** `--processes N`: a run on 1 process then one on N (children of this script); `--servers N`: one run on N. */
const PROCESSES = Math.max(1, Math.floor(opt('processes', 1)));
const SERVERS = Math.max(1, Math.floor(opt('servers', 1)));
if (PROCESSES > 1 && !args.includes('--servers')) {
  await compareRuns(fileURLToPath(import.meta.url), args, [1, PROCESSES]);
  process.exit(0);
}
const LOAD = fileURLToPath(new URL('./server-load.ts', import.meta.url));
/**
 * The load generators stand for thousands of players on other machines; here they share the server's two cores. With
 * V8's default pool (four GC threads a process) a generator's major collection took both cores for a few hundred ms
 * and the server's decisions waited behind it; one helper thread, as the server itself runs with
 * (apps/server/src/ops/node-flags.ts), keeps their GC beside their own loop (docs/deploy.md, "The GC threads, and memory per room").
 */
const GENERATOR_FLAGS: string[] = ['--v8-pool-size=1'];

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

/** The stats of every process merged: rooms, clients and memory summed, samples joined, the worst loop delay. */
async function stats(gc = false): Promise<Stats & { perProcess: number[] }> {
  const all = await cluster.stats(gc);
  return {
    rooms: all.reduce((a, x) => a + x.rooms, 0),
    clients: all.reduce((a, x) => a + x.clients, 0),
    handlerUs: all.flatMap((x) => x.handlerUs),
    snapshotUs: all.flatMap((x) => x.snapshotUs),
    loopDelayMs: {
      p50: Math.max(...all.map((x) => x.loopDelayMs.p50)),
      p99: Math.max(...all.map((x) => x.loopDelayMs.p99)),
      max: Math.max(...all.map((x) => x.loopDelayMs.max)),
    },
    memory: {
      rss: all.reduce((a, x) => a + x.memory.rss, 0),
      heapUsed: all.reduce((a, x) => a + x.memory.heapUsed, 0),
    },
    perProcess: all.map((x) => x.rooms),
  };
}

/** Median time of `GET /api/rooms` (the open-rooms list reads every room's listing) over 5 calls, in ms. */
async function listTime(url: string): Promise<number> {
  const ts: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await (await fetch(`${url}/api/rooms`)).arrayBuffer();
    ts.push(performance.now() - t);
  }
  return pct(ts, 50);
}

/** Per decision made in the window: Redis commands and storage writes (totals and by kind). */
function perDecision(after: Counters, before: Counters) {
  const decisions = Math.max(1, after.decisions - before.decisions);
  const per = (o: Record<string, number>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number((v / decisions).toFixed(4))]));
  // A game in the window: its room's creation, six joins, ready, start, its decisions, its end (the bench replaces a
  // finished game by a new room), counted by the games created in the window.
  const games = Math.max(1, (after.writesByMethod.createGame ?? 0) - (before.writesByMethod.createGame ?? 0));
  return {
    decisions,
    games,
    redisPerGame: (after.redisCalls - before.redisCalls) / games,
    redisCommands: (after.redisCalls - before.redisCalls) / decisions,
    redisByCommand: per(delta(after.redisByCommand, before.redisByCommand)),
    serverCpuUs: ((after.cpuSeconds - before.cpuSeconds) * 1e6) / decisions,
    storageWrites: (after.writes - before.writes) / decisions,
    storageByMethod: per(delta(after.writesByMethod, before.writesByMethod)),
  };
}

/** A forked load-generator worker (bench/server-load.ts) and its pending replies. */
class Worker {
  private waiting = new Map<string, (m: FromWorker) => void>();
  private queued: FromWorker[] = [];
  readonly exited: Promise<void>;
  constructor(
    readonly proc: ChildProcess,
    readonly rooms: number,
  ) {
    proc.on('message', (m: FromWorker) => {
      const w = this.waiting.get(m.kind);
      if (w) {
        this.waiting.delete(m.kind);
        w(m);
      } else this.queued.push(m);
    });
    this.exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    void this.exited.then(() => {
      for (const [kind] of this.waiting) if (kind !== 'stopped') console.error(`a load worker exited while awaited`);
    });
  }

  /** Resolves with the next message of this kind. */
  next<K extends FromWorker['kind']>(kind: K): Promise<Extract<FromWorker, { kind: K }>> {
    const i = this.queued.findIndex((m) => m.kind === kind);
    if (i >= 0) return Promise.resolve(this.queued.splice(i, 1)[0] as Extract<FromWorker, { kind: K }>);
    return new Promise((resolve, reject) => {
      this.waiting.set(kind, resolve as (m: FromWorker) => void);
      void this.exited.then(() => reject(new Error(`load worker exited before '${kind}'`)));
    });
  }

  send(m: ToWorker): void {
    this.proc.send(m);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'shaju-bench-'));
const PROFILE = args.includes('--profile');
// The load generators create every room from 127.0.0.1: lift the per-address and total room-creation limits.
const LIFT = { SHAJU_CREATES_PER_MINUTE: '1000000', SHAJU_CREATES_PER_MINUTE_PER_ADDRESS: '1000000' };
const cluster = await startCluster(SERVERS, dir, { SHAJU_STATS: '1', SHAJU_RATE: '1000', ...LIFT }, [
  '--expose-gc',
  '--max-old-space-size=8192',
  ...(SEMI_SPACE > 0 ? [`--max-semi-space-size=${SEMI_SPACE}`] : []),
  ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/results'] : []),
  ...NODE_ARGS,
  ...(HEAP_SNAPSHOT ? ['--heapsnapshot-signal=SIGUSR2'] : []),
]);
const workers: Worker[] = [];
try {
  const base = await stats(true);
  const t0 = performance.now();
  // Rooms are split in contiguous shares; each worker holds every seat of its rooms.
  for (let k = 0; k < WORKERS; k++) {
    const from = Math.floor((k * ROOMS) / WORKERS);
    const to = Math.floor(((k + 1) * ROOMS) / WORKERS);
    const proc = fork(
      LOAD,
      [
        '--url',
        cluster.urls[k % cluster.urls.length] as string,
        '--from',
        `${from}`,
        '--to',
        `${to}`,
        '--rate',
        `${RATE}`,
        '--jitter',
        `${JITTER}`,
        '--open',
        `${Math.ceil(32 / WORKERS)}`,
        ...(SYNC_STATE ? ['--sync-state'] : []),
      ],
      {
        execArgv: [...GENERATOR_FLAGS, '--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    workers.push(new Worker(proc, to - from));
  }
  await Promise.all(workers.map((w) => w.next('opened')));
  const hard = HARD_ROOMS > 0 ? await startHardRooms(cluster.urls[0] as string, HARD_ROOMS) : null;
  const openSec = (performance.now() - t0) / 1000;
  console.error(
    `opened ${ROOMS} rooms (${ROOMS * SEATS} clients) in ${WORKERS} generator process(es) in ${openSec.toFixed(1)} s; warming up ${WARMUP} s…`,
  );
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  await stats(); // drain
  const counted = await cluster.counters();
  for (const w of workers) w.send({ cmd: 'measure' });
  if (HEAP_SNAPSHOT) {
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 2));
    cluster.signal('SIGUSR2');
  }
  await new Promise((r) => setTimeout(r, (HEAP_SNAPSHOT ? 0.5 : 1) * SECONDS * 1000));
  const reports = await Promise.all(
    workers.map((w) => {
      const r = w.next('report');
      w.send({ cmd: 'report' });
      return r;
    }),
  );
  const perDecisionCounts = perDecision(await cluster.counters(), counted);
  const listMs = await listTime(cluster.urls[0] as string);
  const s = await stats(true);
  const hardGames = hard?.finished() ?? 0;
  await hard?.stop();
  // All raw samples of all workers, merged: nothing is dropped or excluded.
  const latencies = reports.flatMap((r) => r.latencies);
  const firstLatencies = reports.flatMap((r) => r.firstLatencies);
  const decisionsPerSec = reports.reduce((a, r) => a + r.decisions / r.windowSec, 0);
  // Sum of each worker's minimum: a lower bound of the rooms playing at any one time.
  const heldMin = reports.reduce((a, r) => a + r.heldMin, 0);
  // Reconnects, shared among the workers (the server-side snapshot time is sampled).
  const recs = await Promise.all(
    workers.map((w, k) => {
      const r = w.next('reconnected');
      w.send({
        cmd: 'reconnect',
        n: Math.floor(((k + 1) * RECONNECTS) / WORKERS) - Math.floor((k * RECONNECTS) / WORKERS),
      });
      return r;
    }),
  );
  const reconnected = recs.reduce((a, r) => a + r.done, 0);
  const rtt = recs.flatMap((r) => r.rtt);
  await new Promise((r) => setTimeout(r, 300));
  const s2 = await stats();
  const ends = await Promise.all(
    workers.map((w) => {
      const r = w.next('stopped');
      w.send({ cmd: 'stop' });
      return r;
    }),
  );
  const gamesFinished = ends.reduce((a, r) => a + r.gamesFinished, 0);
  const failures = ends.reduce((a, r) => a + r.failures, 0);

  const rooms = s.rooms;
  const clients = s.clients;
  const heapPerRoom = (s.memory.heapUsed - base.memory.heapUsed) / Math.max(1, rooms);
  const rssPerRoom = (s.memory.rss - base.memory.rss) / Math.max(1, rooms);
  const sessionBytes = await sessionHeap(500);
  const fullLog = await fullLogJoin(600);
  const out = {
    target: { rooms: ROOMS, seatsPerRoom: SEATS, ratePerRoom: RATE },
    processes: SERVERS,
    roomsHeld: { atEnd: rooms, minPlayingDuringWindow: heldMin, clients, perProcess: s.perProcess },
    perDecision: perDecisionCounts,
    openRoomsListMs: listMs,
    decisionsPerSec,
    generatorCpuUs:
      reports.reduce((a, r) => a + r.cpuUs, 0) /
      Math.max(
        1,
        reports.reduce((a, r) => a + r.decisions, 0),
      ),
    decisionToViewMs: {
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      max: pct(latencies, 100),
      n: latencies.length,
    },
    decisionToFirstViewMs: { p50: pct(firstLatencies, 50), p99: pct(firstLatencies, 99) },
    handlerUs: {
      p50: pct(s.handlerUs, 50),
      p99: pct(s.handlerUs, 99),
      max: pct(s.handlerUs, 100),
      n: s.handlerUs.length,
    },
    serverLoopDelayMs: s.loopDelayMs,
    // The worst generator process for each figure. The max matters: a generator's major GCs stall it (and, on this
    // 2-core machine, the server with it), and those stalls are what the decision→view p99 tail measures.
    generatorLoopDelayMs: {
      p50: Math.max(...reports.map((r) => r.loopDelayMs.p50)),
      p99: Math.max(...reports.map((r) => r.loopDelayMs.p99)),
      max: Math.max(...reports.map((r) => r.loopDelayMs.max)),
    },
    workers: WORKERS,
    memory: {
      serverHeapMB: s.memory.heapUsed / 2 ** 20,
      serverRssMB: s.memory.rss / 2 ** 20,
      heapPerRoomKB: heapPerRoom / 1024,
      heapPerConnectionKB: heapPerRoom / SEATS / 1024,
      rssPerRoomKB: rssPerRoom / 1024,
      sessionOnlyKB: sessionBytes / 1024,
    },
    reconnect: {
      done: reconnected,
      snapshotServerUs: { p50: pct(s2.snapshotUs, 50), p99: pct(s2.snapshotUs, 99), n: s2.snapshotUs.length },
      clientRoundTripMs: { p50: pct(rtt, 50), p99: pct(rtt, 99) },
    },
    gamesFinished,
    failures,
    fullLog,
    hardRooms: { rooms: HARD_ROOMS, gamesFinished: hardGames },
  };
  if (JSON_OUT) console.log(JSON.stringify(out, null, 2));
  else {
    print(out);
    for (const l of scaleLines(out as RunSummary)) console.log(l);
  }
  await Promise.race([Promise.all(workers.map((w) => w.exited)), new Promise((r) => setTimeout(r, 6000))]);
} catch (e) {
  // Said before the exit below (which would otherwise swallow it).
  console.error(`bench failed: ${(e as Error).stack ?? e}`);
  process.exitCode = 1;
} finally {
  for (const w of workers) if (w.proc.exitCode === null && w.proc.signalCode === null) w.proc.kill('SIGKILL');
  if (SERVER_LOG) writeFileSync(SERVER_LOG, cluster.outputs().join('\n--- next process ---\n'));
  // With --profile the server exits cleanly so that it writes its CPU profile to bench/results/.
  await cluster.kill(PROFILE ? 'SIGTERM' : 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  process.exit(process.exitCode ?? 0);
}

/** Heap of bare game sessions (state + log + bookkeeping, no sockets), measured in this process. */
async function sessionHeap(n: number): Promise<number> {
  const { LiveGame, servedGame } = await import('../apps/server/src/index.ts');
  const storage = NULL_STORAGE;
  const host = NULL_HOST;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const sessions: Awaited<ReturnType<typeof LiveGame.start>>[] = [];
  for (let i = 0; i < n; i++) {
    const s = await LiveGame.start({
      id: `b${i}`,
      served: servedGame('shajisifu'),
      config: { players: SEATS },
      seed: i,
      seats: Array.from({ length: SEATS }, (_, k) => ({ name: `p${k}`, tokenHash: 'x'.repeat(64), bot: null })),
      settings: {
        turnSeconds: 600,
        responseSeconds: 600,
        minResponseMs: 0,
        botDelayMs: 0,
        graceSeconds: 60,
        botKind: 'random',
        private: true,
      },
      storage,
      host,
    });
    // Play 40 decisions (a game in its middle) with random legal choices.
    const bot = kitOf('shajisifu').makeBot('random', i);
    for (let k = 0; k < 40; k++) {
      const p = s.pending();
      if (!p) break;
      const seat = p.seats[0] as number;
      const v = s.stepFor(seat, [], true).view as { legal: unknown[] };
      await s.submit(seat, p.id, bot.decide({ seat, kind: p.kind, legal: () => v.legal, view: () => v }));
    }
    s.dispose();
    sessions.push(s);
  }
  gc();
  const after = process.memoryUsage().heapUsed;
  return (after - before) / Math.max(1, sessions.length);
}

function print(o: {
  target: { rooms: number; ratePerRoom: number };
  roomsHeld: { atEnd: number; minPlayingDuringWindow: number; clients: number };
  decisionsPerSec: number;
  decisionToViewMs: { p50: number; p99: number; max: number; n: number };
  decisionToFirstViewMs: { p50: number; p99: number };
  handlerUs: { p50: number; p99: number; max: number; n: number };
  serverLoopDelayMs: { p50: number; p99: number; max: number };
  generatorLoopDelayMs: { p50: number; p99: number; max: number };
  workers: number;
  memory: Record<string, number>;
  reconnect: {
    done: number;
    snapshotServerUs: { p50: number; p99: number; n: number };
    clientRoundTripMs: { p50: number; p99: number };
  };
  gamesFinished: number;
  failures: number;
  fullLog: FullLogJoin;
  hardRooms: { rooms: number; gamesFinished: number };
}): void {
  const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');
  console.log(`shaju server bench — ${o.target.rooms} six-seat rooms, ${o.target.ratePerRoom} decision/room/s`);
  console.log(
    `  rooms held            ${o.roomsHeld.atEnd} (≥ ${o.roomsHeld.minPlayingDuringWindow} playing), ${o.roomsHeld.clients} clients`,
  );
  console.log(`  decisions/sec         ${f(o.decisionsPerSec, 0)}`);
  console.log(
    `  decision→all views    p50 ${f(o.decisionToViewMs.p50)} ms  p99 ${f(o.decisionToViewMs.p99)} ms  max ${f(o.decisionToViewMs.max)} ms  (target p50 ≤ 2, p99 ≤ 20)`,
  );
  console.log(
    `  decision→first view   p50 ${f(o.decisionToFirstViewMs.p50)} ms  p99 ${f(o.decisionToFirstViewMs.p99)} ms`,
  );
  console.log(
    `  handler per decision  p50 ${f(o.handlerUs.p50, 0)} µs  p99 ${f(o.handlerUs.p99, 0)} µs  (target p99 ≤ 1000 µs)`,
  );
  console.log(
    `  server loop delay     p50 ${f(o.serverLoopDelayMs.p50)} ms  p99 ${f(o.serverLoopDelayMs.p99)} ms  max ${f(o.serverLoopDelayMs.max)} ms`,
  );
  console.log(
    `  generator loop delay  p50 ${f(o.generatorLoopDelayMs.p50)} ms  p99 ${f(o.generatorLoopDelayMs.p99)} ms  max ${f(o.generatorLoopDelayMs.max)} ms  (worst of ${o.workers} process${o.workers === 1 ? '' : 'es'})`,
  );
  console.log(
    `  memory                server heap ${f(o.memory.serverHeapMB ?? 0, 0)} MB, rss ${f(o.memory.serverRssMB ?? 0, 0)} MB; per room ${f(o.memory.heapPerRoomKB ?? 0, 1)} KB heap (${f(o.memory.heapPerConnectionKB ?? 0, 1)} KB per connection), ${f(o.memory.rssPerRoomKB ?? 0, 1)} KB rss; bare session ${f(o.memory.sessionOnlyKB ?? 0, 1)} KB (target ≤ 64 KB)`,
  );
  console.log(
    `  reconnect             ${o.reconnect.done} done; snapshot built in p50 ${f(o.reconnect.snapshotServerUs.p50, 0)} µs p99 ${f(o.reconnect.snapshotServerUs.p99, 0)} µs (target ≤ 1000 µs); client round trip p50 ${f(o.reconnect.clientRoundTripMs.p50)} ms`,
  );
  console.log(`  games finished        ${o.gamesFinished}; failures ${o.failures}`);
  const l = o.fullLog;
  console.log(
    `  full-log join         ${l.decisions}-decision 跑跑杀 game (${l.batches} batches, ${f(l.messageKB, 1)} KB sent, replayed on the join): history + snapshot + encoding: a seat ${f(l.seatMs.cpu)} ms CPU per join (wall p50 ${f(l.seatMs.p50)} p90 ${f(l.seatMs.p90)} max ${f(l.seatMs.max)} ms), a spectator ${f(l.spectatorMs.cpu)} ms CPU (wall p50 ${f(l.spectatorMs.p50)} p90 ${f(l.spectatorMs.p90)} max ${f(l.spectatorMs.max)} ms) (target ≤ 50 ms)`,
  );
  if (o.hardRooms.rooms > 0)
    console.log(
      `  hard-bot rooms        ${o.hardRooms.rooms} beside them, ${o.hardRooms.gamesFinished} games finished`,
    );
}
