/** Small helpers for `shaju simulate`: seeds derived from a base seed; the Wilson interval (from @shaju/runtime). */

export { type Proportion, wilson, Z95 } from '@shaju/runtime';

/**
 * Derives a 32-bit unsigned seed from a list of integers (a base seed, a game index, a seat…), by hashing them in
 * order. Pure and stable across platforms; different lists give unrelated seeds.
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
