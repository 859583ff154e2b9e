import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, useOf } from '../src/index.ts';
import { fourHands, use } from './helpers.ts';

describe('杀 闪 水 (basic cards)', () => {
  test('P-T2: one 杀 per play phase — after the first, no 杀 is offered and a second is refused', () => {
    const g = fourHands([['sha♠9', 'sha♠10', 'shashanzhijiao']]);
    use(g, 0, 'sha♠9', [1]);
    g.decide(1, PASS);
    expect(g.state.seats[0]?.shaUsed).toBe(1);
    expect(g.legal(0)).toEqual([END]);
    g.expectRefused(0, useOf(deckCard('sha♠10'), 'sha', [1]), 'illegal');
    g.expectRefused(0, useOf(deckCard('shashanzhijiao'), 'sha', [3]), 'illegal');
    // the count starts again with the next play phase
    g.decide(0, END);
    g.expectPending('play', [1]);
    expect(g.state.seats[1]?.shaUsed).toBe(0);
  });
});
