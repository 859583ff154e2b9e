/** Scenario tests of the card paopaosandanqiang, beside its entry (paopaosandanqiang.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, useOf } from '../../src/index.ts';
import { discardTail, four, hps, play, scenario, shaTargets } from '../../test/helpers.ts';

describe('weapons', () => {
  test('paopaosandanqiang: a 杀 that is your last hand card may have up to 3 targets in range, resolved in seat order', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7'], equip: { weapon: 'paopaosandanqiang' } },
        { identity: 'qiangdao', hand: ['shan'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
        { identity: 'qiangdao' },
      ],
    });
    const sha = deckCard('sha♠7');
    // 6 seats, range 3: everyone; pairs and triples in seat order from the user
    const offered = shaTargets(g, 0);
    expect(offered.filter((t) => t.length === 1)).toEqual([[1], [2], [3], [4], [5]]);
    expect(offered.filter((t) => t.length === 3)).toHaveLength(10);
    expect(offered).toContainEqual([2, 4, 5]);
    g.expectRefused(0, useOf(sha, 'sha', [5, 4, 2]), 'illegal'); // not in seat order
    g.expectRefused(0, useOf(sha, 'sha', [1, 2, 3, 4]), 'illegal'); // four targets
    g.decide(0, useOf(sha, 'sha', [1, 3, 5]));
    g.expectPending('shan', [1]);
    play(g, 1, 'shan');
    g.expectPending('shan', [3]);
    g.decide(3, PASS);
    g.expectPending('shan', [5]);
    g.decide(5, PASS);
    expect(hps(g.state)).toEqual([5, 4, 4, 3, 4, 3]);
    expect(g.state.seats[0]?.shaUsed).toBe(1);
    expect(discardTail(g.state, 2)).toEqual(['shan♥2', 'sha♠7']);
  });

  test('paopaosandanqiang: a 杀 that is not the last hand card has one target', () => {
    const g = four([{ hand: ['sha♠7', 'shan'], equip: { weapon: 'paopaosandanqiang' } }]);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
  });
});
