/** Scenario tests of the card guoluchailu, beside its entry (guoluchailu.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, useOf } from '../../src/index.ts';
import { discardTail, handKinds, noWuxie, scenario, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('guoluchailu: the user picks an equipment or delayed card of another player to discard (or a random hand card)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['guoluchailu♠3', 'guoluchailu♠4'] },
        {
          identity: 'qiangdao',
          hand: ['shan'],
          equip: { armor: 'baguazhen', mount: 'laoniu' },
          judging: ['huaquanquan'],
        },
        { identity: 'dachen' },
      ],
    });
    const ALL3 = [0, 1, 2];
    // another player with a card; not yourself
    const gl = deckCard('guoluchailu♠3');
    expect(g.legal(0).filter((d) => d.t === 'use' && d.card === gl)).toEqual([useOf(gl, 'guoluchailu', [1])]);
    use(g, 0, 'guoluchailu♠3', [1]);
    noWuxie(g, 'guoluchailu', ALL3);
    g.expectPending('choose', [0]);
    expect(g.state.ask?.options).toEqual([
      { o: 'hand', card: -1 },
      { o: 'card', card: deckCard('baguazhen') },
      { o: 'card', card: deckCard('laoniu') },
      { o: 'card', card: deckCard('huaquanquan') },
    ]);
    g.decide(0, { t: 'choose', i: 2 });
    expect(g.state.seats[1]?.equip.mount).toBe(-1);
    expect(discardTail(g.state, 2)).toEqual(['laoniu♣J', 'guoluchailu♠3']);
    use(g, 0, 'guoluchailu♠4', [1]);
    noWuxie(g, 'guoluchailu', ALL3);
    g.decide(0, { t: 'choose', i: 2 }); // the delayed 画圈圈
    expect(g.state.seats[1]?.judging).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['huaquanquan♠6', 'guoluchailu♠4']);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
  });
});
