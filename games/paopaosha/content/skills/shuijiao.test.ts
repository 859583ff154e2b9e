/** Scenario tests of the skill shuijiao, beside its entry (shuijiao.json); moved from test/skills/pi.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, viewOf } from '../../src/index.ts';
import { eventsOf, hps, noWuxie, play, scenario, use } from '../../test/helpers.ts';
import { IDS4, options, pick, skills4 } from '../../test/skills/skill-helpers.ts';

describe('皮蛋', () => {
  test('shuijiao: at turn start 皮蛋 may skip the whole turn; until the next turn starts no damage reaches them', () => {
    const g = skills4(['pidan', 'heiniu', 'heiniu', 'heiniu'], [{ judging: ['huaquanquan'] }, { hand: ['sha♠7'] }], {
      phase: 'start',
      drawTop: ['shan♦2', 'shan♦3', 'sha♣3', 'sha♣4', 'shui♥3', 'shui♥4', 'sha♣8', 'sha♣9'],
    });
    // a yes/no choose request before the delayed cards are judged
    g.expectPending('choose', [0]);
    expect(g.state.ask).toMatchObject({ reason: 'shuijiao' });
    expect(options(g)).toEqual([
      { o: 'yes', card: -1 },
      { o: 'no', card: -1 },
    ]);
    let ev = pick(g, 0, 'yes');
    expect(eventsOf(ev, 'skill')).toEqual([{ t: 'skill', seat: 0, id: 'shuijiao', targets: [], cards: [] }]);
    expect(eventsOf(ev, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'turn' }]);
    // the whole turn is skipped: no judgement, no draw; the 画圈圈 stays for the next turn
    expect(eventsOf(ev, 'judge')).toEqual([]);
    expect(eventsOf(ev, 'draw').map((e) => e.seat)).toEqual([1]);
    expect(g.state.seats[0]?.judging).toEqual([deckCard('huaquanquan')]);
    expect(g.state.seats[0]?.hand).toEqual([]);
    expect(g.state.seats[0]?.asleep).toBe(true);
    expect(viewOf(g.state, 2).players[0]?.asleep).toBe(true);
    // seat 1's 杀 hits nothing: the damage is prevented
    g.expectPending('play', [1]);
    use(g, 1, 'sha♠7', [0]);
    g.expectPending('shan', [0]);
    ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'prevent')).toEqual([{ t: 'prevent', seat: 0, amount: 1, by: 'shuijiao' }]);
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    g.decide(1, END);
    g.decide(2, END);
    g.decide(3, END);
    // 皮蛋's next turn starts: the immunity ends, and 睡觉 is offered again
    g.expectPending('choose', [0]);
    expect(g.state.seats[0]?.asleep).toBe(false);
    pick(g, 0, 'no');
    // declined: the turn goes on, the 画圈圈 now resolves
    noWuxie(g, 'huaquanquan', [0, 1, 2, 3]);
    expect(eventsOf(g.events, 'judge')).toEqual([
      { t: 'judge', seat: 0, card: deckCard('sha♣8'), reason: 'huaquanquan', hit: false },
    ]);
  });

  test('shuijiao: product reading 1 — 时间前进 resolves before 睡觉; if it skips the turn, 睡觉 is not asked', () => {
    const g = skills4(['pidan', 'heiniu', 'heiniu', 'heiniu'], [{ judging: ['shijianqianjin'] }], { phase: 'start' });
    noWuxie(g, 'shijianqianjin', [0, 1, 2, 3]);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 0, what: 'turn' }]);
    expect(g.state.seats[0]?.asleep).toBe(false);
    g.expectPending('play', [1]);
    // cancelled by 无懈可击: the turn goes on and 睡觉 is asked
    const c = skills4(
      ['pidan', 'heiniu', 'heiniu', 'heiniu'],
      [{ judging: ['shijianqianjin'] }, { hand: ['wuxiekeji'] }],
      {
        phase: 'start',
      },
    );
    c.decide(0, PASS);
    play(c, 1, 'wuxiekeji');
    c.decide(2, PASS);
    c.decide(3, PASS);
    noWuxie(c, 'wuxiekeji', [0, 1, 2, 3]);
    c.expectPending('choose', [0]);
    expect(c.state.ask).toMatchObject({ reason: 'shuijiao' });
  });

  test('shuijiao: with character skills off (the scenario default) 皮蛋 is not asked', () => {
    const g = scenario({
      seats: IDS4.map((identity) => ({ identity, character: 'pidan' as const })),
      phase: 'start',
    });
    g.expectPending('play', [0]);
  });
});
