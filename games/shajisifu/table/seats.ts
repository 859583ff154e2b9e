/** Small facts about seats and cards of the 杀机四伏 table: win-condition ids, damage values, arrival directions. */
import { cardValue, type ShajisifuConfig, suitOf } from '@shaju/shajisifu';
import type { CSSProperties } from 'react';
import type { Side } from './layout.ts';

/** Letters of the win-condition ids by identity suit (♠ S, ♥ H, ♣ C, ♦ D, 王 J). */
const LETTER = ['S', 'H', 'C', 'D', 'J'];

/** The two win-condition ids (`H-A`, `H-B`…) of an identity card. */
export function conditionIds(identity: number): [string, string] {
  const l = LETTER[suitOf(identity)] ?? '?';
  return [`${l}-A`, `${l}-B`];
}

/** How many damage cards share each value (the game's values, `config`). */
export function valueCounts(cards: readonly number[], config: ShajisifuConfig): Map<number, number> {
  const m = new Map<number, number>();
  for (const c of cards) m.set(cardValue(c, config), (m.get(cardValue(c, config)) ?? 0) + 1);
  return m;
}

/** Damage cards sorted by value (the game's, `config`), then id, so repeated values sit together. */
export function byValue(cards: readonly number[], config: ShajisifuConfig): number[] {
  return cards.slice().sort((a, b) => cardValue(a, config) - cardValue(b, config) || a - b);
}

/** Where a card flies in from, per side of the table (CSS variables of the arrival animation). */
export function flyFrom(side: Side | undefined): CSSProperties {
  const [x, y] =
    side === 'left' ? [-240, 0] : side === 'right' ? [240, 0] : side === 'top' ? [0, -160] : side ? [0, 160] : [0, -60];
  return { '--fx-x': `${x}px`, '--fx-y': `${y}px` } as CSSProperties;
}
