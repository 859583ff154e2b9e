/**
 * The generic search (packages/bots/src/search.ts) on a one-decision game whose odds are known: candidate d wins a
 * world when the world's draw is below `odds[d]`, so that every candidate meets the same luck in the same world
 * (common random numbers) and the better candidate never does worse there. Both ways of searching (sequential
 * halving, and a `SearchPlan.confirm` select-then-confirm) must find the better candidate, and must keep the base
 * answer when nothing beats it.
 */
import type { AnyGameModule, Rng } from '@shaju/engine';
import type { SearchAdapter, SearchTask } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import { runSearch } from '../src/index.ts';

interface World {
  draw: number;
  picked: number;
}

/** A game of one decision by seat 0: pick 0, 1 or 2; it wins when the world's draw is below the pick's odds. */
function oneShot(odds: readonly number[]): AnyGameModule {
  return {
    clone: (s: World) => ({ ...s }),
    apply: (s: World, _seat: number, d: number) => {
      s.picked = d;
    },
    seatCount: () => 1,
    pending: (s: World) => (s.picked < 0 ? { id: 1, seats: [0], kind: 'pick' } : null),
    result: (s: World) => ({ winners: s.draw < (odds[s.picked] as number) ? [0] : [], draw: false }),
  } as unknown as AnyGameModule;
}

const adapter: SearchAdapter = {
  base: () => ({ name: 'first', decide: () => 0 }),
  searchable: () => true,
  determinise: (_v: unknown, _seat: number, rng: Rng): World => ({ draw: rng.int(1000) / 1000, picked: -1 }),
  policy: () => ({ name: 'none', decide: () => 0 }),
  value: () => 0.5,
};

function task(extra: Partial<SearchTask> = {}): SearchTask {
  return {
    game: 'one-shot',
    seat: 0,
    kind: 'pick',
    view: { legal: [0, 1, 2] },
    belief: null,
    fallback: 0,
    seed: 7,
    iterations: 60,
    ...extra,
  };
}

describe('runSearch', () => {
  for (const confirm of [undefined, 1]) {
    const how = confirm === undefined ? 'halving' : 'select, then confirm';
    test(`${how}: overrules the base answer with a clearly better candidate`, () => {
      const out = runSearch(oneShot([0.2, 0.8, 0.3]), adapter, task(confirm === undefined ? {} : { confirm }));
      expect(out.decision).toBe(1);
      expect(out.overruled).toBe(true);
      expect(out.playouts).toBeGreaterThan(20);
      expect(out.playouts).toBeLessThanOrEqual(62);
    });

    test(`${how}: keeps the base answer when no candidate does better in the same worlds`, () => {
      const out = runSearch(oneShot([0.5, 0.5, 0.4]), adapter, task(confirm === undefined ? {} : { confirm }));
      expect(out.decision).toBe(0);
      expect(out.overruled).toBe(false);
    });
  }

  test('select, then confirm: a higher z needs more evidence, and the same task gives the same outcome', () => {
    const game = oneShot([0.45, 0.55, 0.3]);
    expect(runSearch(game, adapter, task({ confirm: 1e6 })).decision).toBe(0);
    const a = runSearch(game, adapter, task({ confirm: 0.5, iterations: 200 }));
    expect(a.decision).toBe(1);
    expect(runSearch(game, adapter, task({ confirm: 0.5, iterations: 200 }))).toEqual(a);
  });
});
