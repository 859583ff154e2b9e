/**
 * God-card policies of the 跑跑杀 heuristic bot (神卡: not tricks, so no 无懈可击 and no 盾牌; god cards ruling), by the
 * hint `use` of the card (games/paopaosha/src/data/bot-hints.ts): `shield` (天使之泪), `kill` (吉奥拉之花), `control`
 * (海洋公主), `takeAll` (光明之眼) and `fire` (永恒之火).
 */
import type { BotUse, PaopaoshaView, SeatView } from '../../src/index.ts';
import { judgementOdds, optionValue, roundTo } from '../facts.ts';
import { friendOf, type Mind, self, type Use } from './mind.ts';
import { danger, lordDoubts } from './targets.ts';

/**
 * Score of using god card `d` by its hint `use` (0 = do not): `t0` its first target (−1 for none), `tp` that seat, `e0`
 * its enemy score. Any other policy scores 0.
 */
export function scoreGod(
  b: Mind,
  v: PaopaoshaView,
  d: Use,
  use: BotUse,
  t0: number,
  tp: SeatView | null,
  e0: number,
): number {
  const me = self(b, v);
  const sw = b.selfWorth;
  switch (use.policy) {
    case 'shield':
      return sw > 0 && me.hp < optionValue(v.config, use.hp) && (me.hp <= 2 || me.hp < me.maxHp) ? use.score : 0;
    case 'kill':
      // Death unless they hand over two real 水: most likely with few hand cards.
      if (!tp || e0 <= b.thr || t0 === b.me || lordDoubts(b, v, t0)) return 0;
      return use.score + e0 * 5 + (tp.handCount <= 3 ? 2 : 0) + danger(v, t0) * 0.2;
    case 'control':
      // Five turns of the most dangerous enemy's decisions.
      if (!tp || e0 <= b.thr || t0 === b.me || lordDoubts(b, v, t0)) return 0;
      return use.score + e0 * 5 + danger(v, t0) * 0.5;
    case 'takeAll': {
      // One card of my choice from every other player's hand.
      if (sw <= 0) return 0;
      let gain = 0;
      for (const t of d.targets) {
        const p = v.players[t] as SeatView;
        if (p.handCount > 0) gain += 0.5 - 0.5 * friendOf(b, t) + 0.3;
      }
      return gain >= 1.2 ? use.score : 0;
    }
    case 'fire':
      return d.targets.length > 0 ? armedFireScore(b, v, t0, use.armed) : fireScore(b, v, d.as, use.round, use.passing);
    default:
      return 0;
  }
}

/** An armed 永恒之火 kills outright; on the 国主 it gives the 强盗 the win (P-W4), so only a 强盗 aims it there. */
function armedFireScore(b: Mind, v: PaopaoshaView, t: number, score: number): number {
  if (t < 0 || t === b.me || (t === b.lord && b.mine !== 'qiangdao')) return 0;
  const e = b.enemy[t] as number;
  if (e <= b.thr || lordDoubts(b, v, t)) return 0;
  return score + e + danger(v, t) * 0.01;
}

/**
 * An unarmed 永恒之火 (kind `k`) goes round the table from me until someone's judgement takes it (♣, about one in four:
 * its judgement's odds over the deck, rounded to `round` places): worth `score` unless the seats likely to get it are
 * clearly the other side.
 */
function fireScore(b: Mind, v: PaopaoshaView, k: Use['as'], round: number, score: number): number {
  const taken = roundTo(judgementOdds(k), round);
  const passes = 1 - taken;
  let val = 0;
  let w = taken;
  for (let k = 0; k < b.n; k++) {
    const seat = (b.actor + k) % b.n;
    const p = v.players[seat] as SeatView;
    if (!p.alive) continue;
    let f = seat === b.actor ? b.selfWorth : friendOf(b, seat);
    // In an enemy's hand it may kill me or the 国主 I protect.
    if (f < 0 && (b.mine === 'guozhu' || b.mine === 'dachen')) f *= 1.5;
    val += w * f;
    w *= passes;
  }
  return val > -0.05 ? score : 0;
}
