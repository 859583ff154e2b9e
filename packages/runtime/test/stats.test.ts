/**
 * Newcombe's paired interval (stats.ts `pairedDifference`): bounded, never empty, negated when the two sides swap, and
 * for many trials close to the normal interval on the per-pair differences; his interval for independent samples
 * (`differenceOf`) on his textbook example.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { differenceOf, pairedDifference, wilson, Z95 } from '../src/stats.ts';

test('no pair differs: the difference is 0 and the interval is not empty (the normal one is [0, 0])', () => {
  const r = pairedDifference(3, 0, 0, 1);
  expect(r.d).toBe(0);
  expect(r.lo).toBeLessThan(-0.1);
  expect(r.hi).toBeGreaterThan(0.1);
  expect(pairedDifference(0, 0, 0, 0)).toMatchObject({ n: 0, d: 0, lo: -1, hi: 1 });
});

test('a handful of trials stays within [−1, 1] (the normal interval went past ±100 points at n = 4)', () => {
  const r = pairedDifference(0, 3, 1, 0);
  expect(r.d).toBe(0.5);
  expect(r.lo).toBeGreaterThanOrEqual(-1);
  expect(r.hi).toBeLessThanOrEqual(1);
  expect(r.lo).toBeLessThan(0);
  const all = pairedDifference(0, 4, 0, 0);
  expect(all.d).toBe(1);
  expect(all.hi).toBe(1);
  expect(all.lo).toBeGreaterThan(0);
});

test('many trials: close to the normal interval on the per-pair differences', () => {
  const [a, b, c, d] = [3000, 700, 500, 5800];
  const r = pairedDifference(a, b, c, d);
  const n = a + b + c + d;
  const diff = (b - c) / n;
  const half = Z95 * Math.sqrt(((b + c) / n - diff * diff) / (n - 1));
  expect(r.d).toBeCloseTo(0.02, 12);
  expect(r.lo).toBeCloseTo(diff - half, 3);
  expect(r.hi).toBeCloseTo(diff + half, 3);
});

test('any counts: the interval holds the difference, stays in [−1, 1], and swapping the sides negates it', () => {
  const count = fc.integer({ min: 0, max: 60 });
  fc.assert(
    fc.property(count, count, count, count, (a, b, c, d) => {
      const r = pairedDifference(a, b, c, d);
      const s = pairedDifference(a, c, b, d);
      expect(r.lo).toBeLessThanOrEqual(r.d + 1e-12);
      expect(r.hi).toBeGreaterThanOrEqual(r.d - 1e-12);
      expect(r.lo).toBeGreaterThanOrEqual(-1);
      expect(r.hi).toBeLessThanOrEqual(1);
      expect(s.lo).toBeCloseTo(-r.hi, 12);
      expect(s.hi).toBeCloseTo(-r.lo, 12);
      if (a + b + c + d > 0) expect(r.hi - r.lo).toBeGreaterThan(0);
    }),
  );
});

test('independent samples (phi 0): Newcombe’s textbook example, 56/70 against 48/80', () => {
  const r = differenceOf(wilson(56, 70), wilson(48, 80));
  expect(r.d).toBeCloseTo(0.2, 12);
  expect(r.lo).toBeCloseTo(0.0524, 4);
  expect(r.hi).toBeCloseTo(0.3339, 4);
});

test('bad counts throw RangeError', () => {
  expect(() => pairedDifference(-1, 0, 0, 0)).toThrow(RangeError);
  expect(() => pairedDifference(1.5, 0, 0, 0)).toThrow(RangeError);
});
