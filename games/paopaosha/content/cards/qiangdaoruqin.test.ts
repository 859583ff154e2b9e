/** Scenario tests of the card qiangdaoruqin, beside its entry (qiangdaoruqin.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../../src/index.ts';
import { ALL4, eventsOf, fourHands, hps, noWuxie, play, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('qiangdaoruqin: every other player from the user’s next plays a 杀 or takes 1 damage', () => {
    const g = fourHands([['qiangdaoruqin♠7'], ['shan'], ['sha'], []]);
    const q = deckCard('qiangdaoruqin♠7');
    use(g, 0, 'qiangdaoruqin');
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    let ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 1, amount: 1, source: 0, card: q, hp: 3 }]);
    noWuxie(g, 'qiangdaoruqin', ALL4);
    play(g, 2, 'sha');
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [3]);
    ev = g.decide(3, PASS);
    expect(hps(g.state)).toEqual([4, 3, 4, 3]);
    g.expectPending('play', [0]);
  });
});
