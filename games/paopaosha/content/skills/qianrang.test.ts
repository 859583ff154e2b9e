/** Scenario tests of the skill qianrang, beside its entry (qianrang.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { eventsOf } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('老皮', () => {
  test('qianrang: with full HP 老皮 skips the discard phase; below it discards as usual', () => {
    const six = ['sha', 'sha', 'sha', 'shan', 'shan', 'shan'];
    const g = skills4(['laopi', 'heiniu', 'heiniu', 'heiniu'], [{ hand: six }], { phase: 'discard' });
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'discard' }]);
    expect(g.state.seats[0]?.hand.length).toBe(6);
    g.expectPending('play', [1]);
    const g2 = skills4(['laopi', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 3, hand: six }], { phase: 'discard' });
    g2.expectPending('discard', [0]);
    expect(g2.state.ask?.count).toBe(3);
  });
});
