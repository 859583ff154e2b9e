/**
 * `npm run bench`: engine speed on one core over fixed seeds.
 * For each game, bot kind and player count: decisions/sec and games/sec as the median of RUNS timed runs (min–max),
 * decisions per CPU second of this process (the figure to compare on a machine shared with other jobs),
 * decisions per game, and a hash of all final states (so a speed change cannot hide a behaviour change). Then the
 * cost of cloning a mid-game state, playouts per second from a mid-game clone (what one playout of a search bot
 * costs), and the serialised state size. Never run inside the test suite. Method and figures: docs/performance.md.
 */

import { existsSync } from 'node:fs';
import type { AnyGameModule } from '@shaju/engine';
import { nameDefinitions } from './count-names.ts';

// Loaded after count-names.ts has wrapped Object.defineProperty, so that it counts their `__name` calls.
const { hashState, hashString, serialize } = await import('@shaju/engine');
const { kitOf } = await import('@shaju/games/loaded');
const { paopaosha } = await import('@shaju/paopaosha');
const { playout } = await import('@shaju/runtime');
const { shajisifu } = await import('@shaju/shajisifu');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUICK = process.env.BENCH_QUICK === '1';
/** `BENCH_GAME=shajisifu` (or `paopaosha`) runs only that game's lines. */
const ONLY = process.env.BENCH_GAME;
const wanted = (game: AnyGameModule): boolean => ONLY === undefined || ONLY === game.id;

interface Case {
  game: AnyGameModule;
  bots: string;
  players: number;
  games: number;
  config?: Record<string, unknown>;
}

function hasBot(game: string, kind: string): boolean {
  try {
    kitOf(game).makeBot(kind, 1);
    return true;
  } catch {
    return false;
  }
}

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** The CPU time this process has used, in ms (every thread: the main one, the garbage collector's helpers). */
function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function runOnce(c: Case, withHash: boolean): { ms: number; cpu: number; decisions: number; hash: string } {
  const cfg = c.game.validateConfig({ players: c.players, ...(c.config ?? {}) });
  let decisions = 0;
  const hashes: string[] = [];
  const c0 = cpuMs();
  const t0 = performance.now();
  for (let g = 0; g < c.games; g++) {
    const seed = 1000 + g;
    const s = c.game.setup(cfg, seed);
    const bots = [];
    for (let i = 0; i < c.players; i++) bots.push(kitOf(c.game.id).makeBot(c.bots, seed * 31 + i));
    const r = playout(c.game, s, bots, { record: false });
    decisions += r.decisions;
    if (withHash) hashes.push(hashState(s));
  }
  const ms = performance.now() - t0;
  return { ms, cpu: cpuMs() - c0, decisions, hash: withHash ? hashString(hashes.join()) : '' };
}

function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2);
}

function benchCase(c: Case): void {
  const names0 = nameDefinitions();
  const check = runOnce(c, true); // warm-up, and the behaviour hash
  const names = nameDefinitions() - names0;
  const dps: number[] = [];
  const gps: number[] = [];
  const cpuDps: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const x = runOnce(c, false);
    dps.push((x.decisions / x.ms) * 1000);
    gps.push((c.games / x.ms) * 1000);
    cpuDps.push((x.decisions / x.cpu) * 1000);
  }
  const perGame = check.decisions / c.games;
  console.log(
    `${c.game.id.padEnd(10)} ${c.bots.padEnd(9)} ${String(c.players).padStart(2)}p  ` +
      `decisions/s ${fmt(median(dps)).padStart(10)} (${fmt(Math.min(...dps))}–${fmt(Math.max(...dps))}; ` +
      `per CPU second ${fmt(median(cpuDps))})  ` +
      `games/s ${fmt(median(gps)).padStart(7)} (${fmt(Math.min(...gps))}–${fmt(Math.max(...gps))})  ` +
      `decisions/game ${perGame.toFixed(1).padStart(6)}  final-states ${check.hash}  ` +
      `__name/decision ${(names / check.decisions).toFixed(3)}`,
  );
}

/**
 * The cost of `clone` on a real mid-game state (`midGame`), median of RUNS timed runs (min–max) in µs, with that
 * state's serialised size. Target ≤ 1 µs (docs/performance.md).
 */
function benchClone(game: AnyGameModule, players: number): void {
  const start = midGame(game, players);
  const s = start.state;
  const iters = game.id === 'paopaosha' ? 100_000 : 200_000;
  const samples: number[] = [];
  let sink = 0;
  for (let r = 0; r < RUNS + 1; r++) {
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) sink += (game.clone(s) as { turns?: number }).turns ?? 1;
    const us = ((performance.now() - t0) * 1000) / iters;
    if (r > 0) samples.push(us);
  }
  const size = Buffer.byteLength(serialize(s));
  console.log(
    `${game.id.padEnd(10)} clone of a mid-game ${players}p state: ${median(samples).toFixed(3)} µs ` +
      `(${Math.min(...samples).toFixed(3)}–${Math.max(...samples).toFixed(3)}); serialised ${size} bytes ` +
      `(seed ${start.seed}, decision ${start.at} of ${start.of})${sink < 0 ? '!' : ''}`,
  );
}

/** Plays `state` with random bots (seeds 77…) for at most `max` decisions; returns the number played. */
function randomPlay(game: AnyGameModule, state: unknown, players: number, max: number): number {
  const bots = Array.from({ length: players }, (_, i) => kitOf(game.id).makeBot('random', 77 + i));
  let n = 0;
  try {
    n = playout(game, state, bots, { record: false, maxDecisions: max }).decisions;
  } catch {
    n = max; // the decision cap: the state is now mid-game
  }
  return n;
}

/**
 * A real mid-game state, as a search bot would find one: the first game from seed 4242 on whose random playout lasts
 * at least 100 decisions, stopped half-way. (The clone lines above start from seed 4242 and 60 decisions, which at
 * 6 players is already the end of that 43-decision game.)
 */
function midGame(game: AnyGameModule, players: number): MidGame {
  const key = `${game.id}/${players}`;
  const known = MID_GAMES.get(key);
  if (known) return known;
  const found = findMidGame(game, players);
  MID_GAMES.set(key, found);
  return found;
}

interface MidGame {
  state: unknown;
  seed: number;
  at: number;
  of: number;
}

/** The mid-game states found so far, by game id and player count (each is cloned, never played on). */
const MID_GAMES = new Map<string, MidGame>();

function findMidGame(game: AnyGameModule, players: number): MidGame {
  const cfg = game.validateConfig({ players });
  for (let seed = 4242; ; seed++) {
    const of = randomPlay(game, game.setup(cfg, seed), players, 1_000_000);
    if (of < 100) continue;
    const state = game.setup(cfg, seed);
    const at = randomPlay(game, state, players, of >> 1);
    return { state, seed, at, of };
  }
}

/**
 * Whole random playouts per second from a clone of one mid-game state (`midGame`): clone, then play to the end with
 * random bots (created once per run; their generators run on, so every playout differs). The median of RUNS timed
 * runs (min–max), decisions per playout, and a hash of the final states of the first, untimed run.
 */
function benchPlayouts(game: AnyGameModule, players: number, count: number): void {
  const start = midGame(game, players);
  const run = (withHash: boolean) => {
    const bots = Array.from({ length: players }, (_, i) => kitOf(game.id).makeBot('random', 500 + i));
    const hashes: string[] = [];
    let decisions = 0;
    const t0 = performance.now();
    for (let k = 0; k < count; k++) {
      const s = game.clone(start.state);
      decisions += playout(game, s, bots, { record: false }).decisions;
      if (withHash) hashes.push(hashState(s));
    }
    return { ms: performance.now() - t0, decisions, hash: withHash ? hashString(hashes.join()) : '' };
  };
  const check = run(true);
  const pps: number[] = [];
  for (let r = 0; r < RUNS; r++) pps.push((count / run(false).ms) * 1000);
  console.log(
    `${game.id.padEnd(10)} random    ${String(players).padStart(2)}p  ` +
      `playouts/s from a mid-game clone ${fmt(median(pps)).padStart(8)} (${fmt(Math.min(...pps))}–${fmt(Math.max(...pps))})  ` +
      `decisions/playout ${(check.decisions / count).toFixed(1).padStart(6)}  ` +
      `(seed ${start.seed}, from decision ${start.at} of ${start.of})  final-states ${check.hash}`,
  );
}

function benchSize(game: AnyGameModule, players: number, config: Record<string, unknown> = {}): void {
  const cfg = game.validateConfig({ players, ...config });
  let max = 0;
  let sum = 0;
  const N = game.id === 'paopaosha' ? 30 : 200;
  for (let g = 0; g < N; g++) {
    const s = game.setup(cfg, g);
    const bots = Array.from({ length: players }, (_, i) => kitOf(game.id).makeBot('random', g * 7 + i));
    playout(game, s, bots, {
      record: false,
      onStep: () => {
        const b = serialize(s).length;
        if (b > max) max = b;
        sum += 0;
      },
    });
  }
  console.log(
    `${game.id.padEnd(10)} serialised state at ${players}p: max ${max} bytes over ${N} games (every step)${sum ? '' : ''}`,
  );
}

console.log(`杀局 engine benchmark — Node ${process.version}, ${RUNS} runs per line, median (min–max)`);
const G = QUICK ? 200 : 2000;
const cases: Case[] = [];
for (const players of [4, 6, 10]) {
  cases.push({ game: shajisifu, bots: 'random', players, games: G });
  cases.push({ game: shajisifu, bots: 'heuristic', players, games: G / 2 });
}
const PG = QUICK ? 40 : 300;
for (const players of [5, 8]) {
  cases.push({ game: paopaosha, bots: 'random', players, games: PG });
  if (hasBot('paopaosha', 'heuristic')) cases.push({ game: paopaosha, bots: 'heuristic', players, games: PG / 2 });
}
for (const c of cases) if (wanted(c.game)) benchCase(c);
if (wanted(shajisifu)) {
  benchClone(shajisifu, 6);
  benchClone(shajisifu, 10);
  benchPlayouts(shajisifu, 6, QUICK ? 2000 : 20000);
  benchSize(shajisifu, 10);
}
if (wanted(paopaosha)) {
  benchClone(paopaosha, 8);
  benchPlayouts(paopaosha, 8, QUICK ? 100 : 1000);
  benchSize(paopaosha, 8);
}
await benchSearch();

/**
 * Search iterations per second: the search bot's benchmark, `bench/search.bench.ts`, when it exists. That module
 * exports `benchSearch(opts: { runs: number; quick: boolean; only?: string }): Promise<void> | void`, which prints its
 * own lines (iterations/s per game and player count, decision times); `npm run bench` runs it last.
 */
async function benchSearch(): Promise<void> {
  const file = new URL('./search.bench.ts', import.meta.url);
  if (!existsSync(file)) {
    console.log('search iterations/s: no search benchmark yet (bench/search.bench.ts)');
    return;
  }
  const mod = (await import(file.href)) as { benchSearch?: (opts: SearchBenchOptions) => Promise<void> | void };
  if (typeof mod.benchSearch !== 'function') throw new Error('bench/search.bench.ts must export benchSearch(opts)');
  await mod.benchSearch({ runs: RUNS, quick: QUICK, only: ONLY });
}

/** What `npm run bench` hands the search benchmark (bench/search.bench.ts `benchSearch`). */
export interface SearchBenchOptions {
  /** Timed runs per line (BENCH_RUNS). */
  readonly runs: number;
  /** BENCH_QUICK=1: a short run. */
  readonly quick: boolean;
  /** BENCH_GAME: only this game's lines. */
  readonly only?: string;
}
