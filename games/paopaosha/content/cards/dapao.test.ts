/** Scenario tests of the card dapao, beside its entry (dapao.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { PASS } from '../../src/index.ts';
import { eventsOf, four, shaTargets, use } from '../../test/helpers.ts';

describe('weapons', () => {
  test('dapao: your 杀 deals 1 more damage (range 2)', () => {
    const g = four([{ hand: ['sha'], equip: { weapon: 'dapao' } }]);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
    use(g, 0, 'sha', [2]);
    const ev = g.decide(2, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 2, amount: 2, source: 0, hp: 2 });
  });
});
