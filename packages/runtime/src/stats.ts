/**
 * Proportions with confidence intervals, for the figures of simulations (the command line's `simulate`, the games'
 * tallies, the designer's lab).
 */

/** A proportion with its Wilson score confidence interval. */
export interface Proportion {
  /** Successes. */
  readonly k: number;
  /** Trials. */
  readonly n: number;
  /** k / n (0 when n is 0). */
  readonly p: number;
  /** Lower and upper bound of the interval, within [0, 1]. */
  readonly lo: number;
  readonly hi: number;
}

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for `k` successes out of `n` trials (default 95%, z = 1.96). With `n = 0` the interval is
 * the whole [0, 1] and `p` is 0. Throws `RangeError` when k or n is negative or not an integer, or k > n.
 */
export function wilson(k: number, n: number, z = Z95): Proportion {
  if (!Number.isInteger(k) || !Number.isInteger(n) || k < 0 || n < 0 || k > n) {
    throw new RangeError(`wilson: need integers 0 ≤ k ≤ n, got k=${k}, n=${n}`);
  }
  if (n === 0) return { k, n, p: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At k = 0 and k = n the bound is exactly 0 or 1 (computed, it may be off by a rounding error).
  const lo = k === 0 ? 0 : Math.max(0, centre - half);
  const hi = k === n ? 1 : Math.min(1, centre + half);
  return { k, n, p, lo, hi };
}

/** A difference of two proportions measured on the same trials, with its confidence interval. */
export interface PairedDifference {
  /** Trials (pairs). */
  readonly n: number;
  /** Pairs where only the first succeeded, and where only the second did (the discordant pairs). */
  readonly onlyFirst: number;
  readonly onlySecond: number;
  /** (onlyFirst − onlySecond) / n, within [−1, 1] (0 when n is 0). */
  readonly d: number;
  /** Lower and upper bound of the interval, within [−1, 1]. */
  readonly lo: number;
  readonly hi: number;
}

/**
 * The difference between two success rates measured on the same `n` trials (paired: each trial gives both a result),
 * with Newcombe's interval for paired data (Statistics in Medicine 17 (1998) 2635–2650, method 10): the Wilson
 * intervals of the two rates, combined with the correlation of the pairs (φ, lowered by n/2 when positive, as that
 * method says). Unlike the normal interval on the per-pair differences, it is never empty when no pair differs and
 * never leaves [−1, 1] for a handful of trials. `both` and `neither` count the pairs where both, and neither,
 * succeeded. Throws `RangeError` for a negative or non-integer count.
 */
export function pairedDifference(
  both: number,
  onlyFirst: number,
  onlySecond: number,
  neither: number,
  z = Z95,
): PairedDifference {
  const cells = [both, onlyFirst, onlySecond, neither];
  if (cells.some((x) => !Number.isInteger(x) || x < 0)) {
    throw new RangeError(`pairedDifference: need counts that are integers ≥ 0, got ${cells.join(', ')}`);
  }
  const n = both + onlyFirst + onlySecond + neither;
  if (n === 0) return { n, onlyFirst, onlySecond, d: 0, lo: -1, hi: 1 };
  const first = wilson(both + onlyFirst, n, z);
  const second = wilson(both + onlySecond, n, z);
  const margins = (both + onlyFirst) * (onlySecond + neither) * (both + onlySecond) * (onlyFirst + neither);
  const cross = both * neither - onlyFirst * onlySecond;
  const phi = margins === 0 ? 0 : (cross > 0 ? Math.max(cross - n / 2, 0) : cross) / Math.sqrt(margins);
  const r = differenceOf(first, second, phi);
  // (onlyFirst − onlySecond) / n exactly, not first.p − second.p (which may be off by a rounding error).
  return { n, onlyFirst, onlySecond, d: (onlyFirst - onlySecond) / n, lo: r.lo, hi: r.hi };
}

/** A rate with its interval, as `differenceOf` reads it (a `Proportion`, or any estimate with bounds). */
export interface RateInterval {
  readonly p: number;
  readonly lo: number;
  readonly hi: number;
}

/**
 * `a.p − b.p` with Newcombe's interval built from the two rates' own intervals (Statistics in Medicine 17 (1998):
 * pp. 873–890, method 10, for independent samples with `phi` 0; pp. 2635–2650, method 10, for paired data with the
 * pairs' correlation `phi`). With Wilson
 * intervals in, the bounds stay within [−1, 1].
 */
export function differenceOf(a: RateInterval, b: RateInterval, phi = 0): { d: number; lo: number; hi: number } {
  const spread = (x: number, y: number) => Math.sqrt(Math.max(0, x * x - 2 * phi * x * y + y * y));
  const d = a.p - b.p;
  const lo = d - spread(a.p - a.lo, b.hi - b.p);
  const hi = d + spread(b.p - b.lo, a.hi - a.p);
  return { d, lo: Math.max(-1, lo), hi: Math.min(1, hi) };
}

/**
 * Derives a 32-bit unsigned seed from a list of integers (a base seed, a game index, a seat…), by hashing them in
 * order. Pure and stable across platforms; different lists give unrelated seeds. The command line's games and the
 * designer's lab seed game `i` of a run with `deriveSeed(seed, i)`.
 */
export function deriveSeed(...parts: readonly number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    // Mix both 32-bit halves so seeds above 2^32 still matter.
    for (const word of [part >>> 0, Math.floor(part / 4294967296) >>> 0]) {
      h = Math.imul(h ^ word, 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      h ^= h >>> 16;
    }
  }
  return h >>> 0;
}
