/** Scenario tests of the card sishenmingdao, beside its entry (sishenmingdao.json); moved from test/weapons.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf, useOf } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, four, hps, noWuxie, use } from '../../test/helpers.ts';

describe('weapons', () => {
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
});
