/**
 * 杀机四伏's machine ids in words, for reports (the lab's `report.json` keys): the identities by suit (S-S2), as
 * `GameKit.identityOf` names them (`spades`, `hearts`, `clubs`, `diamonds`, `joker`), and the suits as card kinds.
 */
import type { IdKind, Lang } from '@shaju/words';
import { identityName } from './names.ts';

/** The identity ids by suit index (♠ ♥ ♣ ♦ 王), as the kit's `identityOf` gives them. */
export const SUIT_IDS: readonly string[] = ['spades', 'hearts', 'clubs', 'diamonds', 'joker'];

/** The name of `id` as a `kind` in `lang` (`♥ 嫉妒女`), or undefined for an id the game does not know. */
export function idName(kind: IdKind, id: string, lang: Lang): string | undefined {
  if (kind !== 'identity' && kind !== 'team') return undefined;
  const suit = SUIT_IDS.indexOf(id);
  return suit < 0 ? undefined : identityName(suit, lang);
}
