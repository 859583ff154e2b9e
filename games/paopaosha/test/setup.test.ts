import { describe, expect, test } from 'vitest';
import {
  CHARACTER_POOL,
  CHARACTERS,
  type CharacterId,
  DECK,
  IDENTITY_TABLE,
  type PaopaoshaEvent,
  type PaopaoshaState,
  paopaosha,
  SUITS,
} from '../src/index.ts';
import { ALL_IDS, allCards, eventsOf } from './helpers.ts';

/** A new game with card-only rules (`characterSkills: false`). */
function newGame(players: number, seed: number, extra: object = {}, ev?: PaopaoshaEvent[]): PaopaoshaState {
  return paopaosha.setup(paopaosha.validateConfig({ players, characterSkills: false, ...extra }), seed, ev);
}

/** Answers every character request with `pick(candidates)`; returns the seats asked, in order, and their candidates. */
function chooseAll(
  s: PaopaoshaState,
  pick: (c: readonly CharacterId[]) => CharacterId = (c) => c[0] as CharacterId,
  ev?: PaopaoshaEvent[],
): { seat: number; candidates: CharacterId[]; chosen: CharacterId }[] {
  const out: { seat: number; candidates: CharacterId[]; chosen: CharacterId }[] = [];
  for (;;) {
    const p = paopaosha.pending(s);
    if (p === null || p.kind !== 'character') return out;
    expect(p.seats).toHaveLength(1);
    const seat = p.seats[0] as number;
    const candidates = (s.ask?.characters ?? []).slice();
    const chosen = pick(candidates);
    paopaosha.apply(s, seat, { t: 'character', id: chosen }, ev);
    out.push({ seat, candidates, chosen });
  }
}

describe('P-S1 identities', () => {
  test('P-S1: 3–12 players get exactly the seed’s identity counts; the 国主’s identity is public, all others hidden', () => {
    for (let players = 3; players <= 12; players++) {
      for (const seed of [1, 2, 3]) {
        const s = newGame(players, seed * 100 + players);
        const counts = { guozhu: 0, dachen: 0, qiangdao: 0, xiaozei: 0 };
        for (const p of s.seats) counts[p.identity]++;
        expect({ players, counts }).toEqual({ players, counts: IDENTITY_TABLE[players] });
        expect(s.seats[s.lord]?.identity).toBe('guozhu');
        expect(s.seats.map((p) => p.identityPublic)).toEqual(s.seats.map((p) => p.identity === 'guozhu'));
        for (let viewer = 0; viewer < players; viewer++) {
          const v = paopaosha.view(s, viewer);
          v.players.forEach((pv, i) => {
            const expected = i === s.lord || i === viewer ? s.seats[i]?.identity : null;
            if (pv.identity !== expected) expect.fail(`seat ${viewer} sees identity ${pv.identity} of seat ${i}`);
          });
        }
        expect(paopaosha.view(s, null).players.map((p) => p.identity)).toEqual(
          s.seats.map((p) => (p.identity === 'guozhu' ? 'guozhu' : null)),
        );
      }
    }
  });

  test('P-S1: fewer than 3 or more than 12 players is refused with a ConfigError', () => {
    expect(() => paopaosha.validateConfig({ players: 2 })).toThrow(/players/);
    expect(() => paopaosha.validateConfig({ players: 13 })).toThrow(/players/);
  });

  test('P-S1: identities are dealt at random (the 国主 is not always the same seat)', () => {
    const lords = new Set<number>();
    for (let seed = 0; seed < 40; seed++) lords.add(newGame(8, seed).lord);
    expect(lords.size).toBeGreaterThan(4);
  });
});

describe('P-S2 characters', () => {
  test('P-S2: the 国主 chooses first from 3 candidates, then every other player in seat order from 3 of their own', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = newGame(6, 77, {}, ev);
    expect(s.phase).toBe('choose');
    const lord = s.lord;
    const asked = chooseAll(s, undefined, ev);
    expect(asked.map((a) => a.seat)).toEqual([0, 1, 2, 3, 4, 5].map((k) => (lord + k) % 6));
    for (const a of asked) {
      expect(a.candidates).toHaveLength(3);
      expect(new Set(a.candidates).size).toBe(3);
      for (const c of a.candidates) expect(CHARACTER_POOL).toContain(c);
      expect(a.candidates).not.toContain('haidaowang');
    }
    // candidates come from the characters nobody has chosen yet (11 in the pool, so 6 players never repeat)
    const chosen = asked.map((a) => a.chosen);
    expect(new Set(chosen).size).toBe(6);
    asked.forEach((a, k) => {
      for (const c of a.candidates) expect(chosen.slice(0, k)).not.toContain(c);
    });
  });

  test('P-S2: candidate counts are configurable (lordChoices, characterChoices)', () => {
    const s = newGame(4, 5, { lordChoices: 5, characterChoices: 2 });
    const asked = chooseAll(s);
    expect(asked.map((a) => a.candidates.length)).toEqual([5, 2, 2, 2]);
  });

  test('P-S2: at 12 players, when fewer fresh characters remain than choices, the rest come from the whole pool', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = newGame(12, seed);
      const asked = chooseAll(s);
      asked.forEach((a, k) => {
        const fresh = CHARACTER_POOL.filter((c) => !asked.slice(0, k).some((b) => b.chosen === c));
        const freshOffered = a.candidates.filter((c) => fresh.includes(c));
        expect(new Set(a.candidates).size).toBe(3);
        // every fresh character is offered when fewer than 3 remain; otherwise all 3 are fresh
        expect(freshOffered.length).toBe(Math.min(3, fresh.length));
      });
      expect(asked).toHaveLength(12);
    }
  });

  test('P-S2: max HP = the character’s HP; the 国主 gets +1 from 5 players (P-G1); everyone starts at max HP', () => {
    for (const players of [3, 4, 5, 8]) {
      const s = newGame(players, 11 + players);
      chooseAll(s);
      s.seats.forEach((p, i) => {
        const base = CHARACTERS[p.character as CharacterId].hp ?? 0;
        const hpParam = CHARACTERS[p.character as CharacterId].hpParam;
        const charHp = hpParam ? (s.config[hpParam] as number) : base;
        const want = charHp + (i === s.lord && players >= 5 ? 1 : 0);
        expect({ players, i, maxHp: p.maxHp }).toEqual({ players, i, maxHp: want });
        expect(p.hp).toBe(p.maxHp);
      });
    }
  });

  test('P-S2: each player sees only their own candidates; the 国主’s choice is public at once, the others’ at the end', () => {
    const ev: PaopaoshaEvent[] = [];
    const s = newGame(5, 21, {}, ev);
    const lord = s.lord;
    // the 国主 is asked: only they see the candidates
    for (let viewer = 0; viewer < 5; viewer++) {
      const v = paopaosha.view(s, viewer);
      expect({ viewer, c: v.ask?.characters }).toEqual({ viewer, c: viewer === lord ? s.ask?.characters : null });
    }
    expect(paopaosha.view(s, null).ask?.characters).toBeNull();
    const first = s.ask?.characters[0] as CharacterId;
    paopaosha.apply(s, lord, { t: 'character', id: first }, ev);
    expect(eventsOf(ev, 'character')).toEqual([
      { t: 'character', seat: lord, character: first, hp: s.seats[lord]?.maxHp },
    ]);
    const next = (lord + 1) % 5;
    const c2 = s.ask?.characters[0] as CharacterId;
    paopaosha.apply(s, next, { t: 'character', id: c2 }, ev);
    // seat `next` has chosen, but nobody else sees it (character, HP) until everyone has
    const other = (lord + 2) % 5;
    const pv = paopaosha.view(s, other).players[next];
    expect(pv).toMatchObject({ character: null, hp: 0, maxHp: 0 });
    expect(paopaosha.view(s, other).players[lord]?.character).toBe(first);
    expect(paopaosha.view(s, next).players[next]?.character).toBe(c2);
    expect(eventsOf(ev, 'character')).toHaveLength(1);
    chooseAll(s, undefined, ev);
    expect(eventsOf(ev, 'character')).toHaveLength(5);
    expect(paopaosha.view(s, other).players[next]?.character).toBe(c2);
  });
});

describe('P-S3, P-S4, P-D1, P-D2 the start of a game', () => {
  test('P-S3, P-S4: one score card each; 4 starting cards each, dealt from the 国主; the 国主 takes the first turn', () => {
    for (const players of [3, 7, 12]) {
      const ev: PaopaoshaEvent[] = [];
      const s = newGame(players, 3 * players, {}, ev);
      chooseAll(s, undefined, ev);
      const draws = eventsOf(ev, 'draw');
      expect(draws.slice(0, players).map((d) => [d.seat, d.count])).toEqual(
        Array.from({ length: players }, (_, k) => [(s.lord + k) % players, 4]),
      );
      expect(eventsOf(ev, 'turn')).toEqual([{ t: 'turn', seat: s.lord, round: 1, turn: 1 }]);
      expect(s.seats.map((p) => p.score)).toEqual(new Array(players).fill(1));
      // the 国主's turn: start, draw 2 (P-T1), play
      expect(paopaosha.pending(s)).toMatchObject({ seats: [s.lord], kind: 'play' });
      expect(s.seats.map((p) => p.hand.length)).toEqual(s.seats.map((_, i) => (i === s.lord ? 6 : 4)));
      expect(s.turn).toBe(s.lord);
      expect(s.round).toBe(1);
    }
  });

  test('P-S4: the starting hand is configurable', () => {
    const s = newGame(4, 9, { startingHand: 0 });
    chooseAll(s);
    expect(s.seats.map((p) => p.hand.length)).toEqual(s.seats.map((_, i) => (i === s.lord ? 2 : 0)));
  });

  test('P-D1: a game holds the 110 cards, each once, shuffled into the draw pile (杀 26, 闪 14, 水 8)', () => {
    const a = newGame(5, 1);
    const b = newGame(5, 2);
    expect(allCards(a)).toEqual(ALL_IDS);
    expect(a.draw).not.toEqual(b.draw);
    const count = (k: string) => DECK.filter(([kind]) => kind === k).length;
    expect([count('sha'), count('shan'), count('shui')]).toEqual([26, 14, 8]);
    chooseAll(a);
    expect(allCards(a)).toEqual(ALL_IDS);
  });

  test('P-D2: every card has a suit and a rank; each suit holds 27 or 28 cards', () => {
    const bySuit = SUITS.map((suit) => DECK.filter(([, s]) => s === suit).length);
    expect(bySuit).toEqual([28, 27, 28, 27]);
    for (const [, , rank] of DECK) expect(rank >= 1 && rank <= 13).toBe(true);
  });
});
