/** Scenario tests of the skill lansefengyun, beside its entry (lansefengyun.json); moved from test/skills/cong.test.ts. */
import { describe, expect, test } from 'vitest';
import { END } from '../../src/index.ts';
import { eventsOf } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('蓝蓝', () => {
  test('lansefengyun: at turn end 蓝蓝 draws 5', () => {
    const g = skills4(['lanlan', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha'] }]);
    const ev = g.decide(0, END);
    expect(
      eventsOf(ev, 'draw')
        .filter((e) => e.seat === 0)
        .map((e) => e.count),
    ).toEqual([5]);
    expect(g.state.seats[0]?.hand.length).toBe(6);
    g.expectPending('play', [1]);
  });
});
