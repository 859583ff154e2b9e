import { Rng } from '@shaju/engine';
import type { ShajisifuEvent } from '../events.ts';
import type { ShajisifuState } from '../state.ts';

/**
 * S-T4 / seed 牌堆如果摸空就重洗弃牌堆，但是要保留最上面的一张不动: moves every discard card but the top one into
 * the draw pile and shuffles it with the game's PRNG. Returns the number of cards moved (0 when nothing can move).
 */
export function reshuffle(s: ShajisifuState, ev?: ShajisifuEvent[]): number {
  if (s.discard.length <= 1) return 0;
  const top = s.discard.pop() as number;
  const moved = s.discard;
  s.discard = [top];
  for (const c of moved) s.draw.push(c);
  // As `withRng`, without creating a callback per reshuffle.
  const rng = new Rng(s.rng);
  rng.shuffle(s.draw);
  s.rng = rng.save();
  ev?.push({ t: 'reshuffle', count: moved.length });
  return moved.length;
}

/** Takes the draw pile's top card, reshuffling first if it is empty (S-T4). Returns -1 when nothing can be drawn. */
export function takeTop(s: ShajisifuState, ev?: ShajisifuEvent[]): number {
  if (s.draw.length === 0 && reshuffle(s, ev) === 0) return -1;
  return s.draw.pop() as number;
}

/**
 * `seat` draws `n` cards into their hand (S-A3 penalty); if the piles run out, as many as there are (S-T4).
 * Returns the number drawn.
 */
export function drawCards(s: ShajisifuState, seat: number, n: number, penalty: boolean, ev?: ShajisifuEvent[]): number {
  const hand = (s.players[seat] as { hand: number[] }).hand;
  const first = hand.length;
  for (let i = 0; i < n; i++) {
    const c = takeTop(s, ev);
    if (c < 0) break;
    hand.push(c);
  }
  const count = hand.length - first;
  ev?.push({ t: 'draw', seat, cards: hand.slice(first), count, penalty });
  return count;
}

/** Puts cards into the discard pile *under* its top card, keeping the top (S-D3). */
export function discardUnderTop(s: ShajisifuState, cards: readonly number[]): void {
  if (cards.length === 0) return;
  if (s.discard.length === 0) {
    for (const c of cards) s.discard.push(c);
    return;
  }
  const top = s.discard.pop() as number;
  for (const c of cards) s.discard.push(c);
  s.discard.push(top);
}

/**
 * Removes the first copy of `card` from `list` (a hand or a damage row), keeping the others in order; nothing when it
 * is absent (the callers remove cards `checkLegal` found there). Shifts in place: `splice` would allocate the array of
 * removed elements, on every play (docs/performance.md).
 */
export function removeCard(list: number[], card: number): void {
  const i = list.indexOf(card);
  if (i < 0) return;
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j] as number;
  list.pop();
}

/** Empties `list` in place. Popping the few elements is cheaper than `list.length = 0`, a runtime call. */
export function clearList<T>(list: T[]): void {
  while (list.length > 0) list.pop();
}
