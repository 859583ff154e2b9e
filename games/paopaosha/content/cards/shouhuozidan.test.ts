/** Scenario tests of the card shouhuozidan, beside its entry (shouhuozidan.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, fourHands, handKinds, noWuxie, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('shouhuozidan: reveal as many cards as alive players; from the user in seat order each picks one', () => {
    const g = fourHands([['shouhuozidan♥3']], { drawTop: ['sha♠7', 'shan♦2', 'shui♥6', 'wuxiekeji♠J', 'dilei'] });
    use(g, 0, 'shouhuozidan');
    const revealed = ['sha♠7', 'shan♦2', 'shui♥6', 'wuxiekeji♠J'].map(deckCard);
    expect(eventsOf(g.events, 'reveal')).toEqual([{ t: 'reveal', cards: revealed, reason: 'shouhuozidan' }]);
    expect(g.state.harvest).toEqual(revealed);
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [0]);
    g.decide(0, { t: 'choose', i: 3 }); // 无懈可击
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [1]);
    expect(g.state.ask?.options).toEqual(revealed.slice(0, 3).map((card) => ({ o: 'card', card })));
    g.decide(1, { t: 'choose', i: 0 });
    noWuxie(g, 'shouhuozidan', ALL4);
    g.decide(2, { t: 'choose', i: 1 });
    noWuxie(g, 'shouhuozidan', ALL4);
    g.expectPending('choose', [3]);
    g.decide(3, { t: 'choose', i: 0 });
    expect([handKinds(g.state, 0), handKinds(g.state, 1), handKinds(g.state, 2), handKinds(g.state, 3)]).toEqual([
      ['wuxiekeji'],
      ['sha'],
      ['shui'],
      ['shan'],
    ]);
    expect(g.state.harvest).toEqual([]);
    expect(g.state.table).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['shouhuozidan♥3']);
  });
});
