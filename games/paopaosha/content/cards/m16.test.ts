/** Scenario tests of the card m16, beside its entry (m16.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, playOf } from '../../src/index.ts';
import { four, hps, shaTargets, use } from '../../test/helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

describe('weapons', () => {
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
