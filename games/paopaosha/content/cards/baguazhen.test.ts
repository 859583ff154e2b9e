/** Scenario tests of the card baguazhen, beside its entry (baguazhen.json); moved from test/equipment.test.ts, test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, playOf } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, four, hps, noWuxie, play, scenario, use } from '../../test/helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

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
});

describe('杀 闪 水 (basic cards)', () => {
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
