/** Scenario tests of the card pak470, beside its entry (pak470.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { PASS } from '../../src/index.ts';
import { four, hps, shaTargets, use } from '../../test/helpers.ts';

describe('weapons', () => {
  test('pak470: any number of 杀 in the play phase (P-T2 exception)', () => {
    const g = four([{ hand: ['sha♠7', 'sha♠8', 'sha♠9'], equip: { weapon: 'pak470' } }]);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    use(g, 0, 'sha♠8', [1]);
    g.decide(1, PASS);
    expect(shaTargets(g, 0)).toEqual([[1], [3]]);
    use(g, 0, 'sha♠9', [3]);
    g.decide(3, PASS);
    expect(hps(g.state)).toEqual([4, 2, 4, 3]);
    expect(g.state.seats[0]?.shaUsed).toBe(3);
  });
});
