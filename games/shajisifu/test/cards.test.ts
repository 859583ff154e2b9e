import { describe, expect, test } from 'vitest';
import {
  CLUB,
  cardValue,
  DECK_SIZE,
  DIAMOND,
  defaultConfig,
  faceOf,
  HEART,
  identical,
  isJoker,
  JOKER,
  parseFace,
  rankOf,
  SPADE,
  setup,
  suitOf,
} from '../src/index.ts';
import { allCards, damage, deckFaces, eventsOf, hand, scenario } from './helpers.ts';

/** The seed's configuration (S-C2's values). */
const SEED = defaultConfig(4);

/** The first id of a face written as in specs. */
const id = (text: string, copy = 0): number => parseFace(text) + copy * DECK_SIZE;

describe('S-C1 decks', () => {
  test('S-C1: the default game shuffles 4 decks of 54 cards: 216 cards, every face 4 times, 8 jokers', () => {
    // 游戏配件：多副扑克（4副以上吧）
    const s = setup({ ...defaultConfig(5) }, 7);
    expect(s.config.decks).toBe(4);
    const cards = allCards(s);
    expect(cards).toEqual(Array.from({ length: 216 }, (_, i) => i));
    const perFace = new Array(54).fill(0);
    for (const c of cards) perFace[faceOf(c)]++;
    expect(perFace).toEqual(new Array(54).fill(4));
    expect(cards.filter(isJoker).length).toBe(8);
  });

  test('S-C1: 2 decks give 108 cards and 8 decks give 432, all distinct', () => {
    for (const [decks, total] of [
      [2, 108],
      [8, 432],
    ] as const) {
      const s = setup({ ...defaultConfig(4), decks }, 3);
      expect(allCards(s)).toEqual(Array.from({ length: total }, (_, i) => i));
    }
  });

  test('S-C1: a scenario conserves the cards of its decks (hands, damage, piles and identities)', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♥Q'] },
        { identity: '♥5', damage: ['♣3'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
      drawTop: ['♣3'],
      decks: 3,
    });
    expect(allCards(g.state)).toEqual(Array.from({ length: 162 }, (_, i) => i));
  });
});

describe('S-C2 values and suits', () => {
  test('S-C2: A=1, 2–10 at face value, J=11, Q=12, K=13, both jokers 20', () => {
    // 伤害卡基本上只看数值。 A=1,J=11,Q=12,K=13,王=20.
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    for (const suit of ['♠', '♥', '♣', '♦']) {
      expect(ranks.map((r) => cardValue(id(`${suit}${r}`), SEED))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    }
    expect(cardValue(id('joker'), SEED)).toBe(20);
    expect(cardValue(id('JOKER'), SEED)).toBe(20);
    // copies in other decks keep their value
    expect(cardValue(id('♦K', 3), SEED)).toBe(13);
    expect(cardValue(id('JOKER', 7), SEED)).toBe(20);
  });

  test("S-C2: a joker's suit is the fifth suit 王; the four suits are distinct", () => {
    // 所以一共有五种身份（大小王视为第五种花色）
    expect(suitOf(id('joker'))).toBe(JOKER);
    expect(suitOf(id('JOKER', 2))).toBe(JOKER);
    expect([suitOf(id('♠5')), suitOf(id('♥5')), suitOf(id('♣5')), suitOf(id('♦5'))]).toEqual([
      SPADE,
      HEART,
      CLUB,
      DIAMOND,
    ]);
    expect(new Set([SPADE, HEART, CLUB, DIAMOND, JOKER]).size).toBe(5);
    expect(rankOf(id('♣Q'))).toBe(12);
  });

  test('S-C2: damage counts values: J, Q, K and a joker flipped in an attack total 56 and kill', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }],
      discardTop: '♠4',
      drawTop: ['♣J', '♦Q', '♥K', 'joker'],
    });
    g.decide(0, { t: 'attack', target: 3 }); // ♣J
    g.decide(0, { t: 'flip' }); // ♦Q
    g.decide(0, { t: 'flip' }); // ♥K
    expect(g.state.players[3]?.alive).toBe(true);
    g.decide(0, { t: 'flip' }); // joker: 11 + 12 + 13 + 20 = 56 once placed
    g.decide(0, { t: 'stop' });
    expect(eventsOf(g.events, 'damage')[0]?.cards.map((c) => cardValue(c, SEED))).toEqual([11, 12, 13, 20]);
    expect(g.state.players[3]?.alive).toBe(false);
    expect(eventsOf(g.events, 'death')).toEqual([
      { t: 'death', seat: 3, killer: 0, identity: g.state.players[3]?.identity, cause: 'total', limit: 50, count: 3 },
    ]);
  });
});

describe('S-C3 identical cards', () => {
  test('S-C3: copies of one face from different decks are identical; other suits or ranks are not', () => {
    expect(identical(id('♥Q', 0), id('♥Q', 3))).toBe(true);
    expect(identical(id('♥Q'), id('♦Q'))).toBe(false);
    expect(identical(id('♥Q'), id('♥K'))).toBe(false);
    expect(identical(id('♠A', 1), id('♠A', 2))).toBe(true);
  });

  test('S-C3: two jokers are identical, small with big too; a joker is identical to no suited card', () => {
    expect(identical(id('joker'), id('JOKER'))).toBe(true);
    expect(identical(id('joker', 1), id('joker', 2))).toBe(true);
    expect(identical(id('JOKER'), id('♠K'))).toBe(false);
  });

  test('S-C3: a scenario may name a face as often as the decks hold it, and no more', () => {
    const four = ['♥Q', '♥Q', '♥Q', '♥Q'];
    const g = scenario({
      seats: [{ identity: '♠2', hand: four }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }],
      discardTop: '♠4',
    });
    expect(hand(g.state, 0)).toEqual(four);
    expect(new Set(g.state.players[0]?.hand).size).toBe(4);
    expect(() =>
      scenario({
        seats: [{ identity: '♥Q', hand: four }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }],
      }),
    ).toThrow(/♥Q more often than 4 decks/);
  });

  test('S-C3: the deck list used by tests has the 54 faces of one deck', () => {
    const faces = deckFaces();
    expect(faces.length).toBe(54);
    expect(new Set(faces.map(parseFace)).size).toBe(54);
    // sanity of the label helpers
    const g = scenario({
      seats: [
        { identity: '♠2', damage: ['joker', 'JOKER'] },
        { identity: '♥5' },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    expect(damage(g.state, 0)).toEqual(['joker', 'JOKER']);
  });
});
