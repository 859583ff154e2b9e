import { RandomBot } from '@shaju/bots';
import { deserialize, hashState, IllegalDecisionError, serialize } from '@shaju/engine';
import { type Decider, playout } from '@shaju/testkit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import {
  legalDecisions,
  redactEvent,
  rulesOf,
  type ShajisifuDecision,
  type ShajisifuEvent,
  type ShajisifuState,
  shajisifu,
} from '../src/index.ts';

/** Every physical card is in exactly one place: identity, hand, damage, draw, discard or the attack in flight. */
function expectConserved(s: ShajisifuState): void {
  const total = s.config.decks * 54;
  const seen = new Uint8Array(total);
  let bad = '';
  const mark = (c: number) => {
    if (!(c >= 0 && c < total)) bad ||= `card id ${c} out of range`;
    else if (seen[c]) bad ||= `card ${c} in two places`;
    else seen[c] = 1;
  };
  for (const p of s.players) {
    mark(p.identity);
    p.hand.forEach(mark);
    p.damage.forEach(mark);
  }
  s.draw.forEach(mark);
  s.discard.forEach(mark);
  s.flips.forEach(mark);
  if (!bad && !seen.every((x) => x === 1)) bad = 'a card was lost';
  if (bad) expect.fail(`card conservation: ${bad}`);
}

/**
 * S-D1: an alive player never holds damage totalling ≥ 50 or three of one value (in the seed; the game's
 * `deathTotal`, `sameValueCount` and `value.*` options in general).
 */
function expectAliveBounds(s: ShajisifuState): void {
  const rules = rulesOf(s.config);
  for (const p of s.players) {
    if (!p.alive) continue;
    const counts = new Uint16Array(rules.maxValue + 1);
    let total = 0;
    for (const c of p.damage) {
      const v = rules.values[c % 54] as number;
      total += v;
      counts[v] = (counts[v] as number) + 1;
      if ((counts[v] as number) >= rules.sameValueCount)
        expect.fail(`an alive player holds ${rules.sameValueCount} damage cards of one value`);
    }
    if (total >= rules.deathTotal) expect.fail(`an alive player has ${total} damage`);
  }
}

/** No seat's view shows another seat's hand, a hidden identity, the draw pile order or the PRNG state. */
function expectRedacted(s: ShajisifuState): void {
  for (let seat = -1; seat < s.players.length; seat++) {
    const viewer = seat < 0 ? null : seat;
    const v = shajisifu.view(s, viewer);
    const text = JSON.stringify(v);
    if (text.includes('"draw":[') || text.includes('"rng"'))
      expect.fail('a view holds the draw pile or the PRNG state');
    const own = viewer === null ? null : (s.players[viewer]?.hand ?? null);
    if (JSON.stringify(v.hand) !== JSON.stringify(own)) expect.fail('a view shows a hand other than its own');
    v.players.forEach((pv, i) => {
      const p = s.players[i] as ShajisifuState['players'][number];
      if ('hand' in pv) expect.fail('a player view carries a hand');
      if (pv.identity !== (p.revealed || i === viewer ? p.identity : null))
        expect.fail(`seat ${viewer} sees identity of ${i}`);
      if (pv.handCount !== p.hand.length) expect.fail('hand count wrong');
    });
  }
}

/** A decision that is not legal for `seat` now, built from the state (or null when none could be made). */
function illegalFor(s: ShajisifuState, seat: number, pick: number): unknown {
  const legal = legalDecisions(s, seat);
  const candidates: unknown[] = [
    { t: 'play', card: s.draw[s.draw.length - 1] ?? 9999 }, // a card not in hand
    { t: 'attack', target: seat },
    { t: 'heal', target: seat, card: s.draw[0] ?? 9999 },
    { t: 'pong', card: s.players[seat]?.identity ?? 0 },
    { t: 'flip' },
    { t: 'stop' },
    { t: 'pass' },
    { t: 'nope' },
    null,
    { t: 'play' },
    { t: 'reveal', order: [1, 2, 3] },
  ];
  const key = (d: unknown) => JSON.stringify(d);
  const legalKeys = new Set(legal.map(key));
  const bad = candidates.filter((d) => !legalKeys.has(key(d)));
  return bad.length === 0 ? null : bad[pick % bad.length];
}

describe('whole-game invariants over seeded random games', () => {
  test('cards are conserved, alive players stay in bounds, every legal decision applies, views are redacted (500 games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 4, max: 10 }),
        fc.boolean(),
        fc.integer({ min: 2, max: 8 }),
        (seed, players, pong, decks) => {
          const s = shajisifu.setup(shajisifu.validateConfig({ players, pong, decks }), seed);
          const bots: Decider[] = Array.from({ length: players }, (_, i) =>
            makeBot(i % 2 === 0 ? 'heuristic' : 'random', seed + i),
          );
          let steps = 0;
          playout(shajisifu, s, bots, {
            record: false,
            onStep: () => {
              steps++;
              expectConserved(s);
              expectAliveBounds(s);
              if (steps % 7 === 0) expectRedacted(s);
            },
          });
          expect(s.result).not.toBeNull();
          expectConserved(s);
        },
      ),
      { numRuns: 500, seed: 42 },
    );
  });

  test('every step survives serialise → deserialise with the same hash, and the copy plays on identically (200 games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 4, max: 10 }),
        fc.boolean(),
        (seed, players, pong) => {
          const s = shajisifu.setup(shajisifu.validateConfig({ players, pong }), seed);
          const bots = Array.from({ length: players }, (_, i) => new RandomBot(seed ^ (i * 7919)));
          let copy: ShajisifuState | null = null;
          let copyAt = -1;
          const log: { seat: number; d: unknown }[] = [];
          playout(shajisifu, s, bots, {
            record: false,
            onStep: (seat, d) => {
              log.push({ seat, d });
              const text = serialize(s);
              const back = deserialize<ShajisifuState>(text);
              expect(hashState(back)).toBe(hashState(s));
              const cl = shajisifu.clone(s);
              expect(serialize(cl)).toBe(text);
              if (copy === null && log.length === 20) {
                copy = back;
                copyAt = log.length;
              }
            },
          });
          if (copy !== null) {
            const c = copy as ShajisifuState;
            for (const e of log.slice(copyAt)) shajisifu.apply(c, e.seat, e.d);
            expect(hashState(c)).toBe(hashState(s));
          }
        },
      ),
      { numRuns: 200, seed: 7 },
    );
  });

  test('replaying the decision log from (config, seed) reproduces the final hash (1000 games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 4, max: 10 }),
        fc.boolean(),
        (seed, players, pong) => {
          const config = shajisifu.validateConfig({ players, pong });
          const s = shajisifu.setup(config, seed);
          const bots = Array.from({ length: players }, (_, i) => makeBot(i % 3 ? 'random' : 'heuristic', seed + i));
          const r = playout(shajisifu, s, bots);
          const again = shajisifu.setup(config, seed);
          for (const e of r.log) shajisifu.apply(again, e.seat, e.d);
          expect(hashState(again)).toBe(hashState(s));
        },
      ),
      { numRuns: 1000, seed: 3 },
    );
  });

  test('every illegal decision throws IllegalDecisionError and changes nothing (300 games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 4, max: 10 }),
        fc.boolean(),
        (seed, players, pong) => {
          const s = shajisifu.setup(shajisifu.validateConfig({ players, pong }), seed);
          const bots = Array.from({ length: players }, (_, i) => new RandomBot(seed + 31 * i));
          let k = 0;
          playout(shajisifu, s, bots, {
            record: false,
            onStep: () => {
              if (s.result) return;
              k++;
              const seat = k % players;
              const d = illegalFor(s, seat, k);
              if (d === null) return;
              const before = serialize(s);
              let threw: unknown = null;
              try {
                shajisifu.apply(s, seat, d);
              } catch (e) {
                threw = e;
              }
              expect(threw).toBeInstanceOf(IllegalDecisionError);
              expect(serialize(s)).toBe(before);
            },
          });
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });

  test('events shown to a seat never carry another seat’s drawn cards or hidden identity (200 games)', () => {
    for (let seed = 0; seed < 200; seed++) {
      const players = 4 + (seed % 7);
      const events: ShajisifuEvent[] = [];
      const s = shajisifu.setup(shajisifu.validateConfig({ players, pong: seed % 2 === 0 }), seed, events);
      playout(
        shajisifu,
        s,
        Array.from({ length: players }, (_, i) => new RandomBot(seed * 13 + i)),
        {
          record: false,
          events,
        },
      );
      for (let seat = -1; seat < players; seat++) {
        const viewer = seat < 0 ? null : seat;
        for (const e of events) {
          const r = redactEvent(e, viewer);
          if (r.t === 'draw' && r.seat !== viewer) expect(r.cards).toBeNull();
          if (r.t === 'deal' && r.seat !== viewer) {
            expect(r.identity).toBeNull();
            expect(r.hand).toBeNull();
          }
        }
      }
    }
  });

  test('the legal list and the validator agree: every listed decision applies on a clone', () => {
    for (let seed = 0; seed < 60; seed++) {
      const players = 4 + (seed % 7);
      const s = shajisifu.setup(shajisifu.validateConfig({ players, pong: true }), seed);
      playout(
        shajisifu,
        s,
        Array.from({ length: players }, (_, i) => new RandomBot(seed * 17 + i)),
        {
          record: false,
          onStep: () => {
            for (let seat = 0; seat < players; seat++) {
              for (const d of legalDecisions(s, seat) as ShajisifuDecision[]) {
                expect(() => shajisifu.apply(shajisifu.clone(s), seat, d)).not.toThrow();
              }
            }
          },
        },
      );
    }
  });
});
