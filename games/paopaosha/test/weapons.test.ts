import { describe, expect, test } from 'vitest';
import { attackRange, deckCard, END, PASS, playOf, useOf } from '../src/index.ts';
import { discardTail, eventsOf, four, handKinds, hps, noWuxie, play, scenario, shaTargets, use } from './helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

const ALL4 = [0, 1, 2, 3];

describe('weapons', () => {
  test('P-T3: each weapon has the range of the weapons ruling (1 with none)', () => {
    const ranges: Record<string, number> = {
      pak470: 1,
      shuiqiang: 3,
      dapao: 2,
      sishenmingdao: 12,
      paopaojiatelin: 5,
      muchui: 1,
      chaoguo: 2,
      paopaosandanqiang: 3,
      m16: 5,
    };
    for (const [w, r] of Object.entries(ranges)) {
      const g = four([{ equip: { weapon: w } }]);
      expect({ w, r: attackRange(g.state, 0) }).toEqual({ w, r });
    }
    expect(attackRange(four([]).state, 0)).toBe(1);
  });

  test('pak470: any number of 杀 in the play phase (P-T2 exception)', () => {
    const g = four([{ hand: ['sha♠7', 'sha♠8', 'sha♠9'], equip: { weapon: 'pak470' } }]);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    use(g, 0, 'sha♠8', [1]);
    g.decide(1, PASS);
    expect(shaTargets(g, 0)).toEqual([[1], [3]]);
    use(g, 0, 'sha♠9', [3]);
    g.decide(3, PASS);
    expect(hps(g.state)).toEqual([4, 2, 4, 3]);
    expect(g.state.seats[0]?.shaUsed).toBe(3);
  });

  test('shuiqiang: in the play phase a 水 can be used as a 杀 (range 3), counting toward the limit', () => {
    const g = four([{ hand: ['shui♥3', 'sha♠7'], equip: { weapon: 'shuiqiang' } }]);
    const shui = deckCard('shui♥3');
    // at full HP, 水 is offered only as a 杀
    expect(g.legal(0).filter((d) => d.t === 'use' && d.card === shui)).toEqual([
      useOf(shui, 'sha', [1]),
      useOf(shui, 'sha', [2]),
      useOf(shui, 'sha', [3]),
    ]);
    use(g, 0, 'shui', [2], { as: 'sha' });
    g.expectPending('shan', [2]);
    expect(g.state.ask?.reason).toBe('sha');
    g.decide(2, PASS);
    expect(hps(g.state)).toEqual([4, 4, 3, 4]);
    expect(shaTargets(g, 0)).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['shui♥3']);
  });

  test('dapao: your 杀 deals 1 more damage (range 2)', () => {
    const g = four([{ hand: ['sha'], equip: { weapon: 'dapao' } }]);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
    use(g, 0, 'sha', [2]);
    const ev = g.decide(2, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 2, amount: 2, source: 0, hp: 2 });
  });

  test('sishenmingdao: once per turn the equipped blade is used as 诅咒 (a trick: 无懈可击 window); it stays equipped', () => {
    const g = four([{ hand: [], equip: { weapon: 'sishenmingdao' } }], { drawTop: ['m16'] });
    const blade = deckCard('sishenmingdao');
    expect(g.legal(0)).toEqual([
      useOf(blade, 'zuzhou', [1]),
      useOf(blade, 'zuzhou', [2]),
      useOf(blade, 'zuzhou', [3]),
      END,
    ]);
    g.decide(0, useOf(blade, 'zuzhou', [2]));
    noWuxie(g, 'zuzhou', ALL4);
    expect(eventsOf(g.events, 'judge')[0]).toMatchObject({ seat: 2, card: deckCard('m16'), reason: 'zuzhou' });
    expect(hps(g.state)).toEqual([4, 4, 1, 4]);
    expect(g.state.seats[0]?.equip.weapon).toBe(blade);
    expect(g.state.mingdaoUses).toBe(1);
    // once per turn
    expect(g.legal(0)).toEqual([END]);
  });

  test('sishenmingdao: used as 生死簿 on a dying player (any turn) — back to full HP; discarded after its last use', () => {
    const g = four([{ hand: ['sha♠7'] }, { hp: 1 }, {}, { equip: { weapon: 'sishenmingdao' } }], {
      config: { sishenmingdaoUses: 1 },
    });
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    // P-W2: rescue asked from the current player (seat 0)
    g.expectPending('rescue', [0]);
    expect(g.state.ask).toMatchObject({ target: 1, reason: 'dying' });
    g.decide(0, PASS);
    g.expectPending('rescue', [1]);
    g.decide(1, PASS);
    g.expectPending('rescue', [2]);
    g.decide(2, PASS);
    g.expectPending('rescue', [3]);
    const blade = deckCard('sishenmingdao');
    expect(g.legal(3)).toEqual([playOf(blade, 'shengsibu'), PASS]);
    g.decide(3, playOf(blade, 'shengsibu'));
    noWuxie(g, 'shengsibu', [0, 1, 2, 3]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    // its last use (config 1): discarded
    expect(g.state.seats[3]?.equip.weapon).toBe(-1);
    expect(discardTail(g.state, 2)).toEqual(['sishenmingdao♠Q', 'sha♠7']);
    g.expectPending('play', [0]);
  });

  test('paopaojiatelin: when your 杀 is stopped by 闪 you may discard 2 cards (hand or equipment) to make it hit', () => {
    const g = four([
      { hand: ['sha♠7', 'shan♦2', 'shui♥3'], equip: { weapon: 'paopaojiatelin', mount: 'laoniu' } },
      {},
      {},
      { hand: ['shan♦3'] },
    ]);
    use(g, 0, 'sha', [3]);
    play(g, 3, 'shan');
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'paopaojiatelin', target: 3 });
    expect(g.state.ask?.options.map((o) => o.o)).toEqual(['discard2', 'no']);
    g.decide(0, { t: 'choose', i: 0 });
    g.expectPending('discard', [0]);
    // hand cards and equipment other than the Gatling itself (product reading 11)
    expect(g.legal(0)).toEqual([
      { t: 'discard', card: deckCard('shan♦2') },
      { t: 'discard', card: deckCard('shui♥3') },
      { t: 'discard', card: deckCard('laoniu') },
    ]);
    g.decide(0, { t: 'discard', card: deckCard('laoniu') });
    g.decide(0, { t: 'discard', card: deckCard('shan♦2') });
    expect(eventsOf(g.events, 'damage')[0]).toMatchObject({ seat: 3, amount: 1, source: 0 });
    expect(hps(g.state)).toEqual([4, 4, 4, 3]);
    expect(g.state.seats[0]?.equip.mount).toBe(-1);
    expect(handKinds(g.state, 0)).toEqual(['shui']);
  });

  test('paopaojiatelin: declining keeps the 杀 stopped; 躲 cancels it outright (no Gatling offer)', () => {
    const g = four([
      { hand: ['sha♠7', 'shan', 'shui'], equip: { weapon: 'paopaojiatelin' } },
      {},
      {},
      { hand: ['shan♦3'] },
    ]);
    use(g, 0, 'sha', [3]);
    play(g, 3, 'shan');
    g.decide(0, { t: 'choose', i: 1 });
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    g.expectPending('play', [0]);
    const g2 = four([
      { hand: ['sha♠7', 'shan', 'shui'], equip: { weapon: 'paopaojiatelin' } },
      {},
      {},
      { hand: ['duo'] },
    ]);
    use(g2, 0, 'sha', [3]);
    play(g2, 3, 'duo');
    g2.expectPending('play', [0]);
    expect(hps(g2.state)).toEqual([4, 4, 4, 4]);
  });

  test('muchui: your 杀 cannot be stopped by 闪 — only 躲 stops it (躲 against 木槌)', () => {
    const g = four([
      { hand: ['sha♠7', 'sha♠8'], equip: { weapon: 'muchui' } },
      { hand: ['shan', 'shashanzhijiao', 'duo'] },
    ]);
    use(g, 0, 'sha♠7', [1]);
    g.expectPending('shan', [1]);
    expect(g.state.ask?.allowShan).toBe(false);
    expect(g.legal(1)).toEqual([playOf(deckCard('duo'), 'duo'), PASS]);
    g.expectRefused(1, playOf(deckCard('shan'), 'shan'), 'illegal');
    play(g, 1, 'duo');
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['duo♥J', 'sha♠7']);
  });

  test('muchui: without 躲 the 杀 hits even if the target holds 闪; 八卦阵 cannot help either', () => {
    const g = four([
      { hand: ['sha♠7'], equip: { weapon: 'muchui' } },
      { hand: ['shan'], equip: { armor: 'baguazhen' } },
    ]);
    use(g, 0, 'sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    expect(hps(g.state)).toEqual([4, 3, 4, 4]);
  });

  test('chaoguo: two hand cards are used as one 杀 (range 2), and played as one 杀 in response', () => {
    const g = four([{ hand: ['shan♦2', 'shui♥3'], equip: { weapon: 'chaoguo' } }]);
    const a = deckCard('shan♦2');
    const b = deckCard('shui♥3');
    expect(g.legal(0)).toEqual([useOf(a, 'sha', [1], [b]), useOf(a, 'sha', [2], [b]), useOf(a, 'sha', [3], [b]), END]);
    g.decide(0, useOf(a, 'sha', [2], [b]));
    expect(g.state.table).toEqual([a, b]);
    g.decide(2, PASS);
    expect(hps(g.state)).toEqual([4, 4, 3, 4]);
    expect(discardTail(g.state, 2)).toEqual(['shan♦2', 'shui♥3']);
    expect(g.state.seats[0]?.shaUsed).toBe(1);

    const r = four([{ hand: ['qiangdaoruqin'] }, { hand: ['shan♦2', 'shui♥3'], equip: { weapon: 'chaoguo' } }]);
    use(r, 0, 'qiangdaoruqin');
    noWuxie(r, 'qiangdaoruqin', ALL4);
    r.expectPending('sha', [1]);
    expect(r.legal(1)).toEqual([playOf(a, 'sha', [b]), PASS]);
    r.decide(1, playOf(a, 'sha', [b]));
    expect(hps(r.state)).toEqual([4, 4, 4, 4]);
    expect(r.state.seats[1]?.hand).toEqual([]);
  });

  test('paopaosandanqiang: a 杀 that is your last hand card may have up to 3 targets in range, resolved in seat order', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7'], equip: { weapon: 'paopaosandanqiang' } },
        { identity: 'qiangdao', hand: ['shan'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
        { identity: 'qiangdao' },
      ],
    });
    const sha = deckCard('sha♠7');
    // 6 seats, range 3: everyone; pairs and triples in seat order from the user
    const offered = shaTargets(g, 0);
    expect(offered.filter((t) => t.length === 1)).toEqual([[1], [2], [3], [4], [5]]);
    expect(offered.filter((t) => t.length === 3)).toHaveLength(10);
    expect(offered).toContainEqual([2, 4, 5]);
    g.expectRefused(0, useOf(sha, 'sha', [5, 4, 2]), 'illegal'); // not in seat order
    g.expectRefused(0, useOf(sha, 'sha', [1, 2, 3, 4]), 'illegal'); // four targets
    g.decide(0, useOf(sha, 'sha', [1, 3, 5]));
    g.expectPending('shan', [1]);
    play(g, 1, 'shan');
    g.expectPending('shan', [3]);
    g.decide(3, PASS);
    g.expectPending('shan', [5]);
    g.decide(5, PASS);
    expect(hps(g.state)).toEqual([5, 4, 4, 3, 4, 3]);
    expect(g.state.seats[0]?.shaUsed).toBe(1);
    expect(discardTail(g.state, 2)).toEqual(['shan♥2', 'sha♠7']);
  });

  test('paopaosandanqiang: a 杀 that is not the last hand card has one target', () => {
    const g = four([{ hand: ['sha♠7', 'shan'], equip: { weapon: 'paopaosandanqiang' } }]);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
  });

  test('m16: your 杀 ignores the target’s armor — 八卦阵 with M-16: no 八卦阵 judgement is offered', () => {
    const g = four([
      { hand: ['sha'], equip: { weapon: 'm16' } },
      {},
      { hand: ['shan'], equip: { armor: 'baguazhen' } },
    ]);
    expect(shaTargets(g, 0)).toEqual([[1], [2], [3]]);
    use(g, 0, 'sha', [2]);
    g.expectPending('shan', [2]);
    expect(g.state.ask?.allowEquip).toBe(false);
    expect(g.legal(2)).toEqual([playOf(deckCard('shan'), 'shan'), PASS]);
    g.expectRefused(2, BAGUA, 'illegal');
    g.decide(2, PASS);
    expect(hps(g.state)).toEqual([4, 4, 3, 4]);
  });
});
