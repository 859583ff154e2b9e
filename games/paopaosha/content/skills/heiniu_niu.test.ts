/** Scenario tests of the skill heiniu_niu, beside its entry (heiniu_niu.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { eventsOf, hps, use } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('黑妞', () => {
  test('heiniu_niu: 诅咒 has no effect on 黑妞 (no 无懈可击 window, no judgement)', () => {
    const g = skills4(['xiaopi', 'heiniu', 'xiaopi', 'xiaopi'], [{ hand: ['zuzhou'] }], { drawTop: ['dapao'] });
    const ev = use(g, 0, 'zuzhou', [1]);
    expect(eventsOf(ev, 'immune')).toEqual([{ t: 'immune', seat: 1, kind: 'zuzhou', by: 'heiniu_niu' }]);
    expect(eventsOf(ev, 'judge')).toEqual([]);
    g.expectPending('play', [0]);
    expect(hps(g.state)).toEqual([3, 4, 3, 3]);
    expect(g.state.seats[1]?.hand).toEqual([]);
  });
});
