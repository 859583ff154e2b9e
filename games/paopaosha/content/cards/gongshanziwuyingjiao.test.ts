/**
 * 公山子无影脚 gongshanziwuyingjiao (skill book): your 杀 resolves as 单挑 against its target, and you may use any number
 * of 杀. Product reading 8: the target is not asked for 闪 (躲 still cancels the 杀 outright); then 单挑 starting with
 * the target; no 大炮/狼狗 bonus; a 杀, not a trick: no 无懈可击, no 盾牌.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, PASS, type PaopaoshaSpec, playOf } from '../../src/index.ts';
import { discardTail, eventsOf, handKinds, hps, play, scenario, use } from '../../test/helpers.ts';

/** Four seats (all 老皮, 4 HP): 国主 0 with the book, 强盗 1, 小贼 2, 大臣 3; seat 0's play phase; books on. */
function four(
  hands: string[][],
  equip0: PaopaoshaSpec['seats'][number]['equip'] = {},
  extra: Partial<PaopaoshaSpec> = {},
) {
  return scenario({
    seats: [
      { identity: 'guozhu', hand: hands[0] ?? [], equip: { book: 'gongshanziwuyingjiao', ...equip0 } },
      { identity: 'qiangdao', hand: hands[1] ?? [] },
      { identity: 'xiaozei', hand: hands[2] ?? [] },
      { identity: 'dachen', hand: hands[3] ?? [] },
    ],
    config: { characterSkills: true },
    ...extra,
  });
}

describe('公山子无影脚 gongshanziwuyingjiao', () => {
  test('the 杀 is not answered with 闪: the target plays nothing and a 单挑 follows, target first; the loser takes 1', () => {
    const g = four([
      ['sha♠7', 'sha♠8'],
      ['shan♦2', 'sha♣3'],
    ]);
    const sha = deckCard('sha♠7');
    use(g, 0, 'sha♠7', [1]);
    // Asked (P-G6), but only 躲 could answer: the 闪 in hand is not offered.
    g.expectPending('shan', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    g.decide(1, PASS);
    // The 单挑: the target plays first; no 无懈可击 window ever opens (strict scenario).
    g.expectPending('sha', [1]);
    expect(g.state.ask).toMatchObject({ reason: 'dantiao', source: 0, card: sha });
    play(g, 1, 'sha♣3');
    g.expectPending('sha', [0]);
    play(g, 0, 'sha♠8');
    g.expectPending('sha', [1]);
    expect(g.legal(1)).toEqual([PASS]);
    const ev = g.decide(1, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([{ t: 'damage', seat: 1, amount: 1, source: 0, card: sha, hp: 3 }]);
    expect(hps(g.state)).toEqual([4, 3, 4, 4]);
    expect(handKinds(g.state, 1)).toEqual(['shan']);
    expect(discardTail(g.state, 3)).toEqual(['sha♣3', 'sha♠8', 'sha♠7']);
    g.expectPending('play', [0]);
  });

  test('the user loses the 单挑 when it has no 杀 left: the user takes 1 damage from the target', () => {
    const g = four([['sha♠7'], ['sha♣3']]);
    use(g, 0, 'sha', [1]);
    g.decide(1, PASS); // no 躲
    play(g, 1, 'sha');
    g.expectPending('sha', [0]);
    const ev = g.decide(0, PASS);
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 0, amount: 1, source: 1, card: deckCard('sha♠7'), hp: 3 },
    ]);
    expect(hps(g.state)).toEqual([3, 4, 4, 4]);
  });

  test('躲 still cancels the 杀 outright: no 单挑, no damage', () => {
    const g = four([['sha♠7'], ['duo', 'shan']]);
    use(g, 0, 'sha', [1]);
    g.expectPending('shan', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('duo'), 'duo'), PASS]);
    const ev = play(g, 1, 'duo');
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(hps(g.state)).toEqual([4, 4, 4, 4]);
    expect(discardTail(g.state, 2)).toEqual(['duo♥J', 'sha♠7']);
    g.expectPending('play', [0]);
  });

  test('no 大炮 or 狼狗 bonus, 盾牌 does not stop it, and any number of 杀 may be used', () => {
    const g = scenario({
      seats: [
        {
          identity: 'guozhu',
          hand: ['sha♠7', 'sha♠8', 'sha♠9'],
          equip: { book: 'gongshanziwuyingjiao', weapon: 'dapao', mount: 'langgou' },
        },
        { identity: 'qiangdao', hand: ['wuxiekeji'], equip: { armor: 'dunpai' } },
        { identity: 'xiaozei', hand: ['wuxiekeji'] },
        { identity: 'dachen' },
      ],
      config: { characterSkills: true },
      shaUsed: 1,
    });
    // Already one 杀 this phase, yet 杀 is still offered (unlimitedSha).
    expect(g.legal(0).some((d) => d.t === 'use' && d.as === 'sha' && d.targets[0] === 1)).toBe(true);
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    g.expectPending('sha', [1]);
    const ev = g.decide(1, PASS);
    // 1 damage: the 单挑's, not the 杀's 1 + 大炮 + 狼狗.
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 1, source: 0, card: deckCard('sha♠7'), hp: 3 },
    ]);
    g.expectPending('play', [0]);
    expect(g.state.seats[0]?.shaUsed).toBe(2);
    use(g, 0, 'sha♠8', [1]);
    g.decide(1, PASS);
    g.decide(1, PASS);
    expect(hps(g.state)).toEqual([4, 2, 4, 4]);
    expect(g.legal(0).some((d) => d.t === 'use' && d.as === 'sha')).toBe(true);
  });

  test('off when the book is not equipped: an ordinary 杀 (闪 answers it, one 杀 per phase)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7', 'sha♠8', 'gongshanziwuyingjiao'] },
        { identity: 'qiangdao', hand: ['shan♦2'] },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      config: { characterSkills: true },
    });
    use(g, 0, 'sha♠7', [1]);
    expect(g.legal(1)).toEqual([playOf(deckCard('shan♦2'), 'shan'), PASS]);
    play(g, 1, 'shan');
    expect(g.legal(0).some((d) => d.t === 'use' && d.as === 'sha')).toBe(false);
    // Equipping the book lifts the limit at once.
    use(g, 0, 'gongshanziwuyingjiao');
    expect(g.legal(0).some((d) => d.t === 'use' && d.as === 'sha')).toBe(true);
  });
});
