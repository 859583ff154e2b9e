/**
 * `npm run bench`: engine speed on one core over fixed seeds.
 * For each game, bot kind and player count: decisions/sec and games/sec as the median of RUNS timed runs (min–max),
 * decisions per game, and a hash of all final states (so a speed change cannot hide a behaviour change). Then the
 * cost of cloning a mid-game state and the serialised state size. Never run inside the test suite.
 */

import { type AnyGameModule, hashState, hashString, serialize } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { paopaosha } from '@shaju/paopaosha';
import { shajisifu } from '@shaju/shajisifu';
import { playout } from '@shaju/testkit';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUICK = process.env.BENCH_QUICK === '1';

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

function runOnce(c: Case, withHash: boolean): { ms: number; decisions: number; hash: string } {
  const cfg = c.game.validateConfig({ players: c.players, ...(c.config ?? {}) });
  let decisions = 0;
  const hashes: string[] = [];
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
  return { ms, decisions, hash: withHash ? hashString(hashes.join()) : '' };
}

function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(2);
}

function benchCase(c: Case): void {
  const check = runOnce(c, true); // warm-up, and the behaviour hash
  const dps: number[] = [];
  const gps: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const x = runOnce(c, false);
    dps.push((x.decisions / x.ms) * 1000);
    gps.push((c.games / x.ms) * 1000);
  }
  const perGame = check.decisions / c.games;
  console.log(
    `${c.game.id.padEnd(10)} ${c.bots.padEnd(9)} ${String(c.players).padStart(2)}p  ` +
      `decisions/s ${fmt(median(dps)).padStart(10)} (${fmt(Math.min(...dps))}–${fmt(Math.max(...dps))})  ` +
      `games/s ${fmt(median(gps)).padStart(7)} (${fmt(Math.min(...gps))}–${fmt(Math.max(...gps))})  ` +
      `decisions/game ${perGame.toFixed(1).padStart(6)}  final-states ${check.hash}`,
  );
}

function benchClone(game: AnyGameModule, players: number, config: Record<string, unknown> = {}): void {
  const cfg = game.validateConfig({ players, ...config });
  const s = game.setup(cfg, 4242);
  const bots = Array.from({ length: players }, (_, i) => kitOf(game.id).makeBot('random', 77 + i));
  // Play 60 decisions in to reach a mid-game state.
  let n = 0;
  try {
    playout(game, s, bots, { record: false, maxDecisions: game.id === 'paopaosha' ? 300 : 60 });
  } catch {
    n = 60;
  }
  void n;
  const iters = game.id === 'paopaosha' ? 50_000 : 200_000;
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
      `(${Math.min(...samples).toFixed(3)}–${Math.max(...samples).toFixed(3)}); serialised ${size} bytes` +
      (sink < 0 ? '!' : ''),
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
for (const c of cases) benchCase(c);
benchClone(shajisifu, 6);
benchClone(shajisifu, 10);
benchSize(shajisifu, 10);
benchClone(paopaosha, 8);
benchSize(paopaosha, 8);
