/** Scenario tests of the skill dounang, beside its entry (dounang.json); moved from test/skills/dou.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { eventsOf } from '../../test/helpers.ts';
import { skillOptions, skills4 } from '../../test/skills/skill-helpers.ts';

describe('大大豆', () => {
  test('dounang: once per turn, discard a weapon card (hand or equipped): another player heals 2', () => {
    const g = skills4(
      ['dadadou', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: ['dapao', 'sha'], equip: { weapon: 'muchui' } }, { hp: 1 }],
    );
    const [dapao, muchui] = [deckCard('dapao'), deckCard('muchui')];
    expect(skillOptions(g, 0, 'dounang')).toEqual(
      [dapao, muchui].flatMap((w) => [1, 2, 3].map((t) => ({ t: 'skill', id: 'dounang', cards: [w], targets: [t] }))),
    );
    const ev = g.decide(0, { t: 'skill', id: 'dounang', cards: [muchui], targets: [1] });
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'dounang', targets: [1], cards: [muchui] }]);
    expect(eventsOf(ev, 'discard')).toEqual([{ t: 'discard', seat: 0, cards: [muchui], reason: 'dounang' }]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 1, amount: 2, hp: 3, by: 0 }]);
    expect(g.state.seats[0]?.equip.weapon).toBe(-1);
    // once per turn
    expect(skillOptions(g, 0, 'dounang')).toEqual([]);
    // no weapon card, no option
    const none = skills4(['dadadou', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha', 'shan'] }, { hp: 1 }]);
    expect(skillOptions(none, 0, 'dounang')).toEqual([]);
  });
});
