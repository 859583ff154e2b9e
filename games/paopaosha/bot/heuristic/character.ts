/** Character choice of the 跑跑杀 heuristic bot: the most HP, plus its reading of the character's skills. */
import { type CharacterId, characterHp, type PaopaoshaDecision, type PaopaoshaView } from '../../src/index.ts';
import { characterBonus } from '../facts.ts';

/**
 * The bot's taste for character `id` under the view's configuration: its HP (`characterHp`) plus its reading of the
 * character's skills (hint `bonus`).
 */
export function characterTaste(v: PaopaoshaView, id: CharacterId): number {
  return characterHp(v.config, id) + characterBonus(id);
}

/** The character of the highest `characterTaste`; the first on ties. */
export function chooseCharacter(v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
  let best: PaopaoshaDecision | null = null;
  let bestHp = -1;
  for (const d of legal) {
    if (d.t !== 'character') continue;
    const hp = characterTaste(v, d.id);
    if (hp > bestHp) {
      bestHp = hp;
      best = d;
    }
  }
  return best;
}
