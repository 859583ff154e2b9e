import type { Pending } from '@shaju/engine';
import { Scenario } from '@shaju/testkit';
import {
  buildScenario,
  type CardKindId,
  cardSpec,
  inHand,
  kindOf,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaSeatSpec,
  type PaopaoshaSpec,
  type PaopaoshaState,
  paopaosha,
  playOf,
  useOf,
} from '../src/index.ts';

export type Game = Scenario<PaopaoshaState, PaopaoshaDecision, PaopaoshaEvent>;

/** A strict scenario over a spec (see `buildScenario`); the events of its first run are in `g.events`. */
export function scenario(spec: PaopaoshaSpec): Game {
  const ev: PaopaoshaEvent[] = [];
  const s = buildScenario(spec, ev);
  const g = new Scenario<PaopaoshaState, PaopaoshaDecision, PaopaoshaEvent>(paopaosha, s);
  g.events.push(...ev);
  return g;
}

/**
 * Four seats — 国主 0, 强盗 1, 小贼 2, 大臣 3 (老皮, no skills unless the spec says) — with each seat's spec merged over
 * its identity; seat 0's play phase unless `extra` says otherwise.
 */
export function four(
  seats: readonly Partial<PaopaoshaSeatSpec>[] = [],
  extra: Omit<Partial<PaopaoshaSpec>, 'seats'> = {},
): Game {
  const ids = ['guozhu', 'qiangdao', 'xiaozei', 'dachen'] as const;
  return scenario({ seats: ids.map((identity, i) => ({ identity, ...seats[i] })), ...extra });
}

/**
 * `four` at seat 1's turn, its start phase (where delayed cards are judged): `seat1` merged over the 强盗's seat,
 * `others[i]` over seat i's, `more` over the rest of the spec.
 */
export function atStart(
  seat1: Partial<PaopaoshaSeatSpec>,
  more: Omit<Partial<PaopaoshaSpec>, 'seats'> = {},
  others: Partial<PaopaoshaSeatSpec>[] = [],
): Game {
  return four([others[0] ?? {}, seat1, others[2] ?? {}, others[3] ?? {}], { turn: 1, phase: 'start', ...more });
}

/** Every seat of a four-seat table (`four`, `atStart`): who a window asks when all are asked. */
export const ALL4: readonly number[] = [0, 1, 2, 3];

/** `four` with hands only (seat i holds `hands[i]`). */
export function fourHands(hands: readonly string[][] = [], extra: Omit<Partial<PaopaoshaSpec>, 'seats'> = {}): Game {
  return four(
    hands.map((hand) => ({ hand })),
    extra,
  );
}

/** `seat` uses the card of its hand fitting `text` (as its own kind unless `as`), on `targets`. */
export function use(
  g: Game,
  seat: number,
  text: string,
  targets: readonly number[] = [],
  opts: { as?: CardKindId; with?: string[] } = {},
): PaopaoshaEvent[] {
  const card = inHand(g.state, seat, text);
  const withCards = (opts.with ?? []).map((t) => inHand(g.state, seat, t));
  return g.decide(seat, useOf(card, opts.as ?? kindOf(card), targets, withCards));
}

/** `seat` plays the card of its hand fitting `text` in response (as `as`, default its own kind). */
export function play(g: Game, seat: number, text: string, as?: CardKindId): PaopaoshaEvent[] {
  const card = inHand(g.state, seat, text);
  return g.decide(seat, playOf(card, as ?? kindOf(card)));
}

/** Every seat still asked by the current request passes (a 无懈可击 window nobody answers). */
export function passAll(g: Game): PaopaoshaEvent[] {
  const p = g.pending() as Pending;
  const out: PaopaoshaEvent[] = [];
  for (const seat of p.seats) out.push(...g.decide(seat, PASS));
  return out;
}

/** Expects a 无懈可击 window for `kind` asking every seat in `seats`, then has them all pass. */
export function noWuxie(g: Game, kind: CardKindId, seats: readonly number[]): PaopaoshaEvent[] {
  g.expectPending(
    'wuxie',
    [...seats].sort((a, b) => a - b),
  );
  const a = g.state.ask;
  if (a?.cardKind !== kind) throw new Error(`expected a 无懈可击 window for ${kind}, got ${a?.cardKind}`);
  return passAll(g);
}

/** The 杀 target lists offered to `seat` now (in the order of the legal list). */
export function shaTargets(g: Game, seat: number): number[][] {
  const out: number[][] = [];
  for (const d of g.legal(seat)) if (d.t === 'use' && d.as === 'sha') out.push([...d.targets]);
  return out;
}

/** `seat`'s hand as spec texts (e.g. `sha♠7`). */
export function hand(s: PaopaoshaState, seat: number): string[] {
  return (s.seats[seat] as { hand: number[] }).hand.map(cardSpec);
}
/** `seat`'s hand as kinds, sorted. */
export function handKinds(s: PaopaoshaState, seat: number): string[] {
  return (s.seats[seat] as { hand: number[] }).hand.map(kindOf).sort();
}
/** The kinds of a list of cards, in order. */
export function kinds(cards: readonly number[]): string[] {
  return cards.map(kindOf);
}
/** The last `n` cards of the discard pile as spec texts, bottom first. */
export function discardTail(s: PaopaoshaState, n: number): string[] {
  return s.discard.slice(-n).map(cardSpec);
}
/** HP of every seat. */
export function hps(s: PaopaoshaState): number[] {
  return s.seats.map((p) => p.hp);
}
/** Every card id held anywhere (piles, table, hands, equipment, judging areas), sorted. */
export function allCards(s: PaopaoshaState): number[] {
  const out = [...s.draw, ...s.discard, ...s.table];
  for (const p of s.seats) {
    out.push(...p.hand, ...p.judging);
    for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) if (p.equip[slot] >= 0) out.push(p.equip[slot]);
  }
  return out.sort((a, b) => a - b);
}
/** The ids 0–109. */
export const ALL_IDS: readonly number[] = Array.from({ length: 110 }, (_, i) => i);

/** The events of one type. */
export function eventsOf<T extends PaopaoshaEvent['t']>(
  events: readonly PaopaoshaEvent[],
  t: T,
): Extract<PaopaoshaEvent, { t: T }>[] {
  return events.filter((e): e is Extract<PaopaoshaEvent, { t: T }> => e.t === t);
}
