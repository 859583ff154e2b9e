/**
 * God-card policy of the 跑跑杀 heuristic bot (神卡: not tricks, so no 无懈可击 and no 盾牌; god cards ruling):
 * 天使之泪, 吉奥拉之花, 海洋公主, 光明之眼 and 永恒之火.
 */
import type { PaopaoshaView, SeatView } from '../../src/index.ts';
import { CLUB_RATE, roundTo } from '../facts.ts';
import { friendOf, type Mind, self, type Use } from './mind.ts';
import { danger, lordDoubts } from './targets.ts';

/** Chance that a judgement takes 永恒之火 (♣), as the bot estimates it: the deck's ♣ share rounded to 0.255. */
const FIRE_TAKEN = roundTo(CLUB_RATE, 3);
/** Chance that it passes on (1 − `FIRE_TAKEN`). */
const FIRE_PASSES = 1 - FIRE_TAKEN;

/**
 * Score of using god card `d` (0 = do not): `t0` its first target (−1 for none), `tp` that seat, `e0` its enemy score.
 * Any other card kind scores 0.
 */
export function scoreGod(b: Mind, v: PaopaoshaView, d: Use, t0: number, tp: SeatView | null, e0: number): number {
  const me = self(b, v);
  const sw = b.selfWorth;
  switch (d.as) {
    case 'tianshizhilei':
      return sw > 0 && me.hp < v.config.tianshizhileiHp && (me.hp <= 2 || me.hp < me.maxHp) ? 85 : 0;
    case 'jiaolazhihua':
      // Death unless they hand over two real 水: most likely with few hand cards.
      if (!tp || e0 <= b.thr || t0 === b.me || lordDoubts(b, v, t0)) return 0;
      return 70 + e0 * 5 + (tp.handCount <= 3 ? 2 : 0) + danger(v, t0) * 0.2;
    case 'haiyanggongzhu':
      // Five turns of the most dangerous enemy's decisions.
      if (!tp || e0 <= b.thr || t0 === b.me || lordDoubts(b, v, t0)) return 0;
      return 60 + e0 * 5 + danger(v, t0) * 0.5;
    case 'guangmingzhiyan': {
      // One card of my choice from every other player's hand.
      if (sw <= 0) return 0;
      let gain = 0;
      for (const t of d.targets) {
        const p = v.players[t] as SeatView;
        if (p.handCount > 0) gain += 0.5 - 0.5 * friendOf(b, t) + 0.3;
      }
      return gain >= 1.2 ? 65 : 0;
    }
    case 'yonghengzhihuo':
      return d.targets.length > 0 ? armedFireScore(b, v, t0) : fireScore(b, v);
    default:
      return 0;
  }
}

/** An armed 永恒之火 kills outright; on the 国主 it gives the 强盗 the win (P-W4), so only a 强盗 aims it there. */
function armedFireScore(b: Mind, v: PaopaoshaView, t: number): number {
  if (t < 0 || t === b.me || (t === b.lord && b.mine !== 'qiangdao')) return 0;
  const e = b.enemy[t] as number;
  if (e <= b.thr || lordDoubts(b, v, t)) return 0;
  return 99 + e + danger(v, t) * 0.01;
}

/**
 * An unarmed 永恒之火 goes round the table from me until someone judges ♣ (about one in four): worth using unless
 * the seats likely to get it are clearly the other side.
 */
function fireScore(b: Mind, v: PaopaoshaView): number {
  let val = 0;
  let w = FIRE_TAKEN;
  for (let k = 0; k < b.n; k++) {
    const seat = (b.actor + k) % b.n;
    const p = v.players[seat] as SeatView;
    if (!p.alive) continue;
    let f = seat === b.actor ? b.selfWorth : friendOf(b, seat);
    // In an enemy's hand it may kill me or the 国主 I protect.
    if (f < 0 && (b.mine === 'guozhu' || b.mine === 'dachen')) f *= 1.5;
    val += w * f;
    w *= FIRE_PASSES;
  }
  return val > -0.05 ? 40 : 0;
}
