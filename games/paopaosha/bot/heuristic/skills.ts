/**
 * Skill policy of the 跑跑杀 heuristic bot: play-phase uses of character skills, skill books and the boss skill
 * (`scoreSkill`), and the 电脑奇才 book's swap plan; the prompts skills raise are in
 * games/paopaosha/bot/heuristic/prompts.ts.
 */
import type { PaopaoshaView, SeatView } from '../../src/index.ts';
import { shaHitDamage } from '../../src/index.ts';
import { marvelForced } from '../facts.ts';
import { type Mind, type Skill, self } from './mind.ts';
import { danger, lordDoubts, targetScore } from './targets.ts';
import { cardValue, cheapest, healWorth, hpPoint, keepValues } from './valuation.ts';

/** What an unknown card is worth on average (keep-value units). */
const AVG_CARD = 5;

/**
 * Score of a play-phase skill use (0 = do not): character skills (修电脑, 豆囊, 爱恋), skill books (神秘惊奇, 公山子无影八卦阵,
 * 电脑奇才) and the boss skill 司令部.
 */
export function scoreSkill(b: Mind, v: PaopaoshaView, d: Skill, shaInHand: number): number {
  const me = self(b, v);
  const sw = b.selfWorth;
  const t0 = d.targets[0] ?? -1;
  const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
  const e0 = t0 >= 0 ? (b.enemy[t0] as number) : 0;
  switch (d.id) {
    case 'xiudiannao':
      // 修电脑: discard a 闪 to heal 1 (three times a game): when the HP is worth more than the 闪.
      return sw > 0 && hpPoint(me.hp) >= cardValue(b, v, d.cards[0] as number) * 0.7 ? 78 : 0;
    case 'dounang': {
      // 豆囊: discard a weapon card: another player heals 2 (a controlled enemy's weapon is a gift to throw away).
      if (!tp) return 0;
      const gain = healWorth(b, v, t0, 2);
      const cost = cardValue(b, v, d.cards[0] as number) * sw;
      return gain > 0 && gain - cost > 0.5 ? 50 + gain - cost : 0;
    }
    case 'ailian': {
      // 爱恋: discard 2 hand cards: the user and another player heal 1.
      if (!tp) return 0;
      const kv = cheapest(b, v, false);
      const cost = ((kv[0] ?? 0) + (kv[1] ?? 0)) * 0.7 * sw;
      const gain = healWorth(b, v, b.actor, 1) * (b.actor === b.me ? 1 : sw) + healWorth(b, v, t0, 1);
      return gain - cost > 0.5 ? 30 + gain - cost : 0;
    }
    case 'shenmijingqi': {
      // The target gives 5 hand cards or takes 4 damage from me (with fewer than 5 it must take the damage).
      if (!tp || e0 <= b.thr || t0 === b.me || tp.asleep || lordDoubts(b, v, t0)) return 0;
      const forced = marvelForced(v, tp);
      return 62 + e0 * 5 + (forced ? (tp.hp <= v.config.shenmijingqiDamage ? 12 : 4) : 0);
    }
    case 'gongshanziwuyingbaguazhen': {
      // One 杀 on both neighbours of the player with the lowest HP: only when both are enemies.
      const dmg = shaHitDamage(v, b.actor);
      let sum = 0;
      for (const t of d.targets) {
        const ts = targetScore(b, v, t, dmg);
        if (ts <= 0) return 0;
        sum += ts;
      }
      return shaInHand > 0 || d.cards.length > 0 ? 31 + sum * 10 : 0;
    }
    case 'diannaoqicaishu': {
      // 电脑奇才 (book): with an enemy, the whole hand when theirs is worth more than mine (late in the phase, my
      // hand spent), or one random card each when my cards are worse than an average one.
      if (!tp || sw <= 0 || e0 <= b.thr || t0 === b.me) return 0;
      const plan = swapPlan(b, v, t0);
      if (plan.all > Math.max(1, plan.one)) return 20 + plan.all;
      return plan.one > 0.3 ? 12 + plan.one : 0;
    }
    case 'silingbu':
      // 司令部: the most dangerous opponent's next turn is mine.
      if (!tp || e0 <= b.thr || t0 === b.me) return 0;
      return 40 + e0 + danger(v, t0);
    default:
      return 0;
  }
}

/**
 * 电脑奇才 (book) with seat `t`: what swapping the whole hands (`all`) or one random card each (`one`) gains me, an
 * unknown card being worth `AVG_CARD`.
 */
export function swapPlan(b: Mind, v: PaopaoshaView, t: number): { all: number; one: number } {
  const hand = v.hand ?? [];
  const theirs = (v.players[t]?.handCount ?? 0) * AVG_CARD;
  b.handVals ??= keepValues(b, v, hand);
  let mine = 0;
  for (const x of b.handVals) mine += x;
  return { all: theirs - mine, one: hand.length > 0 ? AVG_CARD - mine / hand.length : -99 };
}
