/**
 * Helpers for response windows that ask several seats at once (rulings S-P1, P-G6): a window collects every asked
 * seat's answer, then resolves by seat order starting after (or at) a given seat, never by arrival order.
 */

/**
 * The seats `0..n-1` in seat order starting at `from` (inclusive when `includeFrom`), keeping only those for which
 * `keep(seat)` is true. Example: `seatOrder(5, 3, false, alive)` → 4, 0, 1, 2 (those alive).
 */
export function seatOrder(n: number, from: number, includeFrom: boolean, keep: (seat: number) => boolean): number[] {
  const out: number[] = [];
  for (let i = includeFrom ? 0 : 1; i < n; i++) {
    const seat = (from + i) % n;
    if (keep(seat)) out.push(seat);
  }
  return out;
}

/**
 * Resolves a window: among the seats whose answer satisfies `wins`, the first in seat order after `from`
 * (exclusive; `from` itself comes last). Returns -1 when none. `answers[seat]` is that seat's answer.
 */
export function firstInSeatOrder<A>(n: number, from: number, answers: readonly A[], wins: (a: A) => boolean): number {
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    const a = answers[seat];
    if (a !== undefined && wins(a)) return seat;
  }
  return -1;
}
