/**
 * Distance and range (P-T3; seed: 玩家间的距离：A玩家到B和H玩家的攻击距离为1，到C和G玩家攻击距离为2，以此类推).
 * Seat distance counts alive players only, the shorter way round; mounts add or subtract; never below 1. Each query
 * reads a `TableFacts`: a full state or a seat's view. Whether a 杀 reaches a seat is rules/queries.ts `inShaRange`.
 */

import { MOUNT_ATTACK_OF, MOUNT_DEFENSE_OF, RANGE_OF } from '../cards/index.ts';
import type { SeatFacts, TableFacts } from '../cards/types.ts';

/** Seat distance between two alive seats counting only alive players, the shorter way round (0 for the same seat). */
export function seatDistance(t: TableFacts, from: number, to: number): number {
  if (from === to) return 0;
  const seats = (t.seats ?? t.players) as readonly SeatFacts[];
  const n = seats.length;
  // Round the table both ways, wrapping by comparison rather than `%` (a division).
  let cw = 0;
  for (let i = from; i !== to; ) {
    i = i + 1 === n ? 0 : i + 1;
    if ((seats[i] as SeatFacts).alive) cw++;
  }
  let ccw = 0;
  for (let i = from; i !== to; ) {
    i = i === 0 ? n - 1 : i - 1;
    if ((seats[i] as SeatFacts).alive) ccw++;
  }
  return Math.min(cw, ccw);
}

/**
 * The distance from `from` to `to` (P-T3): seat distance, minus `from`'s mount attack bonus (震震狗 −1, QQ飞车 −1), plus
 * `to`'s mount defence (旺财狗, 狼狗, 大众桑塔纳 +1, 老牛 +2, QQ飞车 +1); at least 1 between different seats.
 */
export function distance(t: TableFacts, from: number, to: number): number {
  if (from === to) return 0;
  const seats = (t.seats ?? t.players) as readonly SeatFacts[];
  let d = seatDistance(t, from, to);
  const fm = (seats[from] as SeatFacts).equip.mount;
  const tm = (seats[to] as SeatFacts).equip.mount;
  if (fm >= 0) d += MOUNT_ATTACK_OF[fm] as number;
  if (tm >= 0) d += MOUNT_DEFENSE_OF[tm] as number;
  return Math.max(d, 1);
}

/** The 攻击距离 of `seat`: its weapon's range, 1 with no weapon (P-T3). Works on a state or a view. */
export function attackRange(t: TableFacts, seat: number): number {
  const w = ((t.seats ?? t.players) as readonly SeatFacts[])[seat]?.equip.weapon ?? -1;
  return w >= 0 ? (RANGE_OF[w] as number) : 1;
}

/**
 * Writes into `out[to]` the distance from `from` to every other alive seat `to` (P-T3, as `distance`), in one round of
 * the table rather than two per seat: with `cw` the alive seats met going clockwise up to `to` included and `A` the
 * alive seats other than `from`, the other way round meets `A − cw + 1`. Entries of `from` and of dead seats are left
 * as they were. `out` needs a slot per seat. Works on a state or a view.
 */
export function distancesFrom(t: TableFacts, from: number, out: Int32Array | number[]): void {
  const seats = (t.seats ?? t.players) as readonly SeatFacts[];
  const n = seats.length;
  let cw = 0;
  for (let i = from + 1 === n ? 0 : from + 1; i !== from; i = i + 1 === n ? 0 : i + 1) {
    if ((seats[i] as SeatFacts).alive) out[i] = ++cw;
  }
  const fm = (seats[from] as SeatFacts).equip.mount;
  const attack = fm >= 0 ? (MOUNT_ATTACK_OF[fm] as number) : 0;
  for (let i = from + 1 === n ? 0 : from + 1; i !== from; i = i + 1 === n ? 0 : i + 1) {
    const p = seats[i] as SeatFacts;
    if (!p.alive) continue;
    const c = out[i] as number;
    const ccw = cw - c + 1;
    const tm = p.equip.mount;
    const d = Math.min(c, ccw) + attack + (tm >= 0 ? (MOUNT_DEFENSE_OF[tm] as number) : 0);
    out[i] = Math.max(d, 1);
  }
}
