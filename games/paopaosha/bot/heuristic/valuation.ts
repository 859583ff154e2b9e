/**
 * Valuation for the 跑跑杀 heuristic bot: how much a card is worth keeping or playing, what equipment is worth in its
 * slot, what an HP point and a heal are worth, and what a trick's effect is worth to the bot's side.
 *
 * A card's keep value in hand is its `hint` (games/paopaosha/src/cards/<id>.ts), or its hint `keep` where it depends on
 * the copies already held (杀, 闪, 水) or on the bot's reading of the card (地雷, 水雷); equipment is worth its slot. A
 * trick's harm or help and a character's bonus are the entries' bot hints (games/paopaosha/src/data/bot-hints.ts).
 */
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  type CardBotHints,
  type CardKindId,
  cardModule,
  kindOf,
  type PaopaoshaView,
  perContent,
  type SeatView,
} from '../../src/index.ts';
import {
  aoeAnswerKinds,
  aoeAnswerRate,
  DEFAULTS,
  hintsOf,
  isEquipment,
  judgementOdds,
  optionValue,
  roundTo,
  SHA_KINDS,
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
 * How much a harmful trick hurts its target (in HP-like units), before its target's state is considered, by kind: its
 * hint `harm`. A chance is its odds (the card's own judgement over the deck list, rounded as the hint says) times the
 * default damage plus `plus`: 诅咒 a weapon judgement × (3 + 1), 地雷 ♥ rounded to 0.25 × 3.
 */
let TRICK_HARM: Readonly<Partial<Record<CardKindId, number>>> = perContent(
  () => harmTable(),
  (v) => {
    TRICK_HARM = v;
  },
);

/** `TRICK_HARM`, from the entries' hints. */
function harmTable(): Partial<Record<CardKindId, number>> {
  const out: Partial<Record<CardKindId, number>> = {};
  for (const k of CARD_KIND_IDS) {
    const h = hintsOf(k).harm;
    if (typeof h === 'number') out[k] = h;
    else if (h !== undefined) {
      const odds = h.round === undefined ? judgementOdds(k) : roundTo(judgementOdds(k), h.round);
      out[k] = odds * (optionValue(DEFAULTS, h.damage) + (h.plus ?? 0));
    }
  }
  return Object.freeze(out);
}

/** Whether a trick of kind `k` harms its target (its hint `harm`): a use of it on another player is hostile. */
export function isHarmful(k: CardKindId): boolean {
  return TRICK_HARM[k] !== undefined;
}

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
  const hooks = cardModule(kind).equip;
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
    // A weapon that allows any number of 杀 (pAK-470) is worth the 杀 I could chain with it.
    if (hooks?.unlimitedSha && enemies > 0) val += Math.min(4, 0.8 * Math.max(0, handCount(v, SHA_KINDS) - 1));
  } else if (hooks?.noSelfShui && me.hp < me.maxHp) val -= 2; // no 水 on myself (QQ飞车) while wounded
  return val;
}

/** Cards of the given kinds in the actor's hand. */
export function handCount(v: PaopaoshaView, kinds: readonly CardKindId[]): number {
  let c = 0;
  for (const card of v.hand ?? []) if (kinds.includes(kindOf(card))) c++;
  return c;
}

/**
 * Copies of a kind with hints `h` the 国主 keeps in hand while healthy (hint `reserve`: 水, as 吉奥拉之花 kills its target
 * unless they give two 水, and the 国主 is every 强盗's target; it caused most of the heuristic 国主's losses to random
 * players before this reserve); 0 for anyone else, or for a seat it controls.
 */
export function reserveOf(b: Mind, h: CardBotHints): number {
  return h.reserve !== undefined && b.mine === 'guozhu' && b.actor === b.me ? h.reserve.copies : 0;
}

/**
 * How much the actor wants to keep each of `cards` (higher = keep); copies of a kind with hint `keep` are worth less
 * each time (the copies before each one counted in `KEEP_SEEN`).
 */
export function keepValues(b: Mind, v: PaopaoshaView, cards: readonly number[]): number[] {
  const out: number[] = [];
  const unlimited = unlimitedShaWeapon(b, v);
  const seen = KEEP_SEEN;
  seen.length = 0;
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i] as number;
    const k = kindOf(c);
    let same = 0;
    if (hintsOf(k).keep !== undefined) {
      for (let j = 0; j < seen.length; j++) if (seen[j] === k) same++;
      seen.push(k);
    }
    out.push(keepValue(b, v, c, same, unlimited));
  }
  return out;
}

/** `keepValues`' scratch: the kinds with hint `keep` met so far in the hand. */
const KEEP_SEEN: CardKindId[] = [];

/** Whether the actor's weapon allows any number of 杀 (the rules' `EquipHooks.unlimitedSha`: pAK-470). */
function unlimitedShaWeapon(b: Mind, v: PaopaoshaView): boolean {
  const w = self(b, v).equip.weapon;
  return w >= 0 && cardModule(kindOf(w)).equip?.unlimitedSha === true;
}

/**
 * The keep value of card `c` when `same` copies of its kind come before it in the hand: equipment by its slot, a kind
 * with hint `keep` by the copies held (the 国主's `reserve` first), any other its `hint`.
 */
function keepValue(b: Mind, v: PaopaoshaView, c: number, same: number, unlimitedSha: boolean): number {
  const k = kindOf(c);
  if (isEquipment(c)) {
    const slot = CARD_KINDS[k].subtype as 'weapon' | 'armor' | 'mount' | 'book';
    const cur = self(b, v).equip[slot];
    const nv = equipValue(b, v, k);
    return cur < 0 || nv > equipValue(b, v, kindOf(cur)) ? 4 + nv * 0.3 : 1 + nv * 0.1;
  }
  const h = hintsOf(k);
  const keep = unlimitedSha && h.keepUnlimitedSha !== undefined ? h.keepUnlimitedSha : h.keep;
  if (keep === undefined) return CARD_KINDS[k].hint;
  if (same < reserveOf(b, h)) return (h.reserve as { keep: number }).keep;
  return keep[Math.min(same, keep.length - 1)] as number;
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
  if (hintsOf(k).keep !== undefined) for (const x of v.hand ?? []) if (x !== c && kindOf(x) === k) same++;
  return keepValue(b, v, c, same, unlimitedShaWeapon(b, v));
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
  const hint = hintsOf(k);
  if (hint.help !== undefined) return -hint.help * rel;
  if (p.asleep && hint.damage) return 0;
  let h = TRICK_HARM[k] ?? 0;
  const harm = hint.harm;
  if (hint.aoe !== undefined) {
    const hand = knownHand(b, v, t);
    if (hand) {
      const answers = aoeAnswerKinds(hint.aoe.answer);
      h = hand.some((c) => answers.includes(kindOf(c))) ? 0 : 1;
    } else h = (1 - aoeAnswerRate(hint.aoe.answer)) ** p.handCount;
    h *= p.hp <= 1 ? 3 : p.hp === 2 ? 1.3 : 0.8;
  } else if (typeof harm === 'object' && harm.lethal !== undefined) {
    // A chance that kills when it hits: the game's damage, not the default.
    if (p.hp <= optionValue(v.config, harm.damage)) h *= harm.lethal;
  }
  return h * rel;
}

/** The hand of seat `t` as I know it (the actor's, or mine), or null. */
function knownHand(b: Mind, v: PaopaoshaView, t: number): readonly number[] | null {
  if (t === b.actor) return v.hand ?? [];
  if (t === b.me) return b.ownHand;
  return null;
}
