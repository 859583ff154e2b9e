/** Scenario tests of the card dazhongsangtana, beside its entry (dazhongsangtana.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { distance } from '../../src/index.ts';
import { eventsOf, four } from '../../test/helpers.ts';

describe('mounts and P-T3 distance', () => {
  test('dazhongsangtana: others’ distance to you +1, and you draw 2 more in your draw phase', () => {
    const g = four([{}, { equip: { mount: 'dazhongsangtana' } }], { turn: 1, phase: 'draw' });
    expect(distance(g.state, 0, 1)).toBe(2);
    expect(eventsOf(g.events, 'draw')).toEqual([expect.objectContaining({ seat: 1, count: 4 })]);
    expect(g.state.seats[1]?.hand).toHaveLength(4);
    g.expectPending('play', [1]);
  });
});
