/**
 * `npm run bench:server` — load test of the game server (issue #5, "Benchmark").
 *
 * Starts the server in its own process (SQLite in a temporary directory, stats on), then, in this process, opens
 * `--rooms` six-seat 杀机四伏 rooms of SDK clients over loopback WebSockets; every seat is a client-side random bot that
 * answers its requests after a pause chosen so that each room makes `--rate` decisions per second. A finished game is
 * replaced by a new room with the same clients, so the load stays steady. After `--warmup` seconds it measures for
 * `--seconds`: rooms held, decisions/sec, decision→view latency (from a client's decision to the moment every seat of
 * the room has the resulting step), server handler time per decision, server event-loop delay, server memory per room
 * and per connection; then reconnects `--reconnects` clients (server-side snapshot time). Finally it measures, in this
 * process, the heap of bare game sessions (state, log, bookkeeping; no sockets).
 *
 * Options: --rooms 1000 --rate 1 --seconds 20 --warmup 8 --reconnects 100 --json --profile (server CPU profile in
 * bench/results/)
 * Example of the "held" target: npm run bench:server -- --rooms 2000 --rate 0.5
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Client, type Room } from '@colyseus/sdk';
import { makeBot } from '@shaju/bots';
import { PROTOCOL_VERSION, ROOM_NAME, type ServerMessage } from '@shaju/protocol';
import type { Decider } from '@shaju/testkit';
import { spawnServer } from '../apps/server/test/proc.ts';

const args = process.argv.slice(2);
function opt(name: string, dflt: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : dflt;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
}
const ROOMS = opt('rooms', 1000);
const RATE = opt('rate', 1);
const SECONDS = opt('seconds', 20);
const WARMUP = opt('warmup', 8);
const RECONNECTS = opt('reconnects', 100);
const JSON_OUT = args.includes('--json');
const SEATS = 6;
const PERIOD = 1000 / RATE;

type Step = ServerMessage<'step'>;

const latencies: number[] = [];
/** Decision → the first seat's new view (the rest of `latencies` is the fan-out to the other seats). */
const firstLatencies: number[] = [];
let measuring = false;
let decisionsInWindow = 0;
let stopping = false;
let gamesFinished = 0;
let failures = 0;

/** One seat: an SDK connection answering its requests with a random bot after the room's pause. */
class Seat {
  room!: Room;
  token = '';
  seat = -1;
  private bot: Decider;
  private timer: NodeJS.Timeout | null = null;
  private answered = -1;
  constructor(
    readonly table: Table,
    readonly sdk: Client,
    seed: number,
  ) {
    this.bot = makeBot('shajisifu', 'random', seed);
  }

  attach(room: Room): void {
    this.room = room;
    room.reconnection.enabled = false;
    room.onMessage('welcome', (w: ServerMessage<'welcome'>) => {
      this.token = w.token;
      this.seat = w.seat ?? -1;
    });
    room.onMessage('step', (s: Step) => this.onStep(s));
    room.onMessage('result', () => {});
    room.onMessage('error', () => {});
    room.onMessage('replay', () => {
      if (this.seat === 0) this.table.finished();
    });
  }

  onStep(s: Step): void {
    this.table.arrived(s.seq);
    if (!s.pending?.you) return;
    if (s.pending.id === this.answered && s.mine === null) return;
    if (this.timer) clearTimeout(this.timer);
    const id = s.pending.id;
    const view = s.view as { legal: unknown[]; seat: number };
    const delay = PERIOD * (0.9 + Math.random() * 0.2);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.room.connection.isOpen) return;
      const d = this.bot.decide({
        seat: view.seat,
        kind: s.pending?.kind ?? '',
        legal: () => view.legal,
        view: () => view,
      });
      this.answered = id;
      this.table.sent(s.seq + 1);
      this.room.send('decide', { requestId: id, decision: d });
    }, delay);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** One six-seat table: plays a game, then opens a new room with the same clients, until stopped. */
class Table {
  seats: Seat[] = [];
  playing = false;
  private sentAt = new Map<number, number>();
  private counts = new Map<number, number>();
  private done: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly index: number,
  ) {
    for (let i = 0; i < SEATS; i++) this.seats.push(new Seat(this, new Client(url), index * 16 + i));
  }

  sent(seq: number): void {
    if (!this.sentAt.has(seq)) this.sentAt.set(seq, performance.now());
  }

  arrived(seq: number): void {
    const n = (this.counts.get(seq) ?? 0) + 1;
    this.counts.set(seq, n);
    if (n === 1 && measuring) {
      const t = this.sentAt.get(seq);
      if (t !== undefined) firstLatencies.push(performance.now() - t);
    }
    if (n < SEATS) return;
    this.counts.delete(seq);
    const t0 = this.sentAt.get(seq);
    this.sentAt.delete(seq);
    if (t0 !== undefined && measuring) {
      latencies.push(performance.now() - t0);
      decisionsInWindow++;
    }
  }

  finished(): void {
    gamesFinished++;
    this.done?.();
  }

  async open(): Promise<void> {
    const host = this.seats[0] as Seat;
    const hostRoom = await host.sdk.create(ROOM_NAME, {
      v: PROTOCOL_VERSION,
      name: `h${this.index}`,
      create: {
        game: 'shajisifu',
        players: SEATS,
        bots: { count: 0, kind: 'random', fill: false },
        timer: { turnSeconds: 600, responseSeconds: 120, botDelayMs: 0, graceSeconds: 120 },
        private: true,
      },
    });
    host.attach(hostRoom);
    for (let i = 1; i < SEATS; i++) {
      const s = this.seats[i] as Seat;
      const r = await s.sdk.joinById(hostRoom.roomId, { v: PROTOCOL_VERSION, name: `p${this.index}-${i}` });
      s.attach(r);
      r.send('ready', { ready: true });
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  /** Plays games until stopped; the first room is already open when `open` is true. */
  async run(open: boolean): Promise<void> {
    let ready = open;
    while (!stopping) {
      try {
        if (!ready) await this.open();
        ready = false;
        const over = new Promise<void>((resolve) => {
          this.done = resolve;
        });
        (this.seats[0] as Seat).room.send('start', {});
        this.playing = true;
        await over;
      } catch (e) {
        failures++;
        if (failures < 5) console.error(`table ${this.index}: ${(e as Error).message}`);
        await new Promise((r) => setTimeout(r, 1000));
      }
      this.playing = false;
      this.sentAt.clear();
      this.counts.clear();
      await this.close();
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      this.seats.map(async (s) => {
        s.stop();
        if (s.room?.connection?.isOpen) {
          await Promise.race([s.room.leave(true), new Promise((r) => setTimeout(r, 2000))]);
        }
      }),
    );
  }
}

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return Number.NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] as number;
}

interface Stats {
  rooms: number;
  clients: number;
  handlerUs: number[];
  snapshotUs: number[];
  loopDelayMs: { p50: number; p99: number; max: number };
  memory: { rss: number; heapUsed: number };
}

async function stats(url: string, gc = false): Promise<Stats> {
  const r = await fetch(`${url}/api/stats${gc ? '?gc=1' : ''}`);
  return (await r.json()) as Stats;
}

async function pool<T>(items: T[], n: number, fn: (t: T) => Promise<void>): Promise<void> {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < items.length) {
        const t = items[i++] as T;
        await fn(t);
      }
    }),
  );
}

const dir = mkdtempSync(join(tmpdir(), 'shaju-bench-'));
const PROFILE = args.includes('--profile');
const server = await spawnServer(dir, { SHAJU_STATS: '1', SHAJU_RATE: '1000' }, [
  '--expose-gc',
  '--max-old-space-size=8192',
  ...(PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/results'] : []),
]);
const loop = monitorEventLoopDelay({ resolution: 5 });
try {
  const base = await stats(server.url, true);
  const tables = Array.from({ length: ROOMS }, (_, i) => new Table(server.url, i));
  const t0 = performance.now();
  const running: Promise<void>[] = [];
  await pool(tables, 32, async (t) => {
    await t.open();
    running.push(t.run(true));
  });
  const openSec = (performance.now() - t0) / 1000;
  console.error(`opened ${ROOMS} rooms (${ROOMS * SEATS} clients) in ${openSec.toFixed(1)} s; warming up ${WARMUP} s…`);
  await new Promise((r) => setTimeout(r, WARMUP * 1000));
  await stats(server.url); // drain
  loop.enable();
  measuring = true;
  const w0 = performance.now();
  let heldMin = Number.POSITIVE_INFINITY;
  const sampler = setInterval(() => {
    heldMin = Math.min(heldMin, tables.filter((t) => t.playing).length);
  }, 1000);
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  clearInterval(sampler);
  loop.disable();
  const window = (performance.now() - w0) / 1000;
  const s = await stats(server.url, true);
  // Reconnects: drop a client's socket, reconnect with Colyseus' token, server-side snapshot time is sampled.
  const playingSeats = tables.filter((t) => t.playing).flatMap((t) => t.seats.slice(1, 2));
  let reconnected = 0;
  const rtt: number[] = [];
  for (const seat of playingSeats.slice(0, RECONNECTS)) {
    try {
      const ws = (seat.room.connection as unknown as { transport: { ws: { terminate(): void } } }).transport.ws;
      const token = seat.room.reconnectionToken;
      ws.terminate();
      await new Promise((r) => setTimeout(r, 20));
      const a = performance.now();
      const room = await seat.sdk.reconnect(token);
      rtt.push(performance.now() - a);
      seat.attach(room);
      reconnected++;
    } catch {
      failures++;
    }
  }
  await new Promise((r) => setTimeout(r, 300));
  const s2 = await stats(server.url);
  stopping = true;

  const rooms = s.rooms;
  const clients = s.clients;
  const heapPerRoom = (s.memory.heapUsed - base.memory.heapUsed) / Math.max(1, rooms);
  const rssPerRoom = (s.memory.rss - base.memory.rss) / Math.max(1, rooms);
  const sessionBytes = await sessionHeap(500);
  const out = {
    target: { rooms: ROOMS, seatsPerRoom: SEATS, ratePerRoom: RATE },
    roomsHeld: { atEnd: rooms, minPlayingDuringWindow: heldMin, clients },
    decisionsPerSec: decisionsInWindow / window,
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
    generatorLoopDelayMs: {
      p50: Math.max(0, loop.percentile(50) / 1e6 - 5),
      p99: Math.max(0, loop.percentile(99) / 1e6 - 5),
      // The max matters: the generator's major GCs (about 75 KB of SDK room state per client) stall it for 100 ms and
      // more every few seconds, and those stalls are what the decision→view p99 tail measures on this 2-core machine.
      max: Math.max(0, loop.max / 1e6 - 5),
    },
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
  };
  if (JSON_OUT) console.log(JSON.stringify(out, null, 2));
  else print(out);
  await Promise.race([Promise.all(tables.map((t) => t.close())), new Promise((r) => setTimeout(r, 5000))]);
  void running;
} finally {
  // With --profile the server exits cleanly so that it writes its CPU profile to bench/results/.
  await server.kill(PROFILE ? 'SIGTERM' : 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

/** Heap of bare game sessions (state + log + bookkeeping, no sockets), measured in this process. */
async function sessionHeap(n: number): Promise<number> {
  const { GameSession, servedGame } = await import('../apps/server/src/index.ts');
  const storage = {
    createGame() {},
    appendDecision() {},
    finishGame() {},
    loadGame: () => null,
    unfinishedIds: () => [],
    hasGame: () => false,
    playerRecord: () => ({ games: 0, wins: 0, byIdentity: {}, score: 0, recent: [] }),
    close() {},
  };
  const host = { onStep() {}, onFinished() {}, onSeatsChanged() {}, onHeldDropped() {} };
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  const before = process.memoryUsage().heapUsed;
  const sessions: ReturnType<typeof GameSession.start>[] = [];
  for (let i = 0; i < n; i++) {
    const s = GameSession.start({
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
    const bot = makeBot('shajisifu', 'random', i);
    for (let k = 0; k < 40; k++) {
      const p = s.pending();
      if (!p) break;
      const seat = p.seats[0] as number;
      const v = s.stepFor(seat, [], true).view as { legal: unknown[] };
      s.submit(seat, p.id, bot.decide({ seat, kind: p.kind, legal: () => v.legal, view: () => v }));
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
  memory: Record<string, number>;
  reconnect: {
    done: number;
    snapshotServerUs: { p50: number; p99: number; n: number };
    clientRoundTripMs: { p50: number; p99: number };
  };
  gamesFinished: number;
  failures: number;
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
    `  generator loop delay  p50 ${f(o.generatorLoopDelayMs.p50)} ms  p99 ${f(o.generatorLoopDelayMs.p99)} ms  max ${f(o.generatorLoopDelayMs.max)} ms`,
  );
  console.log(
    `  memory                server heap ${f(o.memory.serverHeapMB ?? 0, 0)} MB, rss ${f(o.memory.serverRssMB ?? 0, 0)} MB; per room ${f(o.memory.heapPerRoomKB ?? 0, 1)} KB heap (${f(o.memory.heapPerConnectionKB ?? 0, 1)} KB per connection), ${f(o.memory.rssPerRoomKB ?? 0, 1)} KB rss; bare session ${f(o.memory.sessionOnlyKB ?? 0, 1)} KB (target ≤ 64 KB)`,
  );
  console.log(
    `  reconnect             ${o.reconnect.done} done; snapshot built in p50 ${f(o.reconnect.snapshotServerUs.p50, 0)} µs p99 ${f(o.reconnect.snapshotServerUs.p99, 0)} µs (target ≤ 1000 µs); client round trip p50 ${f(o.reconnect.clientRoundTripMs.p50)} ms`,
  );
  console.log(`  games finished        ${o.gamesFinished}; failures ${o.failures}`);
}
