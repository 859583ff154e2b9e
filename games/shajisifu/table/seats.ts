/** Small facts about seats and cards of the 杀机四伏 table: win-condition ids, damage values, arrival directions. */
import { cardValue, suitOf } from '@shaju/shajisifu';
import type { CSSProperties } from 'react';
import type { Side } from './layout.ts';

/** Letters of the win-condition ids by identity suit (♠ S, ♥ H, ♣ C, ♦ D, 王 J). */
const LETTER = ['S', 'H', 'C', 'D', 'J'];

/** The two win-condition ids (`H-A`, `H-B`…) of an identity card. */
export function conditionIds(identity: number): [string, string] {
  const l = LETTER[suitOf(identity)] ?? '?';
  return [`${l}-A`, `${l}-B`];
}

/** How many damage cards share each value. */
export function valueCounts(cards: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const c of cards) m.set(cardValue(c), (m.get(cardValue(c)) ?? 0) + 1);
  return m;
}

/** Damage cards sorted by value (then id), so repeated values sit together. */
export function byValue(cards: readonly number[]): number[] {
  return cards.slice().sort((a, b) => cardValue(a) - cardValue(b) || a - b);
}

/** Where a card flies in from, per side of the table (CSS variables of the arrival animation). */
export function flyFrom(side: Side | undefined): CSSProperties {
  const [x, y] =
    side === 'left' ? [-240, 0] : side === 'right' ? [240, 0] : side === 'top' ? [0, -160] : side ? [0, 160] : [0, -60];
  return { '--fx-x': `${x}px`, '--fx-y': `${y}px` } as CSSProperties;
}
