/**
 * The fast paths the lab relies on (docs/performance.md, "Part five") answer as the plain queries they stand for: the
 * distances found in one round of the table (`distancesFrom`) and the 杀 reach as a bit set (`shaReachMask`) on every
 * state of played games, and the memos of a configuration (`validateConfig`, `opt`) never serve a mutable one stale.
 */
import { RandomBot } from '@shaju/bots';
import { type Decider, playout } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import { PaopaoshaHeuristicBot } from '../bot/index.ts';
import {
  defaultConfig,
  distance,
  distancesFrom,
  opt,
  type PaopaoshaState,
  paopaosha,
  shaReachable,
  shaReaches,
  shaReachMask,
  validateConfig,
} from '../src/index.ts';

/** Checks `distancesFrom` and `shaReachMask` against `distance` and `shaReaches` for every pair of seats of `s`. */
function checkTable(s: PaopaoshaState): number {
  const n = s.seats.length;
  const d = new Int32Array(n);
  let checked = 0;
  for (let from = 0; from < n; from++) {
    d.fill(-7);
    distancesFrom(s, from, d);
    const mask = shaReachMask(s, from, d);
    const list: number[] = [];
    for (let to = 0; to < n; to++) {
      const alive = s.seats[to]?.alive === true;
      if (to !== from && alive) expect(d[to]).toBe(distance(s, from, to));
      else expect(d[to]).toBe(-7);
      const reaches = to !== from && alive && shaReaches(s, from, to);
      expect((mask & (1 << to)) !== 0).toBe(reaches);
      if (reaches) list.push(to);
      checked++;
    }
    expect(shaReachable(s, from, [])).toEqual(list);
  }
  return checked;
}

describe('fast paths answer as the plain queries', () => {
  test('distancesFrom and shaReachMask agree with distance and shaReaches on every state of played games', () => {
    let checked = 0;
    for (let g = 0; g < 6; g++) {
      const n = 5 + (g % 4);
      const s = paopaosha.setup(paopaosha.validateConfig({ players: n }), 500 + g, []);
      const bots: Decider[] = [];
      for (let i = 0; i < n; i++) bots.push(g % 2 === 0 ? new RandomBot(g * 16 + i) : new PaopaoshaHeuristicBot());
      const watch: Decider = {
        name: 'watch',
        decide(ctx) {
          checked += checkTable(s);
          return (bots[ctx.seat] as Decider).decide(ctx);
        },
      };
      playout(
        paopaosha,
        s,
        Array.from({ length: n }, () => watch),
        { record: false },
      );
    }
    // Mounts, dead seats and 公山子无影八卦阵 come up in these games; the count only shows the loop ran.
    expect(checked).toBeGreaterThan(10_000);
  });

  test('validateConfig: a frozen configuration validates to one frozen object; a mutable one is read again', () => {
    const frozen = Object.freeze({ players: 6, dileiDamage: 2 });
    const a = validateConfig(frozen);
    expect(validateConfig(frozen)).toBe(a);
    expect(validateConfig(a)).toBe(a);
    const mutable: Record<string, unknown> = { players: 6, dileiDamage: 2 };
    expect(validateConfig(mutable).dileiDamage).toBe(2);
    mutable.dileiDamage = 1;
    expect(validateConfig(mutable).dileiDamage).toBe(1);
    mutable.players = 99;
    expect(() => validateConfig(mutable)).toThrow();
  });

  test('opt: the resolved copy follows the configuration it is asked about, and a mutable one when it changes', () => {
    const seed = validateConfig({ players: 5 });
    const set = validateConfig({ players: 5, shaDamage: 2 });
    expect(opt(seed, 'shaDamage')).toBe(1);
    expect(opt(set, 'shaDamage')).toBe(2);
    expect(opt(seed, 'shaDamage')).toBe(1);
    const mutable: Record<string, unknown> = { ...defaultConfig(5) };
    expect(opt(mutable, 'shaDamage')).toBe(1);
    mutable.shaDamage = 3;
    expect(opt(mutable, 'shaDamage')).toBe(3);
  });
});
