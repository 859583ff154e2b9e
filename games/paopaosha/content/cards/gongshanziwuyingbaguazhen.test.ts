/**
 * 公山子无影八卦阵 gongshanziwuyingbaguazhen (skill book): your 杀 ignores distance and armor; only the 国主 can target you
 * with 杀 or 单挑; once per play phase you may use one 杀 on both neighbours of the player with the lowest HP (you choose
 * among ties; never yourself). Product reading 9: that 杀 counts toward your 杀 limit; the lowest HP is found among all
 * alive players, you included.
 */
import { describe, expect, test } from 'vitest';
import {
  deckCard,
  END,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaSpec,
  playOf,
  useOf,
  viewOf,
} from '../../src/index.ts';
import { eventsOf, hps, scenario, use } from '../../test/helpers.ts';

const BOOK = 'gongshanziwuyingbaguazhen';
type SeatSpec = PaopaoshaSpec['seats'][number];

/** Five seats (all 老皮): 国主 0 (5 HP), 大臣 1, 强盗 2, 强盗 3, 小贼 4 (4 HP); books on. */
function five(seats: Partial<SeatSpec>[], extra: Partial<PaopaoshaSpec> = {}) {
  const ids = ['guozhu', 'dachen', 'qiangdao', 'qiangdao', 'xiaozei'] as const;
  return scenario({
    seats: ids.map((identity, i) => ({ identity, ...(seats[i] ?? {}) })),
    config: { characterSkills: true },
    ...extra,
  });
}

const shaTargets = (legal: readonly PaopaoshaDecision[]) =>
  legal.filter((d) => d.t === 'use' && d.as === 'sha').map((d) => (d.t === 'use' ? d.targets : []));
const skillTargets = (legal: readonly PaopaoshaDecision[]) =>
  legal.filter((d) => d.t === 'skill' && d.id === BOOK).map((d) => (d.t === 'skill' ? [d.cards, d.targets] : []));

describe('公山子无影八卦阵 gongshanziwuyingbaguazhen', () => {
  test('your 杀 ignores distance and armor: a player at distance 2 can be targeted and cannot judge 八卦阵', () => {
    const g = five([
      { hand: ['sha♠7'], equip: { book: BOOK } },
      {},
      { hand: ['shan♦2'], equip: { armor: 'baguazhen' } },
    ]);
    expect(shaTargets(g.legal(0))).toEqual([[1], [2], [3], [4]]);
    expect(viewOf(g.state, 0).players[2]?.inRange).toBe(true);
    use(g, 0, 'sha', [2]);
    g.expectPending('shan', [2]);
    // No BAGUA option: the armor is ignored.
    expect(g.legal(2)).toEqual([playOf(deckCard('shan♦2'), 'shan'), PASS]);
    const ev = g.decide(2, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 2, amount: 1, source: 0, card: deckCard('sha♠7'), hp: 3 },
    ]);
  });

  test('without the book the same 杀 reaches distance 1 only', () => {
    const g = five([{ hand: ['sha♠7', BOOK] }]);
    expect(shaTargets(g.legal(0))).toEqual([[1], [4]]);
  });

  test('only the 国主 can target the holder with 杀 or 单挑 (借刀杀人 included); other cards still reach them', () => {
    const g = five(
      [
        {},
        { hand: ['sha♠7', 'dantiao', 'jiedaosharen', 'guoluchailu'] },
        { hand: ['shan'], equip: { book: BOOK } },
        { equip: { weapon: 'm16' } },
      ],
      { turn: 1 },
    );
    const legal = g.legal(1);
    // Seat 2 is at distance 1 of seat 1 but protected; seat 0 is in range.
    expect(shaTargets(legal)).toEqual([[0]]);
    expect(viewOf(g.state, 1).players[2]?.inRange).toBe(false);
    const of = (k: string) =>
      legal.filter((d) => d.t === 'use' && d.as === k).map((d) => (d.t === 'use' ? d.targets : []));
    expect(of('dantiao')).toEqual([[0], [3], [4]]);
    expect(of('jiedaosharen')).toEqual([
      [3, 0],
      [3, 1],
      [3, 4],
    ]);
    // Seat 0 holds no card; seat 2 (the holder) is reachable by a trick card.
    expect(of('guoluchailu')).toEqual([[2], [3]]);
  });

  test('the 国主 may target the holder with 杀 and 单挑', () => {
    const g = five([{ hand: ['sha♠7', 'dantiao'], equip: { weapon: 'dapao' } }, {}, { equip: { book: BOOK } }]);
    const legal = g.legal(0);
    expect(shaTargets(legal)).toEqual([[1], [2], [3], [4]]);
    expect(legal).toContainEqual(useOf(deckCard('dantiao'), 'dantiao', [2]));
  });

  test('one 杀 on both neighbours of the lowest-HP player, in seat order; it counts toward the 杀 limit', () => {
    const g = five([
      { hand: ['sha♠7', 'sha♠8'], equip: { book: BOOK } },
      {},
      {},
      { hp: 1 },
      { equip: { armor: 'baguazhen' } },
    ]);
    const s7 = deckCard('sha♠7');
    const s8 = deckCard('sha♠8');
    // Seat 3 has the lowest HP: its neighbours are seats 2 and 4.
    expect(skillTargets(g.legal(0))).toEqual([
      [[s7], [2, 4]],
      [[s8], [2, 4]],
    ]);
    const ev0 = g.decide(0, { t: 'skill', id: BOOK, cards: [s7], targets: [2, 4] });
    expect(eventsOf(ev0, 'use')).toEqual([{ t: 'use', seat: 0, card: s7, as: 'sha', with: [], targets: [2, 4] }]);
    g.expectPending('shan', [2]);
    g.decide(2, PASS);
    g.expectPending('shan', [4]);
    expect(g.legal(4)).toEqual([PASS]); // armor ignored
    g.decide(4, PASS);
    expect(hps(g.state)).toEqual([5, 4, 3, 1, 3]);
    g.expectPending('play', [0]);
    // Reading 9: it was this phase's 杀; no other 杀 and no second use.
    expect(g.state.seats[0]?.shaUsed).toBe(1);
    expect(g.legal(0)).toEqual([END]);
  });

  test('ties: you choose which lowest-HP player; a neighbour that is yourself is left out', () => {
    const g = five([{ hand: ['sha♠7'], equip: { book: BOOK } }, { hp: 2 }, {}, { hp: 2 }]);
    const s7 = deckCard('sha♠7');
    // Seat 1's neighbours are seat 0 (you: left out) and seat 2; seat 3's are seats 2 and 4.
    expect(skillTargets(g.legal(0))).toEqual([
      [[s7], [2]],
      [[s7], [2, 4]],
    ]);
    g.decide(0, { t: 'skill', id: BOOK, cards: [s7], targets: [2] });
    g.decide(2, PASS);
    expect(hps(g.state)).toEqual([5, 2, 3, 2, 4]);
  });

  test('the lowest HP may be your own: then your two neighbours are the targets', () => {
    const g = five([{ hand: ['sha♠7'], equip: { book: BOOK }, hp: 1 }]);
    expect(skillTargets(g.legal(0))).toEqual([[[deckCard('sha♠7')], [1, 4]]]);
  });

  test('not offered once the phase 杀 is used; with pAK-470 it is, but only once per play phase', () => {
    const used = five([{ hand: ['sha♠7'], equip: { book: BOOK } }, { hp: 1 }], { shaUsed: 1 });
    expect(skillTargets(used.legal(0))).toEqual([]);
    const g = five([{ hand: ['sha♠7', 'sha♠8'], equip: { book: BOOK, weapon: 'pak470' } }, {}, { hp: 1 }], {
      shaUsed: 1,
    });
    const s7 = deckCard('sha♠7');
    expect(skillTargets(g.legal(0))).toEqual([
      [[s7], [1, 3]],
      [[deckCard('sha♠8')], [1, 3]],
    ]);
    g.decide(0, { t: 'skill', id: BOOK, cards: [s7], targets: [1, 3] });
    g.decide(1, PASS);
    g.decide(3, PASS);
    expect(skillTargets(g.legal(0))).toEqual([]);
    expect(shaTargets(g.legal(0)).length).toBe(4);
  });
});
