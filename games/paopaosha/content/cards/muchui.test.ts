/** Scenario tests of the card muchui, beside its entry (muchui.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, playOf } from '../../src/index.ts';
import { discardTail, four, hps, play, use } from '../../test/helpers.ts';

describe('weapons', () => {
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
});
