/** Scenario tests of the card kongbufenzi, beside its entry (kongbufenzi.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { PASS } from '../../src/index.ts';
import { ALL4, eventsOf, fourHands, hps, noWuxie, play, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('kongbufenzi: every player including the user, starting with the user, plays a 杀 or takes 1 damage from the user', () => {
    const g = fourHands([['kongbufenzi'], ['sha'], [], []]);
    use(g, 0, 'kongbufenzi');
    noWuxie(g, 'kongbufenzi', ALL4);
    g.expectPending('sha', [0]);
    let ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 0, amount: 1, source: 0 });
    noWuxie(g, 'kongbufenzi', ALL4);
    play(g, 1, 'sha');
    noWuxie(g, 'kongbufenzi', ALL4);
    g.decide(2, PASS);
    noWuxie(g, 'kongbufenzi', ALL4);
    ev = g.decide(3, PASS);
    expect(hps(g.state)).toEqual([3, 4, 3, 3]);
    g.expectPending('play', [0]);
  });
});
