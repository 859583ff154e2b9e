import { describe, expect, test } from 'vitest';
import {
  buildScenario,
  conditionsOf,
  type SeatSpec,
  type ShajisifuSpec,
  type ShajisifuState,
  setup,
  suitOf,
  validateConfig,
  type WinCondition,
} from '../src/index.ts';
import { eventsOf, hand, scenario } from './helpers.ts';

/** One scenario per option of the catalogue (options.ts): what the option changes, beside the seed's behaviour. */

type Opts = NonNullable<ShajisifuSpec['options']>;

/** Seat 0 (no hand) attacks seat 2 (with `damage`), flips `flips` (the first at once), then stops if still flipping. */
function attack(damage: string[], flips: string[], options: Opts = {}) {
  const g = scenario({
    seats: [{ identity: '♠2' }, { identity: '♠3', hand: ['♣2'] }, { identity: '♣7', damage }, { identity: '♦9' }],
    discardTop: '♠4',
    drawTop: flips,
    options,
  });
  g.decide(0, { t: 'attack', target: 2 });
  for (let i = 1; i < flips.length && g.state.step === 'flip'; i++) g.decide(0, { t: 'flip' });
  if (g.state.step === 'flip') g.decide(0, { t: 'stop' });
  return g;
}

describe('options: deck and deal', () => {
  test('decks: 2 decks hold 108 cards, 8 decks 432 (S-C1)', () => {
    for (const decks of [2, 8]) {
      const s = setup(validateConfig({ players: 6, decks }), 3);
      const all = [...s.draw, ...s.discard, ...s.players.flatMap((p) => [p.identity, ...p.hand])];
      expect(new Set(all).size).toBe(decks * 54);
    }
  });

  test('startHand: 5 deals five cards each; 0 deals none, so the first player must attack or heal (S-S1, S-T3)', () => {
    const five = setup(validateConfig({ players: 5, startHand: 5 }), 9);
    expect(five.players.map((p) => p.hand.length)).toEqual([5, 5, 5, 5, 5]);
    const seed = setup(validateConfig({ players: 5 }), 9);
    expect(seed.players.map((p) => p.hand.length)).toEqual([3, 3, 3, 3, 3]);
    const none = setup(validateConfig({ players: 5, startHand: 0 }), 9);
    expect(none.players.every((p) => p.hand.length === 0)).toBe(true);
    expect(none.step).toBe('noHand');
  });
});

describe('options: card values (S-C2)', () => {
  // Each row: an option value, two flips that the seed lets go on (the second not lower) or stops (lower).
  const rows: { opt: string; v: number; flips: [string, string]; seedForced: boolean }[] = [
    { opt: 'value.K', v: 5, flips: ['♦Q', '♥K'], seedForced: false }, // K=5 < Q=12: forced
    { opt: 'value.Q', v: 2, flips: ['♦5', '♥Q'], seedForced: false },
    { opt: 'value.J', v: 2, flips: ['♦5', '♥J'], seedForced: false },
    { opt: 'value.joker', v: 1, flips: ['♦5', 'joker'], seedForced: false },
    { opt: 'value.A', v: 14, flips: ['♦K', '♠A'], seedForced: true }, // A=14 ≥ K=13: no longer forced
  ];
  for (const r of rows) {
    test(`${r.opt}=${r.v}: the flip ${r.flips.join(' → ')} is ${r.seedForced ? 'no longer' : 'now'} a forced stop`, () => {
      const seed = attack([], [...r.flips]);
      const changed = attack([], [...r.flips], { [r.opt]: r.v });
      const forced = (g: ReturnType<typeof attack>) => eventsOf(g.events, 'draw').some((e) => e.penalty);
      expect(forced(seed)).toBe(r.seedForced);
      expect(forced(changed)).toBe(!r.seedForced);
      // The damage event carries the total under the configured values.
      const last = eventsOf(changed.events, 'damage')[0];
      const flipValues = eventsOf(changed.events, 'flip').map((e) => e.value);
      expect(last?.total).toBe(flipValues.reduce((a, b) => a + b, 0));
      expect(flipValues).toContain(r.v);
    });
  }

  test('value.joker=30: two jokers and the damage total count 30 each', () => {
    const g = attack(['♠K'], ['joker'], { 'value.joker': 30 });
    expect(eventsOf(g.events, 'damage')[0]?.total).toBe(30);
    expect(g.state.players[2]?.alive).toBe(true); // 13 + 30 = 43 < 50
    const h = attack(['♠K', '♥8'], ['joker'], { 'value.joker': 30 }); // 13 + 8 + 30 = 51
    expect(h.state.players[2]?.alive).toBe(false);
    expect(attack(['♠K', '♥8'], ['joker']).state.players[2]?.alive).toBe(true); // seed: 41
  });
});

describe('options: death and penalty (S-D1, S-A3)', () => {
  test('deathTotal=60: damage totalling 50 no longer kills; 60 does', () => {
    // 36 + 5 + 9 = 50
    expect(attack(['♠K', '♥K', '♣10'], ['♦5', '♣9']).state.players[2]?.alive).toBe(false);
    expect(attack(['♠K', '♥K', '♣10'], ['♦5', '♣9'], { deathTotal: 60 }).state.players[2]?.alive).toBe(true);
    // 48 + 3 + 9 = 60
    const g = attack(['♠K', '♥K', '♣10', '♦Q'], ['♦3', '♣9'], { deathTotal: 60 });
    expect(g.state.players[2]?.alive).toBe(false);
    expect(eventsOf(g.events, 'death')[0]).toMatchObject({ cause: 'total', limit: 60 });
  });

  test('deathTotal=30: damage totalling 30 kills', () => {
    expect(attack(['♠K', '♥8'], ['♦9']).state.players[2]?.alive).toBe(true);
    expect(attack(['♠K', '♥8'], ['♦9'], { deathTotal: 30 }).state.players[2]?.alive).toBe(false);
  });

  test('sameValueCount=4: three 7s no longer kill, four do; sameValueCount=2: a pair kills', () => {
    expect(attack(['♠7', '♥7'], ['♦7']).state.players[2]?.alive).toBe(false);
    expect(attack(['♠7', '♥7'], ['♦7'], { sameValueCount: 4 }).state.players[2]?.alive).toBe(true);
    const four = attack(['♠7', '♥7', '♣7'], ['♦7'], { sameValueCount: 4 });
    expect(eventsOf(four.events, 'death')[0]).toMatchObject({ cause: 'triple', count: 4 });
    expect(attack(['♠7'], ['♦7']).state.players[2]?.alive).toBe(true);
    const two = attack(['♠7'], ['♦7'], { sameValueCount: 2 });
    expect(eventsOf(two.events, 'death')[0]).toMatchObject({ cause: 'triple', count: 2 });
  });

  test('penalty: the seed example 3, 8, Q, J draws 11 (last), 6 (half) or nothing (none)', () => {
    // 你要摸取#张手牌，其中#是指你最后翻开的那张牌的数值
    const flips = ['♣3', '♠8', '♦Q', '♣J'];
    expect(hand(attack([], flips).state, 0)).toHaveLength(11);
    expect(hand(attack([], flips, { penalty: 'half' }).state, 0)).toHaveLength(6);
    const none = attack([], flips, { penalty: 'none' });
    expect(hand(none.state, 0)).toHaveLength(0);
    expect(eventsOf(none.events, 'draw')).toEqual([]);
    expect(none.state.players[2]?.damage).toHaveLength(4); // the flips still land
  });
});

describe('options: win conditions (S-V1)', () => {
  const dead = (identity: string, deathOrder: number, more: Partial<NonNullable<SeatSpec['dead']>> = {}): SeatSpec => ({
    identity,
    dead: { deathOrder, ...more },
  });
  const hidden = (identity: string): SeatSpec => ({ identity, hand: ['♣2'] });
  const tenCards = ['♣2', '♣3', '♣4', '♣5', '♣6', '♣8', '♣9', '♣10', '♣J', '♣Q'];
  // One position per condition where it holds for `seat` (checked with `conditionsOf`, which reads the options).
  const cases: { id: WinCondition; seat: number; seats: SeatSpec[] }[] = [
    { id: 'H-A', seat: 1, seats: [dead('♠2', 1), hidden('♥5'), dead('♠3', 2), hidden('♠4')] },
    { id: 'D-A', seat: 0, seats: [{ identity: '♦5', hand: tenCards }, hidden('♠2'), hidden('♠3'), hidden('♠4')] },
    { id: 'D-B', seat: 0, seats: [hidden('♦5'), hidden('♠2'), dead('♠3', 1), dead('♠4', 2)] },
    {
      id: 'S-A',
      seat: 0,
      seats: [{ ...hidden('♠5'), kills: [1] }, dead('♦2', 1, { killer: 0 }), hidden('♠3'), hidden('♠4')],
    },
    {
      id: 'S-B',
      seat: 0,
      seats: ['♠5', '♠2', '♠3', '♠4'].map((identity) => ({ identity, revealed: true, hand: ['♣2'] })),
    },
    { id: 'C-A', seat: 0, seats: [dead('♣5', 1), hidden('♠2'), hidden('♠3'), hidden('♠4')] },
    {
      id: 'C-B',
      seat: 0,
      seats: [{ ...hidden('♣5'), kills: [2] }, dead('♠2', 1), dead('♠3', 2, { killer: 0 }), hidden('♠4'), hidden('♠6')],
    },
    { id: 'J-A', seat: 0, seats: [dead('joker', 2), dead('♠2', 1), hidden('♠3'), hidden('♠4')] },
    {
      id: 'J-B',
      seat: 0,
      seats: [
        { ...hidden('joker'), kills: [1] },
        dead('♠2', 1, { killer: 0, publicAtDeath: true }),
        hidden('♠3'),
        hidden('♠4'),
      ],
    },
    { id: 'sole', seat: 0, seats: [hidden('♠5'), dead('♠2', 1), dead('♠3', 2), dead('♠4', 3)] },
  ];
  for (const c of cases) {
    test(`win.${c.id}: holds in the seed; off, it no longer counts`, () => {
      const on = buildScenario({ seats: c.seats, discardTop: '♠A' });
      expect(conditionsOf(on, c.seat)).toContain(c.id);
      const off = buildScenario({ seats: c.seats, discardTop: '♠A', options: { [`win.${c.id}`]: false } });
      expect(conditionsOf(off, c.seat)).not.toContain(c.id);
    });
  }

  /** Seat 0 (♠) kills seat 2 (a ♦ with 35 damage): S-A; a living ♥ at seat 3. */
  function killDiamond(options: Opts): ShajisifuState {
    const g = scenario({
      seats: [
        { identity: '♠2' },
        { identity: '♠3', hand: ['♣2'] },
        { identity: '♦7', damage: ['♦K', '♥Q', '♣10'] },
        { identity: '♥4', hand: ['♣3'] },
        { identity: '♠6', hand: ['♣4'] },
      ],
      discardTop: '♠4',
      drawTop: ['♦9', '♣9'],
      options,
    });
    g.decide(0, { t: 'attack', target: 2 });
    g.decide(0, { t: 'flip' });
    g.decide(0, { t: 'stop' });
    return g.state;
  }

  test('win.H-B: a living ♥ joins another winner in the seed; off, it does not', () => {
    expect(killDiamond({}).result?.why).toEqual({ 0: ['S-A'], 3: ['H-B'] });
    expect(killDiamond({ 'win.H-B': false }).result?.why).toEqual({ 0: ['S-A'] });
  });

  test('win.sole off: a game down to one player that nobody wins is a draw (lastAlive), not a sole victory', () => {
    const play = (options: Opts) => {
      const g = scenario({
        seats: [{ identity: '♠2' }, dead('♠3', 1), dead('♠5', 2), { identity: '♠7', damage: ['♦K', '♥Q', '♣10'] }],
        discardTop: '♠4',
        drawTop: ['♦9', '♣9'],
        options,
      });
      g.decide(0, { t: 'attack', target: 3 });
      g.decide(0, { t: 'flip' });
      g.decide(0, { t: 'stop' });
      return g.state.result;
    };
    expect(play({})).toEqual({ winners: [0], draw: false, reason: 'victory', why: { 0: ['sole'] } });
    expect(play({ 'win.sole': false })).toEqual({ winners: [], draw: true, reason: 'lastAlive', why: {} });
  });

  test('diamondHand=8: a ♦ holding 8 cards wins at the next check (a reveal); the seed needs 10', () => {
    const eight = ['♣2', '♣3', '♣4', '♣5', '♣6', '♣8', '♣9', '♣10'];
    const run = (options: Opts) => {
      const g = scenario({
        seats: [
          { identity: '♠2', hand: ['♠5'] },
          { identity: '♦5', hand: eight },
          { identity: '♠3' },
          { identity: '♠4' },
        ],
        discardTop: '♠A',
        options,
      });
      g.decide(0, { t: 'reveal', order: [] });
      return g.state.result;
    };
    expect(run({})).toBeNull();
    expect(run({ diamondHand: 8 })?.why).toEqual({ 1: ['D-A'] });
  });

  test('diamondHand ≤ startHand: a ♦ dealt enough cards wins at the deal (S-V2 checks the deal too)', () => {
    let diamonds = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = setup(validateConfig({ players: 6, startHand: 4, diamondHand: 4 }), seed);
      const d = s.players.findIndex((p) => suitOf(p.identity) === 3);
      if (d < 0) {
        expect(s.result).toBeNull();
        continue;
      }
      diamonds++;
      expect(s.result?.winners).toContain(d);
      expect(s.result?.why[d]).toContain('D-A');
      expect(setup(validateConfig({ players: 6, startHand: 4 }), seed).result).toBeNull();
    }
    expect(diamonds).toBeGreaterThan(0);
  });
});

describe('options: variants and limits', () => {
  /** Seat 0 plays ♥3 on ♠A (illegal: the turn ends), then seat 1 plays ♦5 on ♥3 (illegal again). */
  function twoIllegalPlays(spec: Partial<ShajisifuSpec>) {
    const g = scenario({
      seats: [
        { identity: '♠2', hand: ['♥3'] },
        { identity: '♠3', hand: ['♦5', '♥5'] },
        { identity: '♠4', hand: ['♣6'] },
        { identity: '♠5', hand: ['♣7'] },
      ],
      discardTop: '♠A',
      ...spec,
    });
    g.decide(0, { t: 'play', card: g.state.players[0]?.hand[0] as number });
    if (g.state.step === 'claim') for (const seat of [1, 2, 3]) g.decide(seat, { t: 'pass' });
    return g;
  }

  test('maxTurns=2: the game ends as a draw when the third turn would start (S-V2)', () => {
    const g = twoIllegalPlays({ maxTurns: 2 });
    expect(g.state.result).toBeNull();
    g.decide(1, { t: 'play', card: g.state.players[1]?.hand[0] as number });
    expect(g.state.result).toEqual({ winners: [], draw: true, reason: 'maxTurns', why: {} });
    const h = twoIllegalPlays({ maxTurns: 3 });
    h.decide(1, { t: 'play', card: h.state.players[1]?.hand[0] as number });
    expect(h.state.result).toBeNull();
  });

  test('pong: on, a play opens a claim window for every other alive player (S-P1); off (the seed), it does not', () => {
    const on = scenario({
      seats: [
        { identity: '♠2', hand: ['♥3'] },
        { identity: '♠3', hand: ['♥3'] },
        { identity: '♠4' },
        { identity: '♠5' },
      ],
      discardTop: '♥A',
      pong: true,
    });
    on.decide(0, { t: 'play', card: on.state.players[0]?.hand[0] as number });
    expect(on.state.step).toBe('claim');
    expect(on.state.claim?.asked).toEqual([1, 2, 3]);
    const off = scenario({
      seats: [
        { identity: '♠2', hand: ['♥3'] },
        { identity: '♠3', hand: ['♥3'] },
        { identity: '♠4' },
        { identity: '♠5' },
      ],
      discardTop: '♥A',
    });
    off.decide(0, { t: 'play', card: off.state.players[0]?.hand[0] as number });
    expect(off.state.claim).toBeNull();
  });
});
