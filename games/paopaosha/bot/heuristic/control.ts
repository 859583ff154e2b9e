/**
 * Decisions for the seats the 跑跑杀 heuristic bot controls (海洋公主, 司令部): their cards against its enemies, their 闪
 * and 水 kept from themselves when they are enemies, their best cards discarded.
 */
import type { PaopaoshaDecision, PaopaoshaView } from '../../src/index.ts';
import { distance, shaReaches } from '../../src/index.ts';
import { choose } from './decide.ts';
import { clamp, type Mind } from './mind.ts';

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
  const c = v.controlling.find((x) => x.seat === seat);
  const players = v.players.map((p) =>
    p.seat === seat || !p.alive
      ? { ...p, distance: null, inRange: false }
      : { ...p, distance: distance(v, seat, p.seat), inRange: shaReaches(v, seat, p.seat) },
  );
  const pv: PaopaoshaView = { ...v, seat, hand: c ? c.hand : [], legal, players };
  b.actor = seat;
  b.selfWorth = clamp(-(b.enemy[seat] as number), -1, 1);
  // A controlled enemy's cards cost my side nothing: spend them on any seat more likely against me than not.
  if (b.selfWorth < 0) b.thr = Math.min(b.thr, 0);
  return choose(b, pv, legal);
}
