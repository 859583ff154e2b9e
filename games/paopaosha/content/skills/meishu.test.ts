/** Scenario tests of the skill meishu, beside its entry (meishu.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../../src/index.ts';
import { eventsOf, hps, play, use } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('小皮', () => {
  test('meishu: a target needs two 闪 to stop 小皮’s 杀, asked one at a time', () => {
    const g = skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2', 'shan♦3'] }]);
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    expect(g.state.ask?.count).toBe(2);
    play(g, 1, 'shan♦2');
    g.expectPending('shan', [1]);
    expect(g.state.ask?.count).toBe(1);
    const ev = play(g, 1, 'shan♦3');
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([3, 4, 4, 4]);
    // one 闪 is not enough
    const g2 = skills4(['xiaopi', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2'] }]);
    use(g2, 0, 'sha♠7', [1]);
    play(g2, 1, 'shan♦2');
    g2.expectPending('shan', [1]);
    const ev2 = g2.decide(1, PASS);
    expect(eventsOf(ev2, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 1, source: 0, card: deckCard('sha♠7'), hp: 3 },
    ]);
  });
});
