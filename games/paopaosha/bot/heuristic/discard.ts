/** Discard policy of the 跑跑杀 heuristic bot: the least useful card (the most useful of a controlled enemy's). */
import { kindOf, type PaopaoshaDecision, type PaopaoshaView } from '../../src/index.ts';
import { type Mind, self } from './mind.ts';
import { equipValue, keepValues } from './valuation.ts';

/** A card to discard: the least useful (the most useful of a controlled enemy's). */
export function chooseDiscard(
  b: Mind,
  v: PaopaoshaView,
  legal: readonly PaopaoshaDecision[],
): PaopaoshaDecision | null {
  const me = self(b, v);
  const cards: number[] = [];
  for (const d of legal) if (d.t === 'discard') cards.push(d.card);
  if (cards.length === 0) return null;
  const hand = v.hand ?? [];
  const kv = keepValues(b, v, hand);
  const sign = b.selfWorth < 0 ? -1 : 1;
  let best = -1;
  let bestVal = Infinity;
  for (const c of cards) {
    const i = hand.indexOf(c);
    // Equipped cards (泡泡加特林's and 葱汁's cost) are worth their slot.
    const val = i >= 0 ? (kv[i] as number) : equipValue(b, v, kindOf(c)) * 0.8 + (c === me.equip.armor ? 1 : 0);
    if (sign * val < bestVal) {
      bestVal = sign * val;
      best = c;
    }
  }
  return legal.find((d) => d.t === 'discard' && d.card === best) ?? null;
}
