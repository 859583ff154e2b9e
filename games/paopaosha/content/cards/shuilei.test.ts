/** Scenario tests of the card shuilei, beside its entry (shuilei.json); moved from test/delayed.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, type PaopaoshaSeatSpec, type PaopaoshaSpec } from '../../src/index.ts';
import { discardTail, eventsOf, hps, noWuxie, scenario } from '../../test/helpers.ts';

const ALL4 = [0, 1, 2, 3];

/** Four seats (国主 0, 强盗 1, 小贼 2, 大臣 3); seat 1's turn begins at its start phase. */
function atStart(
  seat1: Partial<PaopaoshaSeatSpec>,
  more: Partial<PaopaoshaSpec> = {},
  others: Partial<PaopaoshaSeatSpec>[] = [],
) {
  return scenario({
    seats: [
      { identity: 'guozhu', ...others[0] },
      { identity: 'qiangdao', ...seat1 },
      { identity: 'xiaozei', ...others[2] },
      { identity: 'dachen', ...others[3] },
    ],
    turn: 1,
    phase: 'start',
    ...more,
  });
}

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
