/**
 * `whyNotPlayable` (rules/queries.ts): why a hand card is no choice now, read from a seat's view — the reason the
 * table shows on a greyed-out card.
 */
import { describe, expect, test } from 'vitest';
import { buildScenario, kindOf, type PaopaoshaSpec, paopaosha, viewOf, whyNotPlayable } from '../src/index.ts';

function five(over: Partial<Record<number, Partial<PaopaoshaSpec['seats'][number]>>> = {}) {
  const ids = ['guozhu', 'qiangdao', 'qiangdao', 'xiaozei', 'dachen'] as const;
  return buildScenario({ seats: ids.map((identity, i) => ({ identity, ...(over[i] ?? {}) })) });
}

const cardOf = (hand: readonly number[], kind: string) => hand.find((c) => kindOf(c) === kind) as number;

describe('whyNotPlayable', () => {
  test('a playable card has no reason; 闪 in the play phase is only played in answer', () => {
    const s = five({ 0: { hand: ['sha', 'shan'] } });
    const v = viewOf(s, 0);
    expect(whyNotPlayable(v, cardOf(v.hand ?? [], 'sha'))).toBeNull();
    expect(whyNotPlayable(v, cardOf(v.hand ?? [], 'shan'))).toBe('responseOnly');
  });

  test('水 at full HP; 水 when hurt is playable', () => {
    const s = five({ 0: { hand: ['shui'] } });
    const v = viewOf(s, 0);
    expect(whyNotPlayable(v, cardOf(v.hand ?? [], 'shui'))).toBe('fullHp');
    const hurt = five({ 0: { hand: ['shui'], hp: 2 } });
    const w = viewOf(hurt, 0);
    expect(whyNotPlayable(w, cardOf(w.hand ?? [], 'shui'))).toBeNull();
  });

  test('the second 杀 of a play phase', () => {
    const s = five({ 0: { hand: ['sha', 'sha'] }, 1: { hand: [] } });
    const v = viewOf(s, 0);
    const use = v.legal.find((d) => d.t === 'use' && d.as === 'sha' && d.targets[0] === 1);
    paopaosha.apply(s, 0, use as never);
    // Seat 1 has no 闪: it passes, the 杀 hits, and the play phase goes on.
    while (paopaosha.pending(s)?.seats[0] !== 0) {
      const p = paopaosha.pending(s);
      paopaosha.apply(s, p?.seats[0] as number, { t: 'pass' });
    }
    const w = viewOf(s, 0);
    expect(w.ask?.kind).toBe('play');
    expect(whyNotPlayable(w, cardOf(w.hand ?? [], 'sha'))).toBe('shaLimit');
  });

  test('nothing asked of the seat; a request for something else', () => {
    const s = five({ 0: { hand: ['sha'] }, 1: { hand: ['sha', 'shan'] } });
    const v1 = viewOf(s, 1);
    expect(whyNotPlayable(v1, cardOf(v1.hand ?? [], 'sha'))).toBe('notAsked');
    const use = viewOf(s, 0).legal.find((d) => d.t === 'use' && d.as === 'sha' && d.targets[0] === 1);
    paopaosha.apply(s, 0, use as never);
    const w1 = viewOf(s, 1);
    expect(w1.ask?.kind).toBe('shan');
    expect(whyNotPlayable(w1, cardOf(w1.hand ?? [], 'sha'))).toBe('otherRequest');
    expect(whyNotPlayable(w1, cardOf(w1.hand ?? [], 'shan'))).toBeNull();
    // A spectator decides nothing.
    expect(whyNotPlayable(viewOf(s, null), cardOf(w1.hand ?? [], 'shan'))).toBe('notAsked');
  });
});
