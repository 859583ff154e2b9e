/**
 * The search bot of 跑跑杀 (games/paopaosha/bot/search.ts, docs/bots.md): its determinisers rebuild exactly the view
 * they were given at a play-phase request and at a character choice, it never cheats (two states with the same view give the same decision), and
 * it is deterministic for a seed and an iteration budget.
 */
import { type runSearch, SearchBot } from '@shaju/bots';
import { hashState, Rng, seedRng } from '@shaju/engine';
import { type Decider, playout, type SeatContext, StateSeatContext } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import {
  characterView,
  determinise,
  determiniseCharacter,
  makeBot,
  PaopaoshaHeuristicBot,
  searchAdapter,
  searchableView,
} from '../../bot/index.ts';
import { type PaopaoshaState, paopaosha } from '../../src/index.ts';

const adapter = searchAdapter as Parameters<typeof runSearch>[1];

/** The states of a seeded heuristic game at the play-phase requests the search would decide, with their seats. */
function searchPoints(seed: number, players: number, every = 1): { state: PaopaoshaState; seat: number }[] {
  const s = paopaosha.setup(paopaosha.validateConfig({ players }), seed);
  const bots: Decider[] = [];
  for (let i = 0; i < players; i++) bots.push(new PaopaoshaHeuristicBot() as Decider);
  const out: { state: PaopaoshaState; seat: number }[] = [];
  let n = 0;
  for (let guard = 0; guard < 20000; guard++) {
    const p = paopaosha.pending(s);
    if (p === null) break;
    const seat = p.seats[0] as number;
    const by = paopaosha.controllerOf?.(s, seat) ?? seat;
    if (by === seat && searchableView(paopaosha.view(s, seat), seat) && n++ % every === 0)
      out.push({ state: paopaosha.clone(s), seat });
    paopaosha.apply(s, seat, (bots[by] as Decider).decide(new StateSeatContext(paopaosha, s, seat, p.kind, by)));
  }
  return out;
}

/** The states of a seeded game at every character choice (P-S2), with the choosing seat. */
function characterPoints(seed: number, players: number): { state: PaopaoshaState; seat: number }[] {
  const s = paopaosha.setup(paopaosha.validateConfig({ players }), seed);
  const out: { state: PaopaoshaState; seat: number }[] = [];
  const bot = new PaopaoshaHeuristicBot() as Decider;
  for (let p = paopaosha.pending(s); p !== null && p.kind === 'character'; p = paopaosha.pending(s)) {
    const seat = p.seats[0] as number;
    out.push({ state: paopaosha.clone(s), seat });
    paopaosha.apply(s, seat, bot.decide(new StateSeatContext(paopaosha, s, seat, p.kind, seat)));
  }
  return out;
}

/** A context that offers only what a seat may see. */
function viewOnly(state: PaopaoshaState, seat: number): SeatContext {
  const v = paopaosha.view(state, seat);
  return { seat, kind: v.ask?.kind ?? 'play', view: () => v, legal: () => v.legal };
}

describe('determinise', () => {
  test('rebuilds a state whose view is exactly the one given, with the hidden parts drawn anew', () => {
    let points = 0;
    for (const [seed, players] of [
      [1, 5],
      [2, 8],
    ] as const) {
      for (const { state, seat } of searchPoints(seed, players, 3)) {
        const v = paopaosha.view(state, seat);
        const d = determinise(v, seat, new Rng(seedRng(points)), null) as PaopaoshaState;
        expect(d).not.toBeNull();
        expect(paopaosha.view(d, seat)).toEqual(v);
        expect(hashState(d)).not.toBe(hashState(state));
        points++;
      }
    }
    expect(points).toBeGreaterThan(40);
  });

  test('rebuilds the character choice: the view given, the hidden identities and secret choices drawn anew', () => {
    let points = 0;
    for (const players of [5, 8]) {
      for (const { state, seat } of characterPoints(11 + players, players)) {
        const v = paopaosha.view(state, seat);
        expect(characterView(v, seat)).toBe(true);
        const worlds = [1, 2, 3, 4].map((w) => determiniseCharacter(v, seat, new Rng(seedRng(w))) as PaopaoshaState);
        for (const d of worlds) expect(paopaosha.view(d, seat)).toEqual(v);
        // Some hidden seat's identity differs between the worlds (the true one is not read).
        const hidden = v.players.filter((p) => p.identity === null).map((p) => p.seat);
        const ids = (d: PaopaoshaState) => hidden.map((i) => d.seats[i]?.identity).join();
        expect(new Set(worlds.map(ids)).size).toBeGreaterThan(1);
        points++;
      }
    }
    expect(points).toBe(13);
  });

  test('weights hidden identities by the odds it is given', () => {
    const { state, seat } = searchPoints(3, 8)[4] as { state: PaopaoshaState; seat: number };
    const v = paopaosha.view(state, seat);
    const hidden = v.players.findIndex((p) => p.identity === null);
    // Seat `hidden` is surely a 强盗 by these odds; everyone else has no odds.
    const odds = v.players.map((_, i) => (i === hidden ? [0, 1, 0] : [1, 1, 1]));
    const rebels = (o: number[][] | null) => {
      let k = 0;
      for (let w = 0; w < 60; w++) {
        const d = determinise(v, seat, new Rng(seedRng(w)), o) as PaopaoshaState;
        if (d.seats[hidden]?.identity === 'qiangdao') k++;
      }
      return k;
    };
    // Without odds a hidden seat is a 强盗 as often as the table leaves 强盗 to hide; with these odds far more often.
    const uniform = rebels(null);
    const weighted = rebels(odds);
    expect(weighted).toBeGreaterThan(uniform + 15);
    expect(weighted).toBeGreaterThan(45);
  });
});

describe('the search bot', () => {
  test('two states that give the seat the same view give the same decision (same seed and budget)', () => {
    const points = searchPoints(4, 6, 3).slice(0, 5);
    expect(points.length).toBe(5);
    for (const { state, seat } of points) {
      const v = paopaosha.view(state, seat);
      const other = determinise(v, seat, new Rng(seedRng(77)), null) as PaopaoshaState;
      expect(paopaosha.view(other, seat)).toEqual(v);
      expect(hashState(other)).not.toBe(hashState(state));
      const a = new SearchBot(paopaosha, adapter, 9, { iterations: 12, depth: 120 }).decide(viewOnly(state, seat));
      const b = new SearchBot(paopaosha, adapter, 9, { iterations: 12, depth: 120 }).decide(viewOnly(other, seat));
      expect(b).toEqual(a);
    }
  });

  test('at a character choice too, the same view gives the same decision', () => {
    for (const { state, seat } of characterPoints(21, 6).slice(1, 4)) {
      const v = paopaosha.view(state, seat);
      const other = determiniseCharacter(v, seat, new Rng(seedRng(5))) as PaopaoshaState;
      expect(hashState(other)).not.toBe(hashState(state));
      const a = new SearchBot(paopaosha, adapter, 3, { iterations: 8, depth: 60 }).decide(viewOnly(state, seat));
      const b = new SearchBot(paopaosha, adapter, 3, { iterations: 8, depth: 60 }).decide(viewOnly(other, seat));
      expect(b).toEqual(a);
    }
  });

  test('a game with a search bot is the same game twice (seed and iterations fix every decision)', () => {
    const play = () => {
      const s = paopaosha.setup(paopaosha.validateConfig({ players: 4 }), 17);
      const bots: Decider[] = [];
      for (let i = 0; i < 4; i++)
        bots.push(
          i === 1 ? new SearchBot(paopaosha, adapter, 5, { iterations: 6, depth: 80 }) : makeBot('heuristic', i),
        );
      playout(paopaosha, s, bots, { record: false });
      return hashState(s);
    };
    expect(play()).toBe(play());
  });
});
