import type { AnyGameModule } from '@shaju/engine';
import { type Decider, StateSeatContext } from '@shaju/runtime';

/**
 * A search playout: plays `state` on in place with one decider per seat, as the runtime's `playout` does (free actions
 * offered first, a controlled seat decided by its controller with the controller's view, window seats in seat order),
 * without a log or events, and stops after `maxDecisions` decisions. Returns whether the game is over. Throws whatever
 * the game throws for an illegal decision.
 */
export function rollout(
  game: AnyGameModule,
  state: unknown,
  deciders: readonly Decider[],
  maxDecisions: number,
): boolean {
  const reactive = game.offers !== undefined && deciders.some((d) => d.react !== undefined);
  let n = 0;
  for (;;) {
    const p = game.pending(state);
    if (p === null) return true;
    if (n >= maxDecisions) return false;
    if (reactive) {
      for (const seat of (game.offers as (s: unknown) => readonly number[])(state)) {
        const by = game.controllerOf ? game.controllerOf(state, seat) : seat;
        const dec = deciders[by];
        if (!dec?.react) continue;
        const d = dec.react(new StateSeatContext(game, state, seat, 'free', by));
        if (d !== null) {
          game.apply(state, seat, d);
          n++;
        }
      }
      if (game.pending(state)?.id !== p.id) continue;
    }
    const seats = p.seats;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i] as number;
      if (i > 0) {
        const now = game.pending(state);
        if (now === null || now.id !== p.id || !now.seats.includes(seat)) break;
      }
      const by = game.controllerOf ? game.controllerOf(state, seat) : seat;
      const dec = deciders[by] as Decider;
      game.apply(state, seat, dec.decide(new StateSeatContext(game, state, seat, p.kind, by)));
      n++;
    }
  }
}
