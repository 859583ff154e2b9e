/** Scenario tests of the skill ailian, beside its entry (ailian.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { discardTail, eventsOf, handKinds, hps } from '../../test/helpers.ts';
import { skillOptions, skills4 } from '../../test/skills/skill-helpers.ts';

describe('黑妞', () => {
  test('ailian: once per play phase, discard 2 hand cards: 黑妞 and another player each heal 1', () => {
    const g = skills4(
      ['heiniu', 'xiaopi', 'heiniu', 'heiniu'],
      [{ hp: 2, hand: ['sha♠7', 'shan♦2', 'dantiao♠A'] }, { hp: 1 }],
    );
    expect(skillOptions(g, 0, 'ailian')).toEqual([
      { t: 'skill', id: 'ailian', cards: [], targets: [1] },
      { t: 'skill', id: 'ailian', cards: [], targets: [2] },
      { t: 'skill', id: 'ailian', cards: [], targets: [3] },
    ]);
    let ev = g.decide(0, { t: 'skill', id: 'ailian', cards: [], targets: [1] });
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'ailian', targets: [1], cards: [] }]);
    g.expectPending('discard', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'ailian', count: 2 });
    // hand cards only
    expect(g.legal(0)).toEqual([
      { t: 'discard', card: deckCard('sha♠7') },
      { t: 'discard', card: deckCard('shan♦2') },
      { t: 'discard', card: deckCard('dantiao♠A') },
    ]);
    g.decide(0, { t: 'discard', card: deckCard('sha♠7') });
    expect(g.state.ask).toMatchObject({ kind: 'discard', reason: 'ailian', count: 1 });
    ev = g.decide(0, { t: 'discard', card: deckCard('dantiao♠A') });
    expect(eventsOf(ev, 'heal')).toEqual([
      { t: 'heal', seat: 0, amount: 1, hp: 3, by: 0 },
      { t: 'heal', seat: 1, amount: 1, hp: 2, by: 0 },
    ]);
    expect(hps(g.state)).toEqual([3, 2, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['sha♠7', 'dantiao♠A']);
    expect(handKinds(g.state, 0)).toEqual(['shan']);
    // once per play phase
    g.expectPending('play', [0]);
    expect(g.state.seats[0]?.uses.ailian).toBe(1);
    const g2 = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 2, hand: ['sha', 'shan', 'shui', 'shui'] }]);
    g2.decide(0, { t: 'skill', id: 'ailian', cards: [], targets: [2] });
    g2.decide(0, { t: 'discard', card: deckCard('sha') });
    g2.decide(0, { t: 'discard', card: deckCard('shan') });
    expect(skillOptions(g2, 0, 'ailian')).toEqual([]);
  });

  test('ailian: not offered with fewer than 2 hand cards', () => {
    const g = skills4(['heiniu', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 2, hand: ['sha'] }]);
    expect(skillOptions(g, 0, 'ailian')).toEqual([]);
  });
});
