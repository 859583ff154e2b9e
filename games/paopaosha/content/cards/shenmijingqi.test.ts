/**
 * 神秘惊奇 shenmijingqi (skill book): once, then the book is discarded: the target gives you shenmijingqiCards (5) hand
 * cards of their choice, or takes shenmijingqiDamage (4) damage from you — the target chooses; with fewer than 5 hand
 * cards they must take the damage.
 */
import { describe, expect, test } from 'vitest';
import { deckCard } from '../../src/index.ts';
import { discardTail, eventsOf, hand, handKinds, hps, scenario } from '../../test/helpers.ts';

const BOOK = 'shenmijingqi';
const skill = (t: number) => ({ t: 'skill' as const, id: BOOK, cards: [], targets: [t] });

/** Four seats (老皮): 国主 0 with the book, 强盗 1 (6 max HP), 小贼 2, 大臣 3; seat 0's play phase; books on. */
function four(hand1: string[], extra: { config?: Record<string, number> } = {}) {
  return scenario({
    seats: [
      { identity: 'guozhu', equip: { book: BOOK } },
      { identity: 'qiangdao', hand: hand1, maxHp: 6, equip: { armor: 'dunpai' } },
      { identity: 'xiaozei', hand: ['wuxiekeji'] },
      { identity: 'dachen' },
    ],
    config: { characterSkills: true, ...(extra.config ?? {}) },
  });
}

const FIVE = ['sha♠7', 'sha♠8', 'shan♦2', 'shui♥3', 'duo', 'tianshizhilei'];

describe('神秘惊奇 shenmijingqi', () => {
  test('offered on every other player; the target gives 5 hand cards of their choice, one at a time; the book is discarded', () => {
    const g = four(FIVE);
    expect(g.legal(0).filter((d) => d.t === 'skill')).toEqual([skill(1), skill(2), skill(3)]);
    const book = deckCard('shenmijingqi');
    const ev0 = g.decide(0, skill(1));
    expect(eventsOf(ev0, 'use')).toEqual([{ t: 'use', seat: 0, card: book, as: BOOK, with: [], targets: [1] }]);
    expect(g.state.seats[0]?.equip.book).toBe(-1);
    // Not a trick: no 无懈可击 window (seat 2 holds one), 盾牌 does not stop it; the target chooses.
    g.expectPending('choose', [1]);
    expect(g.state.ask).toMatchObject({
      reason: BOOK,
      source: 0,
      options: [
        { o: 'give', card: -1 },
        { o: 'damage', card: -1 },
      ],
    });
    g.decide(1, { t: 'choose', i: 0 });
    // Five picks; the 天使之泪 is kept (the target picks index 1 each time until the last pick).
    for (let k = 0; k < 5; k++) {
      g.expectPending('choose', [1]);
      expect(g.state.ask).toMatchObject({ reason: 'shenmijingqi-give', count: 5 - k });
      expect(g.state.ask?.options.length).toBe(6 - k);
      g.decide(1, { t: 'choose', i: k < 4 ? 1 : 0 });
    }
    expect(handKinds(g.state, 0)).toEqual(['duo', 'sha', 'sha', 'shan', 'shui']);
    expect(hand(g.state, 1)).toEqual(['tianshizhilei♥5']);
    expect(hps(g.state)).toEqual([4, 6, 4, 4]);
    expect(discardTail(g.state, 1)).toEqual(['shenmijingqi♥9']);
    expect(g.state.table).toEqual([]);
    g.expectPending('play', [0]);
    expect(g.legal(0).some((d) => d.t === 'skill')).toBe(false);
  });

  test('the target may take the 4 damage instead', () => {
    const g = four(FIVE);
    g.decide(0, skill(1));
    const ev = g.decide(1, { t: 'choose', i: 1 });
    expect(eventsOf(ev, 'damage')).toEqual([
      { t: 'damage', seat: 1, amount: 4, source: 0, card: deckCard('shenmijingqi'), hp: 2 },
    ]);
    expect(hand(g.state, 1).length).toBe(6);
    expect(discardTail(g.state, 1)).toEqual(['shenmijingqi♥9']);
  });

  test('with fewer than 5 hand cards the target is not asked and takes the damage (config numbers)', () => {
    const g = four(['sha♠7', 'sha♠8', 'shan♦2', 'shui♥3']);
    g.decide(0, skill(1));
    expect(hps(g.state)).toEqual([4, 2, 4, 4]);
    g.expectPending('play', [0]);
    const h = four(['sha♠7', 'sha♠8'], { config: { shenmijingqiCards: 2, shenmijingqiDamage: 1 } });
    h.decide(0, skill(1));
    h.expectPending('choose', [1]);
    h.decide(1, { t: 'choose', i: 1 });
    expect(hps(h.state)).toEqual([4, 5, 4, 4]);
  });
});
