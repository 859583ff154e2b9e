/** Scenario tests of the card laoniu, beside its entry (laoniu.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { distance, inShaRange } from '../../src/index.ts';
import { four, shaTargets } from '../../test/helpers.ts';

describe('mounts and P-T3 distance', () => {
  test('laoniu: others’ distance to you +2', () => {
    const g = four([{ hand: ['sha'], equip: { weapon: 'dapao' } }, {}, {}, { equip: { mount: 'laoniu' } }]);
    expect(distance(g.state, 0, 3)).toBe(3);
    expect(inShaRange(g.state, 0, 3)).toBe(false);
    expect(shaTargets(g, 0)).toEqual([[1], [2]]);
  });
});
