/**
 * The rule facts the words derive for themselves, all in this one file, so that switching each to the rules' own
 * query (or an event field) is a change of one function here. Each keeps today's result exactly.
 */
import { cardValue, matchesIdentity, type ShajisifuView } from '../src/index.ts';

/**
 * The damage the cards flipped so far would deal if the attack stopped now: the target's immune cards (S-R1, when
 * its identity is public) do not count.
 */
// rules query: to be replaced by the rules' pending-attack damage query on the view (games/shajisifu/src)
export function attackDamage(v: ShajisifuView): number {
  if (!v.attack) return 0;
  const t = v.players[v.attack.target] as ShajisifuView['players'][number];
  const id = t.revealed ? t.identity : null;
  let sum = 0;
  for (const c of v.attack.flips) if (id === null || !matchesIdentity(c, id)) sum += cardValue(c, v.config);
  return sum;
}

/**
 * Whether a flipped card of `value` (the `flip` event's, under the game's options) forces the attacker to stop: lower
 * than the value flipped before it (`last`, -1: none).
 */
// rules query: to be replaced by a `forced` field of the `damage` event (games/shajisifu/src)
export function forcesStop(value: number, last: number): boolean {
  return last >= 0 && value < last;
}
