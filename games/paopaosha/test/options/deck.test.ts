/**
 * `deck.<card>` (P-D1, P-D2, P-G2): the deck is options. 0 removes a card kind; fewer than the seed keeps the first
 * copies its card module lists; more adds copies whose suit and rank cycle through the seed's copies. One test over
 * every card kind.
 */
import { describe, expect, test } from 'vitest';
import {
  CARD_KIND_IDS,
  CARD_KINDS,
  CARD_UNIVERSE,
  deckCards,
  deckMax,
  kindOf,
  paopaosha,
  rankOfCard,
  suitOfCard,
} from '../../src/index.ts';
import { ALL_IDS, allCards } from '../helpers.ts';

describe('deck.<card>', () => {
  test('the default deck is the seed deck: the physical cards 0–109, in order', () => {
    expect(deckCards({})).toEqual(ALL_IDS);
    expect(deckCards(paopaosha.validateConfig({ players: 5 }))).toEqual(ALL_IDS);
  });

  test.each(CARD_KIND_IDS.map((id) => [id]))(
    '%s: 0 removes it, the most adds copies cycling the seed suits and ranks',
    (id) => {
      const seed = CARD_KINDS[id].deck;
      const none = deckCards(paopaosha.validateConfig({ players: 5, [`deck.${id}`]: 0 }));
      expect(none.length).toBe(110 - seed.length);
      expect(none.some((c) => kindOf(c) === id)).toBe(false);
      const most = deckMax(seed.length);
      const full = deckCards(paopaosha.validateConfig({ players: 5, [`deck.${id}`]: most }));
      expect(full.length).toBe(110 - seed.length + most);
      const mine = full.filter((c) => kindOf(c) === id);
      expect(mine.length).toBe(most);
      // the seed copies first (their ids), then the added ones, copy k like seed copy k mod the seed count
      expect(mine.slice(0, seed.length)).toEqual(seed.map((c) => c[0]).sort((a, b) => a - b));
      const added = mine.slice(seed.length);
      added.forEach((c, i) => {
        const like = seed[(seed.length + i) % seed.length] as (typeof seed)[number];
        expect([suitOfCard(c), rankOfCard(c)]).toEqual([like[1], like[2]]);
      });
      // fewer than the seed: the first copies the module lists
      if (seed.length > 1) {
        const one = deckCards(paopaosha.validateConfig({ players: 5, [`deck.${id}`]: 1 }));
        expect(one.filter((c) => kindOf(c) === id)).toEqual([seed[0]?.[0]]);
      }
    },
  );

  test('every physical card id any deck may hold is in the universe table, the seed deck first', () => {
    const n = 110 + CARD_KIND_IDS.reduce((a, id) => a + deckMax(CARD_KINDS[id].copies) - CARD_KINDS[id].copies, 0);
    expect(CARD_UNIVERSE.length).toBe(n);
    for (let i = 0; i < 110; i++) expect(CARD_UNIVERSE[i]?.[0]).toBe(kindOf(i));
  });

  test('setup deals from the configured deck: every card of it is somewhere, no other card is', () => {
    const config = paopaosha.validateConfig({ players: 6, 'deck.sha': 40, 'deck.shan': 0, 'deck.dilei': 3 });
    const s = paopaosha.setup(config, 11);
    expect(allCards(s)).toEqual(deckCards(config));
    expect(allCards(s).length).toBe(110 + 14 - 14 + 2);
  });
});
