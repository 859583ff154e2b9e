/**
 * A bot's observation (src/view.ts `observationOf`, the module's `observation`) is a part of its view: on every state
 * of played games (identity and boss mode, characters and their skills on, heuristic and random bots), every field it
 * has equals the same field of `viewOf` for every seat. And the heuristic bot, which reads the observation instead of
 * the view when it has one legal decision, takes the same decisions as when it is given the view only
 * (docs/performance.md, "Part six").
 */
import { RandomBot } from '@shaju/bots';
import { type Decider, playout, type SeatContext } from '@shaju/runtime';
import { describe, expect, test } from 'vitest';
import { PaopaoshaHeuristicBot } from '../bot/index.ts';
import { observationOf, type PaopaoshaState, paopaosha, viewOf } from '../src/index.ts';

/** `view` cut to the keys of `part`, recursively through plain objects and arrays (what `part` claims to equal). */
function project(part: unknown, view: unknown): unknown {
  if (Array.isArray(part)) {
    if (!Array.isArray(view)) return view;
    return part.map((x, i) => project(x, view[i]));
  }
  if (part === null || typeof part !== 'object' || view === null || typeof view !== 'object') return view;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(part)) out[k] = project((part as Record<string, unknown>)[k], (view as never)[k]);
  return out;
}

/** A fresh game of `n` seats, boss mode when `boss`. */
function game(n: number, seed: number, boss: boolean): PaopaoshaState {
  return paopaosha.setup(paopaosha.validateConfig(boss ? { players: n, mode: 'boss' } : { players: n }), seed, []);
}

describe('the observation is a part of the view', () => {
  test('every field of observationOf equals the view’s, for every seat, on every state of played games', () => {
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const n = 5 + (g % 4);
      const s = game(n, 900 + g, g % 3 === 2);
      const bots: Decider[] = [];
      for (let i = 0; i < n; i++) bots.push(g % 2 === 0 ? new RandomBot(g * 16 + i) : new PaopaoshaHeuristicBot());
      const watch: Decider = {
        name: 'watch',
        decide(ctx) {
          for (let seat = 0; seat < n; seat++) {
            const o = observationOf(s, seat);
            const v = viewOf(s, seat);
            expect(Object.keys(o.players[0] ?? {}).length).toBe(7);
            if (JSON.stringify(o) !== JSON.stringify(project(o, v))) expect(o).toEqual(project(o, v));
            checked++;
          }
          return (bots[ctx.seat] as Decider).decide(ctx);
        },
      };
      playout(
        paopaosha,
        s,
        Array.from({ length: n }, () => watch),
        { record: false },
      );
    }
    expect(checked).toBeGreaterThan(5000);
  });

  test('the heuristic bot decides the same with the observation as with the view only', () => {
    for (let g = 0; g < 8; g++) {
      const n = 5 + (g % 4);
      const boss = g % 4 === 3;
      const withObs: Decider[] = [];
      const viewOnly: Decider[] = [];
      let observed = 0;
      for (let i = 0; i < n; i++) {
        const a = new PaopaoshaHeuristicBot();
        withObs.push({
          name: 'observing',
          decide(ctx: SeatContext) {
            const inner = ctx.observation?.bind(ctx);
            return a.decide({
              seat: ctx.seat,
              kind: ctx.kind,
              legal: () => ctx.legal() as never,
              view: () => ctx.view() as never,
              observation: () => {
                observed++;
                return inner?.() as never;
              },
            });
          },
        });
        const b = new PaopaoshaHeuristicBot();
        viewOnly.push({
          name: 'view only',
          decide: (ctx: SeatContext) =>
            b.decide({
              seat: ctx.seat,
              kind: ctx.kind,
              legal: () => ctx.legal() as never,
              view: () => ctx.view() as never,
            }),
        });
      }
      const one = playout(paopaosha, game(n, 1300 + g, boss), withObs);
      const two = playout(paopaosha, game(n, 1300 + g, boss), viewOnly);
      expect(observed).toBeGreaterThan(one.decisions / 4);
      expect(one.log).toEqual(two.log);
      expect(one.result).toEqual(two.result);
    }
  });
});
