/** Scenario tests of the card kongzhi, beside its entry (kongzhi.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, type PaopaoshaEvent, paopaosha } from '../../src/index.ts';
import { ALL4, eventsOf, fourHands, handKinds, hps, noWuxie, play, scenario, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('kongzhi (a): until the end of this turn the target cannot use or play 杀, 闪 or 水', () => {
    const g = fourHands([['kongzhi', 'qiangdaoruqin', 'sha'], ['shan', 'sha', 'shui'], [], []]);
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([
      { o: 'mode-a', card: -1 },
      { o: 'mode-b', card: -1 },
    ]);
    g.decide(0, { t: 'choose', i: 0 });
    expect(g.state.seats[1]?.noBasic).toBe(true);
    // no 杀 against 强盗入侵
    use(g, 0, 'qiangdaoruqin');
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    for (const seat of [2, 3]) {
      noWuxie(g, 'qiangdaoruqin', ALL4);
      g.decide(seat, PASS);
    }
    // no 闪 against a 杀
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    expect(hps(g.state)).toEqual([4, 2, 3, 3]);
    // the turn ends: the mark is gone, and the target uses its 杀 and 水 again
    g.decide(0, END);
    expect(g.state.seats[1]?.noBasic).toBe(false);
    g.expectPending('play', [1]);
    expect(g.legal(1).some((d) => d.t === 'use' && d.as === 'shui')).toBe(true);
    expect(g.legal(1).some((d) => d.t === 'use' && d.as === 'sha')).toBe(true);
  });

  test('kongzhi (a): the target cannot save themself with 水 this turn (P-W2)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['kongzhi', 'sha'] },
        { identity: 'qiangdao', hp: 1, hand: ['shui', 'shan'] },
        { identity: 'xiaozei' },
        { identity: 'dachen', hand: ['shui'] },
      ],
    });
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    g.decide(0, { t: 'choose', i: 0 });
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.expectPending('rescue', [0]);
    g.decide(0, PASS);
    g.expectPending('rescue', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    g.decide(2, PASS);
    // others still may
    g.expectPending('rescue', [3]);
    play(g, 3, 'shui');
    expect(hps(g.state)).toEqual([4, 1, 4, 4]);
  });

  test('kongzhi (b): look at the target’s hand and identity, then take one hand card of your choice', () => {
    const g = fourHands([['kongzhi'], ['shan♦2', 'sha♠7'], [], []]);
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    let ev = g.decide(0, { t: 'choose', i: 1 });
    const look = eventsOf(ev, 'look');
    expect(look).toEqual([
      { t: 'look', seat: 0, target: 1, hand: [deckCard('shan♦2'), deckCard('sha♠7')], identity: 'qiangdao' },
    ]);
    expect(paopaosha.redactEvent(look[0] as PaopaoshaEvent, 2)).toMatchObject({ hand: null, identity: null });
    expect(paopaosha.view(g.state, 0).players[1]?.identity).toBe('qiangdao');
    expect(paopaosha.view(g.state, 3).players[1]?.identity).toBe(null);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([
      { o: 'card', card: deckCard('shan♦2') },
      { o: 'card', card: deckCard('sha♠7') },
    ]);
    ev = g.decide(0, { t: 'choose', i: 1 });
    expect(handKinds(g.state, 0)).toEqual(['sha']);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
  });
});
