import { describe, expect, test } from 'vitest';
import { END, PASS } from '../src/index.ts';
import { ALL4, noWuxie, play, scenario, use } from './helpers.ts';

/** 八卦阵's decision: judge instead of playing a 闪 (its entry's `equip.shanAlternative.decision`). */
const BAGUA = { t: 'bagua' } as const;

describe('rulings the rules review caught', () => {
  test('kongzhi (a): the target may not judge with 八卦阵 either (it counts as playing a 闪)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['kongzhi', 'sha'] },
        { identity: 'qiangdao', equip: { armor: 'baguazhen' } },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'kongzhi', [1]);
    noWuxie(g, 'kongzhi', ALL4);
    g.decide(0, { t: 'choose', i: 0 });
    use(g, 0, 'sha', [1]);
    g.expectPending('shan', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    expect(g.legal(1)).not.toContainEqual(BAGUA);
  });

  test('doujiyanji: only in 豆鸡眼’s own 单挑 must the other side play two 杀 (seed: 你出【单挑】同样的道理)', () => {
    // 豆鸡眼 is the TARGET of someone else's 单挑: the user plays one 杀 each time.
    const g = scenario({
      config: { characterSkills: true },
      seats: [
        { identity: 'guozhu', character: 'laopi', hand: ['dantiao', 'sha', 'sha'] },
        { identity: 'qiangdao', character: 'doujiyan', hand: ['sha'] },
        { identity: 'xiaozei', character: 'laopi' },
        { identity: 'dachen', character: 'laopi' },
      ],
    });
    use(g, 0, 'dantiao', [1]);
    noWuxie(g, 'dantiao', ALL4);
    g.expectPending('sha', [1]);
    play(g, 1, 'sha');
    g.expectPending('sha', [0]);
    play(g, 0, 'sha');
    // one 杀 from the user sufficed: the target is asked again
    g.expectPending('sha', [1]);
    g.decide(1, PASS);
    expect(g.state.seats[1]?.hp).toBe((g.state.seats[1]?.maxHp ?? 0) - 1);
    g.expectPending('play', [0]);
    g.decide(0, END);
  });
});
