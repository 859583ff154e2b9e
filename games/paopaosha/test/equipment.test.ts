import { describe, expect, test } from 'vitest';
import { deckCard, distance, END, inHand, inShaRange, PASS, paopaosha, playOf } from '../src/index.ts';
import { discardTail, eventsOf, four, handKinds, hps, noWuxie, play, scenario, shaTargets, use } from './helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

const ALL4 = [0, 1, 2, 3];

describe('P-T4 equipment slots', () => {
  test('P-T4: equipment is used in the play phase into its slot; a card already there is discarded', () => {
    const g = four([
      {
        hand: ['dapao', 'baguazhen', 'zhenzhengou', 'gongshanziwuyingjiao'],
        equip: { weapon: 'muchui', mount: 'laoniu' },
      },
    ]);
    let ev = use(g, 0, 'dapao');
    expect(eventsOf(ev, 'equip')).toEqual([
      { t: 'equip', seat: 0, card: deckCard('dapao'), replaced: deckCard('muchui') },
    ]);
    expect(discardTail(g.state, 1)).toEqual(['muchui♠6']);
    use(g, 0, 'baguazhen');
    // one mount slot (seed: 坐骑武器各只能装备一张): an attacking mount replaces a defending one
    ev = use(g, 0, 'zhenzhengou');
    expect(eventsOf(ev, 'equip')[0]?.replaced).toBe(deckCard('laoniu'));
    use(g, 0, 'gongshanziwuyingjiao');
    expect(g.state.seats[0]?.equip).toEqual({
      weapon: deckCard('dapao'),
      armor: deckCard('baguazhen'),
      mount: deckCard('zhenzhengou'),
      book: deckCard('gongshanziwuyingjiao'),
    });
    expect(g.state.seats[0]?.hand).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['muchui♠6', 'laoniu♣J']);
  });

  test('P-T4: a skill book is equipped into the book slot and replaced like any equipment (its effect: test/books)', () => {
    const g = four([{ hand: ['diannaoqicaishu', 'shenmijingqi'] }]);
    use(g, 0, 'diannaoqicaishu');
    const ev = use(g, 0, 'shenmijingqi');
    expect(eventsOf(ev, 'equip')[0]).toMatchObject({
      card: deckCard('shenmijingqi'),
      replaced: deckCard('diannaoqicaishu'),
    });
    expect(g.legal(0)).toEqual([END]);
  });
});

describe('mounts and P-T3 distance', () => {
  test('P-T3: seat distance is the shorter way round; with no weapon a 杀 reaches distance 1 only', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha'] },
        { identity: 'qiangdao' },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    expect([1, 2, 3, 4].map((t) => distance(g.state, 0, t))).toEqual([1, 2, 2, 1]);
    expect(shaTargets(g, 0)).toEqual([[1], [4]]);
    expect(paopaosha.view(g.state, 0).players.map((p) => p.distance)).toEqual([null, 1, 2, 2, 1]);
  });

  test('zhenzhengou: your distance to others −1 (never below 1)', () => {
    const g = four([{ hand: ['sha'], equip: { mount: 'zhenzhengou' } }]);
    expect([1, 2, 3].map((t) => distance(g.state, 0, t))).toEqual([1, 1, 1]);
    expect(distance(g.state, 2, 0)).toBe(2);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
  });

  test('wangcaigou: others’ distance to you +1', () => {
    const g = four([{ hand: ['sha'] }, { equip: { mount: 'wangcaigou' } }]);
    expect(distance(g.state, 0, 1)).toBe(2);
    expect(distance(g.state, 1, 0)).toBe(1);
    expect(shaTargets(g, 0)).toEqual([[3]]);
  });

  test('langgou: others’ distance to you +1, and your 杀 deals 1 more damage', () => {
    const g = four([{ hand: ['sha'], equip: { mount: 'langgou', weapon: 'dapao' } }, {}, {}, {}]);
    expect(distance(g.state, 1, 0)).toBe(2);
    use(g, 0, 'sha', [1]);
    const ev = g.decide(1, PASS);
    // 大炮 and 狼狗 add up
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 1, amount: 3, hp: 1 });
  });

  test('dazhongsangtana: others’ distance to you +1, and you draw 2 more in your draw phase', () => {
    const g = four([{}, { equip: { mount: 'dazhongsangtana' } }], { turn: 1, phase: 'draw' });
    expect(distance(g.state, 0, 1)).toBe(2);
    expect(eventsOf(g.events, 'draw')).toEqual([expect.objectContaining({ seat: 1, count: 4 })]);
    expect(g.state.seats[1]?.hand).toHaveLength(4);
    g.expectPending('play', [1]);
  });

  test('laoniu: others’ distance to you +2', () => {
    const g = four([{ hand: ['sha'], equip: { weapon: 'dapao' } }, {}, {}, { equip: { mount: 'laoniu' } }]);
    expect(distance(g.state, 0, 3)).toBe(3);
    expect(inShaRange(g.state, 0, 3)).toBe(false);
    expect(shaTargets(g, 0)).toEqual([[1], [2]]);
  });

  test('qqfeiche: −1 to others and +1 to you; you cannot use 水 on yourself, in the play phase or when dying', () => {
    const g = four([{ hp: 3, hand: ['shui', 'sha'], equip: { mount: 'qqfeiche' } }, {}, {}, {}]);
    expect(distance(g.state, 0, 2)).toBe(1);
    expect(distance(g.state, 1, 0)).toBe(2);
    expect(g.legal(0).some((d) => d.t === 'use' && d.as === 'shui')).toBe(false);
    const d = four([
      { hand: ['wandaoqifa'] },
      { hp: 1, hand: ['shui'], equip: { mount: 'qqfeiche' } },
      { hand: ['shui'] },
    ]);
    use(d, 0, 'wandaoqifa');
    noWuxie(d, 'wandaoqifa', ALL4);
    d.decide(1, PASS);
    d.expectPending('rescue', [0]);
    d.decide(0, PASS);
    d.expectPending('rescue', [1]);
    expect(d.legal(1)).toEqual([PASS]);
    d.decide(1, PASS);
    // another player may use 水 on them
    d.expectPending('rescue', [2]);
    expect(d.legal(2)).toEqual([playOf(inHand(d.state, 2, 'shui'), 'shui'), PASS]);
  });

  test('P-T3: distance with 老牛 and 震震狗 after a death shortens the table (only alive players count)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['dantiao', 'sha'], equip: { weapon: 'dapao', mount: 'zhenzhengou' } },
        { identity: 'qiangdao', hp: 1 },
        { identity: 'qiangdao', alive: false },
        { identity: 'dachen', equip: { mount: 'laoniu' } },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
      ],
      drawTop: ['shan', 'shan', 'shan'],
    });
    // seat distance 0→3: 2 (seat 2 is dead); −1 (震震狗) +2 (老牛) = 3 > 大炮's 2
    expect(distance(g.state, 0, 3)).toBe(3);
    expect(shaTargets(g, 0)).toEqual([[1], [4], [5]]);
    use(g, 0, 'dantiao', [1]);
    noWuxie(g, 'dantiao', [0, 1, 3, 4, 5]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 3, 4, 5]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    expect(g.state.seats[1]?.alive).toBe(false);
    // seat distance 0→3 is now 1: 1 − 1 + 2 = 2, within 大炮's range
    expect(distance(g.state, 0, 3)).toBe(2);
    expect(paopaosha.view(g.state, 0).players[3]).toMatchObject({ distance: 2, inRange: true });
    expect(shaTargets(g, 0)).toEqual([[3], [4], [5]]);
  });
});

describe('armor', () => {
  test('baguazhen: when a 闪 is needed the wearer may judge — a weapon card counts as the 闪 (P-G4)', () => {
    const g = four([{ hand: ['sha'] }, { equip: { armor: 'baguazhen' } }], { drawTop: ['chaoguo'] });
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([BAGUA, PASS]);
    const ev = g.decide(1, BAGUA);
    expect(eventsOf(ev, 'judge')).toEqual([
      { t: 'judge', seat: 1, card: deckCard('chaoguo'), reason: 'baguazhen', hit: true },
    ]);
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['chaoguo♠5', 'sha♠7']);
    g.expectPending('play', [0]);
  });

  test('baguazhen: a judgement that is not a weapon fails; the wearer may still play a 闪 (not judge again)', () => {
    const g = four([{ hand: ['sha'] }, { hand: ['shan♦2'], equip: { armor: 'baguazhen' } }], { drawTop: ['shan♥2'] });
    use(g, 0, 'sha', [1]);
    g.decide(1, BAGUA);
    g.expectPending('shan', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('shan♦2'), 'shan'), PASS]);
    play(g, 1, 'shan');
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 3)).toEqual(['shan♥2', 'shan♦2', 'sha♠7']);
  });

  test('baguazhen: usable against 万刀齐发 too', () => {
    const g = four([{ hand: ['wandaoqifa'] }, { equip: { armor: 'baguazhen' } }], { drawTop: ['m16'] });
    use(g, 0, 'wandaoqifa');
    noWuxie(g, 'wandaoqifa', ALL4);
    expect(g.legal(1)).toEqual([BAGUA, PASS]);
    g.decide(1, BAGUA);
    expect(g.state.seats[1]?.hp).toBe(4);
  });

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
