import { IllegalDecisionError } from '@shaju/engine';
import { describe, expect, test } from 'vitest';
import { shajisifu } from '../src/index.ts';
import { inDamage, inHand, scenario } from './helpers.ts';

const table = () =>
  scenario({
    seats: [
      { identity: '♠2', hand: ['♠J', '♥3'] },
      { identity: '♥5', damage: ['♥9'] },
      { identity: '♣7', hand: ['♣2'] },
      { identity: '♦9' },
    ],
    discardTop: '♠4',
    drawTop: ['♦Q', '♣5'],
  });

describe('refused decisions leave the state unchanged', () => {
  test('S-T1: malformed decisions are refused as malformed, from any seat', () => {
    const g = table();
    const bad: unknown[] = [
      null,
      undefined,
      'play',
      42,
      [],
      {},
      { t: 'dance' },
      { t: 'play' },
      { t: 'play', card: '3' },
      { t: 'play', card: 1.5 },
      { t: 'play', card: Number.NaN },
      { t: 'pong', card: null },
      { t: 'attack' },
      { t: 'attack', target: '1' },
      { t: 'heal', target: 1 },
      { t: 'heal', card: 3 },
      { t: 'reveal' },
      { t: 'reveal', order: 'all' },
      { t: 'reveal', order: [1.5] },
      { t: 'reveal', order: new Array(433).fill(0) },
    ];
    for (const d of bad) {
      g.expectRefused(0, d, 'malformed');
      g.expectRefused(2, d, 'malformed');
    }
    g.expectPending('play', [0]);
  });

  test('S-S1: a seat that is not at the table is refused as bad_seat', () => {
    const g = table();
    for (const seat of [-1, 4, 10, 1.5, Number.NaN]) g.expectRefused(seat, { t: 'pass' }, 'bad_seat');
    g.expectRefused(4, null, 'bad_seat'); // the seat is checked before the shape
    try {
      shajisifu.apply(g.state, 7, { t: 'stop' });
      throw new Error('accepted');
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalDecisionError);
      expect((e as IllegalDecisionError).seat).toBe(7);
      expect((e as IllegalDecisionError).code).toBe('bad_seat');
    }
  });

  test('S-T1: a decision from a seat that is not asked is refused as not_pending', () => {
    const g = table();
    g.expectRefused(2, { t: 'play', card: inHand(g.state, 2, '♣2') }, 'not_pending');
    g.expectRefused(1, { t: 'attack', target: 0 }, 'not_pending');
    g.expectRefused(1, { t: 'heal', target: 1, card: inDamage(g.state, 1, '♥9') }, 'not_pending');
    g.expectRefused(3, { t: 'pass' }, 'not_pending');
    g.expectRefused(3, { t: 'pong', card: 0 }, 'not_pending');
  });

  test('S-A1: during an attack only the attacker flips or stops; others are not pending, other kinds are illegal', () => {
    const g = table();
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♥3') }); // illegal play: seat 1's turn
    g.decide(1, { t: 'attack', target: 3 });
    g.expectRefused(3, { t: 'stop' }, 'not_pending');
    g.expectRefused(0, { t: 'flip' }, 'not_pending');
    g.expectRefused(1, { t: 'pass' }, 'illegal');
    g.expectRefused(1, { t: 'heal', target: 1, card: inDamage(g.state, 1, '♥9') }, 'illegal');
    g.expectRefused(1, { t: 'play', card: inHand(g.state, 0, '♠J') }, 'illegal');
  });

  test('S-T1: a well-formed decision that the rules do not allow now is refused as illegal', () => {
    const g = table();
    g.expectRefused(0, { t: 'play', card: inHand(g.state, 2, '♣2') }, 'illegal'); // not in the hand
    g.expectRefused(0, { t: 'stop' }, 'illegal'); // must play first
    g.expectRefused(0, { t: 'pong', card: inHand(g.state, 0, '♠J') }, 'illegal'); // no window
    g.expectRefused(0, { t: 'reveal', order: [inDamage(g.state, 1, '♥9')] }, 'illegal'); // not its damage
  });

  test('S-V2: once the game is over every decision is refused as game_over (a bad seat still as bad_seat)', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♦5', damage: ['♦K', '♥Q', '♣10'], hand: ['♦2'] },
        { identity: '♣7', hand: ['♣2'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
      drawTop: ['♦9', '♣9'],
    });
    g.decide(0, { t: 'attack', target: 1 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' }); // the ♠ kills the ♦: S-A
    expect(g.state.result?.winners).toEqual([0]);
    expect(g.pending()).toBeNull();
    for (const seat of [0, 1, 2, 3]) expect(g.legal(seat)).toEqual([]);
    g.expectRefused(2, { t: 'play', card: inHand(g.state, 2, '♣2') }, 'game_over');
    g.expectRefused(2, { t: 'reveal', order: [] }, 'game_over');
    g.expectRefused(0, { t: 'attack', target: 2 }, 'game_over');
    g.expectRefused(0, { nonsense: true }, 'game_over');
    g.expectRefused(9, { t: 'pass' }, 'bad_seat');
  });
});
