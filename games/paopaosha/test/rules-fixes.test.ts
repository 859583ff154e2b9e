/**
 * Fixes from a rules audit, each with the ruling it follows: 看豆 reshuffles only when the draw pile has run out (P-T5);
 * 死神冥刀's uses left and its once-per-turn mark are in every view (P-T6).
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, type SeatView, useOf, viewOf } from '../src/index.ts';
import { mingdaoNote } from '../words/index.ts';
import { eventsOf, four, noWuxie } from './helpers.ts';
import { pick, skills4 } from './skills/skill-helpers.ts';

describe('P-T5: 看豆 and the draw pile', () => {
  test('with fewer than N cards left (and a discard pile), 小豆 looks at those; nothing is reshuffled, asked or not', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2'],
      rest: 'discard',
    });
    const discard = g.state.discard.length;
    expect(discard).toBeGreaterThan(100);
    expect(g.state.draw.length).toBe(2);
    g.expectPending('choose', [0]);
    // N = 4 alive players, but only 2 cards are left: she is offered those 2
    expect(g.state.ask).toMatchObject({ reason: 'kandou', count: 2 });
    expect(g.state.discard.length).toBe(discard);
    const ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'reshuffle')).toEqual([]);
    expect(eventsOf(ev, 'peek')[0]).toMatchObject({ count: 2, cards: [deckCard('sha♠7'), deckCard('shan♦2')] });
    expect(g.state.discard.length).toBe(discard);
  });

  test('declining: the discard pile stays where it is until the draw pile runs out in the draw phase', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7'],
      rest: 'discard',
    });
    const discard = g.state.discard.length;
    expect(g.state.ask).toMatchObject({ reason: 'kandou', count: 1 });
    const ev = pick(g, 0, 'no');
    // the draw phase takes the last card, then the pile has run out: reshuffled once, then the second card
    const draws = eventsOf(ev, 'draw');
    expect(draws[0]?.cards?.[0]).toBe(deckCard('sha♠7'));
    expect(eventsOf(ev, 'reshuffle')).toEqual([{ t: 'reshuffle', count: discard }]);
  });

  test('with an empty draw pile the pile has run out: the discard pile becomes the draw pile first (P-T5)', () => {
    const g = skills4(['xiaodou', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start', rest: 'discard' });
    // every card not named went to the discard pile; at 小豆's turn start it became the draw pile
    expect(g.state.discard).toEqual([]);
    expect(g.state.draw.length).toBe(110);
    expect(eventsOf(g.events, 'reshuffle')).toEqual([{ t: 'reshuffle', count: 110 }]);
    expect(g.state.ask).toMatchObject({ reason: 'kandou', count: 4 });
  });
});

describe('P-T6: 死神冥刀 in the views', () => {
  test('uses left and the once-per-turn mark are shown to everyone, and in words (the web table’s seat details)', () => {
    const g = four([{ hand: [], equip: { weapon: 'sishenmingdao' } }], { drawTop: ['m16'] });
    const blade = deckCard('sishenmingdao');
    for (const viewer of [0, 1, null])
      expect(viewOf(g.state, viewer).mingdao).toEqual({ left: 3, spentThisTurn: false });
    g.decide(0, useOf(blade, 'zuzhou', [2]));
    noWuxie(g, 'zuzhou', [0, 1, 2, 3]);
    expect(g.legal(0)).toEqual([END]);
    for (const viewer of [0, 2, null])
      expect(viewOf(g.state, viewer).mingdao).toEqual({ left: 2, spentThisTurn: true });
    const p0 = viewOf(g.state, 1).players[0] as SeatView;
    expect(mingdaoNote(viewOf(g.state, 1), p0, 'zh')).toBe('死神冥刀还可用 2 次（本回合已用）');
    expect(mingdaoNote(viewOf(g.state, 1), p0, 'en')).toBe("Reaper's Blade: 2 uses left (used this turn)");
    expect(mingdaoNote(viewOf(g.state, 1), viewOf(g.state, 1).players[1] as SeatView, 'en')).toBeNull();
  });
});
