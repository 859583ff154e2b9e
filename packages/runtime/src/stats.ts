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
