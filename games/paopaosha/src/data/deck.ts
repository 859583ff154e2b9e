/**
 * The 110 physical cards of 跑跑杀 (P-D1 counts, P-D2 suits and ranks). The seed gives no suits or ranks; each card
 * module (src/cards/<id>.ts) lists its copies (physical id, suit, rank): the product's assignment, checked by
 * `check.test.ts`.
 *
 * Design, in the spirit of the 三国杀 deck (each suit holds every rank A–K twice, plus one or two extra cards):
 * - suits: ♠ 28, ♥ 27, ♣ 28, ♦ 27, so a judgement is ♥ with odds 27/110 ≈ 0.245 (地雷, 水雷 hit) and ♣ with odds
 *   28/110 ≈ 0.255 (画圈圈 escaped, 永恒之火 taken);
 * - 杀 mostly black (♠ 9, ♣ 11, ♥ 2, ♦ 4), 闪 red (♥ 4, ♦ 10), 水 red (♥ 6, ♦ 2);
 * - tricks and equipment spread over all four suits, placed where their 三国杀 counterparts sit where one exists
 *   (地雷 ♠A like 闪电, 无中生有-like 本来就有 on ♥, 过路拆路 and 顺手牵狗 on ♠3/♠4, the armour on 2s);
 * - judgements that test for a weapon (诅咒, 八卦阵, 洛神) succeed on 9 cards of 110 whatever the suits.
 *
 * A physical card's id is its index in `DECK` (0–109); the order is by suit, then rank.
 */
import { CARD_KINDS } from '../cards/index.ts';
import type { DeckEntry } from './card-types.ts';
import { rankLabel, SUIT_LABELS } from './suits.ts';

export { DECK } from '../cards/index.ts';
export type { DeckEntry } from './card-types.ts';
export { rankLabel, SUIT_LABELS, SUITS, type Suit } from './suits.ts';

/** Short Chinese label of a deck entry: suit symbol, rank and kind name, e.g. `♠A 地雷`. */
export function deckEntryLabel(entry: DeckEntry): string {
  const [kind, suit, rank] = entry;
  return `${SUIT_LABELS[suit].symbol}${rankLabel(rank)} ${CARD_KINDS[kind].zh}`;
}
