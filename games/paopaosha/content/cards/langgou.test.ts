/** Scenario tests of the card langgou, beside its entry (langgou.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { distance, PASS } from '../../src/index.ts';
import { eventsOf, four, use } from '../../test/helpers.ts';

describe('mounts and P-T3 distance', () => {
  test('langgou: others’ distance to you +1, and your 杀 deals 1 more damage', () => {
    const g = four([{ hand: ['sha'], equip: { mount: 'langgou', weapon: 'dapao' } }, {}, {}, {}]);
    expect(distance(g.state, 1, 0)).toBe(2);
    use(g, 0, 'sha', [1]);
    const ev = g.decide(1, PASS);
    // 大炮 and 狼狗 add up
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 1, amount: 3, hp: 1 });
  });
});
