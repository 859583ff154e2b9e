/** Scenario tests of the card shan, beside its entry (shan.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, useOf } from '../../src/index.ts';
import { discardTail, eventsOf, hand, hps, play, scenario, use } from '../../test/helpers.ts';

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
  test('shan: a 闪 stops a 杀; both go to the discard pile (闪 first, then the 杀 when it has resolved)', () => {
    const g = scenario(four([['sha♠8'], ['shan♦2', 'sha']]));
    use(g, 0, 'sha', [1]);
    g.expectPending('shan', [1]);
    const shan = deckCard('shan♦2');
    expect(g.legal(1)).toEqual([playOf(shan, 'shan'), PASS]);
    const ev = play(g, 1, 'shan');
    expect(eventsOf(ev, 'respond')).toEqual([{ t: 'respond', seat: 1, card: shan, as: 'shan', with: [] }]);
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['shan♦2', 'sha♠8']);
    expect(hand(g.state, 1).length).toBe(1);
    g.expectPending('play', [0]);
  });

  test('shan: cannot be used in the play phase (only as a response)', () => {
    const g = scenario(four([['shan', 'shui']]));
    expect(g.legal(0)).toEqual([END]);
    g.expectRefused(0, useOf(deckCard('shan'), 'shan', []), 'illegal');
  });
});
