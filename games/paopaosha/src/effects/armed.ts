/**
 * Armed cards (the kernel; product reading 5): a card a `passAround` hands to a seat armed (永恒之火) — in its holder's
 * hand, usable on any other player with its `armedEffect`. An entry ends when the card leaves that hand in any way but
 * its own use; the stack runner drops stale entries between every two resolution steps (`dropStaleArmed`).
 */
import type { ArmedCard, PaopaoshaState } from '../state.ts';

/** Whether `card` in `seat`'s hand is armed. */
export function isArmed(s: PaopaoshaState, seat: number, card: number): boolean {
  for (const a of s.armed) if (a.card === card && a.seat === seat) return s.seats[seat]?.hand.includes(card) === true;
  return false;
}

/**
 * Drops the armed entries whose card left its holder's hand (discarded, taken, given, swapped, used). Called between
 * every two resolution steps (game.ts), so a card that leaves a hand and comes back is unarmed.
 */
export function dropStaleArmed(s: PaopaoshaState): void {
  const armed = s.armed;
  for (let i = 0; i < armed.length; i++) {
    const a = armed[i] as ArmedCard;
    // A new list only when one is stale: this runs before every resolution step.
    if (s.seats[a.seat]?.hand.includes(a.card) !== true) {
      s.armed = armed.filter((x) => s.seats[x.seat]?.hand.includes(x.card) === true);
      return;
    }
  }
}
