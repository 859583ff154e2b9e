/**
 * Redaction: the only road from a game's state to anything a seat receives (docs/architecture.md, principle 10). Every
 * event goes through the game's `redactEvent` for its viewer, every view through the rules' `view` (or the kit's
 * `finalView` once the game is over); the live steps (broadcast.ts), the whole log of a join (history.ts) and the
 * records of finished games (records.ts) are built from these and nothing else.
 */
import type { AnyGameModule } from '@shaju/engine';
import type { ServedGame } from '../games.ts';

/** `events` as `seat` (`null`: spectator) may see them: the game's `redactEvent` of each, the hidden ones left out. */
export function redactEvents(m: AnyGameModule, events: readonly unknown[], seat: number | null): unknown[] {
  const out: unknown[] = [];
  for (const e of events) {
    const r = m.redactEvent(e, seat);
    if (r !== null) out.push(r);
  }
  return out;
}

/**
 * The view of `seat` (`null`: spectator) in `state`: the rules' `view`, and once the game is over the kit's
 * `finalView` (every identity and last hand shown) when the game has one.
 */
export function seatView(served: ServedGame, state: unknown, seat: number | null): unknown {
  const k = served.kit;
  if (k.finalView && served.module.result(state) !== null) return k.finalView(state, seat);
  return served.module.view(state, seat);
}
