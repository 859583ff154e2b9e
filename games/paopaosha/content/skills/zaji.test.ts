/** Scenario tests of the skill zaji, beside its entry (zaji.json); moved from test/skills/dou.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, useOf } from '../../src/index.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

/** The 水 uses among `seat`'s legal decisions. */
function shuiUses(g: ReturnType<typeof skills4>, seat: number) {
  return g.legal(seat).filter((d) => d.t === 'use' && d.as === 'shui');
}

describe('豆鸡眼', () => {
  test('zaji: any card can be used as 水, twice per game (zajiUses); a 3rd is not offered', () => {
    const g = skills4(
      ['doujiyan', 'heiniu', 'heiniu', 'heiniu'],
      [{ maxHp: 6, hp: 1, hand: ['sha♠7', 'shan♦2', 'dantiao♠A'] }],
    );
    const ids = ['sha♠7', 'shan♦2', 'dantiao♠A'].map(deckCard);
    expect(shuiUses(g, 0)).toEqual(ids.map((c) => useOf(c, 'shui', [], [], 'zaji')));
    g.decide(0, useOf(ids[0] as number, 'shui', [], [], 'zaji'));
    g.decide(0, useOf(ids[1] as number, 'shui', [], [], 'zaji'));
    expect(g.state.seats[0]?.hp).toBe(3);
    expect(g.state.seats[0]?.uses.zaji).toBe(2);
    expect(shuiUses(g, 0)).toEqual([]);
  });
});
