import { type AnyGameModule, Rng, seedRng } from '@shaju/engine';
import type {
  Decider,
  PreparedDecider,
  SearchAdapter,
  SearchOptions,
  SearchOutcome,
  SearchTask,
  SeatContext,
} from '@shaju/runtime';
import { rollout } from './rollout.ts';

/**
 * The search bot: determinised search over sampled worlds (perfect-information Monte Carlo at the root, docs/bots.md
 * says why not information-set MCTS). For a decision of its seat it
 * 1. asks the game's base bot (which keeps its memory of the game and gives the answer to beat),
 * 2. samples worlds consistent with the seat's view (`SearchAdapter.determinise`: other hands, hidden identities, the
 *    draw pile's order and the PRNG drawn at random, weighted by the base bot's belief),
 * 3. plays every candidate decision in the same worlds to the end (or `depth` decisions) with the game's own bots at
 *    every seat, halving the candidates between rounds (sequential halving, the base bot's answer always kept),
 * 4. takes the best candidate only when it beats the base bot's answer in the same worlds by more than one standard
 *    error of the paired difference; else the base bot's answer.
 * A request the adapter plans otherwise (`SearchAdapter.plan`) is searched by `selectThenConfirm` instead of 3–4, with
 * the plan's share of playouts.
 * It reads only the view and the legal decisions of its `SeatContext`, never the state. With the same seed and
 * `iterations`, the same views give the same decisions (a `timeMs` budget trades that for a bounded wait).
 */
export class SearchBot implements PreparedDecider {
  readonly name = 'search';
  private readonly base: Decider;
  private readonly seed: number;
  private count = 0;

  constructor(
    private readonly game: AnyGameModule,
    private readonly adapter: SearchAdapter,
    seed: number,
    private readonly options: SearchOptions,
  ) {
    this.seed = seed | 0;
    this.base = adapter.base(seed);
  }

  /** The base bot's answer or, for a request the search decides, the task that decides it (see `runSearch`). */
  prepare(ctx: SeatContext): { readonly decision: unknown } | { readonly task: SearchTask } {
    const fallback = this.base.decide(ctx);
    const n = this.count++;
    const view = ctx.view();
    if (this.options.iterations <= 0 || !this.adapter.searchable(view, ctx.seat, ctx.kind))
      return { decision: fallback };
    const o = this.options;
    const plan = this.adapter.plan?.(view) ?? null;
    return {
      task: {
        game: this.game.id,
        seat: ctx.seat,
        kind: ctx.kind,
        view,
        belief: this.adapter.belief ? this.adapter.belief(this.base) : null,
        fallback,
        seed: mix(this.seed, n),
        iterations: Math.max(1, Math.round(o.iterations * (plan?.scale ?? 1))),
        ...(plan?.confirm !== undefined ? { confirm: plan.confirm } : {}),
        ...(o.timeMs !== undefined ? { timeMs: o.timeMs } : {}),
        ...(o.maxCandidates !== undefined ? { maxCandidates: o.maxCandidates } : {}),
        ...(o.depth !== undefined ? { depth: o.depth } : {}),
      },
    };
  }

  decide(ctx: SeatContext): unknown {
    const p = this.prepare(ctx);
    if ('decision' in p) return p.decision;
    return runSearch(this.game, this.adapter, p.task, this.options.now).decision;
  }

  react(ctx: SeatContext): unknown | null {
    return this.base.react ? this.base.react(ctx) : null;
  }
}

/** A 32-bit seed from a bot seed and a decision number (a finaliser, so that nearby numbers give unrelated seeds). */
function mix(seed: number, n: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) | 0;
}

/** Per-candidate sums over the worlds it was played in; `vals[w * K + k]` the value in world w (NaN: not played). */
interface Tally {
  readonly sum: Float64Array;
  readonly n: Int32Array;
  readonly vals: number[];
}

/** The root candidates: the adapter's, or every legal decision up to `max` (the fallback always among them). */
function candidatesOf(
  adapter: SearchAdapter,
  view: unknown,
  legal: readonly unknown[],
  fallback: unknown,
  max: number,
) {
  const all = adapter.candidates ? adapter.candidates(view, legal, fallback) : legal;
  const out: unknown[] = [fallback];
  const step = all.length > max ? all.length / max : 1;
  for (let x = 0; x < all.length && out.length < max; x += step) {
    const d = all[Math.floor(x)];
    if (d !== fallback && !out.includes(d)) out.push(d);
  }
  return out;
}

/**
 * Runs one searched decision (see `SearchBot`): deterministic for a given task when `now` is absent or the task has
 * no `timeMs`. Never throws for a world the rules refuse: a candidate illegal in a sampled world is skipped there; a
 * determiniser that gives no world leaves the base bot's answer.
 */
export function runSearch(
  game: AnyGameModule,
  adapter: SearchAdapter,
  task: SearchTask,
  now?: () => number,
): SearchOutcome {
  const view = task.view as { legal?: readonly unknown[] };
  const legal = view.legal ?? [];
  // The fallback as the view lists it (the same object), so that identity comparisons hold.
  const fallback = legal.find((d) => sameJson(d, task.fallback)) ?? task.fallback;
  const cands = candidatesOf(adapter, task.view, legal, fallback, task.maxCandidates ?? 8);
  const K = cands.length;
  const none: SearchOutcome = { decision: fallback, playouts: 0, worlds: 0, overruled: false };
  if (K <= 1) return none;
  if (task.confirm !== undefined) return selectThenConfirm(game, adapter, task, cands, now);
  const rng = new Rng(seedRng(task.seed));
  const t0 = now && task.timeMs !== undefined ? now() : 0;
  const t: Tally = { sum: new Float64Array(K), n: new Int32Array(K), vals: [] };
  let active = cands.map((_, k) => k);
  const rounds = Math.max(1, Math.ceil(Math.log2(K)));
  let playouts = 0;
  let worlds = 0;
  let misses = 0;
  let timeUp = false;
  for (let r = 0; r < rounds && !timeUp; r++) {
    const budget = Math.floor(task.iterations / rounds);
    const perRound = Math.max(1, Math.floor(budget / active.length));
    for (let w = 0; w < perRound; w++) {
      const worldSeed = rng.int(0x7fffffff);
      const world = adapter.determinise(task.view, task.seat, new Rng(seedRng(worldSeed)), task.belief);
      if (world === null) {
        if (++misses > 3) return none;
        continue;
      }
      const row = worlds++ * K;
      for (let k = 0; k < K; k++) t.vals[row + k] = Number.NaN;
      for (const k of active) {
        const v = playOne(game, adapter, world, task, cands[k], worldSeed);
        playouts++;
        if (v === null) continue;
        t.vals[row + k] = v;
        t.sum[k] = (t.sum[k] as number) + v;
        t.n[k] = (t.n[k] as number) + 1;
      }
      if (now && task.timeMs !== undefined && now() - t0 >= task.timeMs) {
        timeUp = true;
        break;
      }
    }
    if (r < rounds - 1) active = halve(active, t);
  }
  const best = bestOf(active, t);
  if (best <= 0 || !beatsFallback(t, best, worlds, K))
    return { decision: fallback, playouts, worlds, overruled: false };
  return { decision: cands[best], playouts, worlds, overruled: true };
}

/**
 * The search of a task with `confirm` (z; `SearchPlan.confirm`): half of the playouts play every candidate in the same
 * worlds and pick the best mean; the other half play that one and the base answer (candidate 0) in fresh worlds, and
 * the best overrules the base answer only when their paired difference there is above z standard errors. Stops early
 * at `timeMs` as `runSearch` does.
 */
function selectThenConfirm(
  game: AnyGameModule,
  adapter: SearchAdapter,
  task: SearchTask,
  cands: readonly unknown[],
  now?: () => number,
): SearchOutcome {
  const K = cands.length;
  const rng = new Rng(seedRng(task.seed));
  const t0 = now && task.timeMs !== undefined ? now() : 0;
  const late = () => now !== undefined && task.timeMs !== undefined && now() - t0 >= task.timeMs;
  const out = { playouts: 0, worlds: 0 };
  const sum = new Float64Array(K);
  const n = new Int32Array(K);
  const select = Math.max(1, Math.floor(task.iterations / 2 / K));
  for (let w = 0; w < select && !late(); w++) {
    const x = sample(adapter, task, rng, out);
    if (x === null) break;
    for (let k = 0; k < K; k++) {
      const v = playOne(game, adapter, x.world, task, cands[k], x.seed);
      out.playouts++;
      if (v === null) continue;
      sum[k] = (sum[k] as number) + v;
      n[k] = (n[k] as number) + 1;
    }
  }
  const avg = (k: number) => ((n[k] as number) > 0 ? (sum[k] as number) / (n[k] as number) : -1);
  let best = 0;
  for (let k = 1; k < K; k++) if (avg(k) > avg(best)) best = k;
  const keep = { decision: cands[0], overruled: false };
  const d = new Paired();
  const confirm = Math.max(2, Math.floor((task.iterations - select * K) / 2));
  for (let w = 0; best > 0 && w < confirm && !late(); w++) {
    const x = sample(adapter, task, rng, out);
    if (x === null) break;
    const a = playOne(game, adapter, x.world, task, cands[best], x.seed);
    const b = playOne(game, adapter, x.world, task, cands[0], x.seed);
    out.playouts += 2;
    if (a !== null && b !== null) d.add(a - b);
  }
  const win = best > 0 && d.above(task.confirm as number);
  return { ...(win ? { decision: cands[best], overruled: true } : keep), ...out };
}

/** A world for `task` and the seed its playouts use, counting it in `out.worlds`; null after four refusals. */
function sample(
  adapter: SearchAdapter,
  task: SearchTask,
  rng: Rng,
  out: { worlds: number },
): { world: unknown; seed: number } | null {
  for (let tries = 0; tries < 4; tries++) {
    const seed = rng.int(0x7fffffff);
    const world = adapter.determinise(task.view, task.seat, new Rng(seedRng(seed)), task.belief);
    if (world === null) continue;
    out.worlds++;
    return { world, seed };
  }
  return null;
}

/** Running mean and variance of paired differences. */
class Paired {
  private n = 0;
  private s = 0;
  private s2 = 0;
  add(d: number): void {
    this.n++;
    this.s += d;
    this.s2 += d * d;
  }
  /** Whether the mean is positive and above `z` standard errors (two differences at least). */
  above(z: number): boolean {
    if (this.n < 2) return false;
    const m = this.s / this.n;
    const variance = Math.max(0, (this.s2 - this.n * m * m) / (this.n - 1));
    return m > 0 && m > z * Math.sqrt(variance / this.n);
  }
}

/** Plays `d` in a copy of `world`, then the game on with the adapter's bots; the value for the seat, or null if refused. */
function playOne(
  game: AnyGameModule,
  adapter: SearchAdapter,
  world: unknown,
  task: SearchTask,
  d: unknown,
  seed: number,
): number | null {
  const s = game.clone(world);
  try {
    game.apply(s, task.seat, d);
  } catch {
    return null;
  }
  const n = game.seatCount(s);
  const bots: Decider[] = [];
  for (let i = 0; i < n; i++) bots.push(adapter.policy(i, seed + i));
  const finished = rollout(game, s, bots, task.depth ?? 100_000);
  if (!finished) return adapter.value(s, task.seat);
  const res = game.result(s);
  if (res === null || res.draw) return 0.5;
  return res.winners.includes(task.seat) ? 1 : 0;
}

function mean(t: Tally, k: number): number {
  const n = t.n[k] as number;
  return n > 0 ? (t.sum[k] as number) / n : -1;
}

/** The better half of `active` by mean value (ties by index), always keeping candidate 0 (the base bot's answer). */
function halve(active: number[], t: Tally): number[] {
  const sorted = active.slice().sort((a, b) => mean(t, b) - mean(t, a) || a - b);
  const keep = sorted.slice(0, Math.max(2, Math.ceil(active.length / 2)));
  if (!keep.includes(0)) keep.push(0);
  return keep.sort((a, b) => a - b);
}

function bestOf(active: readonly number[], t: Tally): number {
  let best = 0;
  for (const k of active) if (mean(t, k) > mean(t, best)) best = k;
  return best;
}

/** Whether candidate `k` beats candidate 0 in the worlds both were played in by more than one standard error. */
function beatsFallback(t: Tally, k: number, worlds: number, K: number): boolean {
  const d = new Paired();
  for (let w = 0; w < worlds; w++) {
    const a = t.vals[w * K + k] as number;
    const b = t.vals[w * K] as number;
    if (!Number.isNaN(a) && !Number.isNaN(b)) d.add(a - b);
  }
  return d.above(1);
}

/** Structural equality of two decisions (plain data; a decision that crossed a thread boundary is a copy). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const key of ka) {
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
