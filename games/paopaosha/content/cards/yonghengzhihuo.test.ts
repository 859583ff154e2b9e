/**
 * 永恒之火 yonghengzhihuo (god card): unarmed, starting with the user each player in seat order judges until one judges
 * ♣, who takes it into their hand armed (nobody in one full round: discarded). Armed, it kills any other player
 * outright (no dying step, no 水/闪/躲/生死簿); killer = the user; the 国主 killed so → the 强盗 win (P-W4). Product
 * readings 4, 5, 14. A god card: no 无懈可击 window, 盾牌 does not stop it.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, END, useOf, viewOf } from '../../src/index.ts';
import { discardTail, eventsOf, fourHands, handKinds, noWuxie, scenario, use } from '../../test/helpers.ts';

const FIRE = 'yonghengzhihuo';

describe('永恒之火 yonghengzhihuo', () => {
  test('unarmed: used with no target; judged from the user in seat order until a ♣, who takes it armed (public)', () => {
    const g = fourHands([[FIRE], [], ['wuxiekeji'], []], { drawTop: ['sha♠7', 'shan♦2', 'sha♣3', 'sha♣4'] });
    const fire = deckCard(FIRE);
    expect(g.legal(0)).toEqual([useOf(fire, FIRE, []), END]);
    const ev = use(g, 0, FIRE);
    // No 无懈可击 window (seat 2 holds one): straight to the judgements, seats 0, 1, 2.
    expect(eventsOf(ev, 'judge').map((e) => [e.seat, e.card])).toEqual([
      [0, deckCard('sha♠7')],
      [1, deckCard('shan♦2')],
      [2, deckCard('sha♣3')],
    ]);
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: -1, to: 2, cards: [fire], count: 1, zone: 'hand', see: [] },
    ]);
    expect(handKinds(g.state, 2)).toEqual(['wuxiekeji', FIRE]);
    expect(g.state.armed).toEqual([{ card: fire, seat: 2 }]);
    expect(viewOf(g.state, 1).armed).toEqual([{ card: fire, seat: 2 }]);
    expect(viewOf(g.state, null).armed).toEqual([{ card: fire, seat: 2 }]);
    expect(g.state.table).toEqual([]);
    g.expectPending('play', [0]);
  });

  test('nobody judges ♣ in one full round: it is discarded', () => {
    const g = fourHands([[FIRE]], { drawTop: ['sha♠7', 'shan♦2', 'shui♥3', 'sha♦6', 'sha♣3'] });
    const ev = use(g, 0, FIRE);
    expect(eventsOf(ev, 'judge').length).toBe(4);
    expect(g.state.armed).toEqual([]);
    expect(discardTail(g.state, 1)).toEqual(['yonghengzhihuo♥A']);
    expect(g.state.draw.at(-1)).toBe(deckCard('sha♣3'));
  });

  test('product reading 14: with nothing to flip nobody takes it', () => {
    const g = fourHands([[FIRE], ['sha♣3']], { rest: { hand: 3 } });
    use(g, 0, FIRE);
    expect(eventsOf(g.events, 'judge').map((e) => e.card)).toEqual([-1, -1, -1, -1]);
    expect(g.state.armed).toEqual([]);
    expect(g.state.discard).toEqual([deckCard(FIRE)]);
  });

  test('armed, it kills the 国主 outright — no rescue asked though 水 and 生死簿 are at hand — and the 强盗 win', () => {
    const g = fourHands([['shui♥3', 'shengsibu'], [FIRE, 'wuxiekeji'], ['shui♥4'], ['shui♥6']], {
      turn: 1,
      drawTop: ['sha♣3'],
    });
    const fire = deckCard(FIRE);
    use(g, 1, FIRE);
    // Seat 1 judged ♣ first: armed in its own hand, usable at once on any other player.
    expect(g.state.armed).toEqual([{ card: fire, seat: 1 }]);
    expect(g.legal(1).filter((d) => d.t === 'use' && d.as === FIRE)).toEqual([
      useOf(fire, FIRE, [0]),
      useOf(fire, FIRE, [2]),
      useOf(fire, FIRE, [3]),
    ]);
    const ev = use(g, 1, FIRE, [0]);
    expect(eventsOf(ev, 'dying')).toEqual([]);
    expect(eventsOf(ev, 'damage')).toEqual([]);
    expect(eventsOf(ev, 'death')).toEqual([{ t: 'death', seat: 0, killer: 1, identity: 'guozhu', score: 1 }]);
    expect(g.state.result).toMatchObject({ winners: [1], draw: false, reason: 'qiangdao' });
    expect(g.pending()).toBeNull();
  });

  test('the 国主 killed by 永恒之火 gives the 强盗 the win even when a 小贼 is the only one left (P-W4)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: ['shui♥3'] },
        { identity: 'qiangdao', alive: false },
        { identity: 'xiaozei', hand: [FIRE] },
        { identity: 'dachen', alive: false },
      ],
      turn: 2,
      drawTop: ['sha♣3'],
    });
    use(g, 2, FIRE);
    expect(g.state.armed).toEqual([{ card: deckCard(FIRE), seat: 2 }]);
    use(g, 2, FIRE, [0]);
    expect(g.state.result).toMatchObject({ winners: [1], reason: 'qiangdao' });
  });

  test('armed on another player: outright death through 盾牌; killer = the user (score card, 强盗 reward)', () => {
    const g = scenario({
      seats: [
        { identity: 'guozhu', hand: [FIRE] },
        { identity: 'qiangdao', hand: ['shui♥3', 'shan♦2', 'duo'], equip: { armor: 'dunpai' } },
        { identity: 'xiaozei', hand: ['wuxiekeji'] },
        { identity: 'dachen', hand: ['shengsibu'] },
      ],
      drawTop: ['sha♣3', 'sha♠7', 'sha♠8', 'sha♠9'],
    });
    use(g, 0, FIRE);
    const ev = use(g, 0, FIRE, [1]);
    expect(eventsOf(ev, 'death')).toEqual([{ t: 'death', seat: 1, killer: 0, identity: 'qiangdao', score: 1 }]);
    expect(eventsOf(ev, 'reward')).toEqual([{ t: 'reward', seat: 0, what: 'draw', count: 3 }]);
    expect(g.state.seats[0]?.score).toBe(2);
    expect(g.state.seats[1]?.killer).toBe(0);
    expect(g.state.armed).toEqual([]);
    expect(g.state.discard).toContain(deckCard(FIRE));
    g.expectPending('play', [0]);
  });

  test('product reading 5: taken from the hand it is no longer armed — the taker can only judge it again', () => {
    const g = fourHands([[FIRE, 'shunshouqiangou'], []], { drawTop: ['shan♦2', 'sha♣3'] });
    const fire = deckCard(FIRE);
    use(g, 0, FIRE);
    // Seat 1's only hand card is the armed fire; 顺手牵狗 takes a random hand card.
    expect(g.state.armed).toEqual([{ card: fire, seat: 1 }]);
    use(g, 0, 'shunshouqiangou', [1]);
    noWuxie(g, 'shunshouqiangou', [0, 1, 2, 3]);
    g.decide(0, { t: 'choose', i: 0 });
    expect(handKinds(g.state, 0)).toEqual([FIRE]);
    expect(g.state.armed).toEqual([]);
    expect(g.legal(0)).toEqual([useOf(fire, FIRE, []), END]);
  });
});
