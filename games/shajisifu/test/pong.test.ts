import { describe, expect, test } from 'vitest';
import type { ShajisifuSpec } from '../src/index.ts';
import { discardTail, eventsOf, hand, inDamage, inHand, scenario, top } from './helpers.ts';

type G = ReturnType<typeof scenario>;

/** Every seat still asked in the open 碰 window passes, in seat order. */
function passAll(g: G): void {
  const p = g.pending();
  if (p?.kind !== 'claim') throw new Error(`no claim window: ${JSON.stringify(p)}`);
  for (const seat of p.seats) g.decide(seat, { t: 'pass' });
}

const spec = (hands: string[][], extra: Partial<ShajisifuSpec> = {}): ShajisifuSpec => ({
  seats: [{ identity: '♠2' }, { identity: '♥5' }, { identity: '♣7' }, { identity: '♦9' }, { identity: '♠8' }].map(
    (s, i) => ({ ...s, hand: hands[i] ?? [] }),
  ),
  discardTop: '♠4',
  pong: true,
  ...extra,
});

describe('S-P1 the claim window', () => {
  test('S-P1: a played card asks every other alive player, holders or not, and waits for them all', () => {
    // 当有人出牌时打出和你手牌中某一张完全相同的牌，你可以马上喊“碰”
    const g = scenario({
      ...spec([['♠Q', '♠3'], ['♠Q'], ['♥2'], [], ['♦A']]),
      seats: spec([['♠Q', '♠3'], ['♠Q'], ['♥2'], [], ['♦A']]).seats.map((s, i) =>
        i === 3 ? { ...s, dead: { deathOrder: 1 } } : s,
      ),
    });
    const ev = g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') });
    expect(ev).toEqual([
      { t: 'play', seat: 0, card: g.state.discard.at(-1), legal: true },
      { t: 'claimOpen', from: 0, card: g.state.discard.at(-1) },
    ]);
    g.expectPending('claim', [1, 2, 4]); // the dead seat 3 is not asked; seat 0 played
    expect(g.state.claim?.asked).toEqual([1, 2, 4]);
    expect(g.legal(1).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'pong', card: inHand(g.state, 1, '♠Q') },
      { t: 'pass' },
    ]);
    expect(g.legal(2).filter((d) => d.t !== 'reveal')).toEqual([{ t: 'pass' }]);
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([]);
    g.decide(4, { t: 'pass' });
    g.decide(2, { t: 'pass' });
    g.expectPending('claim', [1]);
    const close = g.decide(1, { t: 'pass' });
    expect(close).toEqual([{ t: 'claimClose', winner: -1 }]);
    g.expectPending('continue', [0]); // nobody claimed: the legal play goes on
    expect(hand(g.state, 1)).toEqual(['♠Q']);
  });

  test('S-P1: when nobody claims an illegal play, the turn ends once the window closes', () => {
    const g = scenario(spec([['♥9', '♠3'], ['♣2'], ['♥9'], ['♦A'], ['♦2']]));
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♥9') });
    expect(eventsOf(g.events, 'play')[0]?.legal).toBe(false);
    g.expectPending('claim', [1, 2, 3, 4]);
    passAll(g);
    g.expectPending('play', [1]);
    expect(hand(g.state, 0)).toEqual(['♠3']);
  });

  test('S-P1: when several claim, the first in seat order after the player wins, whatever the answer order', () => {
    // 这个行动无视座次顺序。 (S-P1: if several claim, the first in seat order after the player who played wins)
    const g = scenario(spec([['♣3', '♣K'], ['♣K'], ['♣K', '♦5'], ['♣K', '♦6'], ['♦A']]));
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♣3') }); // illegal on ♠4: no one can claim it
    passAll(g);
    g.expectPending('play', [1]);
    g.decide(1, { t: 'play', card: inHand(g.state, 1, '♣K') }); // legal on ♣3, seat 1's hand is empty
    // seats 2, 3 and 0 hold a ♣K: 0 answers first, then 3, then 2
    g.decide(0, { t: 'pong', card: inHand(g.state, 0, '♣K') });
    g.decide(3, { t: 'pong', card: inHand(g.state, 3, '♣K') });
    g.decide(4, { t: 'pass' });
    g.expectPending('claim', [2]);
    const ev = g.decide(2, { t: 'pong', card: inHand(g.state, 2, '♣K') });
    expect(ev.slice(0, 3)).toEqual([
      { t: 'claimClose', winner: 2 },
      { t: 'pong', seat: 2, card: g.state.discard.at(-1), from: 1 },
      { t: 'turn', seat: 2, turn: 3 },
    ]);
    expect(hand(g.state, 2)).toEqual(['♦5']);
    expect(hand(g.state, 3)).toEqual(['♣K', '♦6']); // the losers keep their cards
    expect(hand(g.state, 0)).toEqual(['♣K']);
  });

  test('S-P1: seat order wraps round: after seat 3 plays, seat 0 beats seat 2; play goes on from seat 0 (S-P2)', () => {
    const g = scenario({ ...spec([['♥8', '♦A'], [], ['♥8', '♦7'], ['♥8', '♥J'], []]), turn: 3 });
    g.decide(3, { t: 'play', card: inHand(g.state, 3, '♥8') }); // illegal on ♠4
    expect(g.state.claim?.asked).toEqual([4, 0, 1, 2]);
    g.decide(2, { t: 'pong', card: inHand(g.state, 2, '♥8') });
    g.decide(0, { t: 'pong', card: inHand(g.state, 0, '♥8') });
    g.decide(1, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    expect(eventsOf(g.events, 'claimClose')).toEqual([{ t: 'claimClose', winner: 0 }]);
    expect(hand(g.state, 2)).toEqual(['♥8', '♦7']);
    g.expectPending('claim', [1, 2, 3, 4]); // the 碰 card opens its own window (S-P3)
    passAll(g);
    // the claimant goes on as after a legal play, although seat 3's play was illegal
    g.expectPending('continue', [0]);
    g.decide(0, { t: 'stop' });
    g.expectPending('noHand', [1]); // seat 1 follows the claimant, not seat 4 (who followed seat 3)
  });

  test('S-P1: with the variant off, no window opens even when another player holds an identical card', () => {
    const g = scenario({ ...spec([['♠Q', '♠3'], ['♠Q']]), pong: false });
    const ev = g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') });
    expect(ev.map((e) => e.t)).toEqual(['play']);
    g.expectPending('continue', [0]);
    g.expectRefused(1, { t: 'pong', card: inHand(g.state, 1, '♠Q') }, 'not_pending');
  });
});

describe('S-P2 the claimant', () => {
  test("S-P2: the claimant's card goes on top, the interrupted turn ends, the claimant plays on", () => {
    // 打出这张牌，并接过行动权。
    const g = scenario(spec([['♠Q', '♠3', '♠5'], [], ['♠Q', '♦4', '♦K']]));
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') }); // legal on ♠4
    g.decide(2, { t: 'pong', card: inHand(g.state, 2, '♠Q') });
    g.decide(1, { t: 'pass' });
    g.decide(3, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    expect(discardTail(g.state, 3)).toEqual(['♠4', '♠Q', '♠Q']);
    expect(g.state.turn).toBe(2);
    g.expectPending('claim', [0, 1, 3, 4]);
    passAll(g);
    g.expectPending('continue', [2]);
    g.expectRefused(0, { t: 'play', card: inHand(g.state, 0, '♠3') }, 'not_pending'); // seat 0's turn is over
    g.decide(2, { t: 'play', card: inHand(g.state, 2, '♦4') }); // illegal on ♠Q
    passAll(g);
    g.expectPending('noHand', [3]);
    expect(hand(g.state, 0)).toEqual(['♠3', '♠5']);
    expect(hand(g.state, 2)).toEqual(['♦K']);
  });

  test('S-P2: a 碰 that empties the claimant’s hand is a voluntary stop: self-heal, then the next seat', () => {
    const g = scenario({
      ...spec([['♠Q', '♠3'], []]),
      seats: [
        { identity: '♠2', hand: ['♠Q', '♠3'] },
        { identity: '♥5', hand: ['♠Q'], damage: ['♥K'] },
        { identity: '♣7', hand: ['♦A'] },
        { identity: '♦9', hand: ['♦2'] },
      ],
    });
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') });
    g.decide(1, { t: 'pong', card: inHand(g.state, 1, '♠Q') });
    g.decide(2, { t: 'pass' });
    g.decide(3, { t: 'pass' });
    passAll(g); // the window of seat 1's ♠Q
    const ev = g.events.slice(-2);
    expect(ev).toEqual([
      { t: 'claimClose', winner: -1 },
      { t: 'stop', seat: 1 },
    ]);
    g.expectPending('selfHeal', [1]);
    g.decide(1, { t: 'heal', target: 1, card: inDamage(g.state, 1, '♥K') });
    expect(top(g.state)).toBe('♥K');
    g.expectPending('play', [2]);
  });

  test('S-P2: the claimant’s continuation is a new turn: it counts for maxTurns (product choice 7)', () => {
    const g = scenario({
      ...spec([
        ['♠Q', '♠3'],
        ['♠Q', '♦3'],
      ]),
      maxTurns: 1,
    });
    expect(g.state.turns).toBe(1);
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') });
    g.decide(1, { t: 'pong', card: inHand(g.state, 1, '♠Q') });
    g.decide(2, { t: 'pass' });
    g.decide(3, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    expect(g.state.result).toEqual({ winners: [], draw: true, reason: 'maxTurns', why: {} });
    expect(g.pending()).toBeNull();
    expect(g.events.at(-1)).toEqual({ t: 'end', result: g.state.result });
  });
});

describe('S-P3 chains and what opens a window', () => {
  test('S-P3: a 碰 card opens a new window: 碰 on 碰, until nobody claims', () => {
    // S-P3: chains end because each claim uses a card
    const g = scenario(spec([['♥Q', '♠3'], ['♥Q', '♥2'], ['♥Q', '♦4'], ['♥Q'], ['♣A']], { discardTop: '♥4' }));
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♥Q') });
    // seat 1, next in seat order, may claim like anyone else
    g.decide(1, { t: 'pong', card: inHand(g.state, 1, '♥Q') });
    g.decide(2, { t: 'pass' });
    g.decide(3, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    g.expectPending('claim', [0, 2, 3, 4]);
    g.decide(3, { t: 'pong', card: inHand(g.state, 3, '♥Q') });
    g.decide(2, { t: 'pong', card: inHand(g.state, 2, '♥Q') });
    g.decide(0, { t: 'pass' });
    g.decide(4, { t: 'pass' }); // seat 2 is first after seat 1
    g.expectPending('claim', [0, 1, 3, 4]);
    g.decide(3, { t: 'pong', card: inHand(g.state, 3, '♥Q') }); // seat 3's last card
    g.decide(0, { t: 'pass' });
    g.decide(1, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    g.expectPending('claim', [0, 1, 2, 4]);
    expect(g.legal(0).filter((d) => d.t !== 'reveal')).toEqual([{ t: 'pass' }]); // no ♥Q left anywhere
    passAll(g);
    expect(discardTail(g.state, 5)).toEqual(['♥4', '♥Q', '♥Q', '♥Q', '♥Q']);
    expect(eventsOf(g.events, 'pong').map((e) => [e.seat, e.from])).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
    expect(eventsOf(g.events, 'turn').map((e) => e.seat)).toEqual([1, 2, 3, 4]);
    // seat 3's hand is empty after its 碰: a voluntary stop without damage, then seat 4
    g.expectPending('play', [4]);
  });

  test('S-P3: attack flips, heals, reveals and a dead player’s cards open no window', () => {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♥5', hand: ['♠K', '♦Q', '♥9', '♣10', '♥2'], damage: ['♠5'] },
        { identity: '♠7', hand: ['♠9'], damage: ['♠K', '♥K', '♣10'] },
        { identity: '♠9', hand: ['♥9'] },
        { identity: '♦9' },
      ],
      discardTop: '♠4',
      drawTop: ['♣10', '♦Q'],
      pong: true,
    });
    // a reveal: seat 1 discards its ♠5 ... nobody may claim it
    g.decide(1, { t: 'reveal', order: [inDamage(g.state, 1, '♠5')] }, { free: true });
    // an attack that kills seat 2 (36 + 12 + 10 = 58): flips and the dead player's ♠9, ♠K, ♣10 open nothing
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    expect(g.state.players[2]?.alive).toBe(false);
    expect(eventsOf(g.events, 'claimOpen')).toEqual([]);
    g.expectPending('play', [1]);
    // a heal: seat 4 will heal; first seats 1 and 3 play (these plays do open windows)
    g.decide(1, { t: 'play', card: inHand(g.state, 1, '♥2') }); // illegal on ♠5
    passAll(g);
    g.decide(3, { t: 'play', card: inHand(g.state, 3, '♥9') }); // legal on ♥2, hand empty
    g.decide(1, { t: 'pong', card: inHand(g.state, 1, '♥9') });
    g.decide(0, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    passAll(g);
    g.decide(1, { t: 'stop' }); // seat 1 has no damage left: the turn passes to seat 3 (after the claimant)
    g.expectPending('noHand', [3]);
    const opens = eventsOf(g.events, 'claimOpen').length;
    expect(opens).toBe(3);
    g.decide(3, { t: 'attack', target: 4 }); // flips a random card; stop at once
    g.decide(3, { t: 'stop' });
    g.expectPending('noHand', [4]);
    const healed = g.state.players[4]?.damage[0] as number;
    g.decide(4, { t: 'heal', target: 4, card: healed });
    expect(eventsOf(g.events, 'claimOpen').length).toBe(opens);
    g.expectPending('noHand', [0]);
  });
});

describe('S-P4 closing the window', () => {
  test('S-P4: the window closes only when every asked seat has answered; each seat answers once', () => {
    const g = scenario(spec([['♠Q', '♠3'], ['♠Q'], ['♦A'], ['♦2'], ['♦3']]));
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') });
    const req = g.state.req;
    g.decide(1, { t: 'pong', card: inHand(g.state, 1, '♠Q') });
    g.expectPending('claim', [2, 3, 4]);
    expect(g.state.req).toBe(req);
    g.expectRefused(1, { t: 'pass' }, 'not_pending');
    g.expectRefused(0, { t: 'pass' }, 'not_pending');
    g.expectRefused(0, { t: 'play', card: inHand(g.state, 0, '♠3') }, 'not_pending');
    g.expectRefused(2, { t: 'stop' }, 'illegal');
    g.decide(2, { t: 'pass' });
    // a reveal is allowed while the window is open and does not answer it
    g.decide(3, { t: 'reveal', order: [] }, { free: true });
    g.expectPending('claim', [3, 4]);
    g.decide(3, { t: 'pass' });
    expect(hand(g.state, 1)).toEqual(['♠Q']); // nothing resolved yet
    g.decide(4, { t: 'pass' });
    expect(hand(g.state, 1)).toEqual([]);
    expect(eventsOf(g.events, 'claimClose')).toEqual([{ t: 'claimClose', winner: 1 }]);
    // every answer, a pass included, is an ordinary logged decision (a timeout is recorded as one)
    expect(g.log.filter((e) => e.d.t === 'pass').map((e) => e.seat)).toEqual([2, 3, 4]);
  });
});

describe('S-C3 in 碰', () => {
  test('S-C3: a joker claims a joker (small on big)', () => {
    const g = scenario(
      spec([
        ['JOKER', '♠3'],
        ['joker', '♦5'],
      ]),
    );
    g.decide(0, { t: 'play', card: inHand(g.state, 0, 'JOKER') });
    expect(g.legal(1).filter((d) => d.t !== 'reveal')).toEqual([
      { t: 'pong', card: inHand(g.state, 1, 'joker') },
      { t: 'pass' },
    ]);
    g.decide(1, { t: 'pong', card: inHand(g.state, 1, 'joker') });
    g.decide(2, { t: 'pass' });
    g.decide(3, { t: 'pass' });
    g.decide(4, { t: 'pass' });
    expect(discardTail(g.state, 2)).toEqual(['JOKER', 'joker']);
    expect(eventsOf(g.events, 'pong')).toHaveLength(1);
  });

  test('S-C3: a card of the same rank but another suit (or the same suit, another rank) cannot claim', () => {
    const g = scenario(spec([['♠Q', '♠3'], ['♥Q', '♠K', '♦5'], ['♦A']]));
    g.decide(0, { t: 'play', card: inHand(g.state, 0, '♠Q') });
    expect(g.legal(1).filter((d) => d.t !== 'reveal')).toEqual([{ t: 'pass' }]);
    g.expectRefused(1, { t: 'pong', card: inHand(g.state, 1, '♥Q') }, 'illegal');
    g.expectRefused(1, { t: 'pong', card: inHand(g.state, 1, '♠K') }, 'illegal');
    g.expectRefused(1, { t: 'pong', card: inHand(g.state, 0, '♠3') }, 'illegal'); // not in its hand
  });
});
