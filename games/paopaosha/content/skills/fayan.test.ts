/** Scenario tests of the skill fayan, beside its entry (fayan.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { eventsOf, scenario } from '../../test/helpers.ts';
import { IDS4, skills4 } from '../../test/skills/skill-helpers.ts';

describe('老皮', () => {
  test('fayan: 老皮 draws as many extra cards as there are other alive players', () => {
    const g = skills4(['laopi', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'draw' });
    expect(eventsOf(g.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 5]]);
    // a dead player does not count
    const g2 = scenario({
      seats: IDS4.map((identity, i) => ({ identity, character: i === 0 ? 'laopi' : 'heiniu', alive: i !== 2 })),
      phase: 'draw',
      config: { characterSkills: true },
    });
    expect(eventsOf(g2.events, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 4]]);
  });
});
