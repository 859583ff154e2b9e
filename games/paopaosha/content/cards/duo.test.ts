/** Scenario tests of the card duo, beside its entry (duo.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf } from '../../src/index.ts';
import { discardTail, eventsOf, hps, play, scenario, use } from '../../test/helpers.ts';

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
  test('duo: 躲 counts as a 闪 against 万刀齐发 and cancels a 杀 outright', () => {
    const g = scenario(four([['sha♠7'], ['duo'], [], []]));
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('duo'), 'duo'), PASS]);
    const ev = play(g, 1, 'duo');
    expect(eventsOf(ev, 'respond')[0]).toMatchObject({ seat: 1, as: 'duo' });
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['duo♥J', 'sha♠7']);
    // 躲 is no play-phase card
    const g2 = scenario(four([['duo']]));
    expect(g2.legal(0)).toEqual([END]);
  });
});
