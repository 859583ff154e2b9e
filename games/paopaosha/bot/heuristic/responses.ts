/**
 * Response policy of the 跑跑杀 heuristic bot: 闪 (八卦阵 first, a controlled enemy takes the hit), 杀 asked for (单挑,
 * 强盗入侵, 恐怖分子, 借刀杀人) and 无懈可击 (only on effects that matter to its side).
 */
import {
  answersSha,
  answersShan,
  isCardKindId,
  kindOf,
  type PaopaoshaDecision,
  type PaopaoshaView,
  type SeatView,
  shanAlternativeOf,
} from '../../src/index.ts';
import { answersWuxie, hintsOf } from '../facts.ts';
import { type Ask, FRIEND, type Mind, self } from './mind.ts';
import { cardValue, effectWorth, equipValue } from './valuation.ts';

/** A 无懈可击 is only spent on an effect worth at least this much to my side (there are two in the deck). */
const WUXIE_WORTH = 1.1;

/**
 * A 闪 asked for: an equipped card's alternative first (a judgement, a free chance), then enough 闪 (躲 when several
 * are needed), else take the hit. A card played as a 闪 is a real 闪 (a card that answers nothing else) or one that also
 * answers a 杀 (杀闪之交); a card played as itself rather than as what the request asks for is 躲, which stops the whole
 * attack.
 */
export function answerShan(b: Mind, a: Ask, legal: readonly PaopaoshaDecision[]): PaopaoshaDecision | null {
  let alt: PaopaoshaDecision | null = null;
  let pass: PaopaoshaDecision | null = null;
  let realShan: PaopaoshaDecision | null = null;
  let dodges = 0;
  let both: PaopaoshaDecision | null = null;
  let evade: PaopaoshaDecision | null = null;
  for (const d of legal) {
    if (shanAlternativeOf(d) !== null) alt = d;
    else if (d.t === 'pass') pass = d;
    else if (d.t === 'play') {
      if (d.as !== a.kind) evade = d;
      else if (!answersSha(kindOf(d.card))) {
        realShan = d;
        dodges++;
      } else {
        both = d;
        dodges++;
      }
    }
  }
  // A controlled enemy takes the hit.
  if (b.selfWorth <= 0) return pass;
  // The equipped card's alternative first: a free chance.
  if (alt) return alt;
  const need = Math.max(1, a.count);
  if (need > 1 && evade) return evade;
  if (dodges >= need) return realShan ?? both;
  if (evade) return evade;
  return pass;
}

/**
 * A 杀 asked for: 单挑, 强盗入侵, 恐怖分子, 借刀杀人 (what the card that asks means to me: its hint `askedSha`). A real 杀
 * (a card that answers nothing else) before one that also answers a 闪 (杀闪之交), before a pair of cards (炒锅).
 */
export function answerSha(
  b: Mind,
  v: PaopaoshaView,
  a: Ask,
  legal: readonly PaopaoshaDecision[],
): PaopaoshaDecision | null {
  const me = self(b, v);
  let realSha: PaopaoshaDecision | null = null;
  let both: PaopaoshaDecision | null = null;
  let pair: PaopaoshaDecision | null = null;
  let pairCost = Infinity;
  let pass: PaopaoshaDecision | null = null;
  for (const d of legal) {
    if (d.t === 'pass') pass = d;
    else if (d.t === 'play') {
      if (d.with.length > 0) {
        const cost = cardValue(b, v, d.card) + cardValue(b, v, d.with[0] as number);
        if (cost < pairCost) {
          pairCost = cost;
          pair = d;
        }
      } else if (!answersShan(kindOf(d.card))) realSha = d;
      else both = d;
    }
  }
  const single = realSha ?? both;
  const src = a.source;
  const asked = isCardKindId(a.reason) ? hintsOf(a.reason).askedSha : undefined;
  if (asked === 'victim') {
    // The 杀 goes to the victim (`target`); refusing hands my weapon to the card's user.
    const vb = a.target;
    if (vb === b.me || vb === b.actor) return pass;
    if (vb >= 0) {
      const eb = b.enemy[vb] as number;
      if (eb > b.thr && !(v.players[vb] as SeatView).asleep) return single ?? pass;
      if (eb < -FRIEND) return pass;
    }
    if (b.selfWorth <= 0) return pass;
    // An unsure victim: obey an ally; against an enemy's wish keep the 杀 unless my weapon is worth more.
    if (src >= 0 && (b.enemy[src] as number) > b.thr) {
      const w = me.equip.weapon;
      if (w < 0 || equipValue(b, v, kindOf(w)) < 7) return pass;
    }
    return single ?? pass;
  }
  // A controlled enemy takes the damage.
  if (b.selfWorth <= 0) return pass;
  if (asked === 'duel') {
    // Against an ally, lose the duel at once rather than spend 杀 (unless it would kill me).
    if (src >= 0 && (src === b.me || (b.enemy[src] as number) < -FRIEND) && me.hp >= 2) return pass;
  }
  if (single) return single;
  if (pair && (me.hp <= 2 || pairCost < 6)) return pair;
  return pass;
}

/**
 * A 无懈可击 window: play one when the effect it answers (or the 无懈可击 before it, by chain depth) is worth more than
 * `WUXIE_WORTH` against my side.
 */
export function answerWuxie(
  b: Mind,
  v: PaopaoshaView,
  a: Ask,
  legal: readonly PaopaoshaDecision[],
): PaopaoshaDecision | null {
  let play: PaopaoshaDecision | null = null;
  let pass: PaopaoshaDecision | null = null;
  for (const d of legal) {
    if (d.t === 'play') play = d;
    else if (d.t === 'pass') pass = d;
  }
  if (!play) return pass;
  let worth: number;
  if (answersWuxie(a.cardKind)) {
    if (b.trickTarget !== a.target || a.source === b.me || a.source === b.actor) return pass;
    const orig = effectWorth(b, v, b.trickKind, a.target);
    // Odd depth: this 无懈可击 would stop the trick; even: it would let it happen again.
    worth = b.chainDepth % 2 === 1 ? -orig : orig;
  } else worth = effectWorth(b, v, a.cardKind, a.target);
  // A controlled enemy's 无懈可击 costs my side nothing.
  return worth < (b.selfWorth < 0 ? -0.3 : -WUXIE_WORTH) ? play : pass;
}
