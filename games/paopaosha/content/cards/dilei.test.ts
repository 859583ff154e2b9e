/** Scenario tests of the card dilei, beside its entry (dilei.json); moved from test/delayed.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, useOf } from '../../src/index.ts';
import {
  ALL4,
  atStart,
  discardTail,
  eventsOf,
  handKinds,
  hps,
  noWuxie,
  play,
  scenario,
  use,
} from '../../test/helpers.ts';

describe('地雷 水雷 (delayed mines)', () => {
  test('dilei: placed on any player, the user included, with no distance limit', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['dilei'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    const d = deckCard('dilei');
    expect(g.legal(0)).toEqual([0, 1, 2, 3].map((t) => useOf(d, 'dilei', [t])).concat([END]));
    const ev = use(g, 0, 'dilei', [2]);
    expect(eventsOf(ev, 'place')).toEqual([{ t: 'place', seat: 2, card: d, from: 0 }]);
    expect(g.state.seats[2]?.judging).toEqual([d]);
    expect(g.state.seats[0]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('dilei: judged ♥ at its holder’s turn start — 3 damage with no source (P-W1), then discarded (P-G4)', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shui♥3', 'sha♠7', 'sha♠8'] });
    // a 无懈可击 window before it takes effect, asked from the holder
    noWuxie(g, 'dilei', ALL4);
    const judge = eventsOf(g.events, 'judge');
    expect(judge).toEqual([{ t: 'judge', seat: 1, card: deckCard('shui♥3'), reason: 'dilei', hit: true }]);
    expect(eventsOf(g.events, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 3, source: -1, card: deckCard('dilei'), hp: 1 },
    ]);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['shui♥3', 'dilei♠A']);
    // then the draw phase (2 cards) and the play phase
    expect(handKinds(g.state, 1)).toEqual(['sha', 'sha']);
    g.expectPending('play', [1]);
  });

  test('dilei: judged not ♥ — it moves to the next player in seat order, passing over a dead player', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shan♦2'] }, [{}, {}, { alive: false }, {}]);
    noWuxie(g, 'dilei', [0, 1, 3]);
    expect(eventsOf(g.events, 'place')).toEqual([{ t: 'place', seat: 3, card: deckCard('dilei'), from: 1 }]);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(g.state.seats[3]?.judging).toEqual([deckCard('dilei')]);
    expect(hps(g.state)).toEqual([4, 4, 0, 4]);
    expect(discardTail(g.state, 1)).toEqual(['shan♦2']);
    g.expectPending('play', [1]);
  });

  test('dilei: a 地雷 passes over a player who already has one (the deck has one 地雷: white-box, a second one is faked)', () => {
    // The 110-card deck holds a single 地雷 and a single 水雷, so "a player who already has one" cannot arise in a real
    // game. To check the rule itself, seat 2 is given the same card id as a stand-in for a second 地雷.
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shan♦2'] });
    const d = deckCard('dilei');
    g.state.seats[2]?.judging.push(d);
    noWuxie(g, 'dilei', ALL4);
    expect(eventsOf(g.events, 'place')).toEqual([{ t: 'place', seat: 3, card: d, from: 1 }]);
    expect(g.state.seats[3]?.judging).toEqual([d]);
  });

  test('dilei: a 地雷 is not stopped by a 水雷 (a card of another name) in front of the next player', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['sha♣3'] }, [{}, {}, { judging: ['shuilei'] }, {}]);
    noWuxie(g, 'dilei', ALL4);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('shuilei'), deckCard('dilei')]);
  });

  test('dilei: cancelled by 无懈可击, it still moves on to the next player (as 闪电)', () => {
    const g = atStart({ judging: ['dilei'] }, { drawTop: ['shui♥3'] }, [{ hand: ['wuxiekeji'] }]);
    g.expectPending('wuxie', ALL4);
    play(g, 0, 'wuxiekeji');
    for (const seat of [1, 2, 3]) g.decide(seat, PASS);
    noWuxie(g, 'wuxiekeji', ALL4);
    expect(eventsOf(g.events, 'nullified')).toEqual([{ t: 'nullified', kind: 'dilei', target: 1 }]);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    expect(g.state.seats[2]?.judging).toEqual([deckCard('dilei')]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    // the ♥ was not flipped: it is drawn in the draw phase
    expect(handKinds(g.state, 1)).toContain('shui');
  });
});
