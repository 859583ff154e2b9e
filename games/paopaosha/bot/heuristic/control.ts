/**
 * Decisions for the seats the 跑跑杀 heuristic bot controls (海洋公主, 司令部): their cards against its enemies, their 闪
 * and 水 kept from themselves when they are enemies, their best cards discarded.
 */
import type { ControlledSeatView, PaopaoshaDecision, PaopaoshaView, SeatView } from '../../src/index.ts';
import { distancesFrom, shaReachMask } from '../../src/index.ts';
import { choose } from './decide.ts';
import { clamp, type Mind } from './mind.ts';

/** `forControlled`'s scratch: the controlled seat's distances (a slot per seat). */
const DISTANCES = new Int32Array(32);

/**
 * A decision for a seat I control: the same choices as for myself, seen from that seat (its hand, its distances),
 * judged by my side's good. `selfWorth` says how much its own good counts: an enemy's not at all (it will not dodge,
 * heal or rescue itself, and gives up its best cards), an ally's as my own.
 */
export function forControlled(
  b: Mind,
  v: PaopaoshaView,
  seat: number,
  legal: readonly PaopaoshaDecision[],
): PaopaoshaDecision | null {
  let c: ControlledSeatView | undefined;
  for (const x of v.controlling) if (x.seat === seat) c = x;
  // The controlled seat's distances and 杀 targets, found once for the table (rules/distance.ts `distancesFrom`).
  distancesFrom(v, seat, DISTANCES);
  const reach = shaReachMask(v, seat, DISTANCES);
  const players: SeatView[] = [];
  for (const p of v.players) {
    players.push(
      p.seat === seat || !p.alive
        ? { ...p, distance: null, inRange: false }
        : { ...p, distance: DISTANCES[p.seat] as number, inRange: (reach & (1 << p.seat)) !== 0 },
    );
  }
  const pv: PaopaoshaView = { ...v, seat, hand: c ? c.hand : [], legal, players };
  b.actor = seat;
  b.selfWorth = clamp(-(b.enemy[seat] as number), -1, 1);
  // A controlled enemy's cards cost my side nothing: spend them on any seat more likely against me than not.
  if (b.selfWorth < 0) b.thr = Math.min(b.thr, 0);
  return choose(b, pv, legal);
}
