/**
 * 强盗 qiangdao (海盗王): any hand card can be used as 强盗入侵, once per turn (product reading 10, P-T6). The 强盗入侵
 * it makes is a trick card: 无懈可击 and 盾牌 apply (product reading 3).
 */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, type PaopaoshaDecision, useOf } from '../../src/index.ts';
import { decider, runUntil } from '../../test/control/control-helpers.ts';
import { eventsOf, noWuxie, play, scenario } from '../../test/helpers.ts';

const QIANGDAO = (d: PaopaoshaDecision) => d.t === 'use' && d.via === 'qiangdao';

/** Boss mode, 4 seats, skills on: the 海盗王 at seat 0; 跑跑 1, 2 (盾牌), 3 (a 杀). */
function boss4() {
  return scenario({
    seats: [
      { identity: 'guozhu', character: 'haidaowang', hand: ['shan♦2', 'qiangdaoruqin', 'shui♥3', 'wandaoqifa'] },
      { identity: 'qiangdao' },
      { identity: 'qiangdao', equip: { armor: 'dunpai' } },
      { identity: 'qiangdao', hand: ['sha♠8'] },
    ],
    config: { mode: 'boss', characterSkills: true },
  });
}

describe('强盗 qiangdao', () => {
  test('qiangdao: every hand card but a real 强盗入侵 is offered as 强盗入侵 (the real one as itself)', () => {
    const g = boss4();
    const ids = ['shan♦2', 'shui♥3', 'wandaoqifa'].map(deckCard);
    expect(g.legal(0).filter(QIANGDAO)).toEqual(ids.map((c) => useOf(c, 'qiangdaoruqin', [], [], 'qiangdao')));
    expect(g.legal(0)).toContainEqual(useOf(deckCard('qiangdaoruqin'), 'qiangdaoruqin', []));
  });

  test('qiangdao: resolves as a 强盗入侵 (a trick: 无懈可击 window, 盾牌 stops it); then not again this turn', () => {
    const g = boss4();
    const shan = deckCard('shan♦2');
    const ev = g.decide(0, useOf(shan, 'qiangdaoruqin', [], [], 'qiangdao'));
    expect(eventsOf(ev, 'use')).toEqual([
      { t: 'use', seat: 0, card: shan, as: 'qiangdaoruqin', with: [], targets: [] },
    ]);
    expect(g.state.seats[0]?.hand).not.toContain(shan);
    // Seat 1: a 无懈可击 window, then a 杀 or 1 damage.
    noWuxie(g, 'qiangdaoruqin', [0, 1, 2, 3]);
    g.expectPending('sha', [1]);
    const hit = g.decide(1, PASS);
    expect(eventsOf(hit, 'damage')).toMatchObject([{ seat: 1, amount: 1, source: 0 }]);
    // Seat 2's 盾牌: no effect on it, no window. Seat 3 plays its 杀.
    expect(eventsOf(hit, 'immune')).toEqual([{ t: 'immune', seat: 2, kind: 'qiangdaoruqin', by: 'dunpai' }]);
    noWuxie(g, 'qiangdaoruqin', [0, 1, 2, 3]);
    play(g, 3, 'sha♠8');
    g.expectPending('play', [0]);
    expect(g.state.discard.slice(-2)).toEqual([deckCard('sha♠8'), shan]);
    expect(g.state.seats[0]?.uses.qiangdao).toBe(1);
    // Once per turn: no more conversions; the real 强盗入侵 is still offered.
    expect(g.legal(0).filter(QIANGDAO)).toEqual([]);
    expect(g.legal(0)).toContainEqual(useOf(deckCard('qiangdaoruqin'), 'qiangdaoruqin', []));
    g.expectRefused(0, useOf(deckCard('shui♥3'), 'qiangdaoruqin', [], [], 'qiangdao'), 'illegal');
    // The boss's next turn: offered again.
    runUntil(g, () => g.state.turn === 0 && g.state.turns > 1 && g.state.ask?.kind === 'play');
    expect(decider(g, 0)).toBe(0);
    expect(g.legal(0).filter(QIANGDAO).length).toBe(
      g.state.seats[0]?.hand.filter((c) => c !== deckCard('qiangdaoruqin')).length,
    );
  });

  test('qiangdao: off with characterSkills off', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', character: 'haidaowang', hand: ['shan♦2'] },
        { identity: 'qiangdao', hand: ['shan♦3'] },
        { identity: 'qiangdao' },
      ],
      config: { mode: 'boss' },
    });
    expect(g.legal(0).filter(QIANGDAO)).toEqual([]);
  });
});
