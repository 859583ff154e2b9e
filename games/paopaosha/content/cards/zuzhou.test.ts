/** Scenario tests of the card zuzhou, beside its entry (zuzhou.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, fourHands, handKinds, hps, noWuxie, scenario, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('zuzhou: judge at once — a weapon card: 3 damage from the user and the target discards every hand card (not equipment)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['zuzhou'] },
        { identity: 'qiangdao', hand: ['shan', 'sha'], equip: { armor: 'baguazhen' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      drawTop: ['pak470'],
    });
    use(g, 0, 'zuzhou', [1]);
    noWuxie(g, 'zuzhou', ALL4);
    const ev = g.events.slice(-6);
    expect(eventsOf(ev, 'judge')).toEqual([
      { t: 'judge', seat: 1, card: deckCard('pak470'), reason: 'zuzhou', hit: true },
    ]);
    expect(eventsOf(ev, 'damage')[0]).toMatchObject({ seat: 1, amount: 3, source: 0, card: deckCard('zuzhou') });
    expect(hps(g.state)).toEqual([4, 1, 4, 4]);
    expect(g.state.seats[1]?.hand).toEqual([]);
    expect(g.state.seats[1]?.equip.armor).toBe(deckCard('baguazhen'));
    expect(discardTail(g.state, 4)).toEqual(['pak470♣A', 'shan♥2', 'sha♠7', 'zuzhou♠K']);
  });

  test('zuzhou: a judgement that is not a weapon does nothing (P-G4: the card type decides)', () => {
    const g = fourHands([['zuzhou'], ['shan'], [], []], { drawTop: ['shan♥2'] });
    use(g, 0, 'zuzhou', [1]);
    noWuxie(g, 'zuzhou', ALL4);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(discardTail(g.state, 2)).toEqual(['shan♥2', 'zuzhou♠K']);
  });
});
