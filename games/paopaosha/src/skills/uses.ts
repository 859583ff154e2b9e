/** Use counts of skills and cards, kept in the state (P-T6: per game and per turn, counted in the state and shown). */
import type { PaopaoshaState, SeatState } from '../state.ts';

/**
 * Adds one to `seat`'s per-game and per-turn use counts of `id`. The count records are replaced, never changed in
 * place: a clone shares them with its original (`clone`, game.ts), so every writer makes a new one.
 */
export function countUse(s: PaopaoshaState, seat: number, id: string): void {
  const p = s.seats[seat] as SeatState;
  p.uses = { ...p.uses, [id]: (p.uses[id] ?? 0) + 1 };
  p.turnUses = { ...p.turnUses, [id]: (p.turnUses[id] ?? 0) + 1 };
}
/** `seat`'s per-game use count of `id`. */
export function usesOf(s: PaopaoshaState, seat: number, id: string): number {
  return (s.seats[seat] as SeatState).uses[id] ?? 0;
}
/** `seat`'s use count of `id` in the current turn. */
export function turnUsesOf(s: PaopaoshaState, seat: number, id: string): number {
  return (s.seats[seat] as SeatState).turnUses[id] ?? 0;
}
