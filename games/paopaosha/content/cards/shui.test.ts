/** Scenario tests of the card shui, beside its entry (shui.json); moved from test/basic.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, useOf } from '../../src/index.ts';
import { discardTail, eventsOf, scenario, use } from '../../test/helpers.ts';

describe('杀 闪 水 (basic cards)', () => {
  test('shui: in the play phase heals its user 1, never above max HP; not usable at full HP', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hp: 2, hand: ['shui♥3', 'shui♥4'] },
        { identity: 'qiangdao' },
        { identity: 'dachen' },
      ],
    });
    const ev = use(g, 0, 'shui♥3');
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 3, by: 0 }]);
    expect(discardTail(g.state, 1)).toEqual(['shui♥3']);
    use(g, 0, 'shui♥4');
    expect(g.state.seats[0]?.hp).toBe(4);
    expect(g.state.seats[0]?.maxHp).toBe(4);
    // at full HP 水 is no longer offered
    const g2 = scenario({
      seats: [{ identity: 'guozhu', hand: ['shui'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    expect(g2.legal(0)).toEqual([END]);
    g2.expectRefused(0, useOf(deckCard('shui'), 'shui', []), 'illegal');
  });
});
