/**
 * The rule facts the words need, in one file: the rules' own queries read from the view (games/paopaosha/src/rules/
 * queries.ts). Judgement outcomes come from the `judge` event's `hit`.
 */
import { type PaopaoshaView, shaDamage } from '../src/index.ts';

/** The 杀 damage `seat` deals (the rules' `shaDamage`, read from the view: 1, +1 with 大炮, +1 with 狼狗; P-W1). */
export function shaDamageOf(v: PaopaoshaView, seat: number): number {
  return v.players[seat] ? shaDamage(v, seat) : 1;
}
