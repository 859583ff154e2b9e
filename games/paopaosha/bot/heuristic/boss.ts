/**
 * Boss mode for the 跑跑杀 heuristic bot (P-B1): no hidden identities; the 海盗王 (seat 0) plays against the team of
 * 跑跑, and the sides are the public `team`s, so team members never harm each other.
 */
import type { PaopaoshaView, SeatView } from '../../src/index.ts';
import { ENEMY, type Mind } from './mind.ts';

/** Enemy scores in boss mode: 1 for every alive seat of the other team, −1 for my team, the dead and me. */
export function assessBoss(b: Mind, v: PaopaoshaView): void {
  const ps = v.players;
  const side = (ps[b.me] as SeatView).team;
  for (let i = 0; i < b.n; i++) {
    const p = ps[i] as SeatView;
    b.enemy[i] = !p.alive || i === b.me || p.team === side ? -1 : 1;
  }
  b.thr = ENEMY;
}
