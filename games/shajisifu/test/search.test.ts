/**
 * The search bot of 杀机四伏 (games/shajisifu/bot/search.ts, docs/bots.md): its determiniser rebuilds exactly the view
 * it was given, it never cheats (two states with the same view give the same decision), and it is deterministic for a
 * seed and an iteration budget.
 */

import { runSearch, SearchBot } from '@shaju/bots';
import { hashState, Rng, seedRng } from '@shaju/engine';
import { type Decider, playout, type SeatContext, StateSeatContext } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import { determinise, makeBot, ShajisifuHeuristicBot, searchAdapter } from '../bot/index.ts';
import { type ShajisifuState, type ShajisifuView, shajisifu } from '../src/index.ts';

const adapter = searchAdapter as Parameters<typeof runSearch>[1];

/** The states of a seeded heuristic game at every request of one seat that the search would decide, with that seat. */
function searchPoints(seed: number, players: number, every = 1): { state: ShajisifuState; seat: number }[] {
  const s = shajisifu.setup(shajisifu.validateConfig({ players }), seed);
  const bot = new ShajisifuHeuristicBot();
  const out: { state: ShajisifuState; seat: number }[] = [];
  let n = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const p = shajisifu.pending(s);
    if (p === null) break;
    const seat = p.seats[0] as number;
    const v = shajisifu.view(s, seat);
    if (searchAdapter.searchable(v, seat, p.kind) && n++ % every === 0) out.push({ state: shajisifu.clone(s), seat });
    shajisifu.apply(s, seat, bot.decide(new StateSeatContext(shajisifu, s, seat, p.kind) as never));
  }
  return out;
}

/** A context that offers only what a seat may see: any other property read fails the test. */
function viewOnly(state: ShajisifuState, seat: number, kind: string): SeatContext {
  const v = shajisifu.view(state, seat);
  return { seat, kind, view: () => v, legal: () => v.legal };
}

describe('determinise', () => {
  test('rebuilds a state whose view is exactly the one given, with the hidden parts drawn anew', () => {
    let points = 0;
    let differs = 0;
    for (const seed of [1, 2, 3]) {
      for (const { state, seat } of searchPoints(seed, 6)) {
        const v = shajisifu.view(state, seat);
        for (const w of [11, 12]) {
          const d = determinise(v, seat, new Rng(seedRng(w))) as ShajisifuState;
          expect(d).not.toBeNull();
          expect(shajisifu.view(d, seat)).toEqual(v);
          if (hashState(d) !== hashState(state)) differs++;
          points++;
        }
      }
    }
    expect(points).toBeGreaterThan(50);
    // The truth is one world among very many: the determiniser does not copy it.
    expect(differs).toBe(points);
  });

  test('refuses what it cannot rebuild: a spectator, another seat', () => {
    const { state, seat } = searchPoints(4, 5)[0] as { state: ShajisifuState; seat: number };
    expect(determinise(shajisifu.view(state, null), seat, new Rng(seedRng(1)))).toBeNull();
    expect(determinise(shajisifu.view(state, (seat + 1) % 5), seat, new Rng(seedRng(1)))).toBeNull();
  });
});

describe('the search bot', () => {
  test('two states that give the seat the same view give the same decision (same seed and budget)', () => {
    let checked = 0;
    for (const { state, seat } of searchPoints(5, 6, 2).slice(0, 8)) {
      const v = shajisifu.view(state, seat);
      // Another world with the same view: other hands, hidden identities and draw pile differ.
      const other = determinise(v, seat, new Rng(seedRng(99))) as ShajisifuState;
      expect(shajisifu.view(other, seat)).toEqual(v);
      expect(hashState(other)).not.toBe(hashState(state));
      const kind = shajisifu.pending(state)?.kind as string;
      const a = new SearchBot(shajisifu, adapter, 7, { iterations: 24 }).decide(viewOnly(state, seat, kind));
      const b = new SearchBot(shajisifu, adapter, 7, { iterations: 24 }).decide(viewOnly(other, seat, kind));
      expect(b).toEqual(a);
      checked++;
    }
    expect(checked).toBe(8);
  });

  test('reads nothing but its seat context: the view and the legal decisions', () => {
    const { state, seat } = searchPoints(6, 6)[2] as { state: ShajisifuState; seat: number };
    const inner = viewOnly(state, seat, shajisifu.pending(state)?.kind as string);
    const seen = new Set<string>();
    const ctx = new Proxy(inner, {
      get(t, k) {
        seen.add(String(k));
        return Reflect.get(t, k);
      },
    });
    const d = new SearchBot(shajisifu, adapter, 3, { iterations: 16 }).decide(ctx);
    expect(inner.legal()).toContainEqual(d);
    expect([...seen].every((k) => ['seat', 'kind', 'view', 'legal'].includes(k))).toBe(true);
  });

  test('a game with search bots is the same game twice (seed and iterations fix every decision)', () => {
    const play = () => {
      const s = shajisifu.setup(shajisifu.validateConfig({ players: 5 }), 42);
      const bots: Decider[] = [];
      for (let i = 0; i < 5; i++) bots.push(i % 2 === 0 ? makeBot('search', 100 + i) : makeBot('heuristic', i));
      const out = playout(shajisifu, s, bots, { record: true });
      return { hash: hashState(s), log: out.log.length };
    };
    const a = play();
    expect(play()).toEqual(a);
  });

  test('the search overrules the heuristic bot somewhere, always with a legal decision', () => {
    let overruled = 0;
    let searched = 0;
    for (const { state, seat } of searchPoints(8, 6, 2).slice(0, 12)) {
      const v: ShajisifuView = shajisifu.view(state, seat);
      const kind = shajisifu.pending(state)?.kind as string;
      const base = new ShajisifuHeuristicBot().decide(new StateSeatContext(shajisifu, state, seat, kind) as never);
      const task = { game: 'shajisifu', seat, kind, view: v, belief: null, fallback: base, seed: 5, iterations: 48 };
      const o = runSearch(shajisifu, adapter, task);
      expect(v.legal).toContainEqual(o.decision);
      searched++;
      if (o.overruled) overruled++;
    }
    expect(searched).toBe(12);
    expect(overruled).toBeGreaterThan(0);
  });
});
