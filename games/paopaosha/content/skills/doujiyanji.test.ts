/** Scenario tests of the skill doujiyanji, beside its entry (doujiyanji.json); moved from test/skills/dou.test.ts. */
import { describe, expect, test } from 'vitest';
import { END, PASS } from '../../src/index.ts';
import { eventsOf, hps, noWuxie, play, use } from '../../test/helpers.ts';
import { skills4 } from '../../test/skills/skill-helpers.ts';

describe('豆鸡眼', () => {
  test('doujiyanji: a target needs two 闪 to stop 豆鸡眼’s 杀', () => {
    const g = skills4(['doujiyan', 'heiniu', 'heiniu', 'heiniu'], [{ hand: ['sha♠7'] }, { hand: ['shan♦2'] }]);
    use(g, 0, 'sha♠7', [1]);
    expect(g.state.ask).toMatchObject({ kind: 'shan', count: 2 });
    play(g, 1, 'shan♦2');
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage').map((e) => [e.seat, e.amount])).toEqual([[1, 1]]);
  });

  test('doujiyanji: in 豆鸡眼’s 单挑 the other side must play two 杀 each time', () => {
    const g = skills4(
      ['doujiyan', 'heiniu', 'heiniu', 'heiniu'],
      [{ hand: ['dantiao♠A', 'sha♠7'] }, { hand: ['sha♣3', 'sha♣4', 'sha♣8'] }],
    );
    use(g, 0, 'dantiao♠A', [1]);
    noWuxie(g, 'dantiao', [0, 1, 2, 3]);
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♣3');
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♣4');
    // 豆鸡眼 answers with one
    g.expectPending('sha', [0]);
    play(g, 0, 'sha♠7');
    g.expectPending('sha', [1]);
    play(g, 1, 'sha♣8');
    g.expectPending('sha', [1]);
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage').map((e) => [e.seat, e.amount, e.source])).toEqual([[1, 1, 0]]);
    expect(hps(g.state)).toEqual([4, 3, 4, 4]);
    g.decide(0, END);
  });
});
