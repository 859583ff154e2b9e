import { describe, expect, test } from 'vitest';
import { offers } from '../src/index.ts';
import { damage, discardTail, eventsOf, hand, inDamage, inHand, labels, scenario, top } from './helpers.ts';

describe('S-R1 revealing an identity', () => {
  test('S-R1: on its own decision a player reveals; matching damage (suit or rank) is discarded in the chosen order', () => {
    // 一旦你这样做，伤害牌中所有和你身份牌相同花色以及相同数字的牌都被弃掉……（你来决定弃牌的次序，弃牌堆最上面一张会受到影响）
    const g = scenario({
      seats: [
        { identity: '♥5', hand: ['♣2'], damage: ['♥9', '♦K', '♠5', '♥A'] },
        { identity: '♠2' },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const [h9, s5, hA] = [inDamage(g.state, 0, '♥9'), inDamage(g.state, 0, '♠5'), inDamage(g.state, 0, '♥A')];
    const req = g.state.req;
    const ev = g.decide(0, { t: 'reveal', order: [hA, h9, s5] });
    expect(ev).toEqual([{ t: 'reveal', seat: 0, identity: g.state.players[0]?.identity, discarded: [hA, h9, s5] }]);
    expect(g.state.players[0]?.revealed).toBe(true);
    expect(damage(g.state, 0)).toEqual(['♦K']);
    expect(discardTail(g.state, 4)).toEqual(['♠4', '♥A', '♥9', '♠5']);
    expect(top(g.state)).toBe('♠5');
    // a reveal is a free action: the same request is still pending
    g.expectPending('play', [0]);
    expect(g.state.req).toBe(req);
    expect(hand(g.state, 0)).toEqual(['♣2']);
  });

  test('S-R1: the legal reveals offer every choice of the new top card; any order of the matching cards is accepted', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♣2'] },
        { identity: '♥5', damage: ['♥9', '♦K', '♠5', '♥A'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const [h9, s5, hA] = [inDamage(g.state, 1, '♥9'), inDamage(g.state, 1, '♠5'), inDamage(g.state, 1, '♥A')];
    expect(g.legal(1)).toEqual([
      { t: 'reveal', order: [s5, hA, h9] },
      { t: 'reveal', order: [h9, hA, s5] },
      { t: 'reveal', order: [h9, s5, hA] },
    ]);
    // another permutation, not listed, is still the player's choice
    g.decide(1, { t: 'reveal', order: [s5, h9, hA] }, { free: true });
    expect(discardTail(g.state, 3)).toEqual(['♠5', '♥9', '♥A']);
    expect(g.legal(1)).toEqual([]);
  });

  test("S-R1: a player may reveal during another player's decision; the pending request does not change", () => {
    // 身份牌是可以随时主动公开的
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♣2', '♣3'] },
        { identity: '♥5' },
        { identity: '♣7', damage: ['♣K'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const before = g.pending();
    g.decide(2, { t: 'reveal', order: [inDamage(g.state, 2, '♣K')] }, { free: true });
    expect(g.pending()).toEqual(before);
    expect(damage(g.state, 2)).toEqual([]);
    expect(top(g.state)).toBe('♣K');
    // seat 0's play now follows the ♣K on top: the ♣2 is legal
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♣2') });
    expect(eventsOf(g.events, 'play')[0]?.legal).toBe(true);
    // a reveal by a seat with no matching damage discards nothing
    g.decide(1, { t: 'reveal', order: [] }, { free: true });
    expect(eventsOf(g.events, 'reveal')[1]).toEqual({
      t: 'reveal',
      seat: 1,
      identity: g.state.players[1]?.identity,
      discarded: [],
    });
    expect(top(g.state)).toBe('♣2');
  });

  test('S-R1: the reveal must discard exactly the matching damage cards', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♣2'] },
        { identity: '♥5', damage: ['♥9', '♦K', '♠5'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const [h9, dK, s5] = [inDamage(g.state, 1, '♥9'), inDamage(g.state, 1, '♦K'), inDamage(g.state, 1, '♠5')];
    g.expectRefused(1, { t: 'reveal', order: [] }, 'illegal');
    g.expectRefused(1, { t: 'reveal', order: [h9] }, 'illegal');
    g.expectRefused(1, { t: 'reveal', order: [h9, dK] }, 'illegal');
    g.expectRefused(1, { t: 'reveal', order: [h9, s5, dK] }, 'illegal');
    g.expectRefused(1, { t: 'reveal', order: [h9, h9] }, 'illegal');
    g.decide(1, { t: 'reveal', order: [h9, s5] }, { free: true });
    // once public, a second reveal is refused
    g.expectRefused(1, { t: 'reveal', order: [] }, 'illegal');
  });

  test('S-R1: the attack target may reveal between flips; immune flips are discarded at once in flip order', () => {
    // 而且以后你受到的伤害中也自动弃掉这些牌（免疫）
    const g = scenario({
      seats: [{ identity: '♠2' }, { identity: '♥5', hand: ['♣2'] }, { identity: '♦9' }, { identity: '♣7' }],
      discardTop: '♠4',
      drawTop: ['♠3', '♦5', '♥9', '♣10'],
    });
    g.decide(0, { t: 'attack', target: 1 });
    expect(offers(g.state)).toEqual([1]); // the hidden target is offered the reveal (product choice 1)
    g.decide(0, { t: 'flip' });
    g.decide(1, { t: 'reveal', order: [] }, { free: true }); // nothing matching in front of them yet
    expect(offers(g.state)).toEqual([]);
    g.expectPending('flip', [0]);
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'flip' });
    const ev = g.decide(0, { t: 'stop' });
    const d = eventsOf(ev, 'damage')[0];
    expect(d?.seat).toBe(1);
    expect(labels(d?.cards ?? [])).toEqual(['♠3', '♣10']);
    expect(labels(d?.immune ?? [])).toEqual(['♦5', '♥9']);
    expect(damage(g.state, 1)).toEqual(['♠3', '♣10']);
    expect(discardTail(g.state, 3)).toEqual(['♠4', '♦5', '♥9']); // immune, in flip order: ♥9 on top
    expect(d?.immune).toEqual(g.state.discard.slice(-2));
  });

  test('S-R1: cards dealt after a reveal are immune, and a killing attack leaves the last immune card on top', () => {
    // 例如：你的身份牌是红心5（嫉妒女），则你伤害牌中所有的红心牌和所有的5都被弃掉……将来受到的伤害也是如此。
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♠6', hand: ['♣2'] },
        { identity: '♥5', revealed: true, damage: ['♠K', '♣K', '♦10'] },
        { identity: '♠9' },
        { identity: '♦7', hand: ['♦3'] },
      ],
      discardTop: '♠4',
      drawTop: ['♠3', '♥9', '♦J'],
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' }); // 36 + 3 + 11 = 50; the ♥9 does not count
    expect(eventsOf(g.events, 'damage')[0]).toMatchObject({ seat: 2, source: 0 });
    expect(labels(eventsOf(g.events, 'damage')[0]?.immune ?? [])).toEqual(['♥9']);
    expect(g.state.players[2]).toMatchObject({ alive: false, publicAtDeath: true });
    expect(g.state.discard.length).toBe(7);
    expect(discardTail(g.state, 7)).toEqual(['♠4', '♠K', '♣K', '♦10', '♠3', '♦J', '♥9']);
  });

  test('S-R1: a 王 identity is immune to jokers only', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: 'joker', revealed: true },
        { identity: '♣7', hand: ['♣2'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
      drawTop: ['♠A', '♥A', '♠K', 'JOKER', 'joker'],
    });
    g.decide(0, { t: 'attack', target: 1 });
    for (let i = 0; i < 4; i++) g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(damage(g.state, 1)).toEqual(['♠A', '♥A', '♠K']);
    expect(discardTail(g.state, 3)).toEqual(['♠4', 'JOKER', 'joker']);
    expect(g.state.players[1]?.alive).toBe(true);
  });

  test('S-R1: a suited identity is not immune to jokers, and a 王 reveal discards only jokers', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♥5', revealed: true },
        { identity: 'JOKER', hand: ['♣2'], damage: ['joker', '♠A', '♦K', 'JOKER'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
      drawTop: ['♠A', 'joker'],
    });
    const jokers = g.state.players[2]?.damage.filter((c) => c % 54 >= 52) ?? [];
    expect(jokers.length).toBe(2);
    g.decide(2, { t: 'reveal', order: jokers }, { free: true });
    expect(damage(g.state, 2)).toEqual(['♠A', '♦K']);
    expect(top(g.state)).toBe('JOKER');
    g.decide(0, { t: 'attack', target: 1 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(damage(g.state, 1)).toEqual(['♠A', 'joker']);
  });
});
