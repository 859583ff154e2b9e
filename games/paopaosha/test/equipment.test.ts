import { describe, expect, test } from 'vitest';
import { deckCard, distance, END, PASS, paopaosha } from '../src/index.ts';
import { discardTail, eventsOf, four, noWuxie, scenario, shaTargets, use } from './helpers.ts';

describe('P-T4 equipment slots', () => {
  test('P-T4: equipment is used in the play phase into its slot; a card already there is discarded', () => {
    const g = four([
      {
        hand: ['dapao', 'baguazhen', 'zhenzhengou', 'gongshanziwuyingjiao'],
        equip: { weapon: 'muchui', mount: 'laoniu' },
      },
    ]);
    let ev = use(g, 0, 'dapao');
    expect(eventsOf(ev, 'equip')).toEqual([
      { t: 'equip', seat: 0, card: deckCard('dapao'), replaced: deckCard('muchui') },
    ]);
    expect(discardTail(g.state, 1)).toEqual(['muchui♠6']);
    use(g, 0, 'baguazhen');
    // one mount slot (seed: 坐骑武器各只能装备一张): an attacking mount replaces a defending one
    ev = use(g, 0, 'zhenzhengou');
    expect(eventsOf(ev, 'equip')[0]?.replaced).toBe(deckCard('laoniu'));
    use(g, 0, 'gongshanziwuyingjiao');
    expect(g.state.seats[0]?.equip).toEqual({
      weapon: deckCard('dapao'),
      armor: deckCard('baguazhen'),
      mount: deckCard('zhenzhengou'),
      book: deckCard('gongshanziwuyingjiao'),
    });
    expect(g.state.seats[0]?.hand).toEqual([]);
    expect(discardTail(g.state, 2)).toEqual(['muchui♠6', 'laoniu♣J']);
  });

  test('P-T4: a skill book is equipped into the book slot and replaced like any equipment (its effect: test/books)', () => {
    const g = four([{ hand: ['diannaoqicaishu', 'shenmijingqi'] }]);
    use(g, 0, 'diannaoqicaishu');
    const ev = use(g, 0, 'shenmijingqi');
    expect(eventsOf(ev, 'equip')[0]).toMatchObject({
      card: deckCard('shenmijingqi'),
      replaced: deckCard('diannaoqicaishu'),
    });
    expect(g.legal(0)).toEqual([END]);
  });
});

describe('mounts and P-T3 distance', () => {
  test('P-T3: seat distance is the shorter way round; with no weapon a 杀 reaches distance 1 only', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha'] },
        { identity: 'qiangdao' },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
    });
    expect([1, 2, 3, 4].map((t) => distance(g.state, 0, t))).toEqual([1, 2, 2, 1]);
    expect(shaTargets(g, 0)).toEqual([[1], [4]]);
    expect(paopaosha.view(g.state, 0).players.map((p) => p.distance)).toEqual([null, 1, 2, 2, 1]);
  });

  test('P-T3: distance with 老牛 and 震震狗 after a death shortens the table (only alive players count)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['dantiao', 'sha'], equip: { weapon: 'dapao', mount: 'zhenzhengou' } },
        { identity: 'qiangdao', hp: 1 },
        { identity: 'qiangdao', alive: false },
        { identity: 'dachen', equip: { mount: 'laoniu' } },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
      ],
      drawTop: ['shan', 'shan', 'shan'],
    });
    // seat distance 0→3: 2 (seat 2 is dead); −1 (震震狗) +2 (老牛) = 3 > 大炮's 2
    expect(distance(g.state, 0, 3)).toBe(3);
    expect(shaTargets(g, 0)).toEqual([[1], [4], [5]]);
    use(g, 0, 'dantiao', [1]);
    noWuxie(g, 'dantiao', [0, 1, 3, 4, 5]);
    g.decide(1, PASS);
    for (const seat of [0, 1, 3, 4, 5]) {
      g.expectPending('rescue', [seat]);
      g.decide(seat, PASS);
    }
    expect(g.state.seats[1]?.alive).toBe(false);
    // seat distance 0→3 is now 1: 1 − 1 + 2 = 2, within 大炮's range
    expect(distance(g.state, 0, 3)).toBe(2);
    expect(paopaosha.view(g.state, 0).players[3]).toMatchObject({ distance: 2, inRange: true });
    expect(shaTargets(g, 0)).toEqual([[3], [4], [5]]);
  });
});
