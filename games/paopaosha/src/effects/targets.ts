/**
 * Target sets of the effect library (the kernel) that no test of one seat can say: groups of seats chosen together.
 * Imports no content.
 */
import { aliveFrom } from '../rules/ask.ts';
import { seatOf } from '../rules/effects.ts';
import type { PaopaoshaState } from '../state.ts';

/**
 * `lowestHpNeighbours` (公山子无影八卦阵, product reading 9): for each alive player with the lowest HP (HP as shown,
 * 天使之泪's shield included; `seat` included), its alive neighbours on both sides other than `seat` and itself,
 * deduplicated, in seat order from `seat`. Empty lists and repeats are left out.
 */
export function lowestHpNeighbours(s: PaopaoshaState, seat: number): number[][] {
  const alive = aliveFrom(s, seat, true);
  let low = Number.POSITIVE_INFINITY;
  for (const i of alive) low = Math.min(low, seatOf(s, i).hp);
  const n = alive.length;
  const out: number[][] = [];
  for (let k = 0; k < n; k++) {
    const x = alive[k] as number;
    if (seatOf(s, x).hp !== low) continue;
    const set = new Set([alive[(k + n - 1) % n] as number, alive[(k + 1) % n] as number]);
    set.delete(seat);
    set.delete(x);
    if (set.size === 0) continue;
    const t = [...set].sort((a, b) => alive.indexOf(a) - alive.indexOf(b));
    if (!out.some((o) => o.length === t.length && o.every((v, i) => v === t[i]))) out.push(t);
  }
  return out;
}
