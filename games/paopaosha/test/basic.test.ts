import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, useOf } from '../src/index.ts';
import { scenario, use } from './helpers.ts';

/** Four seats: 国主 0, 强盗 1, 小贼 2, 大臣 3 (all 老皮, 4 HP); seat 0's turn, play phase. */
const four = (hands: string[][] = []) => ({
  seats: [
    { identity: 'guozhu' as const, hand: hands[0] ?? [] },
    { identity: 'qiangdao' as const, hand: hands[1] ?? [] },
    { identity: 'xiaozei' as const, hand: hands[2] ?? [] },
    { identity: 'dachen' as const, hand: hands[3] ?? [] },
  ],
});

describe('杀 闪 水 (basic cards)', () => {
  test('P-T2: one 杀 per play phase — after the first, no 杀 is offered and a second is refused', () => {
    const g = scenario(four([['sha♠9', 'sha♠10', 'shashanzhijiao']]));
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
