/** Scenario tests of the card yibuliushen, beside its entry (yibuliushen.json); moved from test/delayed.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, useOf } from '../../src/index.ts';
import { ALL4, atStart, eventsOf, handKinds, noWuxie, scenario } from '../../test/helpers.ts';

describe('画圈圈 一不留神 时间前进', () => {
  test('yibuliushen: in the next draw phase the holder first discards 2 hand cards, then draws', () => {
    const g0 = scenario({
      seats: [{ identity: 'guozhu', hand: ['yibuliushen'] }, { identity: 'qiangdao' }, { identity: 'dachen' }],
    });
    const y = deckCard('yibuliushen');
    expect(g0.legal(0)).toEqual([useOf(y, 'yibuliushen', [1]), useOf(y, 'yibuliushen', [2]), END]);

    const g = atStart({ judging: ['yibuliushen'], hand: ['sha♠7', 'shan♦2', 'shui♥3'] }, { drawTop: ['duo', 'dilei'] });
    // no judgement; the 无懈可击 window comes in the draw phase (rules page §5)
    expect(g.state.phase).toBe('draw');
    noWuxie(g, 'yibuliushen', ALL4);
    expect(eventsOf(g.events, 'judge')).toEqual([]);
    g.expectPending('discard', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'yibuliushen', count: 2 });
    g.decide(1, { t: 'discard', card: deckCard('sha♠7') });
    g.expectPending('discard', [1]);
    expect(g.state.ask?.count).toBe(1);
    g.decide(1, { t: 'discard', card: deckCard('shui♥3') });
    expect(handKinds(g.state, 1)).toEqual(['dilei', 'duo', 'shan']);
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(g.state.discard.slice(-3).map((c) => c)).toEqual([
      deckCard('yibuliushen'),
      deckCard('sha♠7'),
      deckCard('shui♥3'),
    ]);
    g.expectPending('play', [1]);
  });

  test('yibuliushen: with fewer than 2 hand cards the draw phase is skipped', () => {
    const g = atStart({ judging: ['yibuliushen'], hand: ['sha'] }, { drawTop: ['duo', 'dilei'] });
    noWuxie(g, 'yibuliushen', ALL4);
    expect(eventsOf(g.events, 'skip')).toEqual([{ t: 'skip', seat: 1, what: 'draw' }]);
    expect(handKinds(g.state, 1)).toEqual(['sha']);
    g.expectPending('play', [1]);
  });

  test('yibuliushen: waits for the draw phase — the cards judged at the turn start come first', () => {
    // placed: 画圈圈 first, then 一不留神 (the newest); 一不留神 is still resolved after 画圈圈, in the draw phase
    const g = atStart({ judging: ['huaquanquan', 'yibuliushen'], hand: ['sha', 'sha'] }, { drawTop: ['sha♣3'] });
    noWuxie(g, 'huaquanquan', ALL4);
    expect(g.state.phase).toBe('draw');
    noWuxie(g, 'yibuliushen', ALL4);
    g.expectPending('discard', [1]);
  });
});
