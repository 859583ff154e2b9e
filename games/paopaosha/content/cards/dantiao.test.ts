/** Scenario tests of the card dantiao, beside its entry (dantiao.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, useOf } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, fourHands, hps, noWuxie, play, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('dantiao: starting with the target, the two alternately play 杀; the first who does not takes 1 damage from the other', () => {
    const g = fourHands([['dantiao♠A', 'sha♠7'], ['sha♠8', 'sha♠9'], [], []]);
    const d = deckCard('dantiao♠A');
    // any other player, no distance limit
    expect(g.legal(0).filter((x) => x.t === 'use' && x.as === 'dantiao')).toEqual([
      useOf(d, 'dantiao', [1]),
      useOf(d, 'dantiao', [2]),
      useOf(d, 'dantiao', [3]),
    ]);
    use(g, 0, 'dantiao', [1]);
    noWuxie(g, 'dantiao', ALL4);
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♠8');
    g.expectPending('sha', [0]);
    play(g, 0, 'sha♠7');
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♠9');
    g.expectPending('sha', [0]);
    expect(g.legal(0)).toEqual([PASS]);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 0, amount: 1, source: 1, card: d, hp: 3 }]);
    expect(hps(g.state)).toEqual([3, 4, 4, 4]);
    expect(discardTail(g.state, 4)).toEqual(['sha♠8', 'sha♠7', 'sha♠9', 'dantiao♠A']);
    // a 杀 played in a 单挑 is not a use: seat 0 may still use a 杀 this phase (it has none left)
    expect(g.state.seats[0]?.shaUsed).toBe(0);
  });
});
