/**
 * `npm run bench:pace` — how long a person waits at a 5-player 跑跑杀 table with 4 bots, per round, at each bot pace
 * (issue "At the table, round two", target ≤ 40 s a round at `normal`). Never a timed test: the game session runs on a
 * virtual clock, so the figure is what the session's own timers add up to — the bots' delays, the response windows'
 * minimum open time, the deadlines — whatever the machine's speed.
 *
 * The server's game session (`LiveGame`) plays with the room's defaults (turn 30 s, response 15 s, windows open at
 * least 1 s, heuristic bots) and no storage. Seat 0 is a person who answers at once whenever asked (the heuristic
 * bot's answer, as if decided instantly), so every second of the round is waiting on others. A round's wait is the
 * virtual time from the start of one round to the next, counted while seat 0 is alive; the figures are the median,
 * mean and 90th percentile over the rounds of `--games` games (seeds 1…N), and each pace's rounds per game.
 *
 * Options: `--games 12`, `--paces fast,normal,slow,fixed400` (`fixed400`: a fixed 400 ms bot delay, the server's
 * default before paces). It also runs on a tree from before paces (its session was `GameSession`; the pace options
 * are then ignored): that is how the "before" figure is measured.
 */
import { kitOf } from '@shaju/games/loaded';
import type { Decider, SeatContext } from '@shaju/runtime';

const args = process.argv.slice(2);
function opt(name: string, dflt: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? String(args[i + 1]) : dflt;
}
const GAMES = Number(opt('games', '12'));
const PACES = opt('paces', 'fast,normal,slow,fixed400').split(',');
if (!Number.isInteger(GAMES) || GAMES < 1) throw new Error('--games must be a positive integer');

/** A virtual clock standing in for the process's timers and `Date.now` while a game runs (see `install`). */
class VirtualClock {
  now = 1_000_000;
  private seq = 0;
  private readonly timers = new Map<number, { at: number; seq: number; fn: () => void }>();

  /** Replaces `setTimeout`, `clearTimeout` and `Date.now` (returns the function that puts them back). */
  install(): () => void {
    const g = globalThis as unknown as Record<string, unknown>;
    const saved = { setTimeout: g.setTimeout, clearTimeout: g.clearTimeout, now: Date.now };
    g.setTimeout = (fn: () => void, ms = 0) => {
      const id = ++this.seq;
      this.timers.set(id, { at: this.now + Math.max(0, Number(ms) || 0), seq: id, fn });
      return { id, unref() {}, ref() {}, hasRef: () => true, [Symbol.toPrimitive]: () => id };
    };
    g.clearTimeout = (t: { id?: number } | number | undefined) => {
      if (t !== undefined && t !== null) this.timers.delete(typeof t === 'number' ? t : (t.id ?? -1));
    };
    Date.now = () => this.now;
    return () => {
      g.setTimeout = saved.setTimeout;
      g.clearTimeout = saved.clearTimeout;
      Date.now = saved.now;
    };
  }

  /** Runs the earliest timer (moving the clock to it); false when none is set. */
  fire(): boolean {
    let next: { id: number; at: number; seq: number; fn: () => void } | null = null;
    for (const [id, t] of this.timers)
      if (!next || t.at < next.at || (t.at === next.at && t.seq < next.seq)) next = { id, ...t };
    if (!next) return false;
    this.timers.delete(next.id);
    this.now = Math.max(this.now, next.at);
    next.fn();
    return true;
  }
}

/** Lets every promise settled so far run (the session's chain, its storage calls), on the real event loop. */
const settle = (): Promise<void> => new Promise((r) => setImmediate(r));

const NULL_STORAGE = new Proxy(
  {},
  {
    get: (_t, k) =>
      k === 'loadGame' ? async () => null : k === 'unfinishedIds' ? async () => [] : async () => undefined,
  },
);

interface SessionLike {
  begin(): Promise<void>;
  idle(): Promise<void>;
  dispose(): void;
  pending(): { id: number; kind: string; seats: readonly number[] } | null;
  submit(by: number, requestId: number, d: unknown, seat?: number): Promise<void>;
  stepFor(seat: number | null, events: readonly unknown[], snapshot: boolean): { view: unknown };
  deciderOf(seat: number): number;
  readonly isFinished: boolean;
}

/** Plays one game with a person at seat 0 who answers at once; returns the waits of the rounds seat 0 was alive in. */
async function playGame(seed: number, pace: string): Promise<number[]> {
  const server = (await import('../apps/server/src/index.ts')) as unknown as Record<string, unknown>;
  const Session = (server.LiveGame ?? server.GameSession) as {
    start(o: unknown): Promise<SessionLike>;
  };
  const servedGame = server.servedGame as (id: string) => unknown;
  const seatContext = server.seatContext as (
    m: unknown,
    s: unknown,
    seat: number,
    kind: string,
    by: number,
  ) => SeatContext;
  const kit = kitOf('paopaosha');
  const clock = new VirtualClock();
  const restore = clock.install();
  const person: Decider = kit.makeBot('heuristic', seed);
  const fixed = pace.startsWith('fixed') ? Number(pace.slice(5)) : undefined;
  const settings = {
    turnSeconds: 30,
    responseSeconds: 15,
    minResponseMs: 1000,
    graceSeconds: 60,
    botKind: 'heuristic',
    private: true,
    // A tree from before paces reads `botDelayMs` only (its default was 400).
    ...(fixed === undefined ? { pace, ...(server.LiveGame ? {} : { botDelayMs: 400 }) } : { botDelayMs: fixed }),
  };
  const seats = [0, 1, 2, 3, 4].map((i) => ({
    name: i === 0 ? 'person' : `bot-${i}`,
    tokenHash: i === 0 ? 'p'.repeat(64) : null,
    bot: i === 0 ? null : 'heuristic',
  }));
  let state: unknown = null;
  const host = { onStep() {}, onFinished() {}, onSeatsChanged() {}, onHeldDropped() {} };
  const s = await Session.start({
    id: `P${seed}`,
    served: servedGame('paopaosha'),
    config: { players: 5 },
    seed,
    seats,
    settings,
    storage: NULL_STORAGE,
    host,
  });
  // The person decides from the live state through the server's own seat context (their view, their legal list).
  const stateOf = (): unknown => (s as unknown as { state: unknown }).state;
  const starts: number[] = [];
  let round = 0;
  const answered = new Set<string>();
  try {
    await s.begin();
    for (let guard = 0; guard < 200_000 && !s.isFinished; guard++) {
      await settle();
      state = stateOf();
      const v = s.stepFor(0, [], true).view as { round: number; players: { alive: boolean }[] };
      if (v.round !== round) {
        round = v.round;
        starts.push(v.players[0]?.alive ? clock.now : Number.NaN);
      }
      const p = s.pending();
      // Each seat the person answers for (their own, one they control), once per request and state: a request may
      // stay open after an answer (held for its window, or asked again).
      const at = (seat: number) => `${p?.id}:${(s as unknown as { seq: number }).seq}:${seat}`;
      const mine = p?.seats.find((seat) => s.deciderOf(seat) === 0 && !answered.has(at(seat)));
      if (p && mine !== undefined) {
        answered.add(at(mine));
        const d = person.decide(seatContext(kit.module, state, mine, p.kind, 0));
        await s.submit(0, p.id, d, mine);
        continue;
      }
      const before = clock.now;
      if (!clock.fire()) break;
      if (process.env.PACE_DEBUG && clock.now - before > 5000)
        console.log(`jump ${(clock.now - before) / 1000}s at ${p?.kind} seats ${p?.seats} round ${round}`);
    }
    await s.idle();
  } finally {
    s.dispose();
    restore();
  }
  const waits: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const a = starts[i] as number;
    const b = starts[i + 1] as number;
    if (Number.isFinite(a) && Number.isFinite(b)) waits.push((b - a) / 1000);
  }
  return waits;
}

function quantile(xs: readonly number[], q: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.min(s.length - 1, Math.floor(q * s.length))] as number);
}

const sec = (x: number): string => `${x.toFixed(1)} s`;

console.log(`shaju pace bench — ${new Date().toISOString()}`);
console.log(
  `  5-player 跑跑杀, seat 0 a person answering at once, 4 heuristic bots; ${GAMES} games (seeds 1–${GAMES})`,
);
console.log('  virtual clock: the session timers add up, the machine’s speed does not count\n');
console.log('  pace        rounds   median     mean      p90   target');
for (const pace of PACES) {
  const waits: number[] = [];
  for (let seed = 1; seed <= GAMES; seed++) waits.push(...(await playGame(seed, pace)));
  const mean = waits.reduce((a, b) => a + b, 0) / Math.max(1, waits.length);
  const target = pace === 'normal' ? (quantile(waits, 0.5) <= 40 ? '≤ 40 s  pass' : '≤ 40 s  MISS') : '';
  console.log(
    `  ${pace.padEnd(10)} ${String(waits.length).padStart(6)} ${sec(quantile(waits, 0.5)).padStart(8)} ${sec(mean).padStart(8)} ${sec(quantile(waits, 0.9)).padStart(8)}   ${target}`,
  );
}
console.log(
  '\n  a round: from the start of one round to the next while seat 0 lives (the person’s own thinking is 0 here)',
);
process.exit(0);
