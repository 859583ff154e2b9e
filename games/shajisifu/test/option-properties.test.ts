import { RandomBot } from '@shaju/bots';
import { ConfigError, deserialize, hashState, serialize } from '@shaju/engine';
import { type Decider, playout } from '@shaju/testkit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeBot } from '../bot/index.ts';
import {
  redactEvent,
  rulesOf,
  type ShajisifuConfig,
  type ShajisifuEvent,
  type ShajisifuState,
  shajisifu,
} from '../src/index.ts';

/**
 * Invariants over random valid option sets (options.ts): whatever the numbers, cards are conserved, no game stalls,
 * a replay of the log reproduces the hash, alive players stay within the configured death rules, and views and events
 * hide hands and hidden identities.
 */

const WIN = ['H-A', 'H-B', 'D-A', 'D-B', 'S-A', 'S-B', 'C-A', 'C-B', 'J-A', 'J-B', 'sole'];

/** Random option values (each present or absent), with a player count. */
const configInput = fc.record(
  {
    players: fc.integer({ min: 4, max: 10 }),
    decks: fc.integer({ min: 2, max: 8 }),
    startHand: fc.integer({ min: 0, max: 12 }),
    'value.A': fc.integer({ min: 1, max: 30 }),
    'value.J': fc.integer({ min: 1, max: 30 }),
    'value.Q': fc.integer({ min: 1, max: 30 }),
    'value.K': fc.integer({ min: 1, max: 30 }),
    'value.joker': fc.integer({ min: 1, max: 50 }),
    deathTotal: fc.integer({ min: 10, max: 150 }),
    sameValueCount: fc.integer({ min: 2, max: 6 }),
    penalty: fc.constantFrom('last', 'half', 'none'),
    diamondHand: fc.integer({ min: 1, max: 30 }),
    pong: fc.boolean(),
    maxTurns: fc.integer({ min: 1, max: 400 }),
    ...Object.fromEntries(WIN.map((id) => [`win.${id}`, fc.boolean()])),
  },
  { requiredKeys: ['players'] },
);

/** A valid configuration from random input, or null when the combination is refused as impossible. */
function configOf(input: Record<string, unknown>): ShajisifuConfig | null {
  try {
    return shajisifu.validateConfig(input);
  } catch (e) {
    if (e instanceof ConfigError && e.code === 'impossible') return null;
    throw e;
  }
}

/** Every physical card is in exactly one place. */
function expectConserved(s: ShajisifuState): void {
  const total = s.config.decks * 54;
  const seen = new Uint8Array(total);
  const all = [...s.draw, ...s.discard, ...s.flips];
  for (const p of s.players) all.push(p.identity, ...p.hand, ...p.damage);
  for (const c of all) {
    if (!(c >= 0 && c < total) || seen[c]) expect.fail(`card ${c} out of range or in two places`);
    seen[c] = 1;
  }
  if (all.length !== total) expect.fail(`${total - all.length} cards lost`);
}

/** S-D1 under the configuration: an alive player's damage is below the death total and the same-value count. */
function expectAliveBounds(s: ShajisifuState): void {
  const r = rulesOf(s.config);
  for (const p of s.players) {
    if (!p.alive) continue;
    const counts = new Map<number, number>();
    let total = 0;
    for (const c of p.damage) {
      const v = r.values[c % 54] as number;
      total += v;
      counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    if (total >= r.deathTotal) expect.fail(`an alive player has ${total} ≥ ${r.deathTotal} damage`);
    for (const n of counts.values()) if (n >= r.sameValueCount) expect.fail(`an alive player holds ${n} of a value`);
  }
}

/** Views hide other hands and hidden identities (principle 10). */
function expectRedacted(s: ShajisifuState): void {
  for (let seat = -1; seat < s.players.length; seat++) {
    const viewer = seat < 0 ? null : seat;
    const v = shajisifu.view(s, viewer);
    const text = JSON.stringify(v);
    if (text.includes('"draw":[') || text.includes('"rng"')) expect.fail('a view holds the draw pile or the PRNG');
    const own = viewer === null ? null : (s.players[viewer]?.hand ?? null);
    if (JSON.stringify(v.hand) !== JSON.stringify(own)) expect.fail('a view shows a hand other than its own');
    v.players.forEach((pv, i) => {
      const p = s.players[i] as ShajisifuState['players'][number];
      if (pv.identity !== (p.revealed || i === viewer ? p.identity : null)) expect.fail(`seat ${viewer} sees ${i}`);
    });
  }
}

describe('whole-game invariants over random option sets', () => {
  test('cards conserved, death rules kept, no stall, views and events redacted (250 games)', () => {
    let played = 0;
    fc.assert(
      fc.property(configInput, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (input, seed) => {
        const config = configOf(input);
        fc.pre(config !== null);
        const cfg = config as ShajisifuConfig;
        const events: ShajisifuEvent[] = [];
        const s = shajisifu.setup(cfg, seed, events);
        const bots: Decider[] = Array.from({ length: cfg.players }, (_, i) =>
          makeBot(i % 2 === 0 ? 'heuristic' : 'random', seed + i),
        );
        let steps = 0;
        // No stall: every game ends (by victory, `lastAlive` or the turn limit) well within the decision cap.
        const r = playout(shajisifu, s, bots, {
          record: false,
          events,
          maxDecisions: 200_000,
          onStep: () => {
            steps++;
            expectConserved(s);
            expectAliveBounds(s);
            if (steps % 11 === 0) expectRedacted(s);
          },
        });
        expect(s.result, JSON.stringify(cfg)).not.toBeNull();
        expect(r.decisions).toBeLessThan(200_000);
        expectConserved(s);
        expectRedacted(s);
        for (let seat = -1; seat < cfg.players; seat++) {
          const viewer = seat < 0 ? null : seat;
          for (const e of events) {
            const x = redactEvent(e, viewer);
            if (x.t === 'draw' && x.seat !== viewer) expect(x.cards).toBeNull();
            if (x.t === 'deal' && x.seat !== viewer) expect([x.identity, x.hand]).toEqual([null, null]);
          }
        }
        played++;
      }),
      { numRuns: 250, seed: 2026 },
    );
    expect(played).toBeGreaterThan(150);
  });

  test('replaying the log from (config, seed) reproduces the final hash, through a serialised config too (300 games)', () => {
    fc.assert(
      fc.property(configInput, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (input, seed) => {
        const config = configOf(input);
        fc.pre(config !== null);
        const cfg = config as ShajisifuConfig;
        const s = shajisifu.setup(cfg, seed);
        const bots = Array.from({ length: cfg.players }, (_, i) => new RandomBot(seed ^ (i * 7919)));
        const r = playout(shajisifu, s, bots, { maxDecisions: 200_000 });
        // A record stores the config as JSON: the replay reads it back (a new object, so new cached rules).
        const again = shajisifu.setup(deserialize<ShajisifuConfig>(serialize(cfg)), seed);
        for (const e of r.log) shajisifu.apply(again, e.seat, e.d);
        expect(hashState(again)).toBe(hashState(s));
      }),
      { numRuns: 300, seed: 9 },
    );
  });
});
