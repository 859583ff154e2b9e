/**
 * Valuation for the 跑跑杀 heuristic bot: how much a card is worth keeping or playing, what equipment is worth in its
 * slot, what an HP point and a heal are worth, and what a trick's effect is worth to the bot's side.
 *
 * A card's keep value in hand is its `hint` (games/paopaosha/src/data/cards.ts), except where it depends on the hand
 * (repeated 杀, 闪, 水), on the slot (equipment) or on the bot's reading of a card (地雷, 水雷). The equipped worth
 * trick harm (`TRICK_HARM`) and character bonus (`CHARACTER_BONUS`) are the bot's judgement: the
 * game's data has no field for them.
 */
import {
  CARD_KINDS,
  type CardKindId,
  type CharacterId,
  kindOf,
  type PaopaoshaView,
  type SeatView,
} from '../../src/index.ts';
import {
  aoeAnswerKinds,
  aoeAnswerRate,
  DAMAGE_TRICKS,
  DEFAULTS,
  HEART_RATE,
  isEquipment,
  roundTo,
  SHA_KINDS,
  WEAPON_RATE,
} from '../facts.ts';
import { friendOf, type Mind, self } from './mind.ts';

/**
 * What an equipped card is worth to its holder: the card's own bot hint (`equippedHint` in its data entry, 1 when
 * it has none); the weapon's range is added separately, by the enemies it reaches.
 */
export function equippedWorth(kind: CardKindId): number {
  return CARD_KINDS[kind].equippedHint ?? 1;
}

/**
 * How much a harmful trick hurts its target (in HP-like units), before its target's state is considered. Chance
 * cards weigh their odds: 诅咒 a weapon judgement, 地雷/水雷 a ♥ (rounded to 0.25) times the default damage.
 */
export const TRICK_HARM: Partial<Record<CardKindId, number>> = {
  shijianqianjin: 3,
  huaquanquan: 1.6,
  dantiao: 1.2,
  shunshouqiangou: 1.1,
  guoluchailu: 0.9,
  kongzhi: 1,
  yibuliushen: 1,
  jiedaosharen: 0.8,
  zuzhou: WEAPON_RATE * 4,
  dilei: roundTo(HEART_RATE, 2) * DEFAULTS.dileiDamage,
  shuilei: roundTo(HEART_RATE, 2) * DEFAULTS.shuileiDamage,
  wandaoqifa: 1,
  qiangdaoruqin: 1,
  kongbufenzi: 1,
};

/** My reading of each character's skills, added to its HP when choosing (drawing skills are worth most). */
export const CHARACTER_BONUS: Partial<Record<CharacterId, number>> = {
  piguanxiaoqian: 1.5,
  laopi: 1.5,
  lanlan: 1.2,
  xiaopi: 0.8,
  doujiyan: 0.5,
  congtou: 0.3,
  heiniu: 0.3,
  xiaodou: -1,
};

/** Delayed cards that are bad for the player they lie in front of (an ally's are worth removing). */
export const BAD_DELAYED: ReadonlySet<CardKindId> = new Set<CardKindId>([
  'shijianqianjin',
  'huaquanquan',
  'yibuliushen',
]);

/**
 * What the HP point between `h` and `h + 1` is worth (in keep-value units): the last points matter most, and a point
 * that keeps a player out of dying most of all.
 */
export function hpPoint(h: number): number {
  return h <= 0 ? 12 : h === 1 ? 8 : h === 2 ? 5 : h === 3 ? 4 : 3;
}

/** What an equipment kind is worth to the actor in its slot now (a weapon also by the enemies its range reaches). */
export function equipValue(b: Mind, v: PaopaoshaView, kind: CardKindId): number {
  let val = equippedWorth(kind);
  const ck = CARD_KINDS[kind];
  const me = self(b, v);
  if (ck.subtype === 'weapon') {
    const range = ck.range ?? 1;
    let enemies = 0;
    let others = 0;
    for (const p of v.players) {
      if (p.alive && p.seat !== b.actor && p.distance !== null && p.distance <= range) {
        if ((b.enemy[p.seat] as number) > b.thr) enemies++;
        else others++;
      }
    }
    // Reaching an enemy at all matters most; a weapon that reaches none is worth little of its effect.
    if (enemies > 0) val += 3 + Math.min(2, enemies - 1);
    else val = val * 0.5 + Math.min(1, others * 0.2);
    // pAK-470 (any number of 杀) is worth the 杀 I could chain with it.
    if (kind === 'pak470' && enemies > 0) val += Math.min(4, 0.8 * Math.max(0, handCount(v, SHA_KINDS) - 1));
  } else if (kind === 'qqfeiche' && me.hp < me.maxHp) val -= 2;
  return val;
}

/** Cards of the given kinds in the actor's hand. */
export function handCount(v: PaopaoshaView, kinds: readonly CardKindId[]): number {
  let c = 0;
  for (const card of v.hand ?? []) if (kinds.includes(kindOf(card))) c++;
  return c;
}

/**
 * 水 the 国主 keeps in hand while healthy: 吉奥拉之花 kills its target unless they give two 水, and the 国主 is every
 * 强盗's target (it caused most of the heuristic 国主's losses to random players before this reserve).
 */
export function shuiReserve(b: Mind): number {
  return b.mine === 'guozhu' && b.actor === b.me ? 2 : 0;
}

/** How much the actor wants to keep each of `cards` (higher = keep); repeated kinds are worth less each time. */
export function keepValues(b: Mind, v: PaopaoshaView, cards: readonly number[]): number[] {
  const out: number[] = [];
  const pak = hasPak(b, v);
  let sha = 0;
  let shan = 0;
  let shui = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as number;
    const k = kindOf(c);
    out.push(keepValue(b, v, c, k === 'sha' ? sha++ : k === 'shan' ? shan++ : k === 'shui' ? shui++ : 0, pak));
  }
  return out;
}

/** Whether the actor has pAK-470 equipped (any number of 杀: a second 杀 keeps more of its worth). */
function hasPak(b: Mind, v: PaopaoshaView): boolean {
  const w = self(b, v).equip.weapon;
  return w >= 0 && kindOf(w) === 'pak470';
}

/** The keep value of card `c` when `same` cards of its kind (杀, 闪, 水) come before it in the hand. */
function keepValue(b: Mind, v: PaopaoshaView, c: number, same: number, pak: boolean): number {
  const k = kindOf(c);
  if (isEquipment(c)) {
    const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
    const cur = self(b, v).equip[slot];
    const nv = equipValue(b, v, k);
    return cur < 0 || nv > equipValue(b, v, kindOf(cur)) ? 4 + nv * 0.3 : 1 + nv * 0.1;
  }
  if (k === 'sha') return same === 0 ? 6 : pak ? 5 : 3.5;
  if (k === 'shan') return same === 0 ? 8 : same === 1 ? 6 : 3.5;
  if (k === 'shui') return same < shuiReserve(b) ? 11 : same === 0 ? 9 : 8;
  if (k === 'dilei' || k === 'shuilei') return 1.5;
  return CARD_KINDS[k].hint;
}

/** What one of the actor's cards is worth to it: its keep value in hand, or its slot's worth when equipped. */
export function cardValue(b: Mind, v: PaopaoshaView, c: number): number {
  const hand = v.hand ?? [];
  const i = hand.indexOf(c);
  if (i < 0) return 2 + equipValue(b, v, kindOf(c)) * 0.6;
  b.handVals ??= keepValues(b, v, hand);
  return b.handVals[i] as number;
}

/** What card `c` would add to the actor's hand as it is (its worth after the cards it already holds). */
export function marginalValue(b: Mind, v: PaopaoshaView, c: number): number {
  const k = kindOf(c);
  let same = 0;
  if (k === 'sha' || k === 'shan' || k === 'shui') for (const x of v.hand ?? []) if (x !== c && kindOf(x) === k) same++;
  return keepValue(b, v, c, same, hasPak(b, v));
}

/** The keep values of the actor's cards, hand and equipment, ascending (the cheapest to give up first). */
export function cheapest(b: Mind, v: PaopaoshaView, withEquip: boolean): number[] {
  b.handVals ??= keepValues(b, v, v.hand ?? []);
  const out = b.handVals.slice();
  if (withEquip) {
    const eq = self(b, v).equip;
    for (const c of [eq.weapon, eq.armor, eq.mount, eq.book]) if (c >= 0) out.push(cardValue(b, v, c));
  }
  return out.sort((a, b) => a - b);
}

/** What healing `t` by up to `amount` is worth to my side (negative for an enemy). */
export function healWorth(b: Mind, v: PaopaoshaView, t: number, amount: number): number {
  const p = v.players[t] as SeatView;
  if (!p.alive) return 0;
  const room = Math.min(amount, p.maxHp - p.hp);
  let g = 0;
  for (let i = 0; i < room; i++) g += hpPoint(p.hp + i);
  return g * friendOf(b, t);
}

/** Signed worth to my side of trick `k` taking effect on `t` (> 0: I want it to happen). */
export function effectWorth(b: Mind, v: PaopaoshaView, k: CardKindId | '', t: number): number {
  if (k === '' || t < 0) return 0;
  const p = v.players[t] as SeatView;
  const rel = t === b.me ? -1.3 : (b.enemy[t] as number) * (t === b.lord && b.mine !== 'qiangdao' ? 1.5 : 1);
  if (k === 'benlaijiuyou') return -1 * rel;
  if (k === 'shouhuozidan') return -0.4 * rel;
  if (k === 'shengsibu') return -5 * rel;
  if (p.asleep && DAMAGE_TRICKS.has(k)) return 0;
  let h = TRICK_HARM[k] ?? 0;
  if (k === 'wandaoqifa' || k === 'qiangdaoruqin' || k === 'kongbufenzi') {
    const hand = knownHand(b, v, t);
    if (hand) {
      const answers = aoeAnswerKinds(k);
      h = hand.some((c) => answers.includes(kindOf(c))) ? 0 : 1;
    } else h = (1 - aoeAnswerRate(k)) ** p.handCount;
    h *= p.hp <= 1 ? 3 : p.hp === 2 ? 1.3 : 0.8;
  } else if (k === 'dilei' || k === 'shuilei') {
    if (p.hp <= (k === 'dilei' ? v.config.dileiDamage : v.config.shuileiDamage)) h *= 3;
  } else if (k === 'zuzhou' && p.hp <= v.config.zuzhouDamage) h *= 2;
  return h * rel;
}

/** The hand of seat `t` as I know it (the actor's, or mine), or null. */
function knownHand(b: Mind, v: PaopaoshaView, t: number): readonly number[] | null {
  if (t === b.actor) return v.hand ?? [];
  if (t === b.me) return b.ownHand;
  return null;
}
