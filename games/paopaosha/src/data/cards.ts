/**
 * Card kinds of 跑跑杀: the table of every kind's data entry, gathered from the card modules (src/cards/<id>.ts) by the
 * explicit index (cards/index.ts), and the types of those entries (data/card-types.ts).
 */
import { CARD_KINDS } from '../cards/index.ts';
import type { CardKindId } from './card-types.ts';

export { CARD_KIND_IDS, CARD_KINDS, DELAYED_TRICKS } from '../cards/index.ts';
export type { CardKind, CardKindId, CardSubtype, CardType, DeckCopy, MountDistance } from './card-types.ts';
export type { Art, CardDisplay, EntryWords, PairWords, RequestWords, Template, Words } from './words-types.ts';

/** True when `id` names a card kind; narrows untrusted strings. */
export function isCardKindId(id: string): id is CardKindId {
  return Object.hasOwn(CARD_KINDS, id);
}

/** True when the kind is a weapon card: what 诅咒, 八卦阵 and 洛神 test on a judgement card (P-G4). */
export function isWeapon(id: CardKindId): boolean {
  return CARD_KINDS[id].subtype === 'weapon';
}
