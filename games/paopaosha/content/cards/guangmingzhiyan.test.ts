/**
 * 光明之眼 guangmingzhiyan (god card): you see every player's hand (a `look` event only you receive), then take one card
 * of your choice from each other player's hand, in seat order from your next. Not a trick: no 无懈可击 window, 盾牌 does
 * not stop it.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, redactEvent, useOf } from '../../src/index.ts';
import { eventsOf, hand, scenario, use } from '../../test/helpers.ts';

const EYE = 'guangmingzhiyan';

describe('光明之眼 guangmingzhiyan', () => {
  test('look at every hand, then take one chosen card from each other player with hand cards', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠10'] },
        { identity: 'qiangdao', hand: ['sha♠7', 'shan♦2', 'wuxiekeji'], equip: { armor: 'dunpai' } },
        { identity: 'xiaozei' },
        { identity: 'dachen', hand: ['shui♥3', EYE] },
      ],
      turn: 3,
    });
    const eye = deckCard(EYE);
    // One decision: every other player, in seat order from the user's next.
    expect(g.legal(3)).toEqual([useOf(eye, EYE, [0, 1, 2]), END]);
    const ev = use(g, 3, EYE, [0, 1, 2]);
    const looks = eventsOf(ev, 'look');
    expect(looks).toEqual([
      { t: 'look', seat: 3, target: 0, hand: [deckCard('sha♠10')], identity: null },
      { t: 'look', seat: 3, target: 1, hand: ['sha♠7', 'shan♦2', 'wuxiekeji'].map((x) => deckCard(x)), identity: null },
      { t: 'look', seat: 3, target: 2, hand: [], identity: null },
    ]);
    // Only the user sees what it saw.
    expect(looks.map((e) => redactEvent(e, 1))).toMatchObject([{ hand: null }, { hand: null }, { hand: null }]);
    expect(redactEvent(looks[1] as (typeof looks)[number], 3)).toEqual(looks[1]);
    // No 无懈可击 window (seat 1 holds one); seat 0's hand first.
    g.expectPending('choose', [3]);
    expect(g.state.ask).toMatchObject({ reason: EYE, target: 0, options: [{ o: 'card', card: deckCard('sha♠10') }] });
    g.decide(3, { t: 'choose', i: 0 });
    // 盾牌 does not stop it: seat 1 next.
    expect(g.state.ask).toMatchObject({
      reason: EYE,
      target: 1,
      options: ['sha♠7', 'shan♦2', 'wuxiekeji'].map((x) => ({ o: 'card', card: deckCard(x) })),
    });
    const ev2 = g.decide(3, { t: 'choose', i: 2 });
    expect(eventsOf(ev2, 'move')).toEqual([
      { t: 'move', from: 1, to: 3, cards: [deckCard('wuxiekeji')], count: 1, zone: 'hand', see: [1, 3] },
    ]);
    // Seat 2 has no hand cards: skipped.
    expect(hand(g.state, 3)).toEqual(['shui♥3', 'sha♠10', 'wuxiekeji♠J']);
    expect(hand(g.state, 0)).toEqual([]);
    expect(hand(g.state, 1)).toEqual(['sha♠7', 'shan♦2']);
    expect(g.state.discard.at(-1)).toBe(eye);
    g.expectPending('play', [3]);
  });
});
