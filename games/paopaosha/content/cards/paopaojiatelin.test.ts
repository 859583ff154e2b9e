/** Scenario tests of the card paopaojiatelin, beside its entry (paopaojiatelin.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { eventsOf, four, handKinds, hps, play, use } from '../../test/helpers.ts';

describe('weapons', () => {
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
});
