import { describe, expect, test } from 'vitest';
import { cardLabel } from '../src/index.ts';
import { scenario } from './helpers.ts';

describe('S-A1…S-A3 attack', () => {
  test('seed example: 3, 8, Q, J → 34 damage to the target, the attacker draws 11 (S-A3)', () => {
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
