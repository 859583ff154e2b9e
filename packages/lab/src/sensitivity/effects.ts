/**
 * The effects of a sensitivity design's steps on the headline metrics, with 95% intervals from the jackknife over
 * blocks of games (Quenouille 1956, Tukey 1958): every run plays games 0 … G − 1 with the same seeds (game `i` is dealt
 * from `deriveSeed(seed, i)` in every run), cut into K blocks of consecutive games; an effect is computed from all the
 * games and again with each block left out of every run at once, and the spread of those K values gives its standard
 * error. Leaving a block out of every run together keeps the pairing (the same deals on both sides of a comparison),
 * and the same formula serves effects that are not sums, such as a spread between identities. The interval is
 * est ± t(K − 1) · SE.
 *
 * Metrics are built from the tallies' integer counts (ratios of sums), so they are the same on any number of workers.
 * A step's effect on a ratio (a win rate, deaths per game) is its contrast over the runs; its effect on a spread is
 * the spread at the reference point (the rules as given, measured on all the base arm's games) with those contrasts
 * added, minus the spread there: the change a step makes to the spread at the rules as given, whether it is read from
 * one run or from the linear model of a screening design. The reference's games beyond the runs' are dealt into the
 * same K blocks (block k: games of the runs' block k, and the k-th share of the rest), so that the blocks are disjoint
 * sets of deals and the jackknife counts the reference's uncertainty too.
 */
import type { Interval, LabTally } from '../contract.ts';

/** What a headline metric measures: a share (win rate, early deaths), a spread of shares, or an amount per game. */
export type MetricKind = 'rate' | 'spread' | 'perGame';

/** A headline metric: `spread`, `spreadByPlayers`, `identity:<id>`, `team:<id>`, `earlyDeaths`, `deaths`, `length`. */
export interface HeadlineMetric {
  readonly id: string;
  readonly kind: MetricKind;
}

/** The counts behind the metrics of a tally, as (numerator, denominator) by component key. */
export function componentsOf(t: LabTally, add: (key: string, num: number, den: number) => void): void {
  for (const [k, c] of Object.entries(t.byIdentity)) add(`identity:${k}`, c.wins, c.games);
  for (const [k, c] of Object.entries(t.byTeam)) add(`team:${k}`, c.wins, c.games);
  for (const [k, c] of Object.entries(t.byPlayersIdentity)) add(`players:${k}`, c.wins, c.games);
  add('earlyDeaths', t.deadBeforeFirstPlay, t.seats);
  add('deaths', t.deaths, t.games);
  add('length', t.rounds, t.games);
}

/** z and t quantiles: the two-sided 95% point of Student's t with `df` degrees of freedom (Cornish–Fisher series). */
export function t975(df: number): number {
  const z = 1.959963984540054;
  if (!Number.isFinite(df) || df <= 0) return Number.NaN;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  const z9 = z ** 9;
  // Abramowitz and Stegun 26.7.5: accurate to 1e-4 from 5 degrees of freedom on (the lab uses 19).
  return (
    z +
    (z3 + z) / (4 * df) +
    (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) +
    (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3) +
    (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / (92160 * df ** 4)
  );
}

/** A linear combination of runs: (run index, weight) terms. */
export type Terms = readonly (readonly [number, number])[];

/**
 * The runs' counts, block by block, and what is computed from them: the metrics of any linear combination of runs
 * (`effect`), for all the games and for each block left out (`replicates`).
 */
export class EffectModel {
  private readonly keys: string[] = [];
  private readonly index = new Map<string, number>();
  /** Per run, per block, per component: numerator and denominator (run-major). */
  private readonly num: Float64Array;
  private readonly den: Float64Array;
  /** Ratios per replicate (0: all games; 1 + k: block k left out), run and component. */
  private readonly ratios: Float64Array[] = [];
  /** Per component: whether it is an amount per game (deaths, length) rather than a share. */
  private readonly perGame: boolean[];
  /** The reference point's ratios per replicate (as one run), where a spread's change is evaluated. */
  private readonly reference: Float64Array[] = [];
  readonly runs: number;
  readonly blocks: number;

  /**
   * `tallies[r][k]`: run `r`'s tally of block `k` (every run has the same blocks); `reference[k]`: block `k` of the
   * rules as given where spreads are evaluated (run 0's games and more).
   */
  constructor(
    tallies: readonly (readonly LabTally[])[],
    reference: readonly LabTally[],
    readonly metrics: readonly HeadlineMetric[],
  ) {
    this.runs = tallies.length;
    this.blocks = tallies[0]?.length ?? 0;
    for (const t of [...reference, ...tallies.flat()])
      componentsOf(t, (key) => {
        if (!this.index.has(key)) {
          this.index.set(key, this.keys.length);
          this.keys.push(key);
        }
      });
    const P = this.keys.length;
    const K = this.blocks;
    this.perGame = this.keys.map((k) => k === 'deaths' || k === 'length');
    // The runs, then the reference as one more run.
    this.num = new Float64Array((this.runs + 1) * K * P);
    this.den = new Float64Array((this.runs + 1) * K * P);
    const runs = [...tallies, reference];
    for (let r = 0; r < runs.length; r++)
      for (let k = 0; k < K; k++)
        componentsOf((runs[r] as readonly LabTally[])[k] as LabTally, (key, n, d) => {
          const at = (r * K + k) * P + (this.index.get(key) as number);
          this.num[at] = n;
          this.den[at] = d;
        });
    for (let rep = 0; rep <= K; rep++) {
      const all = this.ratiosOf(rep - 1);
      this.ratios.push(all.subarray(0, this.runs * P));
      this.reference.push(all.subarray(this.runs * P));
    }
  }

  /** The ratios of every run and component with block `leftOut` left out (−1: none). */
  private ratiosOf(leftOut: number): Float64Array {
    const P = this.keys.length;
    const K = this.blocks;
    const out = new Float64Array((this.runs + 1) * P);
    for (let r = 0; r <= this.runs; r++)
      for (let p = 0; p < P; p++) {
        let n = 0;
        let d = 0;
        for (let k = 0; k < K; k++) {
          if (k === leftOut) continue;
          n += this.num[(r * K + k) * P + p] as number;
          d += this.den[(r * K + k) * P + p] as number;
        }
        out[r * P + p] = d > 0 ? n / d : Number.NaN;
      }
    return out;
  }

  /**
   * The value of every headline metric of run `run` in `ratios`, with `delta` added to its ratios when given. A spread
   * runs over the identities the run has games of; when the change of one of them is unknown (a run of the
   * combination without games of it), the spread is unknown too (NaN), never a spread over fewer identities.
   */
  private valuesAt(ratios: Float64Array, run: number, delta: Float64Array | null): Record<string, number> {
    const P = this.keys.length;
    // A predicted share stays a share, an amount per game stays ≥ 0 (the linear model may step past either bound).
    const value = (p: number): number => {
      const v = ratios[run * P + p] as number;
      if (!delta) return v;
      const x = v + (delta[p] as number);
      return this.perGame[p] ? Math.max(0, x) : Math.min(1, Math.max(0, x));
    };
    const out: Record<string, number> = {};
    const identities: number[] = [];
    const byCount = new Map<string, number[]>();
    this.keys.forEach((key, p) => {
      if (Number.isNaN(ratios[run * P + p] as number)) return;
      const v = value(p);
      if (key.startsWith('identity:')) identities.push(v);
      else if (key.startsWith('players:')) {
        const count = key.slice(8, key.indexOf(':', 8));
        byCount.set(count, [...(byCount.get(count) ?? []), v]);
      }
    });
    const spread = (xs: readonly number[]): number => (xs.length > 0 ? Math.max(...xs) - Math.min(...xs) : Number.NaN);
    for (const m of this.metrics) {
      if (m.id === 'spread') out[m.id] = spread(identities);
      else if (m.id === 'spreadByPlayers') {
        const s = [...byCount.values()].map(spread);
        out[m.id] = s.length > 0 ? s.reduce((a, b) => a + b, 0) / s.length : Number.NaN;
      } else {
        const p = this.index.get(m.id);
        out[m.id] = p === undefined ? Number.NaN : value(p);
      }
    }
    return out;
  }

  /** The metrics of the reference point (the rules as given). */
  base(): Record<string, number> {
    return this.valuesAt(this.reference[0] as Float64Array, 0, null);
  }

  /**
   * The change of every headline metric that the combination `terms` predicts at the reference point (`replicate` 0:
   * all the games; 1 + k: block k left out): each ratio's contrast added to the reference's, the metrics recomputed,
   * minus the reference's.
   */
  change(terms: Terms, replicate: number): Record<string, number> {
    const ratios = this.ratios[replicate] as Float64Array;
    const P = this.keys.length;
    const delta = new Float64Array(P);
    for (const [r, w] of terms)
      for (let p = 0; p < P; p++) delta[p] = (delta[p] as number) + w * (ratios[r * P + p] as number);
    const reference = this.reference[replicate] as Float64Array;
    const base = this.valuesAt(reference, 0, null);
    const moved = this.valuesAt(reference, 0, delta);
    const out: Record<string, number> = {};
    for (const m of this.metrics) out[m.id] = (moved[m.id] as number) - (base[m.id] as number);
    return out;
  }

  /**
   * Each headline metric's change under `terms`, with its jackknife 95% interval (`n`: games per run), widened by a
   * model error variance per metric when given (`extra`, screening: see `modelVariance`).
   */
  effect(terms: Terms, games: number, extra?: Readonly<Record<string, number>>): Record<string, Interval> {
    const reps = Array.from({ length: this.blocks + 1 }, (_, k) => this.change(terms, k));
    const out: Record<string, Interval> = {};
    for (const m of this.metrics) {
      const j = jackknifeVariance(reps.map((x) => x[m.id] as number));
      if (j) out[m.id] = interval(j.est, j.v + (extra?.[m.id] ?? 0), this.blocks, games);
    }
    return out;
  }

  /** A score of the metrics' changes (`score`), with its jackknife 95% interval (widened by `extra`, a variance). */
  scoreEffect(
    terms: Terms,
    score: (change: Readonly<Record<string, number>>) => number,
    games: number,
    extra = 0,
  ): Interval {
    const j = jackknifeVariance(Array.from({ length: this.blocks + 1 }, (_, k) => score(this.change(terms, k))));
    return j
      ? interval(j.est, j.v + extra, this.blocks, games)
      : { est: Number.NaN, lo: Number.NaN, hi: Number.NaN, n: games };
  }

  /**
   * The model error of a screening design, per metric: what its dummy factors (`dummies`: contrasts of free columns,
   * which no option moves) show beyond their sampling noise — mean(effect²) − mean(jackknife variance), at least 0 —
   * as a variance of a main effect (scale it by the square of a step's share of the main effect).
   */
  modelVariance(dummies: readonly Terms[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const m of this.metrics)
      out[m.id] = excess(
        dummies.map((d) => Array.from({ length: this.blocks + 1 }, (_, k) => this.change(d, k)[m.id] as number)),
      );
    return out;
  }

  /** The same for a score of the metrics' changes. */
  modelScoreVariance(dummies: readonly Terms[], score: (change: Readonly<Record<string, number>>) => number): number {
    return excess(dummies.map((d) => Array.from({ length: this.blocks + 1 }, (_, k) => score(this.change(d, k)))));
  }
}

/** mean(est²) − mean(jackknife variance) over dummy contrasts' replicate values, at least 0 (0 without any). */
function excess(reps: readonly (readonly number[])[]): number {
  const js = reps.map(jackknifeVariance).filter((j) => j !== null);
  if (js.length === 0) return 0;
  const sq = js.reduce((a, j) => a + j.est ** 2, 0) / js.length;
  const v = js.reduce((a, j) => a + j.v, 0) / js.length;
  return Math.max(0, sq - v);
}

/** est ± t(K − 1) · √variance, as an interval (`n` games); a half-width of rounding noise is 0. */
function interval(est: number, variance: number, blocks: number, n: number): Interval {
  const half = blocks < 2 ? 0 : t975(blocks - 1) * Math.sqrt(variance);
  // Rounding leaves a few ulps where no block makes a difference (a step that changes nothing): that is 0.
  const h = half < 1e-12 ? 0 : half;
  return { est, lo: est - h, hi: est + h, n };
}

/**
 * The jackknife estimate and variance of a statistic from its value on all the data (`values[0]`) and with each block
 * left out (`values[1…K]`): (K − 1)/K · Σ (θ₍ₖ₎ − θ̄)². Null when a value is missing (NaN: a metric some block has no
 * games for).
 */
export function jackknifeVariance(values: readonly number[]): { est: number; v: number } | null {
  if (values.some((v) => Number.isNaN(v))) return null;
  const est = values[0] as number;
  const loo = values.slice(1);
  const K = loo.length;
  if (K < 2) return { est, v: 0 };
  const mean = loo.reduce((a, b) => a + b, 0) / K;
  return { est, v: ((K - 1) / K) * loo.reduce((a, b) => a + (b - mean) ** 2, 0) };
}

/**
 * The jackknife 95% interval of a statistic from its value on all the data (`values[0]`) and with each block left out
 * (`values[1…K]`); null when a value is missing.
 */
export function jackknife(values: readonly number[], n: number): Interval | null {
  const j = jackknifeVariance(values);
  return j ? interval(j.est, j.v, values.length - 1, n) : null;
}

/** A main effect's model error variance per metric, for a step that is `scale` of its main effect. */
export function scaled(error: Readonly<Record<string, number>>, scale: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(error)) out[k] = v * scale * scale;
  return out;
}
