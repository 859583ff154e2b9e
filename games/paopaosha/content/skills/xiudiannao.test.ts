/** Scenario tests of the skill xiudiannao, beside its entry (xiudiannao.json); moved from test/skills/cong.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, viewOf } from '../../src/index.ts';
import { eventsOf, handKinds } from '../../test/helpers.ts';
import { skillOptions, skills4 } from '../../test/skills/skill-helpers.ts';

describe('小葱', () => {
  test('xiudiannao: discard a 闪 to heal 1, three times per game; a 4th time is not offered', () => {
    const g = skills4(
      ['xiaocong', 'heiniu', 'heiniu', 'heiniu'],
      [{ maxHp: 6, hp: 1, hand: ['shan♦2', 'shan♦3', 'shan♦4', 'shan♦5', 'sha♠7'] }],
    );
    const shans = ['shan♦2', 'shan♦3', 'shan♦4', 'shan♦5'].map(deckCard);
    expect(skillOptions(g, 0, 'xiudiannao')).toEqual(
      shans.map((c) => ({ t: 'skill', id: 'xiudiannao', cards: [c], targets: [] })),
    );
    const ev = g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [shans[0] as number], targets: [] });
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'xiudiannao', targets: [], cards: [shans[0]] }]);
    expect(eventsOf(ev, 'discard')).toEqual([{ t: 'discard', seat: 0, cards: [shans[0]], reason: 'xiudiannao' }]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 2, by: 0 }]);
    // product reading 10: no once-per-turn limit
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [shans[1] as number], targets: [] });
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [shans[2] as number], targets: [] });
    expect(g.state.seats[0]?.hp).toBe(4);
    expect(g.state.seats[0]?.uses.xiudiannao).toBe(3);
    // P-T6: the per-game count is shown to everyone
    expect(viewOf(g.state, 2).players[0]?.uses).toEqual({ xiudiannao: 3 });
    expect(skillOptions(g, 0, 'xiudiannao')).toEqual([]);
    g.expectRefused(0, { t: 'skill', id: 'xiudiannao', cards: [shans[3]], targets: [] }, 'illegal');
    expect(handKinds(g.state, 0)).toEqual(['sha', 'shan']);
  });

  test('xiudiannao: the per-game count is the config field xiudiannaoUses (P-G2); not offered at full HP', () => {
    const g = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hp: 1, hand: ['shan♦2', 'shan♦3'] }], {
      config: { xiudiannaoUses: 1 },
    });
    g.decide(0, { t: 'skill', id: 'xiudiannao', cards: [deckCard('shan♦2')], targets: [] });
    expect(skillOptions(g, 0, 'xiudiannao')).toEqual([]);
    const full = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['shan'] }]);
    expect(skillOptions(full, 0, 'xiudiannao')).toEqual([]);
  });
});
