/**
 * Whole-game invariants over random valid option sets (fast-check): for any deck, number, limit and pool the options
 * allow, cards are conserved (exactly the configured deck's cards, each in one place), games end (a result, or the
 * round limit), replaying the log from (options, seed) reproduces the final hash through a serialised record, and the
 * views stay redacted (no other seat's hand, no identity the viewer does not know, no draw pile).
 */
import { RandomBot } from '@shaju/bots';
import { ConfigError, type OptionSpec, type OptionValue, serialize } from '@shaju/engine';
import { makeRecord, playout, verifyRecord } from '@shaju/testkit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { deckCards, OPTIONS, type PaopaoshaConfig, type PaopaoshaState, paopaosha } from '../../src/index.ts';
import { seesAllIdentities } from '../../src/skills/hooks.ts';

/** The value arbitrary of one option (the round limit kept short, so that every game is quick). */
function valueArb(o: OptionSpec): fc.Arbitrary<OptionValue> {
  if (o.id === 'maxRounds') return fc.integer({ min: 1, max: 25 });
  if (o.type === 'bool') return fc.boolean();
  if (o.type === 'enum') return fc.constantFrom(...o.values.map((v) => v.id));
  return fc.integer({ min: o.min, max: o.max });
}

const optionArb: fc.Arbitrary<[string, OptionValue]> = fc
  .constantFrom(...OPTIONS.options)
  .chain((o) => valueArb(o).map((v): [string, OptionValue] => [o.id, v]));

/** A random valid configuration: 3–12 players (boss mode 3–8), up to 12 options set, the round limit at most 25. */
const configArb: fc.Arbitrary<PaopaoshaConfig> = fc
  .record({
    boss: fc.boolean(),
    players: fc.integer({ min: 3, max: 12 }),
    options: fc.array(optionArb, { maxLength: 12 }),
    rounds: fc.integer({ min: 1, max: 25 }),
  })
  .map(({ boss, players, options, rounds }) => {
    const input: Record<string, unknown> = {
      ...Object.fromEntries(options),
      maxRounds: rounds,
      players: boss ? 3 + (players % 6) : players,
    };
    if (boss) input.mode = 'boss';
    try {
      return paopaosha.validateConfig(input);
    } catch (e) {
      if (e instanceof ConfigError && e.code === 'impossible') return null;
      throw e;
    }
  })
  .filter((c): c is PaopaoshaConfig => c !== null);

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });

function bots(players: number, seed: number): RandomBot[] {
  return Array.from({ length: players }, (_, i) => new RandomBot(seed * 31 + i));
}

/** Every card of the configured deck is in exactly one place, and no other card is anywhere. */
function conserved(s: PaopaoshaState, deck: readonly number[]): string {
  const all = [...s.draw, ...s.discard, ...s.table];
  for (const p of s.seats) {
    all.push(...p.hand, ...p.judging);
    for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) if (p.equip[slot] >= 0) all.push(p.equip[slot]);
  }
  all.sort((a, b) => a - b);
  return all.length === deck.length && all.every((c, i) => c === deck[i]) ? '' : 'cards created, lost or doubled';
}

/** What a view must hide: other hands, identities the viewer does not know, the draw pile and the generator. */
function redacted(s: PaopaoshaState): string {
  for (let viewer = -1; viewer < s.seats.length; viewer++) {
    const seat = viewer < 0 ? null : viewer;
    const v = paopaosha.view(s, seat);
    const text = JSON.stringify(v);
    if (text.includes('"draw":[') || text.includes('"rng"') || text.includes('"stack"'))
      return 'a view leaks the piles';
    if (JSON.stringify(v.hand) !== JSON.stringify(seat === null ? null : s.seats[seat]?.hand))
      return `seat ${seat} sees another hand`;
    const me = seat === null ? undefined : s.seats[seat];
    // 主席 (皮蛋) sees every identity: a visibility grant of the rules (skills/zhuxi.ts).
    const all = seat !== null && seesAllIdentities(s, seat);
    for (let i = 0; i < s.seats.length; i++) {
      const p = s.seats[i] as PaopaoshaState['seats'][number];
      const known = all || p.identityPublic || i === seat || (me !== undefined && (me.knows & (1 << i)) !== 0);
      const pv = v.players[i];
      if (pv?.identity !== null && !known) return `seat ${seat} sees the identity of seat ${i}`;
    }
  }
  return '';
}

describe('invariants over random option sets', () => {
  test('cards conserved and views redacted at every step; every game ends (80 games)', () => {
    fc.assert(
      fc.property(configArb, seedArb, (config, seed) => {
        const s = paopaosha.setup(config, seed);
        const deck = deckCards(config);
        let steps = 0;
        let bad = conserved(s, deck);
        playout(paopaosha, s, bots(config.players, seed), {
          record: false,
          onStep: () => {
            steps++;
            bad ||= conserved(s, deck);
            if (steps % 7 === 0) bad ||= redacted(s);
          },
        });
        if (bad) expect.fail(`${bad} (${JSON.stringify(config)}, seed ${seed})`);
        expect(s.result).not.toBeNull();
        expect(s.round).toBeLessThanOrEqual(config.maxRounds + 1);
        expect(redacted(s)).toBe('');
      }),
      { numRuns: 80, seed: 11 },
    );
  });

  test('a serialised record replays to the same final hash (60 games)', () => {
    fc.assert(
      fc.property(configArb, seedArb, (config, seed) => {
        const s = paopaosha.setup(config, seed);
        const r = playout(paopaosha, s, bots(config.players, seed));
        const record = JSON.parse(serialize(makeRecord(paopaosha, config, seed, r.log, s)));
        const check = verifyRecord(paopaosha, record);
        expect(check.ok).toBe(true);
        expect(check.hash).toBe(record.finalHash);
      }),
      { numRuns: 60, seed: 12 },
    );
  });
});
