/** Scenario tests of the skill luoshen, beside its entry (luoshen.json); moved from test/skills/cong.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { ALL_IDS, allCards, eventsOf, handKinds } from '../../test/helpers.ts';
import { pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('蓝蓝', () => {
  test('luoshen: 蓝蓝 judges, keeps each non-weapon and may judge again; a weapon goes back into the draw pile', () => {
    const g = skills4(['lanlan', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['sha♠7', 'shan♦2', 'dapao', 'shui♥3', 'shui♥4'],
    });
    const [sha, shan, dapao] = [deckCard('sha♠7'), deckCard('shan♦2'), deckCard('dapao')];
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'luoshen' });
    let ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'judge')).toEqual([{ t: 'judge', seat: 0, card: sha, reason: 'luoshen', hit: false }]);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: -1, to: 0, cards: [sha], count: 1, zone: 'hand', see: [] },
    ]);
    expect(g.state.seats[0]?.hand).toEqual([sha]);
    expect(g.state.discard).not.toContain(sha);
    g.expectPending('choose', [0]);
    pick(g, 0, 'yes');
    expect(g.state.seats[0]?.hand).toEqual([sha, shan]);
    ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'judge')).toEqual([{ t: 'judge', seat: 0, card: dapao, reason: 'luoshen', hit: true }]);
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'luoshen', targets: [], cards: [dapao] }]);
    // the weapon is shuffled back into the draw pile (or drawn from it in the draw phase), never discarded
    expect(g.state.discard).not.toContain(dapao);
    expect([...g.state.draw, ...(g.state.seats[0]?.hand ?? [])]).toContain(dapao);
    expect(eventsOf(ev, 'draw').map((e) => [e.seat, e.count])).toEqual([[0, 2]]);
    expect(g.state.seats[0]?.hand.length).toBe(4);
    expect(allCards(g.state)).toEqual(ALL_IDS);
    g.expectPending('play', [0]);
  });

  test('luoshen: declining judges nothing', () => {
    const g = skills4(['lanlan', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start', drawTop: ['sha♠7', 'shan♦2'] });
    const ev = pick(g, 0, 'no');
    expect(eventsOf(ev, 'judge')).toEqual([]);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'shan']);
  });
});
