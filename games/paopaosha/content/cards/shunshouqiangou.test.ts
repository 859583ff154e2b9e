/** Scenario tests of the card shunshouqiangou, beside its entry (shunshouqiangou.json); moved from test/tricks.test.ts. */
import { describe, expect, test } from 'vitest';
import { deckCard, type PaopaoshaEvent, paopaosha, useOf } from '../../src/index.ts';
import { ALL4, eventsOf, handKinds, noWuxie, scenario, use } from '../../test/helpers.ts';

describe('trick cards', () => {
  test('shunshouqiangou: take a random hand card or a chosen equipment card of a player at distance 1', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['shunshouqiangou♠3', 'shunshouqiangou♠4'] },
        { identity: 'qiangdao', hand: ['shan♦2'], equip: { weapon: 'm16' }, judging: ['huaquanquan'] },
        { identity: 'xiaozei', hand: ['sha'] },
        { identity: 'dachen', equip: { mount: 'wangcaigou' }, hand: ['sha'] },
      ],
    });
    const s3 = deckCard('shunshouqiangou♠3');
    // seat 2 is at distance 2 and seat 3 at distance 2 (旺财狗): only seat 1
    expect(g.legal(0).filter((d) => d.t === 'use' && d.card === s3)).toEqual([useOf(s3, 'shunshouqiangou', [1])]);
    use(g, 0, 'shunshouqiangou♠3', [1]);
    noWuxie(g, 'shunshouqiangou', ALL4);
    g.expectPending('choose', [0]);
    // hand or equipment, not delayed cards
    expect(g.state.ask?.options).toEqual([
      { o: 'hand', card: -1 },
      { o: 'card', card: deckCard('m16') },
    ]);
    let ev = g.decide(0, { t: 'choose', i: 1 });
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('m16')], count: 1, zone: 'equip', see: [] },
    ]);
    use(g, 0, 'shunshouqiangou♠4', [1]);
    noWuxie(g, 'shunshouqiangou', ALL4);
    ev = g.decide(0, { t: 'choose', i: 0 });
    // a hand card moves secretly: only the two players see which
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('shan♦2')], count: 1, zone: 'hand', see: [0, 1] },
    ]);
    expect(paopaosha.redactEvent(eventsOf(ev, 'move')[0] as PaopaoshaEvent, 2)).toMatchObject({
      cards: null,
      count: 1,
    });
    expect(handKinds(g.state, 0)).toEqual(['m16', 'shan']);
    expect(g.state.seats[1]?.hand).toEqual([]);
  });
});
