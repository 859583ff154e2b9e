/** Scenario tests of the card sha, beside its entry (sha.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../../src/index.ts';
import { discardTail, eventsOf, fourHands, handKinds, hps, use } from '../../test/helpers.ts';

describe('杀 闪 水 (basic cards)', () => {
  test('sha: a 杀 on a player in range deals 1 damage from its user when the target plays nothing', () => {
    const g = fourHands([['sha♠7', 'shui']]);
    g.expectPending('play', [0]);
    // Without a weapon the range is 1 (P-T3): seats 1 and 3, not seat 2 (distance 2), never yourself.
    const shaTargets = g
      .legal(0)
      .filter((d) => d.t === 'use' && d.as === 'sha')
      .map((d) => (d.t === 'use' ? d.targets : []));
    expect(shaTargets).toEqual([[1], [3]]);
    const sha = deckCard('sha♠7');
    use(g, 0, 'sha', [1]);
    // P-G6: the target is asked for a 闪 even with none in hand.
    g.expectPending('shan', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'sha', source: 0, card: sha, count: 1 });
    expect(g.state.table).toEqual([sha]);
    expect(g.legal(1)).toEqual([PASS]);
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 1, amount: 1, source: 0, card: sha, hp: 3 }]);
    expect(hps(g.state)).toEqual([4, 3, 4, 4]);
    expect(g.state.table).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['sha♠7']);
    g.expectPending('play', [0]);
    expect(handKinds(g.state, 0)).toEqual(['shui']);
  });
});
