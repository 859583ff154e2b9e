/** Character choice of the 跑跑杀 heuristic bot: the most HP, plus its reading of the character's skills. */
import { characterHp, type PaopaoshaDecision, type PaopaoshaView } from '../../src/index.ts';
import { CHARACTER_BONUS } from './valuation.ts';

/** The character with the most HP (`characterHp`) plus `CHARACTER_BONUS`; the first on ties. */
export function chooseCharacter(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
  let best: PaopaoshaDecision | null = null;
  let bestHp = -1;
  for (const d of legal) {
    if (d.t !== 'character') continue;
    const hp = characterHp(v.config, d.id) + (CHARACTER_BONUS[d.id] ?? 0);
    if (hp > bestHp) {
      bestHp = hp;
      best = d;
    }
  }
  return best;
}
