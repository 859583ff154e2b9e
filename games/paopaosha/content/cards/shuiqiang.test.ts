/** Scenario tests of the card shuiqiang, beside its entry (shuiqiang.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, useOf } from '../../src/index.ts';
import { discardTail, four, hps, shaTargets, use } from '../../test/helpers.ts';

describe('weapons', () => {
  test('shuiqiang: in the play phase a 水 can be used as a 杀 (range 3), counting toward the limit', () => {
    const g = four([{ hand: ['shui♥3', 'sha♠7'], equip: { weapon: 'shuiqiang' } }]);
    const shui = deckCard('shui♥3');
    // at full HP, 水 is offered only as a 杀
    expect(g.legal(0).filter((d) => d.t === 'use' && d.card === shui)).toEqual([
      useOf(shui, 'sha', [1]),
      useOf(shui, 'sha', [2]),
      useOf(shui, 'sha', [3]),
    ]);
    use(g, 0, 'shui', [2], { as: 'sha' });
    g.expectPending('shan', [2]);
    expect(g.state.ask?.reason).toBe('sha');
    g.decide(2, PASS);
    expect(hps(g.state)).toEqual([4, 4, 3, 4]);
    expect(shaTargets(g, 0)).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['shui♥3']);
  });
});
