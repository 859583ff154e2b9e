import { describe, expect, test } from 'vitest';
import { PASS } from '../src/index.ts';
import { fourHands, handKinds, play, scenario, use } from './helpers.ts';

describe('无懈可击 (P-G5, P-G6)', () => {
  test('P-G6: a window is resolved by seat order from the user, not by arrival: the earlier seat’s 无懈可击 is used', () => {
    const g = fourHands([['guoluchailu'], ['shan', 'wuxiekeji♠J'], [], ['wuxiekeji♣Q']]);
    use(g, 0, 'guoluchailu', [1]);
    play(g, 3, 'wuxiekeji'); // arrives first
    g.decide(2, PASS);
    g.decide(0, PASS);
    play(g, 1, 'wuxiekeji'); // arrives last, but seat 1 comes before seat 3 from seat 0
    expect(g.state.ask?.source).toBe(1);
    expect(handKinds(g.state, 3)).toEqual(['wuxiekeji']);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
  });

  test('P-G6: dead players are not asked in a 无懈可击 window', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['benlaijiuyou'] },
        { identity: 'qiangdao' },
        { identity: 'xiaozei', alive: false },
        { identity: 'dachen' },
      ],
    });
    use(g, 0, 'benlaijiuyou');
    g.expectPending('wuxie', [0, 1, 3]);
  });
});
