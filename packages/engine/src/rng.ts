import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator as RandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/**
 * The PRNG state kept inside a game state: the four 32-bit words of a xoroshiro128+ generator (pure-rand).
 * Plain numbers, so the state serialises, clones and hashes with the rest of the game (docs/architecture.md, principle 6).
 */
export type RngState = number[];

/**
 * Turns a seed (a 32-bit integer, or any string, hashed) into a fresh PRNG state.
 * The same seed always gives the same sequence on every platform.
 */
export function seedRng(seed: number | string): RngState {
  let n: number;
  if (typeof seed === 'number') n = seed | 0;
  else {
    n = 0x811c9dc5;
    for (let i = 0; i < seed.length; i++) n = Math.imul(n ^ seed.charCodeAt(i), 16777619);
  }
  // Scramble the seed (a 32-bit finaliser) so that nearby seeds start unrelated sequences: xoroshiro128+ seeded with
  // the raw number would make seeds 100, 101, 102… deal nearly the same cards.
  n = Math.imul(n ^ (n >>> 16), 0x7feb352d);
  n = Math.imul(n ^ (n >>> 15), 0x846ca68b);
  n ^= n >>> 16;
  // Warm the generator up so that its first outputs do not echo the seed.
  const rng = xoroshiro128plus(n);
  for (let i = 0; i < 8; i++) rng.next();
  return rng.getState() as RngState; // a new array (pure-rand builds one per call)
}

/**
 * A uniform integer in [0, n) for 1 ≤ n ≤ 2^32: pure-rand's `uniformInt(gen, 0, n - 1)` step for step (the same draws
 * from `gen`, rejected alike, so the same results), with its last `v % n` of a double (a call to the C library's fmod,
 * about 10× slower here) written as `v - floor(v / n) * n`, which is exact for v < 2^32: the quotient's rounding error
 * (< 2^-21 / n) is smaller than its distance to the next integer (≥ 1 / n).
 */
function below(gen: RandomGenerator, n: number): number {
  const max = n > 2 ? ~~(0x100000000 / n) * n : 0x100000000;
  let v = gen.next() + 0x80000000;
  while (v >= max) v = gen.next() + 0x80000000;
  return v - Math.floor(v / n) * n;
}

/**
 * A seeded generator bound to a game's PRNG state. Build one with `rngOf(state.rng)` for the duration of one
 * step, and write it back with `save()` (or use `withRng`). All game randomness goes through this type.
 */
export class Rng {
  private readonly gen: RandomGenerator;
  constructor(state: RngState) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** A uniform integer in [0, n). `n` must be ≥ 1. */
  int(n: number): number {
    return n <= 0x100000000 ? below(this.gen, n) : uniformInt(this.gen, 0, n - 1);
  }
  /** Shuffles `arr` in place (Fisher–Yates) and returns it. */
  shuffle<T>(arr: T[]): T[] {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = below(this.gen, i + 1);
      const t = arr[i] as T;
      arr[i] = arr[j] as T;
      arr[j] = t;
    }
    return arr;
  }
  /** The generator's current state, to store back into the game state. */
  save(): RngState {
    return this.gen.getState() as RngState; // a new array (pure-rand builds one per call)
  }
}

/**
 * Runs `fn` with a generator built from `holder.rng`, then stores the advanced state back into `holder.rng`.
 * Returns what `fn` returns.
 */
export function withRng<T>(holder: { rng: RngState }, fn: (rng: Rng) => T): T {
  const rng = new Rng(holder.rng);
  const out = fn(rng);
  holder.rng = rng.save();
  return out;
}
