import { describe, expect, test } from 'vitest';
import { deriveSeed, wilson } from '../src/stats.ts';

describe('wilson', () => {
  test('matches textbook values (95%)', () => {
    const a = wilson(5, 10);
    expect(a.p).toBe(0.5);
    expect(a.lo).toBeCloseTo(0.2366, 4);
    expect(a.hi).toBeCloseTo(0.7634, 4);
    const b = wilson(0, 10);
    expect(b.lo).toBe(0);
    expect(b.hi).toBeCloseTo(0.2775, 4);
    const c = wilson(81, 263);
    expect(c.lo).toBeCloseTo(0.2553, 3);
    expect(c.hi).toBeCloseTo(0.3662, 3);
  });

  test('is symmetric and stays within [0, 1]', () => {
    const a = wilson(3, 40);
    const b = wilson(37, 40);
    expect(a.lo).toBeCloseTo(1 - b.hi, 12);
    expect(a.hi).toBeCloseTo(1 - b.lo, 12);
    const all = wilson(40, 40);
    expect(all.hi).toBe(1);
    expect(all.lo).toBeGreaterThan(0.9);
  });

  test('n = 0 gives the whole interval; bad counts throw', () => {
    expect(wilson(0, 0)).toEqual({ k: 0, n: 0, p: 0, lo: 0, hi: 1 });
    expect(() => wilson(3, 2)).toThrow(RangeError);
    expect(() => wilson(-1, 2)).toThrow(RangeError);
    expect(() => wilson(1.5, 2)).toThrow(RangeError);
  });
});

describe('deriveSeed', () => {
  test('is deterministic, 32-bit, and differs by every part', () => {
    expect(deriveSeed(1, 2)).toBe(deriveSeed(1, 2));
    const seeds = new Set<number>();
    for (let i = 0; i < 1000; i++) seeds.add(deriveSeed(7, i));
    expect(seeds.size).toBe(1000);
    expect(deriveSeed(1, 2, 3)).not.toBe(deriveSeed(1, 2, 4));
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(2, 1));
    for (const s of seeds) expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
  });
});
