/** Scenario tests of the card shijianqianjin, beside its entry (shijianqianjin.json); moved from test/delayed.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, useOf } from '../../src/index.ts';
import { ALL4, atStart, discardTail, eventsOf, handKinds, noWuxie, scenario } from '../../test/helpers.ts';

describe('画圈圈 一不留神 时间前进', () => {
  test('shijianqianjin: placed on another player, who skips their whole next turn; then discarded', () => {
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['shijianqianjin'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    const t = deckCard('shijianqianjin');
    expect(g0.legal(0)).toEqual([useOf(t, 'shijianqianjin', [1]), useOf(t, 'shijianqianjin', [2]), END]);

    const g = atStart({ judging: ['shijianqianjin'], hand: ['sha'] }, { drawTop: ['shan', 'shan', 'shui', 'shui'] });
    const ev = noWuxie(g, 'shijianqianjin', ALL4);
    expect(eventsOf(ev, 'judge')).toEqual([]);
    expect(eventsOf(ev, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'turn' }]);
    expect(handKinds(g.state, 1)).toEqual(['sha']); // no draw
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['shijianqianjin♣6']);
    expect(eventsOf(ev, 'turn')).toEqual([{ t: 'turn', seat: 2, round: 1, turn: 2 }]);
    g.expectPending('play', [2]);
    expect(handKinds(g.state, 2)).toEqual(['shan', 'shan']);
  });
});
