/**
 * Play-phase policy of the 跑跑杀 heuristic bot: which card or skill to use next (the highest score above 0, else end
 * the phase). It equips better gear, heals, draws, attacks likely enemies, uses tricks on enemies only (AOE only when
 * it hurts enemies more) and god cards when they pay (games/paopaosha/bot/heuristic/gods.ts); skills are scored in
 * games/paopaosha/bot/heuristic/skills.ts.
 */
import {
  answersShan,
  type BotUse,
  CARD_KINDS,
  type CardKindId,
  dantiaoShaNeeded,
  kindOf,
  offersShanAlternative,
  type PaopaoshaDecision,
  type PaopaoshaView,
  type SeatView,
  shaHitDamage,
  shaIsDuel,
  tricksBlocked,
  typeOf,
} from '../../src/index.ts';
import {
  aoeAnswerRate,
  conversionCost,
  HEAL_KINDS,
  hintsOf,
  isEquipment,
  isShaKind,
  SHA_KINDS,
  SHA_RATE,
  usesLeft,
} from '../facts.ts';
import { scoreGod } from './gods.ts';
import { FRIEND, friendOf, type Mind, self, type Use } from './mind.ts';
import { scoreSkill } from './skills.ts';
import { lordDoubts, targetScore } from './targets.ts';
import { cardValue, equipValue, handCount, hpPoint, reserveOf } from './valuation.ts';

/** Uses per play phase after which the bot ends it whatever is left (a hard stop against any loop). */
const MAX_PLAY_USES = 40;

/**
 * The play phase: the use or skill with the highest score above 0 (ties: the first legal), else end the phase; after
 * `MAX_PLAY_USES` uses in one turn it ends the phase whatever is left. Remembers whether a card whose choice depends on
 * a 杀 to follow (hint choice `thenSha`: 控制) can be followed by one.
 */
export function playPhase(b: Mind, v: PaopaoshaView, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
  if (v.turns !== b.playTurn) {
    b.playTurn = v.turns;
    b.playUses = 0;
  }
  if (++b.playUses > MAX_PLAY_USES) return legal.find((d) => d.t === 'end') ?? null;
  let best: PaopaoshaDecision | null = null;
  let bestScore = 0;
  let canSha = false;
  for (const d of legal) if (d.t === 'use' && isShaKind(d.as)) canSha = true;
  const shaInHand = handCount(v, SHA_KINDS);
  for (const d of legal) {
    if (d.t !== 'use' && d.t !== 'skill') continue;
    const s = d.t === 'use' ? scoreUse(b, v, d, shaInHand) : scoreSkill(b, v, d, shaInHand);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  if (best && best.t === 'use' && hintsOf(best.as).choices?.['']?.policy === 'thenSha') {
    const t = v.players[best.targets[0] as number] as SeatView;
    b.thenSha = canSha && t.inRange && shaInHand > 0;
  }
  return best ?? legal.find((d) => d.t === 'end') ?? null;
}

/**
 * Score of using a card (0 = do not): equipment, a 杀 (the rules' `countsAsSha`), then by the hint `use` of the kind
 * it is used as (tricks, 水, god cards in `scoreGod`); a kind without one scores 0.
 */
function scoreUse(b: Mind, v: PaopaoshaView, d: Use, shaInHand: number): number {
  const me = self(b, v);
  const sw = b.selfWorth;
  const phys = kindOf(d.card);
  const k = d.as;
  if (k === phys && isEquipment(d.card)) {
    // Gear makes its holder stronger: never for a controlled enemy.
    if (sw <= 0) return 0;
    const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
    const cur = me.equip[slot];
    const nv = equipValue(b, v, k);
    const cv = cur >= 0 ? equipValue(b, v, kindOf(cur)) : -1;
    return nv > cv ? 90 + nv - cv : 0;
  }
  if (isShaKind(k)) return scoreSha(b, v, d, shaInHand);
  // An equipped card whose own uses are kept for later (死神冥刀 as 诅咒: kept for 生死簿).
  if (k !== phys && !d.via && typeOf(d.card) === 'equipment' && hintsOf(phys).playUses === false) return 0;
  const use = hintsOf(k).use;
  if (use === undefined) return 0;
  const t0 = d.targets[0] ?? -1;
  const tp = t0 >= 0 ? (v.players[t0] as SeatView) : null;
  const e0 = t0 >= 0 ? (b.enemy[t0] as number) : 0;
  const hostile = tp !== null && e0 > b.thr && t0 !== b.me && !tricksBlocked(v, tp.seat);
  switch (use.policy) {
    case 'refill':
      // Only when the piles hold cards to gain (it would otherwise redraw itself forever).
      return sw > 0 && v.drawCount + v.discardCount >= use.piles ? use.score : 0;
    case 'heal':
      if (sw <= 0) return 0;
      if (d.via) return conversionScore(b, v, d);
      return me.hp <= 2 || handCount(v, [k]) > reserveOf(b, hintsOf(k)) ? use.score + (me.hp <= 1 ? use.low : 0) : 0;
    case 'duel': {
      if (!hostile || !tp || tp.asleep || lordDoubts(b, v, t0)) return 0;
      // The target answers first: a duel pays when I hold more 杀 than it likely does (斗鸡眼: it needs two each time).
      const theirs = (tp.handCount * SHA_RATE) / dantiaoShaNeeded(v, b.actor);
      if (tp.handCount > 1 && shaInHand < theirs + 0.5) return 0;
      return use.score + e0 * 5 + (tp.hp <= 1 ? 5 : 0);
    }
    case 'hostile':
      if (!hostile || !tp || (hintsOf(k).damage && tp.asleep) || tp.handCount < (use.minHand ?? 0)) return 0;
      return use.score + e0 * (use.perEnemy ?? 5);
    case 'takeCard':
      return takeCardScore(b, v, use, tp, t0, e0);
    case 'borrow':
      return borrowScore(b, v, d, tp, e0, use.score);
    case 'mine':
      return mineScore(b, v, t0, tp, e0, use.score);
    case 'aoe': {
      const val = aoeValue(b, v, k);
      // 强盗 (海盗王): any hand card as 强盗入侵; spend the least useful one.
      const cost = d.via ? cardValue(b, v, d.card) * 0.3 : 0;
      return val > 0.4 ? Math.max(0, use.score + val * 3 - cost) : 0;
    }
    case 'harvest': {
      // Every player takes one card, the user first.
      let net = sw;
      for (const p of v.players) if (p.alive && p.seat !== b.actor) net += 0.5 * friendOf(b, p.seat);
      return net > -0.5 && v.drawCount + v.discardCount > b.othersAlive + 2 ? use.score : 0;
    }
    default:
      return scoreGod(b, v, d, use, t0, tp, e0);
  }
}

/** Take or remove one of the target's cards (顺手牵狗, 过路拆路): an enemy's, or an ally's bad delayed card. */
function takeCardScore(
  b: Mind,
  v: PaopaoshaView,
  use: Extract<BotUse, { policy: 'takeCard' }>,
  tp: SeatView | null,
  t0: number,
  e0: number,
): number {
  if (!tp || tricksBlocked(v, tp.seat)) return 0;
  const eq = tp.equip;
  const equipCount = (eq.weapon >= 0 ? 1 : 0) + (eq.armor >= 0 ? 1 : 0) + (eq.mount >= 0 ? 1 : 0);
  if (e0 > b.thr && t0 !== b.me) {
    if (tp.handCount === 0 && equipCount === 0 && eq.book < 0) return 0;
    return use.score + e0 * 5 + equipCount;
  }
  // An ally's harmful delayed card is worth removing.
  if (use.clearAlly !== undefined && e0 < -FRIEND) {
    for (const c of tp.judging) if (hintsOf(kindOf(c)).badInFront) return use.clearAlly;
  }
  return 0;
}

/** A delayed card that moves on round the table (地雷, 水雷): weigh the target and the next two seats. */
function mineScore(b: Mind, v: PaopaoshaView, t0: number, tp: SeatView | null, e0: number, score: number): number {
  if (!tp || tricksBlocked(v, tp.seat) || t0 === b.me) return 0;
  let s = 0;
  let w = 1;
  let seen = 0;
  for (let i = 0; i < b.n && seen < 3; i++) {
    const seat = (t0 + i) % b.n;
    const p = v.players[seat] as SeatView;
    if (!p.alive) continue;
    s += w * (seat === b.me ? -1.5 : (b.enemy[seat] as number));
    w *= 0.7;
    seen++;
  }
  return e0 > 0.3 && s > 0.6 ? score + s : 0;
}

/** A 杀 on its targets (公山子无影脚 makes it a duel in which I need 杀 of my own). */
function scoreSha(b: Mind, v: PaopaoshaView, d: Use, shaInHand: number): number {
  if (d.card < 0) return 0;
  const me = self(b, v);
  const phys = kindOf(d.card);
  if (b.shaDmg < 0) {
    b.shaDmg = shaHitDamage(v, b.actor);
    b.shaKick = shaIsDuel(v, b.actor);
  }
  const dmg = b.shaDmg;
  const kick = b.shaKick;
  // 杀 left for the duel after this one.
  const spare = shaInHand - (SHA_KINDS.includes(phys) ? 1 : 0) - d.with.length;
  let s = 0;
  for (const t of d.targets) {
    const ts = targetScore(b, v, t, dmg);
    if (ts <= 0) return 0;
    const p = v.players[t] as SeatView;
    if (kick && spare <= 0) {
      // The target answers first: with a 杀 of theirs I take the damage.
      const theirs = 1 - (1 - SHA_RATE) ** p.handCount;
      if (theirs > 0.45 && me.hp <= 2) return 0;
      s -= theirs;
    }
    s += ts + (p.handCount === 0 ? 0.3 : 0) - (offersShanAlternative(v, p.seat) ? 0.05 : 0);
  }
  if (s <= 0) return 0;
  let score = 30 + s * 10;
  if (isShaKind(phys) && answersShan(phys)) score -= 1; // keep the 杀 that is also a 闪 (杀闪之交)
  if (HEAL_KINDS.includes(phys)) score = me.hp < me.maxHp ? 0 : score - 8; // a 水 as a 杀 (水枪, 炒锅): only a spare one
  if (d.with.length > 0) {
    // 炒锅: two cards as one 杀 only when neither is worth much.
    const cost = cardValue(b, v, d.card) + cardValue(b, v, d.with[0] as number);
    score = shaInHand > 0 || cost > 9 ? 0 : score - 10 - cost;
  }
  return score;
}

/** 借刀杀人: A (`t0`, armed) must 杀 B (the second target) or hand me its weapon. */
function borrowScore(b: Mind, v: PaopaoshaView, d: Use, tp: SeatView | null, e0: number, score: number): number {
  const vb = d.targets[1] ?? -1;
  if (!tp || vb < 0 || vb === b.me || tricksBlocked(v, tp.seat)) return 0;
  const eb = b.enemy[vb] as number;
  const victim = eb > b.thr && !(v.players[vb] as SeatView).asleep;
  let val: number;
  if (e0 > b.thr)
    val = (victim ? eb : 0) + 0.5; // an enemy's 杀 on an enemy, or its weapon for me
  else if (e0 < -FRIEND)
    val = victim ? eb - 0.3 : -1; // an ally attacks an enemy for me
  else val = (victim ? eb : 0) - 0.6;
  return val > 0.6 ? score + val * 5 : 0;
}

/**
 * A card turned into a heal on myself by a skill (豆浆, 杂技: any card as 水), when the HP is worth more than the card
 * and the use it costs (the skill's hint `conversionCost`).
 */
function conversionScore(b: Mind, v: PaopaoshaView, d: Use): number {
  const me = self(b, v);
  const via = d.via ?? '';
  const left = usesLeft(v, me, via);
  // Uses are few (杂技 2, 豆浆 5 per game): the last is kept for a rescue unless I am low.
  const reserve = left <= 1 ? 4 : conversionCost(via);
  const gain = hpPoint(me.hp);
  const cost = cardValue(b, v, d.card) * 0.7 + reserve;
  return gain > cost ? 70 + gain - cost : 0;
}

/**
 * Net worth of an area trick of kind `k` (its hint `aoe`) to my side: damage to enemies minus damage to friends (and to
 * the user when it must answer too: 恐怖分子).
 */
function aoeValue(b: Mind, v: PaopaoshaView, k: CardKindId): number {
  const aoe = hintsOf(k).aoe;
  if (aoe === undefined) return 0;
  const rate = aoeAnswerRate(aoe.answer);
  let sum = 0;
  for (const p of v.players) {
    if (!p.alive || p.seat === b.actor || tricksBlocked(v, p.seat) || p.asleep) continue;
    const hit = (1 - rate) ** p.handCount;
    let w = p.seat === b.me ? -1 : (b.enemy[p.seat] as number);
    if (p.hp <= 1) w *= w < 0 ? 3 : 1.5;
    sum += w * hit;
  }
  if (aoe.user) {
    const me = self(b, v);
    // The user's own answer: a 杀 besides the card itself.
    sum -= b.selfWorth * (handCount(v, SHA_KINDS) > 0 ? 0.4 : me.hp <= 1 ? 5 : 1.2);
  }
  return sum;
}
