/** Scenario tests of the card shengsibu, beside its entry (shengsibu.json); moved from test/death.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf } from '../../src/index.ts';
import { discardTail, eventsOf, hps, noWuxie, play, scenario, use } from '../../test/helpers.ts';

describe('P-W2 dying and death', () => {
  test('shengsibu: when a player is dying, 生死簿 returns them to full HP (a trick: 无懈可击 window first)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha'] },
        { identity: 'qiangdao', hp: 1 },
        { identity: 'xiaozei' },
        { identity: 'dachen', hand: ['shengsibu'] },
      ],
    });
    // not usable in the play phase
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['shengsibu'], hp: 1 }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    expect(g0.legal(0)).toEqual([END]);
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.decide(0, PASS);
    g.decide(1, PASS);
    g.decide(2, PASS);
    g.expectPending('rescue', [3]);
    expect(g.legal(3)).toEqual([playOf(deckCard('shengsibu'), 'shengsibu'), PASS]);
    play(g, 3, 'shengsibu');
    noWuxie(g, 'shengsibu', [0, 1, 2, 3]);
    expect(eventsOf(g.events, 'heal')).toEqual([{ t: 'heal', seat: 1, amount: 4, hp: 4, by: -1 }]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['shengsibu♥K', 'sha♠7']);
  });

  test('shengsibu: cancelled by 无懈可击, it does not save; the next players are still asked', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha', 'wuxiekeji'] },
        { identity: 'qiangdao', hp: 1, hand: ['shengsibu'] },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    g.decide(0, PASS);
    play(g, 1, 'shengsibu');
    g.expectPending('wuxie', [0, 1, 2, 3]);
    play(g, 0, 'wuxiekeji');
    for (const seat of [2, 3]) g.decide(seat, PASS);
    // seat 1's turn in the window order (from the 生死簿's user: 1, 2, 3, 0) was before seat 0, but seat 1 passed late
    g.decide(1, PASS);
    noWuxie(g, 'wuxiekeji', [0, 1, 2, 3]);
    expect(g.state.seats[1]?.hp).toBe(0);
    g.expectPending('rescue', [1]);
  });
});
