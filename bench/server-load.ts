/**
 * One load-generator worker of `npm run bench:server` (forked by bench/server.bench.ts with `--workers K`).
 *
 * It owns the rooms `--from` … `--to` − 1: all six seats of each, so a decision and every view it causes are seen by the
 * same process and the decision→all-views latency stays end-to-end. It opens its rooms, plays them, and answers the
 * parent's IPC commands: `measure` (start the window), `report` (end it; send the raw latency samples), `reconnect`
 * (reconnect n clients), `stop` (close the rooms, send the totals, exit). Raw samples only: nothing is dropped.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, type Room, registerSerializer } from '@colyseus/sdk';
import { kitOf } from '@shaju/games/loaded';
import { PROTOCOL_VERSION, ROOM_NAME, type ServerMessage } from '@shaju/protocol';
import type { Decider } from '@shaju/runtime';

const args = process.argv.slice(2);
function opt(name: string, dflt: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : dflt;
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number`);
  return v;
}
const urlIdx = args.indexOf('--url');
const URL_ = urlIdx >= 0 ? (args[urlIdx + 1] as string) : '';
const FROM = opt('from', 0);
const TO = opt('to', 0);
const RATE = opt('rate', 1);
const SEATS = 6;
const PERIOD = 1000 / RATE;
/** A seat answers after PERIOD × (1 ± JITTER), uniformly: ±10 % by default (`--jitter`). */
const JITTER = Math.min(1, opt('jitter', 0.1));

// The bench clients never read the synced Colyseus state (seats, names, ready…): the views come as messages. Without
// `--sync-state` they skip decoding it (the server still encodes and sends it), which saves the generator most of its
// heap (the schema reflection and state, ~75 KB per client).
if (!args.includes('--sync-state')) {
  registerSerializer(
    'schema',
    class {
      setState(): void {}
      getState(): null {
        return null;
      }
      patch(): void {}
      teardown(): void {}
      handshake(): void {}
    },
  );
}

type Step = ServerMessage<'step'>;

/** Messages from the parent. */
export type ToWorker = { cmd: 'measure' } | { cmd: 'report' } | { cmd: 'reconnect'; n: number } | { cmd: 'stop' };
/** Messages to the parent. */
export type FromWorker =
  | { kind: 'opened'; rooms: number }
  | {
      kind: 'report';
      latencies: number[];
      firstLatencies: number[];
      decisions: number;
      windowSec: number;
      /** CPU time (user + system) this generator used in the window, in µs. */
      cpuUs: number;
      heldMin: number;
      loopDelayMs: { p50: number; p99: number; max: number };
    }
  | { kind: 'reconnected'; done: number; rtt: number[]; failures: number }
  | { kind: 'stopped'; gamesFinished: number; failures: number };

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
    this.bot = kitOf('shajisifu').makeBot('random', seed);
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
    room.onMessage('history', () => {});
    room.onMessage('chat', () => {});
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
    const delay = PERIOD * (1 - JITTER + Math.random() * 2 * JITTER);
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

const send = (m: FromWorker): void => {
  process.send?.(m);
};

const tables = Array.from({ length: TO - FROM }, (_, i) => new Table(URL_, FROM + i));
const running: Promise<void>[] = [];
const loop = monitorEventLoopDelay({ resolution: 5 });
let w0 = 0;
let cpu0: NodeJS.CpuUsage = { user: 0, system: 0 };
let heldMin = Number.POSITIVE_INFINITY;
let sampler: NodeJS.Timeout | null = null;

process.on('message', async (m: ToWorker) => {
  if (m.cmd === 'measure') {
    loop.enable();
    measuring = true;
    w0 = performance.now();
    cpu0 = process.cpuUsage();
    sampler = setInterval(() => {
      heldMin = Math.min(heldMin, tables.filter((t) => t.playing).length);
    }, 1000);
  } else if (m.cmd === 'report') {
    measuring = false;
    if (sampler) clearInterval(sampler);
    loop.disable();
    send({
      kind: 'report',
      latencies,
      firstLatencies,
      decisions: decisionsInWindow,
      windowSec: (performance.now() - w0) / 1000,
      cpuUs: ((c) => c.user + c.system)(process.cpuUsage(cpu0)),
      heldMin,
      loopDelayMs: {
        p50: Math.max(0, loop.percentile(50) / 1e6 - 5),
        p99: Math.max(0, loop.percentile(99) / 1e6 - 5),
        max: Math.max(0, loop.max / 1e6 - 5),
      },
    });
  } else if (m.cmd === 'reconnect') {
    // Reconnects: drop a client's socket, reconnect with Colyseus' token, server-side snapshot time is sampled.
    const playingSeats = tables.filter((t) => t.playing).flatMap((t) => t.seats.slice(1, 2));
    let done = 0;
    let failed = 0;
    const rtt: number[] = [];
    for (const seat of playingSeats.slice(0, m.n)) {
      try {
        const ws = (seat.room.connection as unknown as { transport: { ws: { terminate(): void } } }).transport.ws;
        const token = seat.room.reconnectionToken;
        ws.terminate();
        await new Promise((r) => setTimeout(r, 20));
        const a = performance.now();
        const room = await seat.sdk.reconnect(token);
        rtt.push(performance.now() - a);
        seat.attach(room);
        done++;
      } catch {
        failed++;
      }
    }
    failures += failed;
    send({ kind: 'reconnected', done, rtt, failures: failed });
  } else if (m.cmd === 'stop') {
    stopping = true;
    send({ kind: 'stopped', gamesFinished, failures });
    await Promise.race([Promise.all(tables.map((t) => t.close())), new Promise((r) => setTimeout(r, 5000))]);
    void running;
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

await pool(tables, opt('open', 32), async (t) => {
  // A room that fails to open (a seat reservation expired on a loaded machine) is counted and opened again by its
  // loop, instead of ending the whole run.
  let opened = true;
  try {
    await t.open();
  } catch (e) {
    failures++;
    opened = false;
    if (failures < 5) console.error(`table ${t.index}: ${(e as Error).message}`);
    await t.close();
  }
  running.push(t.run(opened));
});
send({ kind: 'opened', rooms: tables.length });
