/** Scenario tests of the card jiedaosharen, beside its entry (jiedaosharen.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, useOf } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, handKinds, hps, noWuxie, play, scenario, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('jiedaosharen: A (with a weapon) uses a 杀 on B — A’s weapon applies (大炮: 2 damage) and it is not A’s own 杀', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['jiedaosharen♠Q'] },
        { identity: 'qiangdao', hand: ['sha'], equip: { weapon: 'dapao' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    const j = deckCard('jiedaosharen♠Q');
    // B must be within A's range (大炮 2: seats 0, 2 and 3); A must be another player with a weapon.
    expect(g.legal(0)).toEqual([
      useOf(j, 'jiedaosharen', [1, 0]),
      useOf(j, 'jiedaosharen', [1, 2]),
      useOf(j, 'jiedaosharen', [1, 3]),
      END,
    ]);
    use(g, 0, 'jiedaosharen', [1, 3]);
    noWuxie(g, 'jiedaosharen', ALL4);
    expect(g.state.ask?.target).toBe(3); // the request names the victim B
    g.expectPending('sha', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'jiedaosharen', source: 0 });
    play(g, 1, 'sha');
    g.expectPending('shan', [3]);
    expect(g.state.ask?.source).toBe(1);
    const ev = g.decide(3, PASS);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 3, amount: 2, source: 1 });
    expect(hps(g.state)).toEqual([4, 4, 4, 2]);
    expect(g.state.seats[1]?.equip.weapon).toBe(deckCard('dapao'));
    expect(g.state.seats[1]?.shaUsed).toBe(0);
    g.expectPending('play', [0]);
  });

  test('jiedaosharen: when the holder refuses, the user takes the weapon into their hand', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['jiedaosharen'] },
        { identity: 'qiangdao', hand: ['sha'], equip: { weapon: 'muchui' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'jiedaosharen', [1, 2]);
    noWuxie(g, 'jiedaosharen', ALL4);
    g.expectPending('sha', [1]);
    const ev = g.decide(1, PASS);
    const muchui = deckCard('muchui');
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [muchui], count: 1, zone: 'equip', see: [] },
    ]);
    expect(g.state.seats[1]?.equip.weapon).toBe(-1);
    expect(g.state.seats[0]?.hand).toEqual([muchui]);
    expect(handKinds(g.state, 1)).toEqual(['sha']);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 1)).toEqual(['jiedaosharen♠Q']);
  });
});
