/**
 * Boss mode (P-B1) victory: the team (every 跑跑, dead or alive) wins when the boss dies; the boss wins when every 跑跑
 * is dead. No identity rewards or penalties in boss mode (product reading 17); score cards as P-S3.
 */
import { describe, expect, test } from 'vitest';
import { PASS, type PaopaoshaSpec } from '../../src/index.ts';
import { eventsOf, scenario, use } from '../helpers.ts';

/** Boss mode, 4 seats, skills on: the 海盗王 at seat 0, 跑跑 1–3 (老皮). */
function boss4(seats: PaopaoshaSpec['seats'], turn = 0) {
  return scenario({ seats, turn, config: { mode: 'boss', characterSkills: true } });
}

describe('boss mode victory (P-B1)', () => {
  test('the team wins when the boss dies — every 跑跑, the dead ones too; the killer takes his score card', () => {
    const g = boss4(
      [
        { identity: 'guozhu', character: 'haidaowang', hp: 1 },
        { identity: 'qiangdao', hand: ['sha♠7'] },
        { identity: 'qiangdao' },
        { identity: 'qiangdao', alive: false },
      ],
      1,
    );
    use(g, 1, 'sha♠7', [0]);
    g.decide(0, PASS);
    // Dying: rescue asked from the current player (seat 1) in seat order; nobody saves him.
    g.decide(1, PASS);
    g.decide(2, PASS);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'death').map((e) => e.seat)).toEqual([0]);
    expect(g.state.result).toEqual({
      winners: [1, 2, 3],
      draw: false,
      reason: 'team',
      why: { 1: ['team'], 2: ['team'], 3: ['team'] },
      scores: [0, 2, 1, 0],
    });
    expect(g.pending()).toBeNull();
  });

  test('the boss wins when every 跑跑 is dead (魅力: only 躲 stops his 杀)', () => {
    const g = boss4([
      { identity: 'guozhu', character: 'haidaowang', hand: ['sha♠7'] },
      { identity: 'qiangdao', alive: false },
      { identity: 'qiangdao', hp: 1, hand: ['shan♦2'] },
      { identity: 'qiangdao', alive: false },
    ]);
    use(g, 0, 'sha♠7', [2]);
    g.expectPending('shan', [2]);
    expect(g.legal(2)).toEqual([PASS]);
    g.decide(2, PASS);
    g.decide(0, PASS);
    g.decide(2, PASS);
    expect(g.state.result).toMatchObject({ winners: [0], draw: false, reason: 'boss', why: { 0: ['boss'] } });
  });

  test('no identity rewards in boss mode: killing a 跑跑 (a qiangdao identity) draws nothing (product reading 17)', () => {
    const g = boss4(
      [
        { identity: 'guozhu', character: 'haidaowang' },
        { identity: 'qiangdao', hand: ['sha♠7', 'shan♦2'] },
        { identity: 'qiangdao', hp: 1 },
        { identity: 'qiangdao' },
      ],
      1,
    );
    expect(g.state.config.rewardsAndPenalties).toBe(true);
    use(g, 1, 'sha♠7', [2]);
    g.decide(2, PASS);
    g.decide(1, PASS);
    g.decide(2, PASS);
    g.decide(3, PASS);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'death').map((e) => e.seat)).toEqual([2]);
    expect(eventsOf(ev, 'reward')).toEqual([]);
    expect(g.state.seats[1]?.hand.length).toBe(1);
    expect(g.state.seats[1]?.score).toBe(2);
    expect(g.state.result).toBeNull();
    g.expectPending('play', [1]);
  });
});
