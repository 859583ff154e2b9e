/**
 * Choice policy of the 跑跑杀 heuristic bot: the option to take in a `choose` request, by the hint of the card or skill
 * that asks (its `choices`, keyed by the part of the request's reason after its id: games/paopaosha/src/data/
 * bot-hints.ts) — 控制's mode, 泡泡加特林, which card to take with 过路拆路/顺手牵狗, cards to give or take, a seat to
 * act on; any other choice by `pickOther`.
 */
import {
  type BotChoice,
  kindOf,
  type PaopaoshaDecision,
  type PaopaoshaView,
  type SeatView,
  shaHitDamage,
} from '../../src/index.ts';
import { discardSlotsOf, hintsOf, reasonHints } from '../facts.ts';
import { type Ask, bestOption, friendOf, type Mind, type Opt, self } from './mind.ts';
import { giveAway, kandouPick, marvelChoice, sayYes, swapCard } from './prompts.ts';
import { swapPlan } from './skills.ts';
import { cardValue, equippedWorth, marginalValue } from './valuation.ts';

/** A `choose` request: the legal decision for the option `pickIndex` takes (the first legal one without options). */
export function answerChoose(
  b: Mind,
  v: PaopaoshaView,
  a: Ask,
  legal: readonly PaopaoshaDecision[],
): PaopaoshaDecision | null {
  const opts = a.options;
  if (!opts || opts.length === 0) return legal[0] ?? null;
  const i = pickIndex(b, v, a, opts);
  return legal.find((d) => d.t === 'choose' && d.i === i) ?? null;
}

/**
 * The index of the option named `o` in `opts` (−1: none). A module function rather than a closure in `pickIndex`: the
 * TypeScript loader names a closure each time it is made (docs/performance.md, "The loader's `__name` tax").
 */
function optionIndex(opts: readonly Opt[], o: string): number {
  for (let i = 0; i < opts.length; i++) if ((opts[i] as Opt).o === o) return i;
  return -1;
}

/** The hint for a `choose` request: the choice its reason names in its entry's `choices` (undefined: none). */
export function choiceHint(a: Ask): BotChoice | undefined {
  const r = reasonHints(a.reason);
  return r?.hints.choices?.[r.part];
}

/** The option to take in a `choose` request, by the hint of its reason (the card or skill that asks). */
function pickIndex(b: Mind, v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
  const sw = b.selfWorth;
  const hint = choiceHint(a);
  switch (hint?.policy) {
    case 'thenSha':
      return Math.max(0, optionIndex(opts, b.thenSha ? hint.yes : hint.no));
    case 'gatling': {
      const t = a.target;
      const p = t >= 0 ? (v.players[t] as SeatView) : null;
      const me = self(b, v);
      // Cards to spare: the hand, and the equipment the card lets me discard (the rules' `discardSlots`).
      let spare = me.handCount;
      for (const slot of discardSlotsOf(a.reason)) if (me.equip[slot] >= 0) spare++;
      const go =
        p !== null &&
        (b.enemy[t] as number) > b.thr &&
        (sw < 0 || spare >= hint.spare || p.hp <= shaHitDamage(v, b.actor));
      return Math.max(0, optionIndex(opts, go ? hint.yes : hint.no));
    }
    case 'pickFrom':
      return pickFrom(b, v, a);
    case 'sleep':
    case 'discardToPrevent':
    case 'takeOneEach':
    case 'judgeLoop':
    case 'always':
      return Math.max(0, optionIndex(opts, sayYes(b, v, a) ? 'yes' : 'no'));
    case 'giveAway':
      return giveAway(b, v, opts);
    case 'swapCard':
      return swapCard(b, v, opts);
    case 'swapTarget':
      // My card goes to them, a random one of theirs comes back: an enemy (a controlled enemy's card: to my side).
      return bestOption(opts, (o) => {
        if (o.seat === undefined) return -99;
        const f = friendOf(b, o.seat);
        return (sw > 0 ? -f : f) * 3 + (v.players[o.seat] as SeatView).handCount * 0.01;
      });
    case 'swapPlan': {
      const one = optionIndex(opts, 'swap-one');
      const all = optionIndex(opts, 'swap-all');
      if (one < 0 || all < 0) return Math.max(0, one, all);
      const plan = swapPlan(b, v, a.target);
      return plan.all > Math.max(1, plan.one) ? all : one;
    }
    case 'giveOrDamage':
      return marvelChoice(b, v, a, opts, hint.damage);
    case 'giveOrDie': {
      // Two 水 or death: my life is worth two 水; a controlled enemy dies.
      const give = optionIndex(opts, 'give');
      const die = optionIndex(opts, 'die');
      if (give >= 0 && (sw > 0 || die < 0)) return give;
      return Math.max(0, die);
    }
    case 'giveLeast': {
      // Cards going to the user: the least useful, unless a controlled enemy gives to my side.
      const generous = sw < 0 && friendOf(b, a.source) > 0;
      return bestOption(opts, (o) => (o.card >= 0 ? (generous ? 1 : -1) * cardValue(b, v, o.card) : -99));
    }
    case 'takeBest':
      // A card for the actor: the best (the worst for a controlled enemy).
      return bestOption(opts, (o) => (o.card >= 0 ? (sw >= 0 ? 1 : -1) * marginalValue(b, v, o.card) : -99));
    case 'orderTop':
      return kandouPick(b, v, a, opts);
    default:
      return pickOther(b, v, a, opts);
  }
}

/**
 * Any other choice: a yes/no of a "may" skill; cards to give away (the least useful) or to take (the most useful);
 * keeping a card rather than giving it; a seat to act on (an enemy).
 */
function pickOther(b: Mind, v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
  const first = opts[0]?.o;
  if (opts.length === 2 && first === 'yes') return sayYes(b, v, a) ? 0 : 1;
  const giving = a.reason.endsWith('-give');
  return bestOption(opts, (o) => {
    if (o.card >= 0) {
      const kv = cardValue(b, v, o.card);
      return giving ? -kv : kv;
    }
    if (o.o === 'seat' && o.seat !== undefined) return (b.enemy[o.seat] as number) * 3;
    if (o.o === 'keep' || o.o === 'no') return giving ? -4.5 : 100;
    return -1;
  });
}

/** 过路拆路 / 顺手牵狗 (hint choice `pickFrom`): which of the target's cards. */
function pickFrom(b: Mind, v: PaopaoshaView, a: Ask): number {
  const opts = a.options ?? [];
  const t = a.target;
  const p = v.players[t] as SeatView | undefined;
  if (!p) return 0;
  const ally = t === b.me || (b.enemy[t] as number) < 0;
  return bestOption(opts, (o) => {
    if (o.o === 'hand') return ally ? 0 : 3 + (p.handCount <= 2 ? 1.5 : 0);
    if (o.card >= 0 && p.judging.includes(o.card)) {
      const bad = hintsOf(kindOf(o.card)).badInFront ? 3 : 1;
      return ally ? 10 + bad : -bad;
    }
    if (o.card >= 0) {
      const ev = equippedWorth(kindOf(o.card));
      return ally ? -ev : ev;
    }
    return 0;
  });
}
