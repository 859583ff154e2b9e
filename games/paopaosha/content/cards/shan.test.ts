/** Scenario tests of the card shan, beside its entry (shan.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, useOf } from '../../src/index.ts';
import { discardTail, eventsOf, fourHands, hand, hps, play, use } from '../../test/helpers.ts';

describe('杀 闪 水 (basic cards)', () => {
  test('shan: a 闪 stops a 杀; both go to the discard pile (闪 first, then the 杀 when it has resolved)', () => {
    const g = fourHands([['sha♠8'], ['shan♦2', 'sha']]);
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
    const g = fourHands([['shan', 'shui']]);
    expect(g.legal(0)).toEqual([END]);
    g.expectRefused(0, useOf(deckCard('shan'), 'shan', []), 'illegal');
  });
});
