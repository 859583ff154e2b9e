/** Scenario tests of the skill diannaoqicai, beside its entry (diannaoqicai.json); moved from test/skills/cong.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { eventsOf, handKinds } from '../../test/helpers.ts';
import { options, pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('小葱', () => {
  test('diannaoqicai: at turn start 小葱 swaps a hand card it picks with a random hand card of another player', () => {
    const g = skills4(
      ['xiaocong', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: ['sha♠7', 'shan♦2'] }, { hand: ['shui♥3'] }],
      { phase: 'start', drawTop: ['sha♣3', 'sha♣4'] },
    );
    const [sha, shan, shui] = [deckCard('sha♠7'), deckCard('shan♦2'), deckCard('shui♥3')];
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'diannaoqicai' });
    expect(options(g)).toEqual([
      { o: 'card', card: sha },
      { o: 'card', card: shan },
      { o: 'no', card: -1 },
    ]);
    pick(g, 0, 'card', sha);
    // only players holding hand cards can be picked
    expect(g.state.ask).toMatchObject({ kind: 'choose', reason: 'diannaoqicai-target' });
    expect(options(g)).toEqual([{ o: 'seat', card: -1, seat: 1 }]);
    const ev = pick(g, 0, 'seat', undefined, 1);
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'diannaoqicai', targets: [1], cards: [] }]);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 0, to: 1, cards: [sha], count: 1, zone: 'hand', see: [0, 1] },
      { t: 'move', from: 1, to: 0, cards: [shui], count: 1, zone: 'hand', see: [0, 1] },
    ]);
    expect(g.state.seats[1]?.hand).toEqual([sha]);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha', 'shan', 'shui']);
    expect(g.state.seats[0]?.turnUses.diannaoqicai).toBe(1);
    g.expectPending('play', [0]);
  });

  test('diannaoqicai: may be declined; no request when nobody else holds a hand card', () => {
    const g = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha'] }, {}, { hand: ['shui'] }], {
      phase: 'start',
    });
    pick(g, 0, 'no');
    expect(g.state.seats[0]?.uses.diannaoqicai).toBeUndefined();
    expect(handKinds(g.state, 2)).toEqual(['shui']);
    g.expectPending('play', [0]);
    const none = skills4(['xiaocong', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha'] }], { phase: 'start' });
    none.expectPending('play', [0]);
  });
});
