import { withRng } from '@shaju/engine';
import type { Ev } from '../events.ts';
import { type PaopaoshaState, setEquip } from '../state.ts';

export type { Ev };

/**
 * P-T5: the draw pile is empty → shuffle the discard pile into a new draw pile (seed: 当牌堆的牌摸完时，立即将弃牌堆洗混后
 * 形成新的摸牌堆). Returns the number of cards moved (0: both piles empty).
 */
export function reshuffle(s: PaopaoshaState, ev: Ev): number {
  if (s.discard.length === 0) return 0;
  const moved = s.discard;
  s.discard = [];
  for (const c of moved) s.draw.push(c);
  withRng(s, (r) => r.shuffle(s.draw));
  ev?.push({ t: 'reshuffle', count: moved.length });
  return moved.length;
}

/** The top card of the draw pile (reshuffling if needed), removed; -1 when both piles are empty (P-T5). */
export function takeTop(s: PaopaoshaState, ev: Ev): number {
  if (s.draw.length === 0 && reshuffle(s, ev) === 0) return -1;
  return s.draw.pop() as number;
}

/** `seat` draws `n` cards (fewer if both piles run out, P-T5). Returns the cards drawn. */
export function drawCards(s: PaopaoshaState, seat: number, n: number, ev: Ev): number[] {
  const hand = (s.seats[seat] as { hand: number[] }).hand;
  const got: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = takeTop(s, ev);
    if (c < 0) break;
    hand.push(c);
    got.push(c);
  }
  ev?.push({ t: 'draw', seat, cards: got, count: got.length });
  return got;
}

/** Removes `card` from `arr` (which must hold it). */
export function removeCard(arr: number[], card: number): void {
  const i = arr.indexOf(card);
  if (i >= 0) arr.splice(i, 1);
}

/** Moves a card from the table (cards in resolution) to the discard pile, if it is still on the table. */
export function tableToDiscard(s: PaopaoshaState, card: number): void {
  const i = s.table.indexOf(card);
  if (i >= 0) {
    s.table.splice(i, 1);
    s.discard.push(card);
  }
}

/** Where a card sits on a seat: hand, an equipment slot, or the judging area. */
export type Zone = 'hand' | 'weapon' | 'armor' | 'mount' | 'book' | 'judging';

/** Takes `card` out of `seat`'s zones (hand, equipment or judging area). Returns the zone, or null if not there. */
export function takeFromSeat(s: PaopaoshaState, seat: number, card: number): Zone | null {
  const p = s.seats[seat];
  if (!p) return null;
  let i = p.hand.indexOf(card);
  if (i >= 0) {
    p.hand.splice(i, 1);
    return 'hand';
  }
  for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) {
    if (p.equip[slot] === card) {
      setEquip(p, slot, -1);
      return slot;
    }
  }
  i = p.judging.indexOf(card);
  if (i >= 0) {
    p.judging.splice(i, 1);
    return 'judging';
  }
  return null;
}

/** Discards cards of `seat` (from any of its zones) to the discard pile, with one event. */
export function discardFromSeat(
  s: PaopaoshaState,
  seat: number,
  cards: readonly number[],
  reason: string,
  ev: Ev,
): void {
  for (const c of cards) {
    if (takeFromSeat(s, seat, c) !== null) s.discard.push(c);
  }
  if (cards.length > 0) ev?.push({ t: 'discard', seat, cards: cards.slice(), reason });
}
