/**
 * Decisions of 跑跑杀 (plain data): the core decisions (decision-kinds.ts) and those an equipped card adds (the card
 * modules' alternatives to 闪, gathered by cards/index.ts). `apply` accepts exactly the decisions `legal` lists
 * (compared field by field).
 */
import { CARD_DECISION_TAGS, type CardDecision } from './cards/index.ts';
import type { CoreDecision } from './decision-kinds.ts';

export { type CoreDecision, type DecisionSink, END, PASS, playOf, useOf } from './decision-kinds.ts';

/** A decision of 跑跑杀: a core decision, or one an equipped card adds (cards/index.ts `CardDecision`). */
export type PaopaoshaDecision = CoreDecision | CardDecision;

const NONE: readonly number[] = Object.freeze([]);

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
    t === 'pass' ||
    t === 'discard' ||
    t === 'choose' ||
    t === 'skill' ||
    (typeof t === 'string' && CARD_DECISION_TAGS.includes(t))
  );
}
