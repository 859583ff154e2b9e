import { describe, expect, test } from 'vitest';
import { cardLabel, cardValue } from '../src/index.ts';
import { damage, eventsOf, hand, labels, scenario, top } from './helpers.ts';

describe('S-A1…S-A3 attack', () => {
  test('S-A3: seed example: 3, 8, Q, J → 34 damage to the target, the attacker draws 11', () => {
    // 例如：你翻开的牌是 3，8，Q，J。……总计34点伤害，同时你要摸取11张手牌作为惩罚（J=11）
    const g = scenario({
      seats: [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }],
      discardTop: '♠4',
      drawTop: ['♣3', '♠8', '♦Q', '♣J'],
      turn: 0,
    });
    g.expectPending('noHand', [0]);
    g.decide(0, { t: 'attack', target: 2 }); // flips ♣3 at once
    g.decide(0, { t: 'flip' }); // ♠8
    g.decide(0, { t: 'flip' }); // ♦Q
    g.decide(0, { t: 'flip' }); // ♣J < Q: forced stop
    const s = g.state;
    expect(s.players[2]?.damage.map((c) => cardLabel(c))).toEqual(['♣3', '♠8', '♦Q', '♣J']);
    expect(s.players[2]?.damage.reduce((a, c) => a + ((c % 54) % 13) + 1, 0)).toBe(34);
    expect(s.players[0]?.hand.length).toBe(11);
    expect(s.players[2]?.alive).toBe(true);
    g.expectPending('noHand', [1]); // seat 1 has no hand cards (S-T3)
  });
});

const seats4 = () => [{ identity: '♠2' }, { identity: '♥5', hand: ['♣2'] }, { identity: '♣7' }, { identity: '♦9' }];

describe('S-A1 choosing a target and flipping', () => {
  test('S-A1: any other alive player may be attacked; yourself and dead players may not', () => {
    // 你可以选择任何其他玩家作为攻击目标，没有任何距离或职业阵营之类的限制。
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♠5', hand: ['♣2'] },
        { identity: '♣7', dead: { deathOrder: 1 } },
        { identity: '♠9' },
      ],
      discardTop: '♠4',
    });
    g.expectRefused(0, { t: 'attack', target: 0 }, 'illegal');
    g.expectRefused(0, { t: 'attack', target: 2 }, 'illegal');
    g.expectRefused(0, { t: 'attack', target: 4 }, 'illegal');
    g.expectRefused(0, { t: 'attack', target: -1 }, 'illegal');
    // same identity suit is no protection: no teams
    const ev = g.decide(0, { t: 'attack', target: 3 });
    expect(ev.slice(0, 2)).toEqual([
      { t: 'attack', seat: 0, target: 3 },
      { t: 'flip', seat: 0, card: g.state.flips[0], value: cardValue(g.state.flips[0] as number, g.state.config) },
    ]);
    g.expectPending('flip', [0]);
  });

  test('S-A1: the first card is flipped at once; then the attacker flips again or stops', () => {
    // 攻击方法是从牌堆翻开第一张牌，然后自己决定要不要继续翻下一张牌。
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['♣3', '♦8'] });
    const drawBefore = g.state.draw.length;
    g.decide(0, { t: 'attack', target: 2 });
    expect(labels(g.state.flips)).toEqual(['♣3']);
    expect(g.state.draw.length).toBe(drawBefore - 1);
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([{ t: 'flip' }, { t: 'stop' }]);
    g.expectRefused(0, { t: 'attack', target: 3 }, 'illegal');
    g.expectRefused(0, { t: 'pass' }, 'illegal');
    g.expectRefused(2, { t: 'stop' }, 'not_pending');
    g.decide(0, { t: 'flip' });
    expect(labels(g.state.flips)).toEqual(['♣3', '♦8']);
    g.expectPending('flip', [0]);
  });

  test('S-A1: a card equal in value to the one before does not force a stop', () => {
    // 只要你翻开的牌数值大于或等于前一张牌，就有权继续翻牌。
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['♣8', '♦8', '♥8'] });
    g.decide(0, { t: 'attack', target: 1 });
    g.decide(0, { t: 'flip' });
    g.expectPending('flip', [0]);
    expect(labels(g.state.flips)).toEqual(['♣8', '♦8']);
    g.decide(0, { t: 'stop' });
    expect(damage(g.state, 1)).toEqual(['♣8', '♦8']);
    expect(hand(g.state, 0)).toEqual([]); // voluntary stop: no penalty
  });

  test('S-A1: a card lower than the one before forces the stop at once', () => {
    // 如果你选择继续翻牌，而翻出的牌比前一张小，则必须停止翻牌。
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['♣K', '♦Q', '♥A'] });
    g.decide(0, { t: 'attack', target: 3 });
    const ev = g.decide(0, { t: 'flip' });
    expect(ev.map((e) => e.t)).toEqual(['flip', 'damage', 'draw', 'turn']);
    expect(damage(g.state, 3)).toEqual(['♣K', '♦Q']);
    expect(g.state.flips).toEqual([]);
    g.expectPending('play', [1]);
    // the ♥A was never flipped: it is the next card drawn by the penalty
    expect(hand(g.state, 0)[0]).toBe('♥A');
  });

  test('S-A1: a joker (20) followed by any suited card forces the stop; a joker after a 2 does not', () => {
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['♣2', 'joker', 'JOKER', '♦3'] });
    g.decide(0, { t: 'attack', target: 3 });
    g.decide(0, { t: 'flip' }); // joker 20 ≥ 2
    g.decide(0, { t: 'flip' }); // JOKER 20 ≥ 20
    g.expectPending('flip', [0]);
    g.decide(0, { t: 'flip' }); // ♦3 < 20: forced
    expect(damage(g.state, 3)).toEqual(['♣2', 'joker', 'JOKER', '♦3']); // 45: alive
    expect(hand(g.state, 0).length).toBe(3);
  });
});

describe('S-A2 damage cards', () => {
  test('S-A2: the flipped cards go face up in front of the target, after their earlier damage, in flip order', () => {
    // 将你翻开的所有这些牌放到被攻击的玩家面前，算作对他的伤害。
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7', damage: ['♥K'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
      drawTop: ['♠3', '♦5', '♣5'],
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'flip' });
    const ev = g.decide(0, { t: 'stop' });
    expect(ev.map((e) => e.t)).toEqual(['damage', 'turn']);
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 2, source: 0, cards: g.state.players[2]?.damage.slice(1), immune: [], total: 13 },
    ]);
    expect(damage(g.state, 2)).toEqual(['♥K', '♠3', '♦5', '♣5']);
    expect(top(g.state)).toBe('♠4'); // damage does not touch the discard pile
    expect(g.state.players[2]?.alive).toBe(true);
    g.expectPending('play', [1]);
  });
});

describe('S-A3 penalty', () => {
  test('S-A3: a voluntary stop carries no penalty', () => {
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['♣3', '♦K'] });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(hand(g.state, 0)).toEqual([]);
    expect(eventsOf(g.events, 'draw')).toEqual([]);
  });

  test('S-A3: forced to stop, the attacker draws the value of the last (lower) card: an A draws 1', () => {
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['♣3', '♦A', '♥7', '♥8'] });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' }); // ♦A < 3
    expect(hand(g.state, 0)).toEqual(['♥7']);
    expect(eventsOf(g.events, 'draw')).toEqual([
      { t: 'draw', seat: 0, cards: g.state.players[0]?.hand, count: 1, penalty: true },
    ]);
    // the attacker's next turn: they must play, not attack
    g.decide(1, { t: 'play', card: g.state.players[1]?.hand[0] as number });
  });

  test('S-A3: after a joker, a forced stop on a K: the penalty is the lower card, not the higher one', () => {
    const g = scenario({ seats: seats4(), discardTop: '♠4', drawTop: ['joker', '♠K'] });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' }); // ♠K (13) < joker (20)
    expect(g.state.players[0]?.hand.length).toBe(13);
    expect(eventsOf(g.events, 'draw')[0]?.count).toBe(13);
  });
});
