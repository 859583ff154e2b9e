import type { CardKindId } from './data/card-types.ts';
import type { CharacterId } from './data/characters.ts';

/**
 * The core decisions of 跑跑杀 (plain data): every decision but those an equipped card adds (decisions.ts gathers
 * those from the card modules into `PaopaoshaDecision`). `apply` accepts exactly the decisions `legal` lists (compared field by field).
 * - `character`: choose a character from your candidates (P-S2).
 * - `use` a card in the play phase: `card` is the physical card (or the weapon used as another card), `as` the kind it is
 *   used as (itself, or a conversion: 杀闪之交 as 杀, 水 as 杀 with 水枪, 死神冥刀 as 诅咒), `with` the second card of a
 *   炒锅 pair, `targets` the chosen targets (seat order for several).
 * - `end`: end the play phase.
 * - `play` a card in response (闪, 杀, 无懈可击, 水, 生死簿, 躲, or conversions as above).
 * - `pass`: play nothing.
 * - `discard` one hand card (discard phase, 一不留神, 泡泡加特林).
 * - `choose` option `i` of a `choose` request (its options are listed in the request).
 */
export type CoreDecision =
  | { readonly t: 'character'; readonly id: CharacterId }
  | {
      readonly t: 'use';
      readonly card: number;
      readonly as: CardKindId;
      readonly with: readonly number[];
      readonly targets: readonly number[];
      /** The skill that converts the card ('' for none), e.g. 豆浆 for any card as 水. */
      readonly via?: string;
    }
  | { readonly t: 'end' }
  | {
      readonly t: 'play';
      readonly card: number;
      readonly as: CardKindId;
      readonly with: readonly number[];
      readonly via?: string;
    }
  | { readonly t: 'pass' }
  | { readonly t: 'discard'; readonly card: number }
  | { readonly t: 'choose'; readonly i: number }
  | {
      readonly t: 'skill';
      readonly id: string;
      readonly cards: readonly number[];
      readonly targets: readonly number[];
    };

/** Where hooks append decisions: a decision list (`PaopaoshaDecision[]` is one). */
export interface DecisionSink {
  push(d: CoreDecision): unknown;
}

/** Shared frozen decisions. */
export const END: CoreDecision = Object.freeze({ t: 'end' });
export const PASS: CoreDecision = Object.freeze({ t: 'pass' });
const NONE: readonly number[] = Object.freeze([]);

/** `{t:'use', …}` with defaults. */
export function useOf(
  card: number,
  as: CardKindId,
  targets: readonly number[],
  withCards: readonly number[] = NONE,
  via = '',
): CoreDecision {
  return via ? { t: 'use', card, as, with: withCards, targets, via } : { t: 'use', card, as, with: withCards, targets };
}
/** `{t:'play', …}` with defaults. */
export function playOf(card: number, as: CardKindId, withCards: readonly number[] = NONE, via = ''): CoreDecision {
  return via ? { t: 'play', card, as, with: withCards, via } : { t: 'play', card, as, with: withCards };
}
