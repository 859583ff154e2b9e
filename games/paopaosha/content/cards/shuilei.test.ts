/** Scenario tests of the card shuilei, beside its entry (shuilei.json); moved from test/delayed.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { ALL4, atStart, discardTail, eventsOf, hps, noWuxie } from '../../test/helpers.ts';

describe('地雷 水雷 (delayed mines)', () => {
  test('shuilei: judged ♥ — 2 damage with no source, then discarded', () => {
    const g = atStart({ judging: ['shuilei'] }, { drawTop: ['shan♥2'] });
    noWuxie(g, 'shuilei', ALL4);
    expect(eventsOf(g.events, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 2, source: -1, card: deckCard('shuilei'), hp: 2 },
    ]);
    expect(discardTail(g.state, 2)).toEqual(['shan♥2', 'shuilei♥Q']);
  });

  test('shuilei: judged not ♥ — it moves to the next player', () => {
    const g = atStart({ judging: ['shuilei'] }, { drawTop: ['shan♦2'] });
    noWuxie(g, 'shuilei', ALL4);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('shuilei')]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
  });
});
