import type { CardKindId } from './data/cards.ts';
import type { CharacterId } from './data/characters.ts';

/**
 * Decisions of 跑跑杀 (plain data). `apply` accepts exactly the decisions `legal` lists (compared field by field).
 * - `character`: choose a character from your candidates (P-S2).
 * - `use` a card in the play phase: `card` is the physical card (or the weapon used as another card), `as` the kind it is
 *   used as (itself, or a conversion: 杀闪之交 as 杀, 水 as 杀 with 水枪, 死神冥刀 as 诅咒), `with` the second card of a
 *   炒锅 pair, `targets` the chosen targets (seat order for several).
 * - `end`: end the play phase.
 * - `play` a card in response (闪, 杀, 无懈可击, 水, 生死簿, 躲, or conversions as above).
 * - `bagua`: judge with 八卦阵 instead of playing a 闪.
 * - `pass`: play nothing.
 * - `discard` one hand card (discard phase, 一不留神, 泡泡加特林).
 * - `choose` option `i` of a `choose` request (its options are listed in the request).
 */
export type PaopaoshaDecision =
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
  | { readonly t: 'bagua' }
  | { readonly t: 'pass' }
  | { readonly t: 'discard'; readonly card: number }
  | { readonly t: 'choose'; readonly i: number }
  | {
      readonly t: 'skill';
      readonly id: string;
      readonly cards: readonly number[];
      readonly targets: readonly number[];
    };

/** Shared frozen decisions. */
export const END: PaopaoshaDecision = Object.freeze({ t: 'end' });
export const PASS: PaopaoshaDecision = Object.freeze({ t: 'pass' });
export const BAGUA: PaopaoshaDecision = Object.freeze({ t: 'bagua' });
const NONE: readonly number[] = Object.freeze([]);

/** `{t:'use', …}` with defaults. */
export function useOf(
  card: number,
  as: CardKindId,
  targets: readonly number[],
  withCards: readonly number[] = NONE,
  via = '',
): PaopaoshaDecision {
  return via ? { t: 'use', card, as, with: withCards, targets, via } : { t: 'use', card, as, with: withCards, targets };
}
/** `{t:'play', …}` with defaults. */
export function playOf(card: number, as: CardKindId, withCards: readonly number[] = NONE, via = ''): PaopaoshaDecision {
  return via ? { t: 'play', card, as, with: withCards, via } : { t: 'play', card, as, with: withCards };
}

function sameNums(a: unknown, b: readonly number[]): boolean {
  if (!Array.isArray(a) || a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether an untrusted value equals a listed decision, field by field. */
export function sameDecision(x: unknown, d: PaopaoshaDecision): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const o = x as Record<string, unknown>;
  if (o.t !== d.t) return false;
  switch (d.t) {
    case 'character':
      return o.id === d.id;
    case 'use':
      return (
        o.card === d.card &&
        o.as === d.as &&
        (o.via ?? '') === (d.via ?? '') &&
        sameNums(o.with ?? NONE, d.with) &&
        sameNums(o.targets, d.targets)
      );
    case 'play':
      return o.card === d.card && o.as === d.as && (o.via ?? '') === (d.via ?? '') && sameNums(o.with ?? NONE, d.with);
    case 'skill':
      return o.id === d.id && sameNums(o.cards, d.cards) && sameNums(o.targets, d.targets);
    case 'discard':
      return o.card === d.card;
    case 'choose':
      return o.i === d.i;
    default:
      return true;
  }
}

/** Whether a value has the shape of some decision (for the `malformed` error). */
export function isDecisionShape(x: unknown): boolean {
  if (typeof x !== 'object' || x === null) return false;
  const t = (x as { t?: unknown }).t;
  return (
    t === 'character' ||
    t === 'use' ||
    t === 'end' ||
    t === 'play' ||
    t === 'bagua' ||
    t === 'pass' ||
    t === 'discard' ||
    t === 'choose' ||
    t === 'skill'
  );
}
