/**
 * Skill prompts of the 跑跑杀 heuristic bot: the "may" skills that ask it yes or no (睡觉, 葱汁, 贪污, 洛神, 看豆) and
 * the skill choices (爱国's card, 电脑奇才's card, 神秘惊奇's give-or-take, 看豆's order of the top cards).
 */
import {
  type BotOptionId,
  CARD_KINDS,
  type CardKindId,
  kindOf,
  type PaopaoshaView,
  type SeatView,
  tricksBlocked,
} from '../../src/index.ts';
import {
  answersRescue,
  answersWuxie,
  drawsPerTurn,
  HEAL_KINDS,
  handLimit,
  isHealKind,
  judgedDelayed,
  judgementSpares,
  optionValue,
  reasonHints,
  SHAN_KINDS,
} from '../facts.ts';
import { type Ask, bestOption, FRIEND, friendOf, type Mind, type Opt, self } from './mind.ts';
import { cardValue, cheapest, handCount, hpPoint, marginalValue } from './valuation.ts';

/**
 * A "may" skill at a prompt: yes when it pays, by the hint choice of the skill that asks (`sleep`, `discardToPrevent`,
 * `takeOneEach`, `judgeLoop`, `always`); any other: yes unless I decide for a controlled enemy.
 */
export function sayYes(b: Mind, v: PaopaoshaView, a: Ask): boolean {
  const sw = b.selfWorth;
  const r = reasonHints(a.reason);
  const hint = r?.hints.choices?.[r.part];
  switch (hint?.policy) {
    case 'sleep':
      return sw > 0 && shouldSleep(b, v);
    case 'discardToPrevent':
      return sw > 0 && congzhiPays(b, v, a);
    case 'takeOneEach':
      return tanwuWorth(b, v, hint.draw) > 0.5;
    case 'judgeLoop': {
      // 洛神: each judgement is a card (a weapon ends it); stop at a bound so that an almost empty pile or a huge
      // hand cannot keep it going.
      if (sw <= 0) return false;
      if (b.loopTurn !== v.turns) {
        b.loopTurn = v.turns;
        b.loopCount = 0;
      }
      if (++b.loopCount > hint.most) return false;
      return v.drawCount + v.discardCount > 0 && (v.hand?.length ?? 0) < 16;
    }
    case 'always':
      return true;
    default:
      return sw > 0;
  }
}

/**
 * 睡觉: skip my whole turn to take no damage until it comes back — when one or two more hits would kill me, enemies
 * are there to deal them and I hold nothing to heal; never two turns running.
 */
function shouldSleep(b: Mind, v: PaopaoshaView): boolean {
  const me = self(b, v);
  if (me.hp >= 3 || v.turns - b.sleptTurn <= b.n) return false;
  let threat = 0;
  for (const p of v.players) {
    if (!p.alive || p.seat === b.actor) continue;
    const e = b.enemy[p.seat] as number;
    if (e <= b.thr) continue;
    threat += Math.min(1, e) * (0.4 + 0.12 * p.handCount + (p.equip.weapon >= 0 ? 0.2 : 0));
  }
  const water = handCount(v, HEAL_KINDS);
  const dodge = handCount(v, SHAN_KINDS);
  const yes = me.hp <= 1 ? threat >= 0.8 && water === 0 : threat >= 2.2 && water === 0 && dodge === 0;
  if (yes) b.sleptTurn = v.turns;
  return yes;
}

/** 葱汁: discard two cards to prevent one point of damage, when the point is worth more than the two cards. */
function congzhiPays(b: Mind, v: PaopaoshaView, a: Ask): boolean {
  const me = self(b, v);
  const kv = cheapest(b, v, true);
  if (kv.length < 2) return false;
  return hpPoint(me.hp - Math.max(1, a.count)) > (kv[0] as number) + (kv[1] as number);
}

/**
 * 贪污: one random hand card from every other player — a gain from enemies, from allies only a loss to them (and a
 * hand too big to keep after drawing option `draw`'s cards, 贪牌's). Judged for the actor (a controlled enemy's gain is
 * my loss).
 */
function tanwuWorth(b: Mind, v: PaopaoshaView, draw: BotOptionId): number {
  const me = self(b, v);
  let net = 0;
  let got = 0;
  let fromFriends = 0;
  for (const p of v.players) {
    if (!p.alive || p.seat === b.actor || p.handCount === 0) continue;
    got++;
    const f = friendOf(b, p.seat);
    net += b.selfWorth - f;
    if (f > FRIEND) {
      net -= 0.3;
      fromFriends++;
    }
  }
  // Cards beyond what the hand keeps are lost at the discard phase (贪牌 draws 5 more).
  const over = me.handCount + got + optionValue(v.config, draw) - handLimit(me) - 4;
  if (over > 0) net -= 0.4 * Math.min(over, fromFriends);
  return net;
}

/**
 * 爱国: the card drawn goes to an ally who needs it more than I do (水 to a wounded ally, 闪 to one with an empty
 * hand); else I keep it. A controlled enemy gives it to my side.
 */
export function giveAway(b: Mind, v: PaopaoshaView, opts: readonly Opt[]): number {
  const keep = Math.max(
    0,
    opts.findIndex((o) => o.o === 'keep'),
  );
  const c = opts[keep]?.card ?? -1;
  if (b.selfWorth <= 0) {
    return bestOption(opts, (o) =>
      o.o === 'give' && o.seat !== undefined ? friendOf(b, o.seat) + (o.seat === b.me ? 0.5 : 0) : 0,
    );
  }
  if (c < 0) return keep;
  const me = self(b, v);
  const k = kindOf(c);
  const mine = marginalValue(b, v, c) * (isHealKind(k) && me.hp >= me.maxHp ? 0.6 : 1) + 1;
  let best = keep;
  let bestVal = mine;
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i] as Opt;
    if (o.o !== 'give' || o.seat === undefined || friendOf(b, o.seat) < FRIEND) continue;
    const need = needOf(v, o.seat, c) * (o.seat === b.lord && !b.boss ? 1.2 : 1);
    if (need > bestVal) {
      bestVal = need;
      best = i;
    }
  }
  return best;
}

/** How much ally `t` needs card `c`, by what it answers (the rules' `answers`): a rescue, a 闪, a 无懈可击, else its hint. */
function needOf(v: PaopaoshaView, t: number, c: number): number {
  const p = v.players[t] as SeatView;
  const k = kindOf(c);
  if (answersRescue(k)) return p.hp < p.maxHp ? hpPoint(p.hp) + (p.hp <= 1 ? 3 : 0) : 2;
  if (SHAN_KINDS.includes(k)) return p.handCount <= 1 ? 7 : p.handCount <= 3 ? 5 : 3;
  if (answersWuxie(k)) return 3;
  return CARD_KINDS[k].hint * (p.handCount <= 1 ? 0.8 : 0.5);
}

/**
 * 电脑奇才 (小葱): one hand card I pick for a random one of another player's: my least useful card to an enemy, if it
 * is worth less than an average card. A controlled enemy gives its best card to my side.
 */
export function swapCard(b: Mind, v: PaopaoshaView, opts: readonly Opt[]): number {
  const no = Math.max(
    0,
    opts.findIndex((o) => o.o === 'no'),
  );
  const sw = b.selfWorth;
  const partner = v.players.some(
    (p) => p.alive && p.seat !== b.actor && p.handCount > 0 && (sw > 0 ? -1 : 1) * friendOf(b, p.seat) > 0.1,
  );
  if (!partner) return no;
  let bestI = no;
  let best = sw > 0 ? 4.5 : -Infinity;
  for (let i = 0; i < opts.length; i++) {
    const o = opts[i] as Opt;
    if (o.card < 0) continue;
    const val = cardValue(b, v, o.card);
    if (sw > 0 ? val < best : val > best) {
      best = val;
      bestI = i;
    }
  }
  return bestI;
}

/**
 * 神秘惊奇 aimed at the actor (hint choice `giveOrDamage`): give `a.count` hand cards or take option `damage`'s damage,
 * whichever costs less.
 */
export function marvelChoice(b: Mind, v: PaopaoshaView, a: Ask, opts: readonly Opt[], damage: BotOptionId): number {
  const give = opts.findIndex((o) => o.o === 'give');
  const dmgI = opts.findIndex((o) => o.o === 'damage');
  if (give < 0 || dmgI < 0) return Math.max(0, give, dmgI);
  const me = self(b, v);
  // A controlled enemy takes the damage; a sleeper takes none (睡觉).
  if (b.selfWorth <= 0 || me.asleep) return dmgI;
  const dmg = optionValue(v.config, damage);
  let loss = 0;
  for (let i = 1; i <= dmg; i++) loss += hpPoint(me.hp - i);
  const kv = cheapest(b, v, false);
  let cost = 0;
  for (let i = 0; i < Math.max(1, a.count) && i < kv.length; i++) cost += kv[i] as number;
  // The cards go to the user: worse when it is an enemy.
  cost *= friendOf(b, a.source) > 0 ? 0.5 : 0.8;
  return loss > cost ? give : dmgI;
}

/**
 * 看豆: the order of the top cards, one position at a time (`count` = the position, 1 = top). First the judgements
 * of my delayed cards (地雷/水雷 hit on ♥, 画圈圈 spares on ♣: the cheapest card that saves me), then my draw (the
 * best cards), then the next player's (the worst if it is an enemy). For a controlled enemy, the other way round.
 */
export function kandouPick(b: Mind, v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
  const me = self(b, v);
  const good = b.selfWorth > 0 ? 1 : -1;
  const judged: CardKindId[] = [];
  if (!tricksBlocked(v, me.seat)) {
    for (let i = me.judging.length - 1; i >= 0; i--) {
      const k = kindOf(me.judging[i] as number);
      if (judgedDelayed(k)) judged.push(k);
    }
  }
  const pos = Math.max(1, a.count);
  const value = (o: Opt) => (o.card >= 0 ? marginalValue(b, v, o.card) : -99);
  if (pos <= judged.length) {
    const jk = judged[pos - 1] as CardKindId;
    const saves = (c: number) => judgementSpares(jk, c);
    return bestOption(opts, (o) => {
      if (o.card < 0) return -999;
      const want = saves(o.card) === good > 0 ? 100 : 0;
      return want - value(o);
    });
  }
  const draws = drawsPerTurn(v, me);
  if (pos <= judged.length + draws) return bestOption(opts, (o) => (o.card < 0 ? -999 : good * value(o)));
  // The rest: for whoever draws next.
  let next = -1;
  for (let i = 1; i < b.n; i++) {
    const seat = (b.actor + i) % b.n;
    if ((v.players[seat] as SeatView).alive) {
      next = seat;
      break;
    }
  }
  const f = next >= 0 ? friendOf(b, next) : 0;
  return bestOption(opts, (o) => (o.card < 0 ? -999 : (f > 0 ? 1 : -1) * value(o)));
}
