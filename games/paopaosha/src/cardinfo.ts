/**
 * Fast lookups from a physical card id (index into `DECK`) to its kind, suit, rank and type: a physical card is (kind,
 * suit, rank, id); numbers and texts stay in the card modules' data entries (tables built in cards/index.ts).
 */
import {
  CARD_KINDS,
  CARD_KIND_OF as KIND,
  CARD_RANK_OF as RANK,
  CARD_SUBTYPE_OF as SUB,
  CARD_SUIT_OF as SUIT,
  CARD_TYPE_OF as TYPE,
} from './cards/index.ts';
import type { CardKindId, CardSubtype, CardType } from './data/card-types.ts';
import { rankLabel, SUIT_LABELS, type Suit } from './data/suits.ts';

export { DECK_COUNT } from './cards/index.ts';

/** The kind of card `id`. */
export function kindOf(id: number): CardKindId {
  return KIND[id] as CardKindId;
}
/** The suit of card `id` (judgements read it, P-G4). */
export function suitOfCard(id: number): Suit {
  return SUIT[id] as Suit;
}
/** The rank (1–13) of card `id`. */
export function rankOfCard(id: number): number {
  return RANK[id] as number;
}
/** The type of card `id`: basic, trick, equipment or god. */
export function typeOf(id: number): CardType {
  return TYPE[id] as CardType;
}
/** The subtype of card `id` (equipment slot or `delayed`), if any. */
export function subtypeOf(id: number): CardSubtype | undefined {
  return SUB[id];
}
/** Whether card `id` is a weapon (诅咒, 八卦阵 judgements: "判定结果为【武器】", P-G4). */
export function isWeaponCard(id: number): boolean {
  return SUB[id] === 'weapon';
}
/** A short label such as `杀♠7` (zh) or `Strike ♠7` (en). */
export function cardText(id: number, lang: 'zh' | 'en' = 'zh'): string {
  const kind = CARD_KINDS[KIND[id] as CardKindId];
  const suit = SUIT_LABELS[SUIT[id] as Suit].symbol;
  return `${lang === 'zh' ? kind.zh : kind.en}${lang === 'zh' ? '' : ' '}${suit}${rankLabel(RANK[id] as number)}`;
}
/** The first card id of a kind (for tests and tools). Throws `Error` if the deck has none. */
export function firstCardOf(kind: CardKindId): number {
  const i = KIND.indexOf(kind);
  if (i < 0) throw new Error(`no ${kind} in the deck`);
  return i;
}
/** Every card id of a kind. */
export function cardsOf(kind: CardKindId): number[] {
  const out: number[] = [];
  for (let i = 0; i < KIND.length; i++) if (KIND[i] === kind) out.push(i);
  return out;
}
