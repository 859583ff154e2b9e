/** Scenario tests of the card shashanzhijiao, beside its entry (shashanzhijiao.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, useOf } from '../../src/index.ts';
import { discardTail, fourHands, hps, noWuxie, play, use } from '../../test/helpers.ts';

describe('杀 闪 水 (basic cards)', () => {
  test('shashanzhijiao: 杀闪之交 is used as a 杀 in the play phase (counting toward P-T2)', () => {
    const g = fourHands([['shashanzhijiao']]);
    const c = deckCard('shashanzhijiao');
    expect(g.legal(0)).toEqual([useOf(c, 'sha', [1]), useOf(c, 'sha', [3]), END]);
    use(g, 0, 'shashanzhijiao', [3], { as: 'sha' });
    g.expectPending('shan', [3]);
    g.decide(3, PASS);
    expect(hps(g.state)).toEqual([4, 4, 4, 3]);
    expect(g.state.seats[0]?.shaUsed).toBe(1);
    expect(discardTail(g.state, 1)).toEqual(['shashanzhijiao♦10']);
  });

  test('shashanzhijiao: 杀闪之交 is played as a 闪 against a 杀, and as a 杀 in a 单挑', () => {
    const g = fourHands([['sha♠7', 'dantiao♠A'], ['shashanzhijiao'], [], []]);
    const c = deckCard('shashanzhijiao');
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([playOf(c, 'shan'), PASS]);
    play(g, 1, 'shashanzhijiao', 'shan');
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    const g2 = fourHands([['dantiao♠A'], ['shashanzhijiao'], [], []]);
    use(g2, 0, 'dantiao', [1]);
    noWuxie(g2, 'dantiao', [0, 1, 2, 3]);
    g2.expectPending('sha', [1]);
    expect(g2.legal(1)).toEqual([playOf(c, 'sha'), PASS]);
    play(g2, 1, 'shashanzhijiao', 'sha');
    g2.expectPending('sha', [0]);
    g2.decide(0, PASS);
    expect(hps(g2.state)).toEqual([3, 4, 4, 4]);
  });
});
