/**
 * 天使之泪 tianshizhilei (god card): your HP becomes tianshizhileiHp (10); the part above your HP before is a shield
 * (`SeatState.shield`) that damage removes first and healing never restores. Product reading 6: no effect at HP ≥ 10;
 * "full HP" compares the HP without the shield to max HP. Used on yourself; not a trick.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, PASS, type PaopaoshaEvent, useOf } from '../../src/index.ts';
import { discardTail, eventsOf, hps, scenario, use } from '../../test/helpers.ts';
import { renderEvents } from '../../words/index.ts';

const TEAR = 'tianshizhilei';

/** Four seats (老皮, 4 HP): 国主 0, 强盗 1, 小贼 2 (with 无懈可击), 大臣 3; seat 0's play phase. */
function four(seat0: { hp?: number; maxHp?: number; hand: string[] }, hand1: string[] = []) {
  return scenario({
    seats: [
      { identity: 'guozhu', ...seat0 },
      { identity: 'qiangdao', hand: hand1 },
      { identity: 'xiaozei', hand: ['wuxiekeji'] },
      { identity: 'dachen', equip: { armor: 'dunpai' } },
    ],
    config: { characterSkills: true },
  });
}

const shield = (g: ReturnType<typeof four>, seat: number) => g.state.seats[seat]?.shield;

describe('天使之泪 tianshizhilei', () => {
  test('used on yourself: HP 2 becomes 10, 8 of it shield; no 无懈可击 window', () => {
    const g = four({ hp: 2, hand: [TEAR] });
    const tear = deckCard(TEAR);
    expect(g.legal(0)).toEqual([useOf(tear, TEAR, [0]), END]);
    const ev = use(g, 0, TEAR, [0]);
    expect(eventsOf(ev, 'heal')).toEqual([{ t: 'heal', seat: 0, amount: 8, hp: 10, by: 0, shield: 8 }]);
    expect(hps(g.state)).toEqual([10, 4, 4, 4]);
    expect(shield(g, 0)).toBe(8);
    expect(g.state.seats[0]?.maxHp).toBe(4);
    expect(discardTail(g.state, 1)).toEqual(['tianshizhilei♥5']);
    g.expectPending('play', [0]);
  });

  test('product reading 6: no effect at HP 10 or more (the card is spent)', () => {
    const g = four({ hp: 10, maxHp: 10, hand: [TEAR] });
    const ev = use(g, 0, TEAR, [0]);
    expect(eventsOf(ev, 'heal')).toEqual([]);
    expect(hps(g.state)).toEqual([10, 4, 4, 4]);
    expect(shield(g, 0)).toBe(0);
    expect(discardTail(g.state, 1)).toEqual(['tianshizhilei♥5']);
  });

  test('damage removes the shield first; healing raises the HP under it but never restores the shield', () => {
    const g = four({ hp: 1, hand: [TEAR, 'kongbufenzi', 'shui♥3', 'shui♥4'] });
    use(g, 0, TEAR, [0]);
    expect([g.state.seats[0]?.hp, shield(g, 0)]).toEqual([10, 9]);
    // 恐怖分子 hits everyone from the user (seat 3's 盾牌 excepted); nobody plays a 杀 or a 无懈可击.
    use(g, 0, 'kongbufenzi');
    while (g.pending()?.kind !== 'play') for (const x of g.pending()?.seats ?? []) g.decide(x, PASS);
    // Seat 0's 1 damage came off the shield.
    expect(hps(g.state)).toEqual([9, 3, 3, 4]);
    expect(shield(g, 0)).toBe(8);
    // HP without the shield is 1 < 4: 水 may be used; it heals that part, the shield stays 8.
    use(g, 0, 'shui♥3');
    expect([g.state.seats[0]?.hp, shield(g, 0)]).toEqual([10, 8]);
    use(g, 0, 'shui♥4');
    expect([g.state.seats[0]?.hp, shield(g, 0)]).toEqual([11, 8]);
  });

  test('the log shows the shield apart from the HP, as the table does: 1/4 +8 盾, never 9/4', () => {
    const g = four({ hp: 1, hand: [TEAR, 'kongbufenzi', 'shui♥3'] });
    const events: PaopaoshaEvent[] = [{ t: 'character', seat: 0, character: 'laopi', hp: 4 }];
    events.push(...use(g, 0, TEAR, [0]));
    events.push(...use(g, 0, 'kongbufenzi'));
    while (g.pending()?.kind !== 'play') for (const x of g.pending()?.seats ?? []) events.push(...g.decide(x, PASS));
    events.push(...use(g, 0, 'shui♥3'));
    expect(eventsOf(events, 'damage').find((e) => e.seat === 0)).toMatchObject({ hp: 9, shield: 8 });
    const text = renderEvents(events, null, { lang: 'zh' }).join('\n');
    expect(text).toContain('1/4 +8 盾');
    expect(text).toContain('2/4 +8 盾');
    expect(text).not.toMatch(/\b(9|10)\/4/);
    const en = renderEvents(events, null, { lang: 'en' }).join('\n');
    expect(en).toContain('2/4 +8 shield');
  });

  test('damage beyond the shield reaches the HP under it; the shield is gone for good', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['sha♠7'], equip: { book: 'shenmijingqi' } },
        { identity: 'qiangdao' },
        { identity: 'xiaozei' },
        { identity: 'dachen' },
      ],
      config: { characterSkills: true },
    });
    // Given: seat 1 (4 max HP) shows 7 HP, 3 of them shield (天使之泪 used at 4 HP, then 3 damage taken).
    const p1 = g.state.seats[1] as { hp: number; shield: number };
    p1.hp = 7;
    p1.shield = 3;
    // 神秘惊奇's 4 damage (seat 1 holds fewer than 5 cards): 3 off the shield, 1 off the HP under it.
    const ev = g.decide(0, { t: 'skill', id: 'shenmijingqi', cards: [], targets: [1] });
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 4, source: 0, card: deckCard('shenmijingqi'), hp: 3 },
    ]);
    expect([p1.hp, p1.shield]).toEqual([3, 0]);
    // The next damage is all HP.
    use(g, 0, 'sha♠7', [1]);
    g.decide(1, PASS);
    expect([p1.hp, p1.shield]).toEqual([2, 0]);
  });
});
