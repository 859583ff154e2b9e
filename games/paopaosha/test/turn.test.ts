import { describe, expect, test } from 'vitest';
import { deckCard, END, paopaosha } from '../src/index.ts';
import { ALL_IDS, allCards, discardTail, eventsOf, handKinds, scenario } from './helpers.ts';

const three = {
  seats: [{ identity: 'guozhu' as const }, { identity: 'qiangdao' as const }, { identity: 'dachen' as const }],
};

describe('P-T1 the phases of a turn', () => {
  test('P-T1: turn start → draw 2 → play → discard → end, then the next player in seat order', () => {
    const g = scenario({ ...three, phase: 'start', drawTop: ['sha♠7', 'shan♦2', 'shui♥3', 'duo'] });
    expect(g.events.map((e) => e.t)).toEqual(['phase', 'draw', 'phase']);
    expect(eventsOf(g.events, 'phase').map((e) => e.phase)).toEqual(['start', 'play']);
    expect(eventsOf(g.events, 'draw')).toEqual([
      { t: 'draw', seat: 0, cards: ['sha♠7', 'shan♦2'].map(deckCard), count: 2 },
    ]);
    g.expectPending('play', [0]);
    expect(g.state.phase).toBe('play');
    const ev = g.decide(0, END);
    // nothing to discard (2 cards, 4 HP); seat 1's turn
    expect(eventsOf(ev, 'turn')).toEqual([{ t: 'turn', seat: 1, round: 1, turn: 2 }]);
    expect(eventsOf(ev, 'draw')).toEqual([{ t: 'draw', seat: 1, cards: ['shui♥3', 'duo'].map(deckCard), count: 2 }]);
    g.expectPending('play', [1]);
  });

  test('P-T1: the draw phase draws drawPerTurn cards (configurable)', () => {
    const g = scenario({ ...three, phase: 'draw', config: { drawPerTurn: 3 } });
    expect(g.state.seats[0]?.hand).toHaveLength(3);
  });

  test('P-T1: in the discard phase the player discards down to their current HP (not their max HP)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 2, hand: ['sha♠7', 'shan♦2', 'shui♥3', 'duo', 'dilei'] },
        { identity: 'qiangdao' },
        { identity: 'dachen' },
      ],
    });
    g.decide(0, END);
    g.expectPending('discard', [0]);
    expect(g.state.phase).toBe('discard');
    expect(g.state.ask).toMatchObject({ reason: 'discardPhase', count: 3 });
    expect(g.legal(0)).toEqual(
      ['sha♠7', 'shan♦2', 'shui♥3', 'duo', 'dilei'].map((t) => ({ t: 'discard', card: deckCard(t) })),
    );
    g.decide(0, { t: 'discard', card: deckCard('dilei') });
    expect(g.state.ask?.count).toBe(2);
    g.decide(0, { t: 'discard', card: deckCard('sha♠7') });
    const ev = g.decide(0, { t: 'discard', card: deckCard('duo') });
    expect(eventsOf(ev, 'discard').map((e) => [e.cards, e.reason])).toEqual([[[deckCard('duo')], 'discardPhase']]);
    expect(handKinds(g.state, 0)).toEqual(['shan', 'shui']);
    expect(discardTail(g.state, 3)).toEqual(['dilei♠A', 'sha♠7', 'duo♥J']);
    g.expectPending('play', [1]);
  });

  test('P-T1: a round starts each time the 国主’s seat begins a turn (product reading 13)', () => {
    const g = scenario({ ...three, turn: 1 });
    g.decide(1, END);
    expect(g.state.round).toBe(1);
    g.decide(2, END);
    expect(g.state.round).toBe(2);
    expect(eventsOf(g.events, 'turn').map((e) => [e.seat, e.round])).toEqual([
      [2, 1],
      [0, 2],
    ]);
  });

  test('P-T1: dead players are skipped in the turn order', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu' },
        { identity: 'qiangdao' },
        { identity: 'qiangdao', alive: false },
        { identity: 'xiaozei', alive: false },
        { identity: 'dachen' },
      ],
      turn: 1,
    });
    g.decide(1, END);
    g.expectPending('play', [4]);
  });
});

describe('P-T5 the draw pile runs out', () => {
  test('P-T5: when the draw pile is empty the discard pile is shuffled into a new draw pile at once', () => {
    const g = scenario({ ...three, phase: 'draw', drawTop: ['sha♠7'], rest: 'discard' });
    const reshuffle = eventsOf(g.events, 'reshuffle');
    expect(reshuffle).toEqual([{ t: 'reshuffle', count: 109 }]);
    const draw = eventsOf(g.events, 'draw');
    expect(draw).toHaveLength(1);
    expect(draw[0]?.count).toBe(2);
    expect(draw[0]?.cards?.[0]).toBe(deckCard('sha♠7'));
    expect(g.state.discard).toEqual([]);
    expect(g.state.draw).toHaveLength(108);
    expect(allCards(g.state)).toEqual(ALL_IDS);
  });

  test('P-T5: with both piles empty nothing is drawn', () => {
    const g = scenario({ ...three, phase: 'draw', rest: { hand: 2 } });
    expect(eventsOf(g.events, 'draw')).toEqual([{ t: 'draw', seat: 0, cards: [], count: 0 }]);
    expect(g.state.seats[0]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('P-T5, product reading 14: with both piles empty a judgement matches nothing — 画圈圈 then skips the play phase', () => {
    const g = scenario({
      seats: [{ identity: 'guozhu', judging: ['huaquanquan'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
      phase: 'start',
      rest: { hand: 2 },
    });
    for (const seat of [0, 1, 2]) g.decide(seat, { t: 'pass' });
    expect(eventsOf(g.events, 'judge')).toEqual([{ t: 'judge', seat: 0, card: -1, reason: 'huaquanquan', hit: true }]);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'play' }]);
    // the 画圈圈 itself went to the discard pile and was reshuffled and drawn
    expect(handKinds(g.state, 0)).toEqual(['huaquanquan']);
    expect(paopaosha.pending(g.state)).toMatchObject({ kind: 'play', seats: [1] });
  });
});
