/**
 * Choice policy of the 跑跑杀 heuristic bot: the option to take in a `choose` request, by the skill, card or effect
 * that asks (控制's mode, 泡泡加特林, which card to take with 过路拆路/顺手牵狗, cards to give or take, a seat to act on).
 */
import { kindOf, type PaopaoshaDecision, type PaopaoshaView, type SeatView, shaHitDamage } from '../../src/index.ts';
import { type Ask, bestOption, friendOf, type Mind, type Opt, self } from './mind.ts';
import { aiguo, kandouPick, marvelChoice, sayYes, swapCard } from './prompts.ts';
import { swapPlan } from './skills.ts';
import { BAD_DELAYED, cardValue, equippedWorth, marginalValue } from './valuation.ts';

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

/** The option to take in a `choose` request, by its reason (the skill, card or effect that asks). */
function pickIndex(b: Mind, v: PaopaoshaView, a: Ask, opts: readonly Opt[]): number {
  const sw = b.selfWorth;
  switch (a.reason) {
    case 'kongzhi':
      return Math.max(0, optionIndex(opts, b.kongzhiThenSha ? 'mode-a' : 'mode-b'));
    case 'paopaojiatelin': {
      const t = a.target;
      const p = t >= 0 ? (v.players[t] as SeatView) : null;
      const me = self(b, v);
      const spare = me.handCount + (me.equip.armor >= 0 ? 1 : 0) + (me.equip.mount >= 0 ? 1 : 0);
      const go =
        p !== null && (b.enemy[t] as number) > b.thr && (sw < 0 || spare >= 4 || p.hp <= shaHitDamage(v, b.actor));
      return Math.max(0, optionIndex(opts, go ? 'discard2' : 'no'));
    }
    case 'guoluchailu':
    case 'shunshouqiangou':
      return pickFrom(b, v, a);
    case 'shuijiao':
    case 'tanwu':
    case 'luoshen':
    case 'kandou':
    case 'congzhi':
      return Math.max(0, optionIndex(opts, sayYes(b, v, a) ? 'yes' : 'no'));
    case 'aiguo':
      return aiguo(b, v, opts);
    case 'diannaoqicai':
      return swapCard(b, v, opts);
    case 'diannaoqicai-target':
      // My card goes to them, a random one of theirs comes back: an enemy (a controlled enemy's card: to my side).
      return bestOption(opts, (o) => {
        if (o.seat === undefined) return -99;
        const f = friendOf(b, o.seat);
        return (sw > 0 ? -f : f) * 3 + (v.players[o.seat] as SeatView).handCount * 0.01;
      });
    case 'diannaoqicaishu': {
      const one = optionIndex(opts, 'swap-one');
      const all = optionIndex(opts, 'swap-all');
      if (one < 0 || all < 0) return Math.max(0, one, all);
      const plan = swapPlan(b, v, a.target);
      return plan.all > Math.max(1, plan.one) ? all : one;
    }
    case 'shenmijingqi':
      return marvelChoice(b, v, a, opts);
    case 'jiaolazhihua': {
      // Two 水 or death: my life is worth two 水; a controlled enemy dies.
      const give = optionIndex(opts, 'give');
      const die = optionIndex(opts, 'die');
      if (give >= 0 && (sw > 0 || die < 0)) return give;
      return Math.max(0, die);
    }
    case 'shenmijingqi-give':
    case 'jiaolazhihua-give': {
      // Cards going to the user: the least useful, unless a controlled enemy gives to my side.
      const generous = sw < 0 && friendOf(b, a.source) > 0;
      return bestOption(opts, (o) => (o.card >= 0 ? (generous ? 1 : -1) * cardValue(b, v, o.card) : -99));
    }
    case 'guangmingzhiyan':
    case 'kongzhi-take':
    case 'shouhuozidan':
      // A card for the actor: the best (the worst for a controlled enemy).
      return bestOption(opts, (o) => (o.card >= 0 ? (sw >= 0 ? 1 : -1) * marginalValue(b, v, o.card) : -99));
    case 'kandou-top':
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

/** 过路拆路 / 顺手牵狗: which of the target's cards. */
function pickFrom(b: Mind, v: PaopaoshaView, a: Ask): number {
  const opts = a.options ?? [];
  const t = a.target;
  const p = v.players[t] as SeatView | undefined;
  if (!p) return 0;
  const ally = t === b.me || (b.enemy[t] as number) < 0;
  return bestOption(opts, (o) => {
    if (o.o === 'hand') return ally ? 0 : 3 + (p.handCount <= 2 ? 1.5 : 0);
    if (o.card >= 0 && p.judging.includes(o.card)) {
      const bad = BAD_DELAYED.has(kindOf(o.card)) ? 3 : 1;
      return ally ? 10 + bad : -bad;
    }
    if (o.card >= 0) {
      const ev = equippedWorth(kindOf(o.card));
      return ally ? -ev : ev;
    }
    return 0;
  });
}
