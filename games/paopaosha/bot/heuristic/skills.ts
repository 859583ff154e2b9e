/**
 * Skill policy of the 跑跑杀 heuristic bot: play-phase uses of character skills, skill books and the boss skill
 * (`scoreSkill`), by the hint `use` of the skill (a book's: its card's hint `skill`), and the swap plan of a whole-hand
 * swap (电脑奇才 book); the prompts skills raise are in games/paopaosha/bot/heuristic/prompts.ts.
 */
import type { PaopaoshaView, SeatView } from '../../src/index.ts';
import { shaHitDamage } from '../../src/index.ts';
import { marvelForced, optionValue, skillUse } from '../facts.ts';
import { type Mind, type Skill, self } from './mind.ts';
import { danger, lordDoubts, targetScore } from './targets.ts';
import { cardValue, cheapest, healWorth, hpPoint, keepValues } from './valuation.ts';

/** What an unknown card is worth on average (keep-value units). */
const AVG_CARD = 5;

/**
 * Score of a play-phase skill use (0 = do not), by its hint: character skills (修电脑 `discardForHeal`, 豆囊
 * `healOther`, 爱恋 `healBoth`), skill books (神秘惊奇 `marvel`, 公山子无影八卦阵 `shaNeighbours`, 电脑奇才 `swapHands`) and
 * the boss skill 司令部 (`command`).
 */
export function scoreSkill(b: Mind, v: PaopaoshaView, d: Skill, shaInHand: number): number {
  const me = self(b, v);
  const sw = b.selfWorth;
  const t0 = d.targets[0] ?? -1;
  const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
  const e0 = t0 >= 0 ? (b.enemy[t0] as number) : 0;
  const use = skillUse(d.id);
  switch (use?.policy) {
    case 'discardForHeal':
      // Discard a card (修电脑: a 闪) to heal 1: when the HP is worth more than the card.
      return sw > 0 && hpPoint(me.hp) >= cardValue(b, v, d.cards[0] as number) * 0.7 ? use.score : 0;
    case 'healOther': {
      // Discard a card (豆囊: a weapon): another player heals (a controlled enemy's card is a gift to throw away).
      if (!tp) return 0;
      const gain = healWorth(b, v, t0, optionValue(v.config, use.heal));
      const cost = cardValue(b, v, d.cards[0] as number) * sw;
      return gain > 0 && gain - cost > 0.5 ? use.score + gain - cost : 0;
    }
    case 'healBoth': {
      // Discard 2 hand cards: the user and another player heal 1.
      if (!tp) return 0;
      const kv = cheapest(b, v, false);
      const cost = ((kv[0] ?? 0) + (kv[1] ?? 0)) * 0.7 * sw;
      const gain = healWorth(b, v, b.actor, 1) * (b.actor === b.me ? 1 : sw) + healWorth(b, v, t0, 1);
      return gain - cost > 0.5 ? use.score + gain - cost : 0;
    }
    case 'marvel': {
      // The target gives `cards` hand cards or takes `damage` from me (with fewer it must take the damage).
      if (!tp || e0 <= b.thr || t0 === b.me || tp.asleep || lordDoubts(b, v, t0)) return 0;
      const forced = marvelForced(v, tp, use.cards);
      return use.score + e0 * 5 + (forced ? (tp.hp <= optionValue(v.config, use.damage) ? 12 : 4) : 0);
    }
    case 'shaNeighbours': {
      // One 杀 on both neighbours of the player with the lowest HP: only when both are enemies.
      const dmg = shaHitDamage(v, b.actor);
      let sum = 0;
      for (const t of d.targets) {
        const ts = targetScore(b, v, t, dmg);
        if (ts <= 0) return 0;
        sum += ts;
      }
      return shaInHand > 0 || d.cards.length > 0 ? use.score + sum * 10 : 0;
    }
    case 'swapHands': {
      // With an enemy, the whole hand when theirs is worth more than mine (late in the phase, my hand spent), or one
      // random card each when my cards are worse than an average one.
      if (!tp || sw <= 0 || e0 <= b.thr || t0 === b.me) return 0;
      const plan = swapPlan(b, v, t0);
      if (plan.all > Math.max(1, plan.one)) return use.all + plan.all;
      return plan.one > 0.3 ? use.one + plan.one : 0;
    }
    case 'command':
      // The most dangerous opponent's next turn is mine.
      if (!tp || e0 <= b.thr || t0 === b.me) return 0;
      return use.score + e0 + danger(v, t0);
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
