/**
 * Distance and range (P-T3; seed: 玩家间的距离：A玩家到B和H玩家的攻击距离为1，到C和G玩家攻击距离为2，以此类推).
 * Seat distance counts alive players only, the shorter way round; mounts add or subtract; never below 1.
 */

import { kindOf } from '../cardinfo.ts';
import { CARD_KINDS } from '../data/cards.ts';
import { hasSkill } from '../skills/hooks.ts';
import type { PaopaoshaState } from '../state.ts';

/** Seat distance between two alive seats counting only alive players, the shorter way round (0 for the same seat). */
export function seatDistance(s: PaopaoshaState, from: number, to: number): number {
  if (from === to) return 0;
  const n = s.seats.length;
  let cw = 0;
  for (let i = from; i !== to; i = (i + 1) % n) if ((s.seats[(i + 1) % n] as { alive: boolean }).alive) cw++;
  let ccw = 0;
  for (let i = from; i !== to; i = (i + n - 1) % n) if ((s.seats[(i + n - 1) % n] as { alive: boolean }).alive) ccw++;
  return Math.min(cw, ccw);
}

/**
 * The distance from `from` to `to` (P-T3): seat distance, minus `from`'s mount attack bonus (震震狗 −1, QQ飞车 −1), plus
 * `to`'s mount defence (旺财狗, 狼狗, 大众桑塔纳 +1, 老牛 +2, QQ飞车 +1); at least 1 between different seats.
 */
export function distance(s: PaopaoshaState, from: number, to: number): number {
  if (from === to) return 0;
  let d = seatDistance(s, from, to);
  const fm = (s.seats[from] as { equip: { mount: number } }).equip.mount;
  const tm = (s.seats[to] as { equip: { mount: number } }).equip.mount;
  if (fm >= 0) d += CARD_KINDS[kindOf(fm)].distance?.attack ?? 0;
  if (tm >= 0) d += CARD_KINDS[kindOf(tm)].distance?.defense ?? 0;
  return Math.max(d, 1);
}

/** The 攻击距离 of `seat`: its weapon's range, 1 with no weapon (P-T3). */
export function attackRange(s: PaopaoshaState, seat: number): number {
  const w = (s.seats[seat] as { equip: { weapon: number } }).equip.weapon;
  return w >= 0 ? (CARD_KINDS[kindOf(w)].range ?? 1) : 1;
}

/** Whether `from`'s 杀 reaches `to` (P-T3): distance ≤ 攻击距离; any other player with 公山子无影八卦阵 (ignores distance). */
export function inShaRange(s: PaopaoshaState, from: number, to: number): boolean {
  if (from !== to && hasSkill(s, from, 'gongshanziwuyingbaguazhen')) return true;
  return from !== to && distance(s, from, to) <= attackRange(s, from);
}
