import { Scenario } from '@shaju/testkit';
import {
  buildScenario,
  cardLabel,
  findCard,
  type ShajisifuDecision,
  type ShajisifuEvent,
  type ShajisifuSpec,
  type ShajisifuState,
  shajisifu,
} from '../src/index.ts';

/** A strict scenario over a spec (see `buildScenario`). */
export function scenario(spec: ShajisifuSpec): Scenario<ShajisifuState, ShajisifuDecision, ShajisifuEvent> {
  return new Scenario(shajisifu, buildScenario(spec));
}

/** The id of `text` (e.g. `♥Q`) in `seat`'s hand. */
export function inHand(s: ShajisifuState, seat: number, text: string): number {
  return findCard((s.players[seat] as { hand: number[] }).hand, text);
}
/** The id of `text` in `seat`'s damage cards. */
export function inDamage(s: ShajisifuState, seat: number, text: string): number {
  return findCard((s.players[seat] as { damage: number[] }).damage, text);
}
/** The labels of a list of card ids, e.g. ['♥Q', '♠3'] (jokers: 'joker' small, 'JOKER' big, as in specs). */
export function labels(cards: readonly number[]): string[] {
  return cards.map(label);
}
/** The label of one card id, written as in specs. */
export function label(card: number): string {
  const f = card % 54;
  if (f === 52) return 'joker';
  if (f === 53) return 'JOKER';
  return cardLabel(card);
}
/** `seat`'s hand as labels. */
export function hand(s: ShajisifuState, seat: number): string[] {
  return labels((s.players[seat] as { hand: number[] }).hand);
}
/** `seat`'s damage cards as labels, in arrival order. */
export function damage(s: ShajisifuState, seat: number): string[] {
  return labels((s.players[seat] as { damage: number[] }).damage);
}
/** The discard pile's top card as a label. */
export function top(s: ShajisifuState): string {
  return label(s.discard[s.discard.length - 1] as number);
}
/** The last `n` cards of the discard pile as labels, bottom first (the last one is the top). */
export function discardTail(s: ShajisifuState, n: number): string[] {
  return labels(s.discard.slice(-n));
}
export { cardLabel } from '../src/index.ts';

/** The 54 faces of one deck, written as in specs. */
export function deckFaces(): string[] {
  const out: string[] = [];
  for (const suit of ['♠', '♥', '♣', '♦']) {
    for (const r of ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']) out.push(`${suit}${r}`);
  }
  out.push('joker', 'JOKER');
  return out;
}
/** Every card id held anywhere in the state (piles, hands, damage, identities, attack flips), sorted. */
export function allCards(s: ShajisifuState): number[] {
  const out = [...s.draw, ...s.discard, ...s.flips];
  for (const p of s.players) out.push(p.identity, ...p.hand, ...p.damage);
  return out.sort((a, b) => a - b);
}
/** The events of one kind. */
export function eventsOf<T extends ShajisifuEvent['t']>(
  events: readonly ShajisifuEvent[],
  t: T,
): Extract<ShajisifuEvent, { t: T }>[] {
  return events.filter((e): e is Extract<ShajisifuEvent, { t: T }> => e.t === t);
}
