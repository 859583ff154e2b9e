import { describe, expect, test } from 'vitest';
import { damage, discardTail, eventsOf, inDamage, scenario, top } from './helpers.ts';

describe('S-H1 healing', () => {
  test('S-H1: a heal moves the chosen damage card (any one, not just the last) to the top of the discard pile', () => {
    // 疗伤就是从某个玩家（或自己）的伤害牌中弃掉1张（到弃牌堆中），以降低他（或你）的伤害总值。
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7', damage: ['♥9', '♠K', '♦3'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    const k = inDamage(g.state, 2, '♠K');
    const ev = g.decide(0, { t: 'heal', target: 2, card: k });
    expect(ev).toEqual([
      { t: 'heal', seat: 0, target: 2, card: k },
      { t: 'turn', seat: 1, turn: 2 },
    ]);
    expect(damage(g.state, 2)).toEqual(['♥9', '♦3']);
    expect(discardTail(g.state, 2)).toEqual(['♠4', '♠K']);
    expect(g.state.discard.at(-1)).toBe(k);
    g.expectPending('play', [1]);
  });

  test('S-H1: with no hand cards you may heal yourself', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', damage: ['♥9', '♠K'] },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7' },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
    });
    g.decide(0, { t: 'heal', target: 0, card: inDamage(g.state, 0, '♥9') });
    expect(damage(g.state, 0)).toEqual(['♠K']);
    expect(top(g.state)).toBe('♥9');
    g.expectPending('play', [1]);
  });

  test('S-H1: a healed card lowers the total: healed from 45 to 33, a 13-point attack no longer kills', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', damage: ['♥9'] },
        { identity: '♠5' },
        { identity: '♣7', damage: ['♦Q', '♠K', '♣10', '♦10'] },
        { identity: '♦9' },
        { identity: '♠3', hand: ['♥A'] },
      ],
      discardTop: '♠4',
      drawTop: ['♥K'],
    });
    g.decide(0, { t: 'heal', target: 2, card: inDamage(g.state, 2, '♦Q') });
    g.expectPending('noHand', [1]);
    g.decide(1, { t: 'attack', target: 2 });
    g.decide(1, { t: 'stop' });
    expect(damage(g.state, 2)).toEqual(['♠K', '♣10', '♦10', '♥K']); // 46
    expect(g.state.players[2]?.alive).toBe(true);
    expect(eventsOf(g.events, 'heal').length).toBe(1);
  });

  test('S-H1: only a damage card of that player can be healed, and only an alive player', () => {
    const g = scenario({
      seats: [
        { identity: '♠2', damage: ['♥9'] },
        { identity: '♥5', hand: ['♣2'] },
        { identity: '♣7', damage: ['♠K'] },
        { identity: '♦9', dead: { deathOrder: 1 } },
      ],
      discardTop: '♠4',
    });
    g.expectRefused(0, { t: 'heal', target: 2, card: inDamage(g.state, 0, '♥9') }, 'illegal');
    g.expectRefused(0, { t: 'heal', target: 1, card: inDamage(g.state, 2, '♠K') }, 'illegal');
    g.expectRefused(0, { t: 'heal', target: 3, card: inDamage(g.state, 2, '♠K') }, 'illegal');
    g.expectRefused(0, { t: 'heal', target: 9, card: inDamage(g.state, 2, '♠K') }, 'illegal');
    g.expectRefused(0, { t: 'heal', target: 0, card: g.state.discard[0] as number }, 'illegal');
  });

  test('S-H1: when nobody has damage cards there is nothing to heal: only attacks are offered', () => {
    const g = scenario({
      seats: [{ identity: '♠2' }, { identity: '♥5', hand: ['♣2'] }, { identity: '♣7' }, { identity: '♦9' }],
      discardTop: '♠4',
    });
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'attack', target: 1 },
      { t: 'attack', target: 2 },
      { t: 'attack', target: 3 },
    ]);
  });
});
