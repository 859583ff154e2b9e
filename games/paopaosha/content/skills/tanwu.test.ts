/** Scenario tests of the skill tanwu, beside its entry (tanwu.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, redactEvent } from '../../src/index.ts';
import { eventsOf, handKinds } from '../../test/helpers.ts';
import { pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('皮官小钱', () => {
  test('tanwu: at turn start 皮官小钱 may take one random hand card from each other player (seen by the two only)', () => {
    const g = skills4(
      ['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'],
      [{}, { hand: ['shan♦2'] }, {}, { hand: ['sha♠7'] }],
      { phase: 'start', drawTop: ['shui♥3', 'shui♥4', 'shui♥6', 'shui♥7', 'shui♥8'] },
    );
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'tanwu' });
    const ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'tanwu', targets: [1, 3], cards: [] }]);
    const moves = eventsOf(ev, 'move');
    expect(moves).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('shan♦2')], count: 1, zone: 'hand', see: [0, 1] },
      { t: 'move', from: 3, to: 0, cards: [deckCard('sha♠7')], count: 1, zone: 'hand', see: [0, 3] },
    ]);
    // the others see that a card moved, not which
    expect(redactEvent(moves[0] as (typeof moves)[number], 2)).toMatchObject({ cards: null, count: 1 });
    // then the draw phase: 贪牌 draws 5
    expect(handKinds(g.state, 0)).toEqual(['sha', 'shan', 'shui', 'shui', 'shui', 'shui', 'shui']);
    expect(g.state.seats[1]?.hand).toEqual([]);
    expect(g.state.seats[3]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('tanwu: declining takes nothing; with no other player holding a hand card there is no request', () => {
    const g = skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [{}, { hand: ['shan'] }], { phase: 'start' });
    pick(g, 0, 'no');
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(g.state.seats[0]?.hand.length).toBe(5);
    const none = skills4(['piguanxiaoqian', 'heiniu', 'heiniu', 'heiniu'], [], { phase: 'start' });
    none.expectPending('play', [0]);
    expect(none.state.seats[0]?.hand.length).toBe(5);
  });
});
