import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, useOf } from '../src/index.ts';
import { discardTail, eventsOf, hand, handKinds, hps, noWuxie, play, scenario, use } from './helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

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

  test('shui: in the play phase heals its user 1, never above max HP; not usable at full HP', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 2, hand: ['shui♥3', 'shui♥4'] },
        { identity: 'qiangdao' },
        { identity: 'dachen' },
      ],
    });
    const ev = use(g, 0, 'shui♥3');
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 3, by: 0 }]);
    expect(discardTail(g.state, 1)).toEqual(['shui♥3']);
    use(g, 0, 'shui♥4');
    expect(g.state.seats[0]?.hp).toBe(4);
    expect(g.state.seats[0]?.maxHp).toBe(4);
    // at full HP 水 is no longer offered
    const g2 = scenario({
      seats: [{ identity: 'guozhu', hand: ['shui'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    expect(g2.legal(0)).toEqual([END]);
    g2.expectRefused(0, useOf(deckCard('shui'), 'shui', []), 'illegal');
  });

  test('P-T2: one 杀 per play phase — after the first, no 杀 is offered and a second is refused', () => {
    const g = scenario(four([['sha♠9', 'sha♠10', 'shashanzhijiao']]));
    use(g, 0, 'sha♠9', [1]);
    g.decide(1, PASS);
    expect(g.state.seats[0]?.shaUsed).toBe(1);
    expect(g.legal(0)).toEqual([END]);
    g.expectRefused(0, useOf(deckCard('sha♠10'), 'sha', [1]), 'illegal');
    g.expectRefused(0, useOf(deckCard('shashanzhijiao'), 'sha', [3]), 'illegal');
    // the count starts again with the next play phase
    g.decide(0, END);
    g.expectPending('play', [1]);
    expect(g.state.seats[1]?.shaUsed).toBe(0);
  });

  test('shashanzhijiao: 杀闪之交 is used as a 杀 in the play phase (counting toward P-T2)', () => {
    const g = scenario(four([['shashanzhijiao']]));
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
    const g = scenario(four([['sha♠7', 'dantiao♠A'], ['shashanzhijiao'], [], []]));
    const c = deckCard('shashanzhijiao');
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([playOf(c, 'shan'), PASS]);
    play(g, 1, 'shashanzhijiao', 'shan');
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    const g2 = scenario(four([['dantiao♠A'], ['shashanzhijiao'], [], []]));
    use(g2, 0, 'dantiao', [1]);
    noWuxie(g2, 'dantiao', [0, 1, 2, 3]);
    g2.expectPending('sha', [1]);
    expect(g2.legal(1)).toEqual([playOf(c, 'sha'), PASS]);
    play(g2, 1, 'shashanzhijiao', 'sha');
    g2.expectPending('sha', [0]);
    g2.decide(0, PASS);
    expect(hps(g2.state)).toEqual([3, 4, 4, 4]);
  });

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

  test('baguazhen: the 八卦阵 judgement (BAGUA) is offered beside 闪, and only to a wearer', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha'] },
        { identity: 'qiangdao', equip: { armor: 'baguazhen' }, hand: ['shan'] },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('shan'), 'shan'), BAGUA, PASS]);
  });
});
