/**
 * The server time of a join into a long game (`npm run bench:server`, last line): a 跑跑杀 game of 8 random bots is
 * played in a bare `LiveGame` (no sockets, no storage) until it has made at least 600 decisions; then a seat and a
 * spectator join it as the room does (apps/server/src/rooms/room.ts `sendSnapshot`): the whole log redacted for that viewer
 * (`historyFor`: the game replayed from its seed and decisions), the snapshot step, and both encoded with Colyseus' msgpackr, as `client.send` does. Timed over
 * `runs` joins each after 5 warm-up joins, in this process: wall-clock percentiles and CPU time per join.
 */
import { pack } from '@colyseus/msgpackr';
import { kitOf } from '@shaju/games/loaded';
import { NULL_HOST, NULL_STORAGE } from './null-storage.ts';

/** The figures of the full-log join. */
export interface FullLogJoin {
  /** Decisions of the game joined. */
  readonly decisions: number;
  /** Event batches a seat gets (the server keeps none: it replays the game on a join). */
  readonly batches: number;
  /** Bytes of the encoded history message for a seat. */
  readonly messageKB: number;
  /** Server time of one join (history + snapshot + encoding), ms: median and worst, a seat and a spectator. */
  readonly seatMs: JoinTimes;
  readonly spectatorMs: JoinTimes;
}

/**
 * Times of one join, ms: wall-clock median, 90th percentile and worst (preemption on a busy machine shows here), and
 * the process's CPU time per join over all runs (`process.cpuUsage`, user + system: what the join costs the server
 * whatever else runs on the machine).
 */
export interface JoinTimes {
  readonly p50: number;
  readonly p90: number;
  readonly max: number;
  readonly cpu: number;
}

const SETTINGS = {
  turnSeconds: 600,
  responseSeconds: 600,
  minResponseMs: 0,
  botDelayMs: 0,
  graceSeconds: 60,
  botKind: 'random',
  private: true,
};

/** Measures the full-log join on a game of at least `decisions` decisions. */
export async function fullLogJoin(decisions = 600, runs = 30): Promise<FullLogJoin> {
  const { LiveGame, servedGame } = await import('../apps/server/src/index.ts');
  const storage = NULL_STORAGE;
  const host = NULL_HOST;
  const players = 8;
  for (let seed = 1; seed < 200; seed++) {
    const s = await LiveGame.start({
      id: `L${seed}`,
      served: servedGame('paopaosha'),
      config: { players },
      seed,
      seats: Array.from({ length: players }, (_, k) => ({ name: `p${k}`, tokenHash: 'x'.repeat(64), bot: null })),
      settings: SETTINGS,
      storage,
      host,
    });
    await s.begin();
    const bots = Array.from({ length: players }, (_, k) => kitOf('paopaosha').makeBot('random', seed * 16 + k));
    while (s.seq < decisions && !s.isFinished) {
      const p = s.pending();
      const seat = p?.seats[0];
      if (!p || seat === undefined) break;
      const by = s.deciderOf(seat);
      const v = s.stepFor(by, [], true).view as {
        legal: unknown[];
        controlling?: { seat: number; legal: unknown[] }[];
      };
      const legal = seat === by ? v.legal : (v.controlling?.find((c) => c.seat === seat)?.legal ?? []);
      const d = (bots[seat] as (typeof bots)[number]).decide({ seat, kind: p.kind, legal: () => legal, view: () => v });
      await s.submit(by, p.id, d, seat);
    }
    if (s.seq < decisions) {
      s.dispose();
      continue;
    }
    const time = (viewer: number | null) => {
      const ms: number[] = [];
      let bytes = 0;
      // Warm-up joins first (a server joined often has these paths compiled), then `runs` timed ones.
      for (let i = 0; i < 5; i++) pack({ batches: s.historyFor(viewer) });
      const cpu0 = process.cpuUsage();
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        const h = pack({ batches: s.historyFor(viewer) });
        const step = pack(s.stepFor(viewer, [], true));
        ms.push(performance.now() - t0);
        bytes = h.length;
        if (step.length === 0) throw new Error('empty snapshot');
      }
      ms.sort((a, b) => a - b);
      const used = process.cpuUsage(cpu0);
      const cpu = (used.user + used.system) / 1000 / runs;
      const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(ms.length * q))] as number;
      return { p50: at(0.5), p90: at(0.9), max: ms[ms.length - 1] as number, cpu, bytes };
    };
    const seat = time(0);
    const spectator = time(null);
    const out: FullLogJoin = {
      decisions: s.seq,
      batches: s.historyFor(0).length,
      messageKB: seat.bytes / 1024,
      seatMs: { p50: seat.p50, p90: seat.p90, max: seat.max, cpu: seat.cpu },
      spectatorMs: { p50: spectator.p50, p90: spectator.p90, max: spectator.max, cpu: spectator.cpu },
    };
    s.dispose();
    return out;
  }
  throw new Error(`no game of ${decisions} decisions among 200 seeds`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await fullLogJoin());
}
