import { describe, expect, test } from 'vitest';
import { conditionsOf, shajisifu, viewOf } from '../src/index.ts';
import { damage, discardTail, eventsOf, hand, inHand, scenario, top } from './helpers.ts';

/**
 * Five seats whose identities meet no win condition when seat 2 dies first at seat 0's hand:
 * ♠ kills ♠ (no S-A), nobody ♣ dies, no ♥ neighbours, four remain alive (no D-B).
 */
function table(target: { damage?: string[]; hand?: string[]; revealed?: boolean }, drawTop: string[]) {
  return scenario({
    seats: [
      { identity: '♠2' },
      { identity: '♠5', hand: ['♣2'] },
      { identity: '♠7', ...target },
      { identity: '♦9', hand: ['♦3'] },
      { identity: '♣3', hand: ['♦4'] },
    ],
    discardTop: '♥4',
    drawTop,
  });
}

describe('S-D1 death', () => {
  test('S-D1: damage totalling exactly 50 kills', () => {
    // 如果伤害牌数值总和达到50，则视为死亡
    const g = table({ damage: ['♠K', '♥K', '♣10'] }, ['♦5', '♣9']); // 36 + 5 + 9 = 50
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.expectPending('flip', [0]);
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(false);
    expect(eventsOf(g.events, 'death')).toEqual([
      { t: 'death', seat: 2, killer: 0, identity: g.state.players[2]?.identity, cause: 'total', limit: 50, count: 3 },
    ]);
    expect(g.state.result).toBeNull();
  });

  test('S-D1: damage totalling 49 does not kill', () => {
    const g = table({ damage: ['♠K', '♥K', '♣10'] }, ['♦5', '♣8']); // 49
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(true);
    expect(damage(g.state, 2)).toEqual(['♠K', '♥K', '♣10', '♦5', '♣8']);
    expect(eventsOf(g.events, 'death')).toEqual([]);
    g.expectPending('play', [1]);
  });

  test('S-D1: three damage cards of one value kill, whatever the total and the suits', () => {
    // 或者如果伤害牌中出现三张或更多的相同数值，也视为死亡。
    const g = table({ damage: ['♠2', '♥2'] }, ['♣2']); // total 6
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(false);
    expect(eventsOf(g.events, 'death')[0]?.cause).toBe('triple');
  });

  test('S-D1: three Qs flipped in one attack kill (equal values go on, 36 < 50)', () => {
    const g = table({}, ['♠Q', '♥Q', '♦Q']);
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(false);
    expect(eventsOf(g.events, 'death')[0]?.cause).toBe('triple');
  });

  test('S-D1: two cards of one value and a third of a different value do not kill', () => {
    const g = table({ damage: ['♠2', '♥2', '♠K'] }, ['♣3']); // 20
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(true);
    expect(damage(g.state, 2)).toEqual(['♠2', '♥2', '♠K', '♣3']);
  });

  test('S-D1: a small and a big joker share the value 20: with a third joker they are a triple', () => {
    const g = table({ damage: ['joker'] }, ['JOKER', 'joker']);
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(false);
    expect(eventsOf(g.events, 'death')[0]?.cause).toBe('total'); // 60 ≥ 50 too; total is reported first
  });
});

describe('S-D2 the killer', () => {
  test('S-D2: the attacker whose attack caused the death killed the player', () => {
    // 亲自杀死
    const g = table({ damage: ['♠K', '♥K'] }, ['joker', '♣5']); // 26 + 20 + 5 = 51
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' }); // ♣5 < joker: forced, still kills, and the attacker draws 5
    const p = g.state.players[2];
    expect(p?.killer).toBe(0);
    expect(p?.deathOrder).toBe(1);
    expect(g.state.players[0]?.kills).toEqual([2]);
    expect(g.state.players[1]?.kills).toEqual([]);
    expect(g.state.deaths).toBe(1);
    expect(g.state.players[0]?.hand.length).toBe(5);
    expect(viewOf(g.state, 3).players[2]).toMatchObject({ alive: false, killer: 0, deathOrder: 1 });
  });

  test('S-D2: death orders count up across the game; the second death is numbered 2', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♠5', dead: { deathOrder: 1 } },
        { identity: '♠7', damage: ['♠K', '♥Q', '♣10'] },
        { identity: '♦9', hand: ['♦3'] },
        { identity: '♣3', hand: ['♦4'] },
      ],
      discardTop: '♥4',
      drawTop: ['♦9', '♣9'],
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' }); // 35 + 18 = 53
    expect(g.state.players[2]).toMatchObject({ alive: false, deathOrder: 2, killer: 0 });
    expect(g.state.players[1]).toMatchObject({ alive: false, deathOrder: 1, killer: -1 });
    expect(g.state.deaths).toBe(2);
    expect(g.state.result).toBeNull();
    g.expectPending('play', [3]);
  });
});

describe('S-D3 the dead', () => {
  test("S-D3: the dead player's identity is revealed and their hand and damage go under the discard top", () => {
    // 死亡的玩家公开身份并退出游戏。
    const g = table({ damage: ['♠K', '♥K', '♣10'], hand: ['♥7', '♣8'] }, ['♦5', '♣9']);
    const identity = g.state.players[2]?.identity;
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    const p = g.state.players[2];
    expect(p?.alive).toBe(false);
    expect(p?.revealed).toBe(true);
    expect(p?.publicAtDeath).toBe(false);
    expect(p?.identity).toBe(identity); // the identity card stays in front of them (product choice 11)
    expect(hand(g.state, 2)).toEqual([]);
    expect(damage(g.state, 2)).toEqual([]);
    expect(g.state.discard.length).toBe(8);
    expect(discardTail(g.state, 8)).toEqual(['♥7', '♣8', '♠K', '♥K', '♣10', '♦5', '♣9', '♥4']);
    expect(top(g.state)).toBe('♥4');
    expect(viewOf(g.state, 1).players[2]?.identity).toBe(identity);
  });

  test('S-D3: the dead leave the game: skipped in seat order, never pending, cannot be healed or reveal', () => {
    const g = table({ damage: ['♠K', '♥K', '♣10'] }, ['♦5', '♣9']);
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    g.expectPending('play', [1]);
    g.decide(1, { t: 'play', card: inHand(g.state, 1, '♣2') }); // illegal on ♥4: the turn ends
    g.expectPending('play', [3]); // seat 2 is skipped
    expect(shajisifu.legal(g.state, 2)).toEqual([]);
    g.expectRefused(2, { t: 'reveal', order: [] }, 'illegal');
    g.expectRefused(2, { t: 'play', card: inHand(g.state, 3, '♦3') }, 'not_pending');
    g.decide(3, { t: 'play', card: inHand(g.state, 3, '♦3') }); // illegal on ♣2
    g.decide(4, { t: 'play', card: inHand(g.state, 4, '♦4') }); // legal on ♦3, hand empty, no damage
    g.expectPending('noHand', [0]);
    g.expectRefused(0, { t: 'heal', target: 2, card: g.state.discard[0] as number }, 'illegal');
    expect(g.legal(0).filter((d) => d.t === 'attack')).toEqual([
      { t: 'attack', target: 1 },
      { t: 'attack', target: 3 },
      { t: 'attack', target: 4 },
    ]);
    expect(conditionsOf(g.state, 2)).toEqual([]);
  });

  test('S-D3: a player who revealed before dying was public at death', () => {
    const g = table({ damage: ['♥K', '♦K', '♣10'], revealed: true }, ['♦5', '♣9']);
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]).toMatchObject({ alive: false, revealed: true, publicAtDeath: true, killer: 0 });
  });
});
