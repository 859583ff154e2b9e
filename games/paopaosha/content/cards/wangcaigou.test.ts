/** Scenario tests of the card wangcaigou, beside its entry (wangcaigou.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { distance } from '../../src/index.ts';
import { four, shaTargets } from '../../test/helpers.ts';

describe('mounts and P-T3 distance', () => {
  test('wangcaigou: others’ distance to you +1', () => {
    const g = four([{ hand: ['sha'] }, { equip: { mount: 'wangcaigou' } }]);
    expect(distance(g.state, 0, 1)).toBe(2);
    expect(distance(g.state, 1, 0)).toBe(1);
    expect(shaTargets(g, 0)).toEqual([[3]]);
  });
});
