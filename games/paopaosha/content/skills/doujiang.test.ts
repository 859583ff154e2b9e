/** Scenario tests of the skill doujiang, beside its entry (doujiang.json); moved from test/skills/dou.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, playOf, useOf } from '../../src/index.ts';
import { eventsOf, use } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

/** The 水 uses among `seat`'s legal decisions. */
function shuiUses(g: ReturnType<typeof skills4>, seat: number) {
  return g.legal(seat).filter((d) => d.t === 'use' && d.as === 'shui');
}

describe('大大豆', () => {
  test('doujiang: any hand or equipment card can be used as 水, five times per game; a 6th is not offered', () => {
    const g = skills4(
      ['dadadou', 'heiniu', 'heiniu', 'heiniu'],
      [
        {
          maxHp: 8,
          hp: 1,
          hand: ['shui♥3', 'sha♠7', 'shan♦2', 'dantiao♠A', 'jiedaosharen♠Q', 'benlaijiuyou♥7'],
          equip: { weapon: 'dapao' },
        },
      ],
    );
    const ids = ['sha♠7', 'shan♦2', 'dantiao♠A', 'jiedaosharen♠Q', 'benlaijiuyou♥7', 'dapao'].map(deckCard);
    expect(shuiUses(g, 0)).toEqual([
      useOf(deckCard('shui♥3'), 'shui', []),
      ...ids.map((c) => useOf(c, 'shui', [], [], 'doujiang')),
    ]);
    // product reading 11: the equipped weapon, used as 水
    const ev = g.decide(0, useOf(deckCard('dapao'), 'shui', [], [], 'doujiang'));
    expect(eventsOf(ev, 'use')).toEqual([
      { t: 'use', seat: 0, card: deckCard('dapao'), as: 'shui', with: [], targets: [] },
    ]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 1, hp: 2, by: 0 }]);
    expect(g.state.seats[0]?.equip.weapon).toBe(-1);
    expect(g.state.discard.at(-1)).toBe(deckCard('dapao'));
    // product reading 10: no once-per-turn limit
    for (const c of ids.slice(0, 4)) g.decide(0, useOf(c, 'shui', [], [], 'doujiang'));
    expect(g.state.seats[0]?.uses.doujiang).toBe(5);
    expect(g.state.seats[0]?.hp).toBe(6);
    expect(shuiUses(g, 0)).toEqual([useOf(deckCard('shui♥3'), 'shui', [])]);
    g.expectRefused(0, useOf(deckCard('benlaijiuyou♥7'), 'shui', [], [], 'doujiang'), 'illegal');
  });

  test('doujiang: a card played as 水 saves a dying player (P-W2)', () => {
    const g = skills4(
      ['heiniu', 'xiaopi', 'heiniu', 'dadadou'],
      [{ hand: ['sha♠7'] }, { hp: 1 }, {}, { hand: ['shan♦2'] }],
    );
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 2]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    g.expectPending('rescue', [3]);
    const shan = deckCard('shan♦2');
    expect(g.legal(3)).toEqual([playOf(shan, 'shui', [], 'doujiang'), PASS]);
    const ev = g.decide(3, playOf(shan, 'shui', [], 'doujiang'));
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 1, amount: 1, hp: 1, by: 3 }]);
    expect(g.state.seats[3]?.uses.doujiang).toBe(1);
    expect(g.state.seats[3]?.hand).toEqual([]);
    g.expectPending('play', [0]);
  });
});
