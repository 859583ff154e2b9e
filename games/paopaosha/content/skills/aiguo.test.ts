/** Scenario tests of the skill aiguo, beside its entry (aiguo.json); moved from test/skills/cong.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, redactEvent, viewOf } from '../../src/index.ts';
import { eventsOf, handKinds } from '../../test/helpers.ts';
import { options, pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('葱头', () => {
  test('aiguo: at turn start 葱头 draws 1 and may give that card to another player', () => {
    const g = skills4(['congtou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['shui♥3', 'sha♠7', 'sha♠8'],
    });
    const shui = deckCard('shui♥3');
    expect(eventsOf(g.events, 'draw')).toEqual([{ t: 'draw', seat: 0, cards: [shui], count: 1 }]);
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'aiguo', card: -1 });
    expect(options(g)).toEqual([
      { o: 'keep', card: shui },
      { o: 'give', card: shui, seat: 1 },
      { o: 'give', card: shui, seat: 2 },
      { o: 'give', card: shui, seat: 3 },
    ]);
    // the other seats see neither the card drawn nor the options; the asked seat (seat 0) sees them
    expect(viewOf(g.state, 0).ask?.options).toHaveLength(4);
    expect(viewOf(g.state, 1).ask?.options).toBeNull();
    expect(redactEvent(eventsOf(g.events, 'draw')[0] as never, 1)).toMatchObject({ cards: null, count: 1 });
    const ev = pick(g, 0, 'give', shui, 2);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 0, to: 2, cards: [shui], count: 1, zone: 'hand', see: [0, 2] },
    ]);
    expect(g.state.seats[2]?.hand).toEqual([shui]);
    // then the ordinary draw phase
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha']);
    g.expectPending('play', [0]);
  });

  test('aiguo: keeping the card', () => {
    const g = skills4(['congtou', 'heiniu', 'heiniu', 'heiniu'], [], {
      phase: 'start',
      drawTop: ['shui♥3', 'sha♠7', 'sha♠8'],
    });
    const ev = pick(g, 0, 'keep');
    expect(eventsOf(ev, 'move')).toEqual([]);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha', 'shui']);
  });
});
