import { RandomBot } from '@shaju/bots';
import { deserialize, hashState, IllegalDecisionError, serialize } from '@shaju/engine';
import { type Decider, playout } from '@shaju/testkit';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  DECK_COUNT,
  kindOf,
  legalDecisions,
  type PaopaoshaDecision,
  type PaopaoshaEvent,
  type PaopaoshaState,
  paopaosha,
  redactEvent,
  sameDecision,
} from '../src/index.ts';

/**
 * Whole-game invariants over seeded random games at 3–12 players (random bots). The card rules are checked here, so games run
 * with `characterSkills: false` (skills and skill books have their own tests). Hot loops report with `expect.fail` only.
 */
function newGame(players: number, seed: number, ev?: PaopaoshaEvent[]): PaopaoshaState {
  return paopaosha.setup(paopaosha.validateConfig({ players, characterSkills: false }), seed, ev);
}
function bots(players: number, seed: number): Decider[] {
  return Array.from({ length: players }, (_, i) => new RandomBot(seed * 7919 + i * 31 + 1));
}
const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const playersArb = fc.integer({ min: 3, max: 12 });

/** Every physical card is in exactly one place: draw, discard, table, or a seat's hand, equipment or judging area. */
function checkConserved(s: PaopaoshaState): void {
  const seen = new Uint8Array(DECK_COUNT);
  let bad = '';
  const mark = (c: number) => {
    if (!(Number.isInteger(c) && c >= 0 && c < DECK_COUNT)) bad ||= `card id ${c} out of range`;
    else if (seen[c]) bad ||= `card ${c} (${kindOf(c)}) in two places`;
    else seen[c] = 1;
  };
  s.draw.forEach(mark);
  s.discard.forEach(mark);
  s.table.forEach(mark);
  for (const p of s.seats) {
    p.hand.forEach(mark);
    p.judging.forEach(mark);
    for (const slot of ['weapon', 'armor', 'mount', 'book'] as const) if (p.equip[slot] >= 0) mark(p.equip[slot]);
    if (!p.alive && p.hand.length + p.judging.length > 0) bad ||= 'a dead player holds cards';
  }
  for (const c of s.harvest) if (!s.table.includes(c)) bad ||= `收获子弹 card ${c} not on the table`;
  if (!bad && !seen.every((x) => x === 1)) bad = `a card was lost (${seen.filter((x) => x === 0).length} missing)`;
  if (bad) expect.fail(`card conservation: ${bad}`);
}

/** HP ≤ max HP; while a request is pending, an alive player below 1 HP is the one being rescued (P-W2). */
function checkHp(s: PaopaoshaState): void {
  s.seats.forEach((p, i) => {
    if (p.hp - (p.shield ?? 0) > p.maxHp) expect.fail(`seat ${i} has ${p.hp} HP over max ${p.maxHp}`);
    if (s.ask && !s.result && s.phase !== 'choose' && p.alive && p.hp < 1) {
      const dying = s.stack.some((f) => f.k === 'dying' && (f as unknown as { seat: number }).seat === i);
      if (!dying) expect.fail(`alive seat ${i} at ${p.hp} HP while a ${s.ask.kind} request is pending`);
    }
    if (p.score < 0) expect.fail(`seat ${i} has ${p.score} score cards`);
  });
  // P-S3: score cards move to killers or leave the game; none is created.
  let total = 0;
  for (const p of s.seats) total += p.score;
  if (total > s.seats.length) expect.fail(`${total} score cards in a ${s.seats.length}-player game`);
  if (s.result === null && s.ask === null) expect.fail('no request pending and no result');
}

/** No seat's view shows another seat's hand, an identity it does not know, the draw pile, the PRNG or the stack. */
function checkViews(s: PaopaoshaState): void {
  for (let viewer = -1; viewer < s.seats.length; viewer++) {
    const seat = viewer < 0 ? null : viewer;
    const v = paopaosha.view(s, seat);
    const text = JSON.stringify(v);
    if (text.includes('"draw":[') || text.includes('"rng"') || text.includes('"stack"') || text.includes('"picks"'))
      expect.fail('a view holds the draw pile, the PRNG state, the stack or the answers of a window');
    const own = seat === null ? null : (s.seats[seat]?.hand ?? null);
    if (JSON.stringify(v.hand) !== JSON.stringify(own)) expect.fail(`seat ${seat} sees a hand other than its own`);
    const me = seat === null ? undefined : s.seats[seat];
    v.players.forEach((pv, i) => {
      const p = s.seats[i] as PaopaoshaState['seats'][number];
      if ('hand' in pv) expect.fail('a player view carries a hand');
      if (pv.handCount !== p.hand.length) expect.fail('hand count wrong');
      const known = p.identityPublic || i === seat || (me !== undefined && (me.knows & (1 << i)) !== 0);
      if (pv.identity !== (known ? p.identity : null))
        expect.fail(`seat ${seat} sees identity ${pv.identity} of seat ${i}`);
    });
    // A seat also answers for the seats it controls (海洋公主, 司令部), whose hands it sees.
    const controlled = v.controlling.map((c) => c.seat);
    const asked = seat !== null && s.ask?.seats.some((x) => x === seat || controlled.includes(x)) === true;
    if (v.ask && !asked && (v.ask.characters !== null || v.ask.options !== null))
      expect.fail(`seat ${seat} sees the candidates or options of another seat's request`);
    if (v.ask && asked && JSON.stringify(v.ask.characters) !== JSON.stringify(s.ask?.characters))
      expect.fail(`seat ${seat} does not see its own candidates`);
    if (seat === null && v.legal.length > 0) expect.fail('a spectator has legal decisions');
  }
}

/** Events as each seat sees them: no other seat's drawn cards, hidden identity, secret move or look. */
function checkEvents(events: readonly PaopaoshaEvent[], players: number): void {
  for (let viewer = -1; viewer < players; viewer++) {
    const seat = viewer < 0 ? null : viewer;
    for (const e of events) {
      const r = redactEvent(e, seat);
      if (r.t === 'draw' && r.seat !== seat && r.cards !== null) expect.fail(`seat ${seat} sees seat ${r.seat}'s draw`);
      if (r.t === 'identity' && !r.public && r.seat !== seat && r.identity !== null)
        expect.fail(`seat ${seat} sees a hidden identity`);
      if (r.t === 'move' && r.zone === 'hand' && r.from >= 0 && r.see.length === 0)
        expect.fail('a hand card moved between players is shown to everyone');
      if (r.t === 'move' && r.see.length > 0 && (seat === null || !r.see.includes(seat)) && r.cards !== null)
        expect.fail(`seat ${seat} sees a secret move`);
      if (r.t === 'look' && r.seat !== seat && (r.hand !== null || r.identity !== null))
        expect.fail(`seat ${seat} sees what another seat looked at`);
    }
  }
}

/** Decisions that must be refused for `seat` now (none of them legal). */
function illegalFor(s: PaopaoshaState, seat: number, k: number): unknown[] {
  const legal = legalDecisions(s, seat);
  const foreign = s.draw[s.draw.length - 1] ?? s.discard[0] ?? 0;
  const candidates: unknown[] = [
    { t: 'use', card: foreign, as: kindOf(foreign), with: [], targets: [(seat + 1) % s.seats.length] },
    { t: 'use', card: foreign, as: 'sha', with: [], targets: [seat] },
    { t: 'play', card: foreign, as: 'shan', with: [] },
    { t: 'discard', card: foreign },
    { t: 'choose', i: 99 },
    { t: 'choose', i: -1 },
    { t: 'character', id: 'haidaowang' },
    { t: 'end' },
    { t: 'pass' },
    { t: 'bagua' },
    { t: 'nope' },
    null,
    { t: 'use' },
  ];
  const bad = candidates.filter((d) => !legal.some((l) => sameDecision(d, l)));
  return [bad[k % bad.length], bad[(k * 7 + 3) % bad.length]];
}

describe('whole-game invariants over seeded random games (3–12 players)', () => {
  // 120 games in four tests of 30 (each its own seed), so that one test stays far inside the timeout on a loaded machine.
  test.each([0, 1, 2, 3])(
    'cards are conserved, HP stays in bounds, views are redacted, at every step (30 games, part %i of 4)',
    (part) => {
      fc.assert(
        fc.property(seedArb, playersArb, (seed, players) => {
          const events: PaopaoshaEvent[] = [];
          const s = newGame(players, seed, events);
          let steps = 0;
          playout(paopaosha, s, bots(players, seed), {
            record: false,
            events,
            onStep: () => {
              steps++;
              checkConserved(s);
              checkHp(s);
              if (steps % 5 === 0 || s.result) checkViews(s);
            },
          });
          if (!s.result) expect.fail('the game did not end');
          checkConserved(s);
          checkEvents(events, players);
        }),
        { numRuns: 30, seed: 20261129 + part },
      );
    },
  );

  test('every step survives serialise → deserialise with the same hash; clone() equals the original (60 games)', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const s = newGame(players, seed);
        const log: { seat: number; d: unknown }[] = [];
        let copy: PaopaoshaState | null = null;
        playout(paopaosha, s, bots(players, seed), {
          record: false,
          onStep: (seat, d) => {
            log.push({ seat, d });
            const text = serialize(s);
            const back = deserialize<PaopaoshaState>(text);
            if (hashState(back) !== hashState(s)) expect.fail('hash changed through serialise/deserialise');
            if (serialize(paopaosha.clone(s)) !== text) expect.fail('clone() differs from the original');
            if (log.length === 25) copy = back;
          },
        });
        // the deserialised copy plays on identically
        if (copy !== null) {
          const c = copy as PaopaoshaState;
          for (const e of log.slice(25)) paopaosha.apply(c, e.seat, e.d);
          expect(hashState(c)).toBe(hashState(s));
        }
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  test('replaying the decision log from (config, seed) reproduces the final hash (300 games)', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const s = newGame(players, seed);
        const r = playout(paopaosha, s, bots(players, seed));
        const again = newGame(players, seed);
        for (const e of r.log) paopaosha.apply(again, e.seat, e.d);
        if (hashState(again) !== hashState(s)) expect.fail(`replay of seed ${seed} (${players} players) differs`);
        expect(again.result).toEqual(s.result);
      }),
      { numRuns: 300, seed: 3 },
    );
  });

  test('every legal decision applies on a clone without throwing, and leaves the original as it was (60 games)', () => {
    fc.assert(
      // With the characters' skills in half the games: skills count their uses (skills/uses.ts).
      fc.property(seedArb, playersArb, fc.boolean(), (seed, players, skills) => {
        const s = skills ? paopaosha.setup(paopaosha.validateConfig({ players }), seed) : newGame(players, seed);
        playout(paopaosha, s, bots(players, seed), {
          record: false,
          onStep: () => {
            const p = paopaosha.pending(s);
            if (!p) return;
            // A clone shares what the rules replace rather than change (the seats' use counts): nothing of it may be
            // changed in place.
            const before = serialize(s);
            for (const seat of p.seats) {
              for (const d of legalDecisions(s, seat) as PaopaoshaDecision[]) {
                try {
                  paopaosha.apply(paopaosha.clone(s), seat, d);
                } catch (e) {
                  expect.fail(`legal ${JSON.stringify(d)} of seat ${seat} threw: ${(e as Error).message}`);
                }
              }
            }
            if (serialize(s) !== before) expect.fail('applying a decision on a clone changed the original');
            for (let seat = 0; seat < players; seat++) {
              if (!p.seats.includes(seat) && legalDecisions(s, seat).length > 0)
                expect.fail(`seat ${seat} has legal decisions but is not pending`);
            }
          },
        });
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  test('illegal decisions throw IllegalDecisionError and change nothing (100 games)', () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const s = newGame(players, seed);
        let k = 0;
        playout(paopaosha, s, bots(players, seed), {
          record: false,
          onStep: () => {
            if (s.result) return;
            k++;
            if (k % 3 !== 0) return;
            const p = paopaosha.pending(s);
            const seat = k % 2 === 0 && p ? (p.seats[0] as number) : k % players;
            for (const d of illegalFor(s, seat, k)) {
              const before = serialize(s);
              let threw: unknown = null;
              try {
                paopaosha.apply(s, seat, d);
              } catch (e) {
                threw = e;
              }
              if (!(threw instanceof IllegalDecisionError))
                expect.fail(`${JSON.stringify(d)} from seat ${seat} was not refused (${String(threw)})`);
              if (serialize(s) !== before) expect.fail(`refused ${JSON.stringify(d)} changed the state`);
            }
          },
        });
      }),
      { numRuns: 100, seed: 11 },
    );
  });
});
