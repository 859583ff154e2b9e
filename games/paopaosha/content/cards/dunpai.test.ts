/** Scenario tests of the card dunpai, beside its entry (dunpai.json); moved from test/equipment.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, playOf } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, four, handKinds, hps, noWuxie, play, use } from '../../test/helpers.ts';

describe('armor', () => {
  test('dunpai (product reading 2): another player’s trick has no effect on the wearer — no 无懈可击 window is opened', () => {
    const g = four([{ hand: ['guoluchailu'] }, { hand: ['shan'], equip: { armor: 'dunpai' } }]);
    const ev = use(g, 0, 'guoluchailu', [1]);
    expect(eventsOf(ev, 'immune')).toEqual([{ t: 'immune', seat: 1, kind: 'guoluchailu', by: 'dunpai' }]);
    g.expectPending('play', [0]);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(discardTail(g.state, 1)).toEqual(['guoluchailu♠3']);
  });

  test('dunpai: a group trick skips the wearer only; a 杀 (not a trick) still works on them', () => {
    const g = four([{ hand: ['qiangdaoruqin', 'sha'] }, { equip: { armor: 'dunpai' } }]);
    const ev = use(g, 0, 'qiangdaoruqin');
    expect(eventsOf(ev, 'immune')).toEqual([{ t: 'immune', seat: 1, kind: 'qiangdaoruqin', by: 'dunpai' }]);
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.expectPending('sha', [2]);
    g.decide(2, PASS);
    noWuxie(g, 'qiangdaoruqin', ALL4);
    g.decide(3, PASS);
    expect(hps(g.state)).toEqual([4, 4, 3, 3]);
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    expect(hps(g.state)).toEqual([4, 3, 3, 3]);
  });

  test('dunpai: the wearer’s own trick cards work on them (恐怖分子, 本来就有)', () => {
    const g = four([{ hand: ['kongbufenzi', 'benlaijiuyou'], equip: { armor: 'dunpai' } }]);
    use(g, 0, 'kongbufenzi');
    noWuxie(g, 'kongbufenzi', ALL4);
    g.expectPending('sha', [0]);
    g.decide(0, PASS);
    expect(g.state.seats[0]?.hp).toBe(3);
    for (const seat of [1, 2, 3]) {
      noWuxie(g, 'kongbufenzi', ALL4);
      g.decide(seat, PASS);
    }
    use(g, 0, 'benlaijiuyou');
    noWuxie(g, 'benlaijiuyou', ALL4);
    expect(g.state.seats[0]?.hand).toHaveLength(2);
  });

  test('dunpai: helpful tricks of others do not reach the wearer either — 收获子弹 skips them, 生死簿 is not offered', () => {
    const g = four([{ hand: ['shouhuozidan'] }, { equip: { armor: 'dunpai' } }], {
      drawTop: ['sha', 'shan', 'shui', 'duo'],
    });
    use(g, 0, 'shouhuozidan');
    noWuxie(g, 'shouhuozidan', ALL4);
    const ev = g.decide(0, { t: 'choose', i: 0 });
    // seat 1 is skipped (no window, no pick): seat 2 picks next
    expect(eventsOf(ev, 'immune')).toEqual([{ t: 'immune', seat: 1, kind: 'shouhuozidan', by: 'dunpai' }]);
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [2]);
    expect(g.state.ask?.target).toBe(-1);
  });

  test('dunpai: a 地雷 in front of the wearer is not judged and moves on; a 画圈圈 is discarded unjudged', () => {
    const g = four([{}, { equip: { armor: 'dunpai' }, judging: ['huaquanquan', 'dilei'] }], {
      turn: 1,
      phase: 'start',
      drawTop: ['shui♥3', 'shan♥2'],
    });
    expect(eventsOf(g.events, 'immune')).toEqual([
      { t: 'immune', seat: 1, kind: 'dilei', by: 'dunpai' },
      { t: 'immune', seat: 1, kind: 'huaquanquan', by: 'dunpai' },
    ]);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('dilei')]);
    expect(discardTail(g.state, 1)).toEqual(['huaquanquan♠6']);
    expect(handKinds(g.state, 1)).toEqual(['shan', 'shui']);
    g.expectPending('play', [1]);
  });

  test('dunpai: another player’s 生死簿 is not offered to save the wearer; their own is', () => {
    const g = four([{ hand: ['sha', 'shengsibu'] }, { hp: 1, hand: ['shui', 'sha'], equip: { armor: 'dunpai' } }]);
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.expectPending('rescue', [0]);
    expect(g.legal(0)).toEqual([PASS]);
    g.decide(0, PASS);
    g.expectPending('rescue', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('shui'), 'shui'), PASS]);
  });

  test('dunpai: the wearer may save themself with their own 生死簿', () => {
    const g = four([{ hand: ['sha'] }, { hp: 1, hand: ['shengsibu'], equip: { armor: 'dunpai' } }]);
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.decide(0, PASS);
    expect(g.legal(1)).toEqual([playOf(deckCard('shengsibu'), 'shengsibu'), PASS]);
    play(g, 1, 'shengsibu');
    noWuxie(g, 'shengsibu', ALL4);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
  });
});
