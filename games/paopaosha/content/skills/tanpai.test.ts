/** Scenario tests of the skill tanpai, beside its entry (tanpai.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { eventsOf } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('皮官小钱', () => {
  test('tanpai: 皮官小钱 draws 5 instead of 2 in the draw phase', () => {
    const g = skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 5]]);
  });
});
