import { kitOf } from '@shaju/games/loaded';
import { type Decider, playout, type SeatContext } from '@shaju/runtime';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { armConfig, emptyTally, mergeTallies, runBatch } from '../src/batch.ts';
import { makeLabBot } from '../src/bots.ts';
import type { BatchSpec, LabTally } from '../src/contract.ts';

const base: BatchSpec = {
  game: 'paopaosha',
  arm: 'base',
  rules: {},
  players: [5, 6],
  bots: ['heuristic'],
  seed: 4,
  first: 0,
  count: 12,
};

describe('runBatch', () => {
  test('is deterministic, and two half batches add up to the whole', () => {
    const a = runBatch(base);
    expect(JSON.stringify(runBatch(base))).toBe(JSON.stringify(a));
    const h1 = runBatch({ ...base, count: 5 });
    const h2 = runBatch({ ...base, first: 5, count: 7 });
    expect(JSON.stringify(mergeTallies(h2.tally, h1.tally))).toBe(JSON.stringify(a.tally));
    const t = a.tally;
    expect(t.games).toBe(12);
    // 6 games of 5 seats and 6 of 6.
    expect(t.seats).toBe(66);
    expect(Object.values(t.byIdentity).reduce((n, c) => n + c.games, 0)).toBe(66);
    expect(t.realChoices).toBeGreaterThan(0);
    expect(t.realChoices).toBeLessThan(t.decisions);
  });

  test('the subject sits in seat i mod players and is counted apart', () => {
    const r = runBatch({ ...base, subject: { bot: 'random' } });
    expect(r.tally.subject.all.games).toBe(12);
    expect(Object.values(r.tally.subject.byIdentity).reduce((n, c) => n + c.games, 0)).toBe(12);
    expect(runBatch(base).tally.subject.all.games).toBe(0);
  });

  test('杀机四伏: identities by suit, turns, no characters', () => {
    const r = runBatch({ ...base, game: 'shajisifu', players: [6], count: 6 });
    expect(
      Object.keys(r.tally.byIdentity).every((k) => ['spades', 'hearts', 'clubs', 'diamonds', 'joker'].includes(k)),
    ).toBe(true);
    expect(r.tally.rounds).toBeGreaterThan(0);
    expect(r.tally.byCharacter).toEqual({});
    // Every player plays for itself: no teams.
    expect(r.tally.byTeam).toEqual({});
  });

  test('a team counts once a game, won when any of its seats won (boss mode: the two sides; larger games weigh no more)', () => {
    const r = runBatch({ ...base, mode: 'boss', players: [3, 8], count: 16 });
    const t = r.tally;
    expect(Object.keys(t.byTeam).sort()).toEqual(['boss', 'paopao']);
    expect(t.byTeam.boss?.games).toBe(16);
    expect(t.byTeam.paopao?.games).toBe(16);
    expect((t.byTeam.boss?.wins ?? 0) + (t.byTeam.paopao?.wins ?? 0)).toBe(16 - t.draws);
    // Per seat the 跑跑 count 2 or 7 times a game.
    expect(t.byIdentity.paopao?.games).toBe(8 * 2 + 8 * 7);
    const id = runBatch(base).tally;
    for (const c of Object.values(id.byTeam)) expect(c.games).toBeLessThanOrEqual(12);
    expect(id.byTeam.guozhu?.games).toBe(12);
  });
});

describe('restricted bot', () => {
  test.each([
    ['paopaosha', 'card', 'sha'],
    ['paopaosha', 'card', 'shan'],
    ['shajisifu', 'skill', 'heal'],
  ] as const)('%s: never uses %s %s while it has another option', (game, kind, id) => {
    const kit = kitOf(game);
    const lab = kit.lab;
    if (!lab) throw new Error('no lab hooks');
    let forced = 0;
    let chances = 0;
    for (let g = 0; g < 4; g++) {
      const config = armConfig(kit, { rules: {}, mode: undefined }, 5);
      const events: unknown[] = [];
      const state = kit.module.setup(config, 100 + g, events);
      const deciders: Decider[] = [];
      for (let s = 0; s < 5; s++) {
        const bot = makeLabBot(kit, 'heuristic', s + g * 10, undefined, s === 1 ? { kind, id } : undefined);
        if (s !== 1) {
          deciders.push(bot);
          continue;
        }
        deciders.push({
          name: 'spy',
          decide(ctx: SeatContext): unknown {
            const legal = ctx.legal();
            const d = bot.decide(ctx);
            const usable = legal.filter((x) => lab.uses(x, kind, id)).length;
            if (usable > 0) chances++;
            if (lab.uses(d, kind, id)) {
              // Only when every legal decision uses it.
              expect(usable).toBe(legal.length);
              forced++;
            }
            return d;
          },
          ...(bot.react ? { react: (ctx: SeatContext) => bot.react?.(ctx) ?? null } : {}),
        });
      }
      playout(kit.module, state, deciders, { record: false });
    }
    expect(chances).toBeGreaterThan(0);
    expect(forced).toBeLessThan(chances);
  });
});

/** A tally with small random counts. */
const countArb = fc.record({ wins: fc.nat(5), games: fc.nat(9) });
const mapArb = fc.dictionary(fc.constantFrom('a', 'b', '5:c', '6:d'), countArb);
const tallyArb: fc.Arbitrary<LabTally> = fc
  .record({
    games: fc.nat(50),
    draws: fc.nat(5),
    decisions: fc.nat(500),
    byIdentity: mapArb,
    bySeat: mapArb,
    byCharacter: mapArb,
    subject: mapArb,
  })
  .map((r) => ({
    ...emptyTally(),
    games: r.games,
    draws: r.draws,
    decisions: r.decisions,
    byIdentity: r.byIdentity,
    bySeat: r.bySeat,
    byCharacter: r.byCharacter,
    subject: { all: { wins: 1, games: 2 }, byIdentity: r.subject, byPlayersIdentity: {} },
  }));

describe('mergeTallies', () => {
  test('is order-free and exact (any grouping, any order)', () => {
    fc.assert(
      fc.property(fc.array(tallyArb, { maxLength: 6 }), fc.nat(), (ts, k) => {
        const a = mergeTallies(...ts);
        const shuffled = ts.slice().sort((x, y) => ((x.games * 31 + k) % 7) - ((y.games * 31 + k) % 7));
        const split = Math.min(k % 7, shuffled.length);
        const b = mergeTallies(mergeTallies(...shuffled.slice(split)), mergeTallies(...shuffled.slice(0, split)));
        expect(JSON.stringify(b)).toBe(JSON.stringify(a));
        expect(a.games).toBe(ts.reduce((n, t) => n + t.games, 0));
      }),
      { numRuns: 200 },
    );
  });
});

describe('objective metrics (search.ts metricsOf)', () => {
  test('spreadByPlayers averages the spread within each player count; spread pools every game', async () => {
    const { metricsOf } = await import('../src/search.ts');
    const t: LabTally = {
      ...emptyTally(),
      games: 200,
      // Boss mode as the lab counts it: the 海盗王 one seat a game, the 跑跑 every other seat (2 at 3 players, 7 at 8).
      byIdentity: { boss: { wins: 107, games: 200 }, paopao: { wins: 10 + 616, games: 200 + 700 } },
      byPlayersIdentity: {
        '3:boss': { wins: 95, games: 100 },
        '3:paopao': { wins: 10, games: 200 },
        '8:boss': { wins: 12, games: 100 },
        '8:paopao': { wins: 616, games: 700 },
      },
    };
    const m = metricsOf(t);
    // 3 players: 95% − 5%; 8 players: 88% − 12%; their mean.
    expect(m.spreadByPlayers.est).toBeCloseTo((0.9 + 0.76) / 2, 10);
    expect(m.spreadByPlayers.lo).toBeLessThan(m.spreadByPlayers.est);
    expect(m.spreadByPlayers.hi).toBeGreaterThan(m.spreadByPlayers.est);
    // Pooled per seat, the sides look nearly even.
    expect(m.spread.est).toBeLessThan(0.2);
  });
});
