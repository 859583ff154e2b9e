import { Rng, seedRng } from '@shaju/engine';
import type { Decider, SeatContext } from '@shaju/runtime';

/**
 * The random-legal bot: picks uniformly among the seat's legal decisions, with its own seeded generator (so a
 * simulation is reproducible from its seed). Works for every game. Never takes free actions when not asked. When the
 * context offers `legalCount`/`legalAt` it draws an index and asks for that one decision instead of the whole list:
 * the same draw and the same decision (docs/performance.md).
 */
export class RandomBot implements Decider {
  readonly name = 'random';
  private readonly rng: Rng;
  constructor(seed: number) {
    this.rng = new Rng(seedRng(seed));
  }
  decide(ctx: SeatContext): unknown {
    // The same draw and the same decision either way: index `int(n)` of the legal list, built or not.
    if (ctx.legalCount !== undefined && ctx.legalAt !== undefined) {
      const n = ctx.legalCount();
      if (n === 0) throw new Error(`random bot: seat ${ctx.seat} has no legal decision`);
      return ctx.legalAt(this.rng.int(n));
    }
    const legal = ctx.legal();
    if (legal.length === 0) throw new Error(`random bot: seat ${ctx.seat} has no legal decision`);
    return legal[this.rng.int(legal.length)];
  }
}
