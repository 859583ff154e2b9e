/** Scenario tests of the card duo, beside its entry (duo.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf } from '../../src/index.ts';
import { discardTail, eventsOf, fourHands, hps, play, use } from '../../test/helpers.ts';

describe('杀 闪 水 (basic cards)', () => {
  test('duo: 躲 counts as a 闪 against 万刀齐发 and cancels a 杀 outright', () => {
    const g = fourHands([['sha♠7'], ['duo'], [], []]);
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('duo'), 'duo'), PASS]);
    const ev = play(g, 1, 'duo');
    expect(eventsOf(ev, 'respond')[0]).toMatchObject({ seat: 1, as: 'duo' });
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['duo♥J', 'sha♠7']);
    // 躲 is no play-phase card
    const g2 = fourHands([['duo']]);
    expect(g2.legal(0)).toEqual([END]);
  });
});
