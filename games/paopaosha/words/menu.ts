/**
 * 跑跑杀's menu: the legal decisions in a useful order, each once, the decline last; 炒锅 pairs as one line that opens a
 * sub-menu.
 */
import type { RenderOptions } from '@shaju/words';
import {
  isWeaponCard,
  kindOf,
  type PairWords,
  type PaopaoshaDecision,
  type PaopaoshaView,
  shanAlternativeOf,
} from '../src/index.ts';
import { displayOf, say, wordsWith } from './content.ts';
import { decisionLabel } from './labels.ts';
import { actorOf, cardLabel, handOf, seatRef, slotOf, sortCards } from './names.ts';

type D = PaopaoshaDecision;

/**
 * Menu order of play-phase uses: by the place the kind used as has in its entry's display (`menu`: 杀, then 杀 from
 * another card, 水, …, 借刀杀人 after the other tricks), else tricks, equipment; conversions after; `end` last.
 */
function menuKey(d: D, handOrder: Map<number, number>): number {
  const pos = (c: number) => (handOrder.get(c) ?? 99) / 100;
  // An equipped card's alternative to 闪 comes before the hand's cards.
  if (shanAlternativeOf(d) !== null) return 0.5;
  switch (d.t) {
    case 'use': {
      if (d.with.length > 0) return 6 + pos(d.card);
      if (isWeaponCard(d.card) && d.as !== kindOf(d.card)) return 7;
      const place = displayOf(d.as).menu;
      if (place) return place[d.as === kindOf(d.card) ? 0 : 1] + pos(d.card) / 10;
      if (slotOf(d.card)) return 5 + pos(d.card);
      return 4 + pos(d.card);
    }
    case 'end':
      return 9;
    case 'play':
      return 1 + pos(d.card);
    case 'discard':
      return 1 + pos(d.card);
    case 'pass':
      return 9;
    case 'skill':
      return 6.5;
    default:
      return 0;
  }
}

/**
 * Whether a decision is the "do nothing more" choice of its request: end the play phase, pass (no 闪, no 杀, no
 * 无懈可击, no rescue), or the "no" / "keep the rest" (a `keep` without a card, 看豆) option of a skill's question.
 */
export function isDecline(d: D, v: PaopaoshaView): boolean {
  if (d.t === 'end' || d.t === 'pass') return true;
  if (d.t !== 'choose') return false;
  const opt = v.ask?.options?.[d.i];
  return opt?.o === 'no' || (opt?.o === 'keep' && opt.card < 0);
}

/**
 * Whether `reason` is a `give` step of a card or skill (AskReason `<id>-give`: 神秘惊奇's, 吉奥拉之花's): its `choose`
 * options are the asked seat's own cards to give, one per request.
 */
const isGiveStep = (reason: string): boolean => reason.endsWith('-give');

/**
 * Whether `ask` is one of the card-by-card requests: a discard, or a `choose` of the asked seat's own cards to give
 * (whatever its count). The rules ask such cards one request at a time (the discard phase and every other `discard`
 * request with a count: 葱汁, 爱恋, 泡泡加特林…; 神秘惊奇's and 吉奥拉之花's gifts); its cards are to choose, not
 * to use.
 */
export function picksCards(ask: PaopaoshaView['ask']): boolean {
  return ask !== null && (ask.kind === 'discard' || (ask.kind === 'choose' && isGiveStep(ask.reason)));
}

/**
 * How many cards the request now asks in all, one request each (`GameRenderer.picks`): the count of a card-by-card
 * request (`picksCards`), at most the cards `legal` offers; 1 for any other request.
 */
export function pickCount(legal: readonly D[], v: PaopaoshaView): number {
  const a = v.ask;
  if (!a || v.result || !picksCards(a)) return 1;
  const cards = new Set<number>();
  for (const d of legal) {
    if (d.t === 'discard') cards.add(d.card);
    else if (d.t === 'choose') {
      const o = a.options?.[d.i];
      if (o?.o === 'card' && o.card >= 0) cards.add(o.card);
    }
  }
  return Math.max(1, Math.min(a.count, cards.size));
}

/** One line of the menu: a decision, or a group that opens a sub-menu (炒锅 pairs). */
export interface PaopaoshaMenuItem {
  readonly d: D | null;
  readonly label: string;
  readonly decline?: boolean;
  readonly sub?: readonly PaopaoshaMenuItem[];
  readonly title?: string;
}

type Pair = Extract<D, { t: 'use' | 'play' }>;

/** Whether `d` is a 炒锅 pair (two hand cards as one 杀), used or played. */
function isWokPair(d: D): d is Pair {
  return (d.t === 'use' || d.t === 'play') && d.with.length > 0;
}

/** For each card of a 炒锅 pair, the cards it pairs with. */
function partnersOf(pairs: readonly Pair[]): Map<number, Set<number>> {
  const partners = new Map<number, Set<number>>();
  const link = (a: number, b: number) => {
    let set = partners.get(a);
    if (!set) {
      set = new Set();
      partners.set(a, set);
    }
    set.add(b);
  };
  for (const d of pairs) {
    const w = d.with[0] as number;
    link(d.card, w);
    link(w, d.card);
  }
  return partners;
}

/**
 * 炒锅 pairs as one group: every pair of hand cards × every target would swell the menu (13 cards, 6 targets: 468
 * lines), so they open a sub-menu instead — first card, then second card, then (when used) the target. Only the
 * combinations in `pairs` (the legal ones) are offered, in either order of the two cards.
 */
function wokGroup(
  pairs: readonly Pair[],
  v: PaopaoshaView,
  o: RenderOptions,
  order: ReadonlyMap<number, number>,
  words: PairWords,
): PaopaoshaMenuItem {
  const byPos = (a: number, b: number) => (order.get(a) ?? 99) - (order.get(b) ?? 99) || a - b;
  const played = pairs[0]?.t === 'play';
  const partners = partnersOf(pairs);
  const same = (d: D, a: number, b: number) =>
    isWokPair(d) && ((d.card === a && d.with[0] === b) || (d.card === b && d.with[0] === a));
  const first = [...partners.keys()].sort(byPos).map((a): PaopaoshaMenuItem => {
    const seconds = [...(partners.get(a) ?? [])].sort(byPos).map((b): PaopaoshaMenuItem => {
      const pair = `${cardLabel(a, o)}+${cardLabel(b, o)}`;
      const these = pairs.filter((d) => same(d, a, b));
      if (played) return { d: these[0] ?? null, label: cardLabel(b, o) };
      const targets = these
        .map((d) => ({ d, t: (d as Extract<D, { t: 'use' }>).targets[0] as number }))
        .sort((x, y) => x.t - y.t)
        .map(({ d, t }): PaopaoshaMenuItem => ({ d, label: seatRef(v, t, o.lang) }));
      return {
        d: null,
        label: cardLabel(b, o),
        sub: targets,
        title: say('pairTarget', words.target, { pair }, v.config),
      };
    });
    return {
      d: null,
      label: cardLabel(a, o),
      sub: seconds,
      title: say('pairSecond', words.second, { card: cardLabel(a, o) }, v.config),
    };
  });
  return {
    d: null,
    label: say('pairTitle', played ? words.groupPlayed : words.group, {}, v.config),
    sub: first,
    title: say('pairTitle', words.first, {}, v.config),
  };
}

/**
 * The menu of the viewer's legal decisions, in a useful order, each once (two identical 杀♠7 give one line). The
 * decline (end, pass, no) is always last and marked, so the CLI numbers it 0 whatever else is offered. 炒锅 pairs are
 * one line that opens a sub-menu (see `wokGroup`).
 */
export function renderMenu(
  legal: readonly D[],
  v: PaopaoshaView,
  o: RenderOptions,
  actor: number | null = actorOf(v) ?? v.seat,
): PaopaoshaMenuItem[] {
  const order = new Map<number, number>();
  sortCards(handOf(v, actor) ?? []).forEach((c, i) => {
    order.set(c, i);
  });
  const seen = new Set<string>();
  const out: PaopaoshaMenuItem[] = [];
  let decline: PaopaoshaMenuItem | null = null;
  // Pairs open a sub-menu in the words of the card that makes them (炒锅); without its words, one line each.
  const pairWords = wordsWith('pair', o.lang)?.words;
  const pairs = pairWords ? legal.filter(isWokPair) : [];
  let wokAt = -1;
  const sorted = legal.map((d, i) => ({ d, i, key: menuKey(d, order) })).sort((a, b) => a.key - b.key || a.i - b.i);
  for (const { d } of sorted) {
    if (pairWords && isWokPair(d)) {
      if (wokAt < 0) wokAt = out.length;
      continue;
    }
    const label = decisionLabel(d, v, o, actor);
    if (seen.has(label)) continue;
    seen.add(label);
    if (decline === null && isDecline(d, v)) decline = { d, label, decline: true };
    else out.push({ d, label });
  }
  if (pairWords && pairs.length > 0) out.splice(wokAt, 0, wokGroup(pairs, v, o, order, pairWords));
  if (decline) out.push(decline);
  return out;
}
