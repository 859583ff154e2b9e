/** Scenario tests of the card qqfeiche, beside its entry (qqfeiche.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { distance, inHand, PASS, playOf } from '../../src/index.ts';
import { ALL4, four, noWuxie, use } from '../../test/helpers.ts';

describe('mounts and P-T3 distance', () => {
  test('qqfeiche: −1 to others and +1 to you; you cannot use 水 on yourself, in the play phase or when dying', () => {
    const g = four([{ hp: 3, hand: ['shui', 'sha'], equip: { mount: 'qqfeiche' } }, {}, {}, {}]);
    expect(distance(g.state, 0, 2)).toBe(1);
    expect(distance(g.state, 1, 0)).toBe(2);
    expect(g.legal(0).some((d) => d.t === 'use' && d.as === 'shui')).toBe(false);
    const d = four([
      { hand: ['wandaoqifa'] },
      { hp: 1, hand: ['shui'], equip: { mount: 'qqfeiche' } },
      { hand: ['shui'] },
    ]);
    use(d, 0, 'wandaoqifa');
    noWuxie(d, 'wandaoqifa', ALL4);
    d.decide(1, PASS);
    d.expectPending('rescue', [0]);
    d.decide(0, PASS);
    d.expectPending('rescue', [1]);
    expect(d.legal(1)).toEqual([PASS]);
    d.decide(1, PASS);
    // another player may use 水 on them
    d.expectPending('rescue', [2]);
    expect(d.legal(2)).toEqual([playOf(inHand(d.state, 2, 'shui'), 'shui'), PASS]);
  });
});
