/**
 * 电脑奇才 diannaoqicaishu (skill book; not 小葱's skill): once per play phase, with another player who has hand cards,
 * swap one random hand card each, or your whole hands. Decisions: `{t:'skill', id:'diannaoqicaishu', targets:[t]}`,
 * then a `choose` between `swap-one` and `swap-all`.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, redactEvent, useOf } from '../../src/index.ts';
import { eventsOf, hand, scenario } from '../../test/helpers.ts';

const BOOK = 'diannaoqicaishu';

/** Four seats (老皮): 国主 0 with the book, 强盗 1, 小贼 2, 大臣 3; seat 0's play phase; books on. */
function four(hands: string[][]) {
  return scenario({
    seats: [
      { identity: 'guozhu', hand: hands[0] ?? [], equip: { book: BOOK } },
      { identity: 'qiangdao', hand: hands[1] ?? [] },
      { identity: 'xiaozei', hand: hands[2] ?? [] },
      { identity: 'dachen', hand: hands[3] ?? [], equip: { armor: 'dunpai' } },
    ],
    config: { characterSkills: true },
  });
}

const skill = (t: number) => ({ t: 'skill' as const, id: BOOK, cards: [], targets: [t] });

describe('电脑奇才 diannaoqicaishu (book)', () => {
  test('offered with every other player who has hand cards (盾牌 does not matter: not a trick)', () => {
    const g = four([['sha♠7'], ['shan♦2'], [], ['shui♥3']]);
    expect(g.legal(0)).toEqual([
      useOf(deckCard('sha♠7'), 'sha', [1]),
      useOf(deckCard('sha♠7'), 'sha', [3]),
      skill(1),
      skill(3),
      END,
    ]);
  });

  test('swap one random card each: each side sees what it got, the others only the counts', () => {
    const g = four([['sha♠7'], ['shan♦2']]);
    g.decide(0, skill(1));
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({
      reason: BOOK,
      target: 1,
      options: [
        { o: 'swap-one', card: -1 },
        { o: 'swap-all', card: -1 },
      ],
    });
    const ev = g.decide(0, { t: 'choose', i: 0 });
    expect(hand(g.state, 0)).toEqual(['shan♦2']);
    expect(hand(g.state, 1)).toEqual(['sha♠7']);
    const moves = eventsOf(ev, 'move');
    expect(moves).toEqual([
      { t: 'move', from: 0, to: 1, cards: [deckCard('sha♠7')], count: 1, zone: 'hand', see: [0, 1] },
      { t: 'move', from: 1, to: 0, cards: [deckCard('shan♦2')], count: 1, zone: 'hand', see: [0, 1] },
    ]);
    expect(moves.map((e) => redactEvent(e, 2))).toMatchObject([{ cards: null }, { cards: null }]);
    // Once per play phase.
    expect(g.legal(0).some((d) => d.t === 'skill')).toBe(false);
    g.expectPending('play', [0]);
  });

  test('swap whole hands', () => {
    const g = four([
      ['sha♠7', 'shui♥3'],
      ['shan♦2', 'duo', 'sha♣3'],
    ]);
    g.decide(0, skill(1));
    g.decide(0, { t: 'choose', i: 1 });
    expect(hand(g.state, 0)).toEqual(['shan♦2', 'duo♥J', 'sha♣3']);
    expect(hand(g.state, 1)).toEqual(['sha♠7', 'shui♥3']);
    expect(g.legal(0).some((d) => d.t === 'skill')).toBe(false);
  });

  test('with an empty hand only the whole-hand swap is offered: you take their hand', () => {
    const g = four([[], ['shan♦2', 'duo']]);
    expect(g.legal(0)).toEqual([skill(1), END]);
    g.decide(0, skill(1));
    expect(g.state.ask?.options).toEqual([{ o: 'swap-all', card: -1 }]);
    g.decide(0, { t: 'choose', i: 0 });
    expect(hand(g.state, 0)).toEqual(['shan♦2', 'duo♥J']);
    expect(hand(g.state, 1)).toEqual([]);
  });
});
