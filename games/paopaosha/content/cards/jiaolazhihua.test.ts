/**
 * 吉奥拉之花 jiaolazhihua (god card): another player dies unless they give you jiaolazhihuaShui (2) 水 — the target
 * chooses. Product reading 4: outright death (no dying step, no rescue), killer = the user; only real 水 cards count.
 * Not a trick: no 无懈可击 window, 盾牌 does not stop it.
 */
import { describe, expect, test } from 'vitest';
import { deckCard, useOf } from '../../src/index.ts';
import { eventsOf, hand, handKinds, scenario, use } from '../../test/helpers.ts';

const FLOWER = 'jiaolazhihua';

/** Four seats (no skills): 国主 0 with the flower, 强盗 1 (盾牌), 小贼 2 (无懈可击, 水, 生死簿), 大臣 3. */
function four(hand1: string[]) {
  return scenario({
    seats: [
      { identity: 'guozhu', hand: [FLOWER, 'shui♦K'] },
      { identity: 'qiangdao', hand: hand1, equip: { armor: 'dunpai' } },
      { identity: 'xiaozei', hand: ['wuxiekeji', 'shui♦Q', 'shengsibu'] },
      { identity: 'dachen' },
    ],
    drawTop: ['sha♠7', 'sha♠8', 'sha♠9'],
  });
}

describe('吉奥拉之花 jiaolazhihua', () => {
  test('offered on every other player; a target with two 水 may give them and lives', () => {
    const g = four(['shui♥3', 'shui♥4', 'sha♠10']);
    const flower = deckCard(FLOWER);
    expect(g.legal(0).filter((d) => d.t === 'use' && d.as === FLOWER)).toEqual([
      useOf(flower, FLOWER, [1]),
      useOf(flower, FLOWER, [2]),
      useOf(flower, FLOWER, [3]),
    ]);
    use(g, 0, FLOWER, [1]);
    // No 无懈可击 window; 盾牌 does not stop it: the target chooses.
    g.expectPending('choose', [1]);
    expect(g.state.ask).toMatchObject({
      reason: FLOWER,
      source: 0,
      target: 1,
      options: [
        { o: 'give', card: -1 },
        { o: 'die', card: -1 },
      ],
    });
    const ev = g.decide(1, { t: 'choose', i: 0 });
    expect(eventsOf(ev, 'move')).toEqual([
      { t: 'move', from: 1, to: 0, cards: [deckCard('shui♥3')], count: 1, zone: 'hand', see: [0, 1] },
      { t: 'move', from: 1, to: 0, cards: [deckCard('shui♥4')], count: 1, zone: 'hand', see: [0, 1] },
    ]);
    expect(hand(g.state, 0)).toEqual(['shui♦K', 'shui♥3', 'shui♥4']);
    expect(hand(g.state, 1)).toEqual(['sha♠10']);
    expect(g.state.seats[1]?.alive).toBe(true);
    g.expectPending('play', [0]);
  });

  test('with more 水 than owed the target picks which', () => {
    const g = four(['shui♥3', 'shui♥4', 'shui♥6']);
    use(g, 0, FLOWER, [1]);
    g.decide(1, { t: 'choose', i: 0 });
    expect(g.state.ask).toMatchObject({ reason: 'jiaolazhihua-give', count: 2 });
    expect(g.state.ask?.options.map((o) => o.card)).toEqual(['shui♥3', 'shui♥4', 'shui♥6'].map((t) => deckCard(t)));
    g.decide(1, { t: 'choose', i: 2 });
    g.decide(1, { t: 'choose', i: 0 });
    expect(hand(g.state, 0)).toEqual(['shui♦K', 'shui♥6', 'shui♥3']);
    expect(hand(g.state, 1)).toEqual(['shui♥4']);
  });

  test('the target may choose to die: outright, no rescue asked (水 and 生死簿 at hand); killer = the user', () => {
    const g = four(['shui♥3', 'shui♥4']);
    use(g, 0, FLOWER, [1]);
    const ev = g.decide(1, { t: 'choose', i: 1 });
    expect(eventsOf(ev, 'dying')).toEqual([]);
    expect(eventsOf(ev, 'death')).toEqual([{ t: 'death', seat: 1, killer: 0, identity: 'qiangdao', score: 1 }]);
    // P-W3: killing a 强盗 draws 3; P-S3: the score card goes to the killer.
    expect(eventsOf(ev, 'reward')).toEqual([{ t: 'reward', seat: 0, what: 'draw', count: 3 }]);
    expect(g.state.seats[0]?.score).toBe(2);
    expect(handKinds(g.state, 0)).toEqual(['sha', 'sha', 'sha', 'shui']);
    g.expectPending('play', [0]);
  });

  test('without two real 水 the only option is to die (杀闪之交 and one 水 do not count); the target is still asked', () => {
    const g = four(['shui♥3', 'shashanzhijiao', 'duo']);
    use(g, 0, FLOWER, [1]);
    g.expectPending('choose', [1]);
    expect(g.state.ask?.options).toEqual([{ o: 'die', card: -1 }]);
    g.decide(1, { t: 'choose', i: 0 });
    expect(g.state.seats[1]?.alive).toBe(false);
    expect(g.state.seats[1]?.killer).toBe(0);
    expect(g.state.discard).toEqual(
      expect.arrayContaining(['shui♥3', 'shashanzhijiao', 'duo'].map((x) => deckCard(x))),
    );
    g.expectPending('play', [0]);
  });
});
