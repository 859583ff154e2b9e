/**
 * The sensitivity on real games (small runs, a few seconds each): an option that cannot matter gets an interval that
 * covers 0 (one at a time: exactly 0; in a screening design, within its interval widened by the model error), a sign
 * that must hold holds (more 闪 in 跑跑杀's deck → fewer deaths in the first rounds, fewer early deaths), and the
 * recommendations are ordered by predicted effect, each clearly better, one per option.
 */
import { describe, expect, test } from 'vitest';
import type { LabReport } from '../src/contract.ts';
import { localRunner } from '../src/pool.ts';
import { type LabRunInput, labSettings, runLabArms } from '../src/run.ts';
import { oatDesign } from '../src/sensitivity/design.ts';
import { BLOCKS, blockBounds } from '../src/sensitivity/plan.ts';
import type { OptionFactor } from '../src/sensitivity/steps.ts';

/** Runs `input` in this thread; resolves with the report. */
async function run(input: LabRunInput, custom?: (factors: OptionFactor[]) => OptionFactor[]): Promise<LabReport> {
  let s = labSettings(input);
  const plan = s.sensitivity;
  if (custom && plan) {
    const factors = custom([...plan.factors]);
    s = { ...s, sensitivity: { ...plan, factors, design: oatDesign(factors) } };
  }
  const runner = localRunner(1);
  try {
    return (await runLabArms(s, (specs) => runner.run(specs), 'test')).report;
  } finally {
    await runner.close();
  }
}

/** The effects of option `id`'s step to `to`. */
function stepOf(r: LabReport, id: string, to: number | boolean | string) {
  const o = r.sensitivity?.options.find((x) => x.option === id);
  const s = o?.steps.find((x) => x.to === to);
  if (!s) throw new Error(`no step ${id} → ${String(to)}`);
  return s.effects;
}

describe('an option that cannot matter', () => {
  test('one at a time: a boss-mode number in the identity game changes no game, exactly 0', async () => {
    const r = await run({
      game: 'paopaosha',
      games: 60,
      players: [5, 6],
      rules: {},
      bots: ['heuristic'],
      seed: 4,
      only: [],
      sensitivity: { games: 60, design: 'oat', objective: { spread: 1 }, include: (id) => id === 'bossHpPerOpponent' },
    });
    const o = r.sensitivity?.options[0];
    expect(o?.option).toBe('bossHpPerOpponent');
    expect(o?.steps.map((s) => s.to)).toEqual([3, 5]);
    for (const s of o?.steps ?? [])
      for (const [m, i] of Object.entries(s.effects)) expect([m, i.est, i.lo, i.hi]).toEqual([m, 0, 0, 0]);
    // Nothing clearly improves the spread: nothing is recommended, nothing is written for a search.
    expect(r.recommendations?.items).toEqual([]);
  });

  test('screening: a boss-mode number and a round limit no game reaches miss 0 no more than chance, never recommended', async () => {
    const inert = ['bossHpPerOpponent', 'maxRounds'];
    // The deck counts of the cards that take HP and the commonest others, and the two that cannot matter.
    const deck = ['sha', 'shan', 'shui', 'wandaoqifa', 'dilei', 'shuilei', 'dantiao', 'qiangdaoruqin', 'kongbufenzi'];
    const cards = [...deck, 'zuzhou', 'sishenmingdao', 'yonghengzhihuo', 'jiaolazhihua', 'shenmijingqi'];
    const r = await run({
      game: 'paopaosha',
      games: 200,
      players: [5, 6, 7, 8],
      rules: {},
      bots: ['heuristic'],
      seed: 9,
      only: [],
      sensitivity: {
        games: 60,
        design: 'screening',
        objective: { spread: 1 },
        include: (id) => cards.some((c) => id === `deck.${c}`) || inert.includes(id),
      },
    });
    const s = r.sensitivity as NonNullable<LabReport['sensitivity']>;
    expect(s.design).toBe('screening');
    expect(s.dummies).toBeGreaterThanOrEqual(8);
    // Each is a 95% interval: over the two options' steps and metrics (which move together: a chance miss of one
    // contrast shows on several metrics), about one in twenty miss 0; never most of them.
    let intervals = 0;
    let missed = 0;
    for (const id of inert)
      for (const step of s.options.find((o) => o.option === id)?.steps ?? [])
        for (const i of Object.values(step.effects)) {
          intervals++;
          if (i.lo > 0 || i.hi < 0) missed++;
        }
    expect(intervals).toBe(2 * 2 * s.metrics.length);
    expect(missed / intervals).toBeLessThanOrEqual(0.2);
    // Never recommended: what is recommended was confirmed on its own, where an option that cannot matter measures
    // exactly 0.
    for (const c of s.confirmed ?? [])
      if (inert.includes(c.option))
        for (const i of Object.values(c.effects)) expect([i.est, i.lo, i.hi]).toEqual([0, 0, 0]);
    expect(r.recommendations?.items.some((it) => inert.includes(it.option))).toBe(false);
    // …while a card that kills outright moves the sides' win rates clearly.
    expect(stepOf(r, 'deck.yonghengzhihuo', 0).spread?.hi).toBeLessThan(0);
    // The screening's best candidates are confirmed one at a time on the base arm's games; the recommendations are
    // read from the confirmation.
    const confirmed = s.confirmed ?? [];
    expect(confirmed.length).toBeGreaterThan(0);
    expect(confirmed.every((c) => c.games === 200)).toBe(true);
    for (const it of r.recommendations?.items ?? []) {
      const c = confirmed.find((x) => x.option === it.option && x.to === it.to);
      expect(c?.effects.spread).toEqual(it.effects.spread);
    }
  }, 240_000);
});

test('more 闪 (Dodge) in 跑跑杀’s deck → fewer deaths per game (the first two rounds) and fewer early deaths', async () => {
  // With the round limit at 2, deaths per game count how deadly the first rounds are; with no limit a game ends when
  // a side is dead, about 3.2 deaths whatever the deck (more 闪 makes it last longer instead).
  const doubled = (factors: OptionFactor[]) =>
    factors.map((f) => ({
      ...f,
      steps: [...f.steps, { option: f.option, from: f.from, to: 28, kind: 'up' as const }],
    }));
  const input = (set: Record<string, number>): LabRunInput => ({
    game: 'paopaosha',
    games: 400,
    players: [5, 6, 7, 8],
    rules: { set },
    bots: ['heuristic'],
    seed: 2,
    only: [],
    sensitivity: { games: 400, design: 'oat', objective: { spread: 1 }, include: (id) => id === 'deck.shan' },
  });
  const short = await run(input({ maxRounds: 2 }), doubled);
  expect(stepOf(short, 'deck.shan', 28).deaths?.hi).toBeLessThan(0);
  expect(stepOf(short, 'deck.shan', 15).deaths?.est).toBeLessThan(0);
  expect(stepOf(short, 'deck.shan', 13).deaths?.est).toBeGreaterThan(0);
  const seed = await run(input({}), doubled);
  expect(stepOf(seed, 'deck.shan', 28).earlyDeaths?.hi).toBeLessThan(0);
});

test('recommendations: ordered by predicted effect, each clearly better, one step per option', async () => {
  const r = await run({
    game: 'shajisifu',
    games: 300,
    players: [4, 5, 6, 7, 8, 9, 10],
    rules: {},
    bots: ['heuristic'],
    seed: 1,
    only: [],
    sensitivity: { games: 300, design: 'oat', objective: { spread: 1 } },
  });
  const rec = r.recommendations as NonNullable<LabReport['recommendations']>;
  const items = rec.items;
  expect(items.length).toBeGreaterThanOrEqual(3);
  expect(items.length).toBeLessThanOrEqual(5);
  for (let k = 1; k < items.length; k++)
    expect(items[k]?.effect.est).toBeGreaterThanOrEqual(items[k - 1]?.effect.est as number);
  for (const it of items) expect(it.effect.hi).toBeLessThan(0);
  expect(new Set(items.map((i) => i.option)).size).toBe(items.length);
  // The objective is the spread in points: each item's effect is its spread effect × 100.
  for (const it of items) expect(it.effect.est).toBeCloseTo((it.effects.spread?.est ?? 0) * 100, 9);
  // The variant file races every item (its value and the rules'), against the objective as the search's weights.
  expect(rec.search.objective).toEqual({ spread: -100 });
  for (const it of items) expect(rec.search.options[it.option]?.slice(0, 2)).toEqual([it.from, it.to]);
  // Run 0 is the base arm's first games, cut at the blocks.
  expect(blockBounds(300, BLOCKS).length).toBe(BLOCKS + 1);
  expect(r.sensitivity?.base.spread).toBeCloseTo(r.fairness.spread.points / 100, 9);
});
