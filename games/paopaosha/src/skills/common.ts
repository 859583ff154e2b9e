/**
 * Small helpers shared by the character skills: the yes/no request of an optional ("may") skill, target options, the
 * cards a seat holds (hand and equipment, product reading 11), and the public announcement of a skill's use.
 */
import type { Ev } from '../events.ts';
import { answer } from '../rules/ask.ts';
import type { PaopaoshaState } from '../state.ts';

type Seat = PaopaoshaState['seats'][number];

export { askYesNo, saidYes, YES_NO } from '../effects/steps/choice.ts';

/** The option index chosen in the answer to a `choose` request, or -1. */
export function chosenIndex(s: PaopaoshaState): number {
  const a = answer(s);
  return a !== null && a.d.t === 'choose' ? a.d.i : -1;
}

/** The seat with index `seat` (which must exist). */
export function seatOf(s: PaopaoshaState, seat: number): Seat {
  return s.seats[seat] as Seat;
}

/** Alive seats other than `seat`, in seat order from the next one. */
export function othersFrom(s: PaopaoshaState, seat: number): number[] {
  const n = s.seats.length;
  const out: number[] = [];
  for (let i = 1; i < n; i++) {
    const t = (seat + i) % n;
    if (seatOf(s, t).alive) out.push(t);
  }
  return out;
}

/** The cards `seat` holds: hand cards, then equipment (weapon, armor, mount, book). Product reading 11: "card". */
export function ownCards(s: PaopaoshaState, seat: number): number[] {
  const p = seatOf(s, seat);
  const out = p.hand.slice();
  for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) if (p.equip[slot] >= 0) out.push(p.equip[slot]);
  return out;
}

/** Whether `seat`'s HP without 天使之泪's shield is below its max HP (product reading 6: "full HP"). */
export function injured(s: PaopaoshaState, seat: number): boolean {
  const p = seatOf(s, seat);
  return p.hp - p.shield < p.maxHp;
}

/** Announces a use of skill `id` by `seat`: a public `skill` event appended to `ev`. */
export function announce(
  ev: Ev,
  seat: number,
  id: string,
  targets: readonly number[] = [],
  cards: readonly number[] = [],
): void {
  ev?.push({ t: 'skill', seat, id, targets: targets.slice(), cards: cards.slice() });
}
