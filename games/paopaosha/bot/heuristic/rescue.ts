/** Rescue policy of the 跑跑杀 heuristic bot: which 水 (or 生死簿, 死神冥刀) to give a dying player of its side. */
import { type PaopaoshaDecision, type PaopaoshaView, type SeatView, typeOf } from '../../src/index.ts';
import { hintsOf, isHealKind, rescueNeed, usesLeft } from '../facts.ts';
import { type Ask, FRIEND, type Mind, self } from './mind.ts';
import { cardValue, reserveOf } from './valuation.ts';

/**
 * A dying player asks for 水: only my side is saved (never a controlled enemy itself); a real 水 first (enough of them
 * for the HP needed), else 生死簿, 死神冥刀 or any 水 there is. A 水 is a card played as a kind that heals (`HEAL_KINDS`);
 * any other rescue is a whole one, from an equipped card (死神冥刀) or from the hand (生死簿).
 */
export function answerRescue(
  b: Mind,
  v: PaopaoshaView,
  a: Ask,
  legal: readonly PaopaoshaDecision[],
): PaopaoshaDecision | null {
  let pass: PaopaoshaDecision | null = null;
  let heal: PaopaoshaDecision | null = null;
  let book: PaopaoshaDecision | null = null;
  let blade: PaopaoshaDecision | null = null;
  let healCount = 0;
  let healCost = Infinity;
  let reserve = 0;
  for (const d of legal) {
    if (d.t === 'pass') pass = d;
    else if (d.t === 'play') {
      if (isHealKind(d.as)) {
        // A real 水 first, then the cheapest card a skill converts (豆浆, 杂技: the scarcer count costs more).
        let cost = 0;
        if (d.via) {
          const left = usesLeft(v, self(b, v), d.via);
          cost = 1 + cardValue(b, v, d.card) + (left <= 1 ? 2 : 0);
        }
        if (cost < healCost) {
          healCost = cost;
          heal = d;
        }
        healCount++;
        reserve = reserveOf(b, hintsOf(d.as));
      } else if (typeOf(d.card) === 'equipment') blade = d;
      else book = d;
    }
  }
  const t = a.target;
  // Only my side: never a controlled enemy itself, never my enemies.
  const save = t === b.me || (b.enemy[t] as number) < -FRIEND;
  if (!save) return pass;
  // The 国主 keeps its 水 reserve for a seat it is not sure of.
  if (t !== b.me && v.players[t]?.identity === null && healCount <= reserve && !book) return pass;
  const p = v.players[t] as SeatView;
  const need = rescueNeed(p);
  if (heal && healCount >= need) return heal;
  return book ?? blade ?? heal ?? pass;
}
