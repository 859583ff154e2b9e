import { describe, expect, test } from 'vitest';
import {
  buildScenario,
  cardMatches,
  cardSpec,
  deckCard,
  END,
  findCard,
  inHand,
  PASS,
  paopaosha,
  parseCardText,
} from '../src/index.ts';
import { ALL_IDS, allCards, eventsOf, hand, scenario, use } from './helpers.ts';

const G = { identity: 'guozhu' as const };
const Q = { identity: 'qiangdao' as const };
const D = { identity: 'dachen' as const };
const three = [G, Q, D];

describe('buildScenario (test kit of 跑跑杀)', () => {
  test('card texts: kind id, optional suit and rank', () => {
    expect(parseCardText('sha')).toEqual({ kind: 'sha', suit: null, rank: null });
    expect(parseCardText('shan♦2')).toEqual({ kind: 'shan', suit: 'D', rank: 2 });
    expect(parseCardText('sha♠10')).toEqual({ kind: 'sha', suit: 'S', rank: 10 });
    expect(parseCardText('shui♥')).toEqual({ kind: 'shui', suit: 'H', rank: null });
    expect(parseCardText('m16')).toEqual({ kind: 'm16', suit: null, rank: null });
    expect(parseCardText('pak470♣A')).toEqual({ kind: 'pak470', suit: 'C', rank: 1 });
    expect(() => parseCardText('kill')).toThrow(/unknown card kind/);
    expect(() => parseCardText('sha♠1')).toThrow(/bad card text/);
    expect(cardSpec(deckCard('dilei'))).toBe('dilei♠A');
    expect(cardMatches(deckCard('shan♦2'), 'shan♦')).toBe(true);
  });

  test('every card is used once; the others form the draw pile (card conservation)', () => {
    const s = buildScenario({
      seats: [
        {
          identity: 'guozhu',
          hand: ['sha', 'sha♠7', 'shan'],
          equip: { weapon: 'dapao', armor: 'dunpai', mount: 'laoniu', book: 'shenmijingqi' },
        },
        { identity: 'qiangdao', judging: ['dilei', 'huaquanquan'] },
        { identity: 'dachen' },
      ],
      drawTop: ['wuxiekeji♣Q'],
      discard: ['duo'],
    });
    expect(allCards(s)).toEqual(ALL_IDS);
    // the specific texts are picked first: `sha` does not take the 杀♠7
    expect(hand(s, 0)).toEqual(['sha♠7', 'sha♠7', 'shan♥2']);
    expect(s.seats[0]?.hand).toEqual([deckCard('sha♠7') + 1, deckCard('sha♠7'), deckCard('shan')]);
    expect(s.draw[s.draw.length - 1]).toBe(deckCard('wuxiekeji♣Q'));
    expect(s.discard).toEqual([deckCard('duo')]);
    expect(s.draw).toHaveLength(110 - 10);
    expect(s.seats[1]?.judging).toEqual([deckCard('dilei'), deckCard('huaquanquan')]);
  });

  test('defaults: 国主’s turn, play phase, 4 HP (+1 for the 国主 from 5 players), one score card, identities by P-S1', () => {
    const g = scenario({ seats: three });
    g.expectPending('play', [0]);
    expect(g.state.seats.map((p) => [p.hp, p.maxHp, p.score, p.identityPublic])).toEqual([
      [4, 4, 1, true],
      [4, 4, 1, false],
      [4, 4, 1, false],
    ]);
    expect(g.state.config.characterSkills).toBe(false);
    const five = scenario({
      seats: [
        { identity: 'qiangdao' },
        { identity: 'guozhu' },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    expect(five.state.lord).toBe(1);
    expect(five.state.turn).toBe(1);
    expect(five.state.seats[1]?.maxHp).toBe(5);
    five.expectPending('play', [1]);
  });

  test('the stack continues like a real game after the scripted turn (next seat, next round)', () => {
    const g = scenario({ seats: three, turn: 2 });
    g.decide(2, END);
    g.expectPending('play', [0]);
    expect(g.state.round).toBe(2);
    expect(g.state.turns).toBe(2);
    expect(eventsOf(g.events, 'turn')).toEqual([{ t: 'turn', seat: 0, round: 2, turn: 2 }]);
  });

  test('refuses specs that are not a legal game', () => {
    expect(() =>
      buildScenario({ seats: [{ identity: 'qiangdao' }, { identity: 'qiangdao' }, { identity: 'dachen' }] }),
    ).toThrow(/国主/);
    expect(() =>
      buildScenario({ seats: [{ identity: 'guozhu' }, { identity: 'qiangdao' }, { identity: 'xiaozei' }] }),
    ).toThrow(/P-S1/);
    expect(() => buildScenario({ seats: [{ identity: 'guozhu', hand: ['dilei', 'dilei'] }, Q, D] })).toThrow(
      /more often/,
    );
    expect(() => buildScenario({ seats: [{ identity: 'guozhu', equip: { weapon: 'laoniu' } }, Q, D] })).toThrow(
      /weapon/,
    );
    expect(() => buildScenario({ seats: [{ identity: 'guozhu', judging: ['sha'] }, Q, D] })).toThrow(/delayed/);
    expect(() => buildScenario({ seats: [G, { identity: 'qiangdao', alive: false, hand: ['sha'] }, D] })).toThrow(
      /dead/,
    );
    expect(() => buildScenario({ seats: [G, { identity: 'qiangdao', alive: false }, D], turn: 1 })).toThrow(/dead/);
    expect(() => buildScenario({ seats: three, config: { maxRounds: 0 } })).toThrow(/maxRounds/);
  });

  test('findCard and inHand find a card by kind (and suit, rank) in a hand', () => {
    const g = scenario({ seats: [{ identity: 'guozhu', hand: ['sha♣3', 'shan♦2'] }, Q, D] });
    expect(inHand(g.state, 0, 'shan')).toBe(deckCard('shan♦2'));
    expect(findCard(g.state.seats[0]?.hand ?? [], 'sha♣')).toBe(deckCard('sha♣3'));
    expect(() => inHand(g.state, 0, 'shui')).toThrow(/no shui/);
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS);
    expect(paopaosha.pending(g.state)?.kind).toBe('play');
  });
});
