/** Scenario tests of the card chaoguo, beside its entry (chaoguo.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, useOf } from '../../src/index.ts';
import { ALL4, discardTail, four, hps, noWuxie, use } from '../../test/helpers.ts';

describe('weapons', () => {
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
});
