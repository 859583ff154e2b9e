/** Scenario tests of the skill shangxue, beside its entry (shangxue.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { eventsOf } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('小皮', () => {
  test('shangxue: 小皮 draws 1 more in the draw phase (3)', () => {
    const g = skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 3]]);
    expect(g.state.seats[0]?.hand.length).toBe(3);
    const plain = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(plain.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 2]]);
  });
});
