/**
 * Target policy of the 跑跑杀 heuristic bot: whom to harm and how much it pays. 国主 and 大臣 attack likely 强盗/小贼
 * and protect the 国主; 强盗 attack the 国主 first, then likely 大臣; the 小贼 fights whichever side is stronger, keeps
 * the 国主 alive while anyone else lives, and attacks the 国主 last (the enemy scores of
 * games/paopaosha/bot/heuristic/identity.ts).
 */
import type { PaopaoshaView, SeatView } from '../../src/index.ts';
import { characterBonus } from '../facts.ts';
import { ENEMY, type Mind } from './mind.ts';

/** How dangerous seat `t` is to have against me: its cards, weapon, book, HP and skills (its character's hint `bonus`). */
export function danger(v: PaopaoshaView, t: number): number {
  const p = v.players[t] as SeatView;
  let d = p.handCount * 0.5 + Math.min(p.hp, 6) * 0.2;
  if (p.equip.weapon >= 0) d += 1;
  if (p.equip.book >= 0) d += 1;
  if (p.character) d += characterBonus(p.character);
  return d;
}

/**
 * The 国主 does not wound a seat nobody has seen act (it may be a 大臣: P-W3 penalty) unless the hidden identities
 * left make it a likely enemy anyway, or the game drags on.
 */
export function lordDoubts(b: Mind, v: PaopaoshaView, t: number): boolean {
  return (
    b.mine === 'guozhu' &&
    b.thr >= ENEMY &&
    v.players[t]?.identity === null &&
    Math.abs(b.ev[t] as number) < 1 &&
    (b.enemy[t] as number) < 0.5
  );
}

/** Score of harming `t` with an attack (0 = do not). */
export function targetScore(b: Mind, v: PaopaoshaView, t: number, dmg: number): number {
  const e = b.enemy[t] as number;
  if (e <= b.thr || t === b.me) return 0;
  const p = v.players[t] as SeatView;
  // 睡觉: no damage until their next turn.
  if (p.asleep || lordDoubts(b, v, t)) return 0;
  const base = e - b.thr + ENEMY;
  let s = base;
  if (p.hp <= dmg) {
    // A kill: the 国主 killing an unsure target risks a 大臣 (P-W3 penalty).
    s += b.mine === 'guozhu' && p.identity === null && e < 0.6 ? -0.2 * base : 0.6;
  }
  s += (p.maxHp - p.hp) * 0.05;
  return s;
}
