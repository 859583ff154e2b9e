/** Suits and ranks of the physical cards (P-D2): plain data, imported by the card modules and the tables. */
import { deepFreeze } from './freeze.ts';

/** Suit letters: S ♠ 黑桃, H ♥ 红桃, C ♣ 草花, D ♦ 方块 (seed: 颜色花色：只分为红桃，黑桃，草花和方块). */
export type Suit = 'S' | 'H' | 'C' | 'D';

/** The four suits in display order. */
export const SUITS: readonly Suit[] = Object.freeze(['S', 'H', 'C', 'D'] as const);

/** Display symbol and Chinese name of each suit. */
export const SUIT_LABELS: {
  readonly [S in Suit]: { readonly symbol: string; readonly zh: string; readonly en: string };
} = deepFreeze({
  S: { symbol: '♠', zh: '黑桃', en: 'spades' },
  H: { symbol: '♥', zh: '红桃', en: 'hearts' },
  C: { symbol: '♣', zh: '草花', en: 'clubs' },
  D: { symbol: '♦', zh: '方块', en: 'diamonds' },
});

/** Rank label: A, 2–10, J, Q, K. */
export function rankLabel(rank: number): string {
  return rank === 1 ? 'A' : rank === 11 ? 'J' : rank === 12 ? 'Q' : rank === 13 ? 'K' : String(rank);
}
