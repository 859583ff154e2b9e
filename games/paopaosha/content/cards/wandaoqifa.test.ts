/** Scenario tests of the card wandaoqifa, beside its entry (wandaoqifa.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, fourHands, hps, noWuxie, play, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('wandaoqifa: every other player from the user’s next plays 闪 or 躲 or takes 1 damage, one 无懈可击 window per target', () => {
    const g = fourHands([['wandaoqifa'], ['shan'], ['sha'], ['duo']]);
    const w = deckCard('wandaoqifa');
    use(g, 0, 'wandaoqifa');
    noWuxie(g, 'wandaoqifa', ALL4);
    g.expectPending('shan', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'wandaoqifa', source: 0 });
    play(g, 1, 'shan');
    noWuxie(g, 'wandaoqifa', ALL4);
    g.expectPending('shan', [2]);
    expect(g.legal(2)).toEqual([PASS]); // a 杀 is no 闪
    const ev = g.decide(2, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 2, amount: 1, source: 0, card: w, hp: 3 }]);
    noWuxie(g, 'wandaoqifa', ALL4);
    g.expectPending('shan', [3]);
    play(g, 3, 'duo');
    expect(hps(g.state)).toEqual([4, 4, 3, 4]);
    expect(discardTail(g.state, 3)).toEqual(['shan♥2', 'duo♥J', 'wandaoqifa♥A']);
    g.expectPending('play', [0]);
  });
});
