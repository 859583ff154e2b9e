/** Scenario tests of the card sha, beside its entry (sha.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../../src/index.ts';
import { discardTail, eventsOf, handKinds, hps, scenario, use } from '../../test/helpers.ts';

/** Four seats: 国主 0, 强盗 1, 小贼 2, 大臣 3 (all 老皮, 4 HP); seat 0's turn, play phase. */
const four = (hands: string[][] = []) => ({
  seats: [
    { identity: 'guozhu' as const, hand: hands[0] ?? [] },
    { identity: 'qiangdao' as const, hand: hands[1] ?? [] },
    { identity: 'xiaozei' as const, hand: hands[2] ?? [] },
    { identity: 'dachen' as const, hand: hands[3] ?? [] },
  ],
});

describe('杀 闪 水 (basic cards)', () => {
  test('sha: a 杀 on a player in range deals 1 damage from its user when the target plays nothing', () => {
    const g = scenario(four([['sha♠7', 'shui']]));
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
