/** Scenario tests of the card zhenzhengou, beside its entry (zhenzhengou.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { distance } from '../../src/index.ts';
import { four, shaTargets } from '../../test/helpers.ts';

describe('mounts and P-T3 distance', () => {
  test('zhenzhengou: your distance to others −1 (never below 1)', () => {
    const g = four([{ hand: ['sha'], equip: { mount: 'zhenzhengou' } }]);
    expect([1, 2, 3].map((t) => distance(g.state, 0, t))).toEqual([1, 1, 1]);
    expect(distance(g.state, 2, 0)).toBe(2);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
  });
});
