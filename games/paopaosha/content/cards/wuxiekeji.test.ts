/** Scenario tests of the card wuxiekeji, beside its entry (wuxiekeji.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, playOf } from '../../src/index.ts';
import { ALL4, discardTail, eventsOf, fourHands, handKinds, passAll, play, use } from '../../test/helpers.ts';

describe('无懈可击 (P-G5, P-G6)', () => {
  test('wuxiekeji: a 无懈可击 window asks every alive player, whatever their hand, and cancels the trick on its target', () => {
    const g = fourHands([['guoluchailu'], ['shan'], ['wuxiekeji'], []]);
    use(g, 0, 'guoluchailu', [1]);
    // P-G6: all four are asked, seat 2 (who holds one) and everyone else alike.
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask).toMatchObject({ cardKind: 'guoluchailu', target: 1, source: 0 });
    expect(g.legal(0)).toEqual([PASS]);
    expect(g.legal(2)).toEqual([playOf(deckCard('wuxiekeji'), 'wuxiekeji'), PASS]);
    g.decide(0, PASS);
    g.decide(1, PASS);
    play(g, 2, 'wuxiekeji');
    // seat 3 must still answer: the window waits for everyone (P-G6), then the earliest 无懈可击 counts
    g.expectPending('wuxie', [3]);
    g.decide(3, PASS);
    g.expectPending('wuxie', ALL4); // the window about seat 2's 无懈可击
    expect(g.state.ask).toMatchObject({ cardKind: 'wuxiekeji', target: 1, source: 2 });
    const ev = passAll(g);
    expect(eventsOf(ev, 'nullified')).toEqual([{ t: 'nullified', kind: 'guoluchailu', target: 1 }]);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(discardTail(g.state, 2)).toEqual(['wuxiekeji♠J', 'guoluchailu♠3']);
    g.expectPending('play', [0]);
  });

  test('wuxiekeji: 无懈可击 against 无懈可击, three deep — the second cancels the first, so the trick takes effect', () => {
    const g = fourHands([['guoluchailu'], ['shan', 'wuxiekeji♠J'], [], ['wuxiekeji♣Q']]);
    use(g, 0, 'guoluchailu', [1]);
    // window 1: about 过路拆路 on seat 1
    g.expectPending('wuxie', ALL4);
    g.decide(0, PASS);
    play(g, 1, 'wuxiekeji');
    g.decide(2, PASS);
    g.decide(3, PASS);
    // window 2: about seat 1's 无懈可击, asked from seat 1
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask?.seats).toEqual([1, 2, 3, 0]);
    expect(g.state.ask).toMatchObject({ cardKind: 'wuxiekeji', source: 1 });
    expect(g.state.table).toEqual([deckCard('guoluchailu'), deckCard('wuxiekeji♠J')]);
    g.decide(0, PASS);
    g.decide(1, PASS);
    g.decide(2, PASS);
    play(g, 3, 'wuxiekeji');
    // window 3: about seat 3's 无懈可击, asked from seat 3; nobody has another
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask?.seats).toEqual([3, 0, 1, 2]);
    expect(g.state.ask).toMatchObject({ cardKind: 'wuxiekeji', source: 3 });
    let ev = passAll(g);
    // seat 3's 无懈可击 stands and cancels seat 1's; the 过路拆路 is about to take effect again: its window reopens
    expect(eventsOf(ev, 'nullified')).toEqual([{ t: 'nullified', kind: 'wuxiekeji', target: 1 }]);
    g.expectPending('wuxie', ALL4);
    expect(g.state.ask).toMatchObject({ cardKind: 'guoluchailu', source: 0 });
    ev = passAll(g);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([{ o: 'hand', card: -1 }]);
    ev = g.decide(0, { t: 'choose', i: 0 });
    expect(eventsOf(ev, 'discard')).toEqual([
      { t: 'discard', seat: 1, cards: [deckCard('shan')], reason: 'guoluchailu' },
    ]);
    expect(handKinds(g.state, 1)).toEqual([]);
    expect(discardTail(g.state, 4)).toEqual(['wuxiekeji♣Q', 'wuxiekeji♠J', 'shan♥2', 'guoluchailu♠3']);
    expect(g.state.table).toEqual([]);
  });

  test('wuxiekeji: not usable in the play phase', () => {
    const g = fourHands([['wuxiekeji']]);
    expect(g.legal(0)).toEqual([END]);
  });
});
