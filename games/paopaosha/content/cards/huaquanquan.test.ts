/** Scenario tests of the card huaquanquan, beside its entry (huaquanquan.json); moved from test/delayed.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, useOf } from '../../src/index.ts';
import { ALL4, atStart, discardTail, eventsOf, noWuxie, scenario } from '../../test/helpers.ts';

describe('画圈圈 一不留神 时间前进', () => {
  test('huaquanquan: placed on another player; judged not ♣ → the play phase is skipped; then discarded', () => {
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['huaquanquan'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    const h = deckCard('huaquanquan');
    expect(g0.legal(0)).toEqual([useOf(h, 'huaquanquan', [1]), useOf(h, 'huaquanquan', [2]), END]);

    const g = atStart(
      { judging: ['huaquanquan'], hand: ['sha', 'sha', 'sha', 'sha', 'sha'] },
      { drawTop: ['shan♦2', 'shui', 'shui'] },
    );
    noWuxie(g, 'huaquanquan', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'play' }]);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['shan♦2', 'huaquanquan♠6']);
    // draw phase happened (7 cards), then straight to the discard phase: down to 4
    g.expectPending('discard', [1]);
    expect(g.state.ask?.count).toBe(3);
  });

  test('huaquanquan: judged ♣ → the play phase happens as usual', () => {
    const g = atStart({ judging: ['huaquanquan'] }, { drawTop: ['sha♣3'] });
    noWuxie(g, 'huaquanquan', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([]);
    g.expectPending('play', [1]);
    expect(discardTail(g.state, 2)).toEqual(['sha♣3', 'huaquanquan♠6']);
  });
});
