/**
 * The sensitivity of a lab run (`shaju lab GAME --sensitivity`): which options it varies and how (steps.ts, design.ts),
 * the arms that play the design's runs (run 0, the rules as given, is the base arm's first games; one arm per other
 * run, `sens:<r>`; every arm the same games and seeds, cut into the jackknife's blocks), and the report's `sensitivity` and `recommendations` built from their batches (effects.ts,
 * recommend.ts). The batches are ordinary lab batches, so the figures are the same on any runner.
 */
import type { OptionValue } from '@shaju/engine';
import type { GameKit, LabHooks } from '@shaju/runtime';
import type { ArmRules, BatchResult, LabTally, SensitivityMetric, SensitivityReport } from '../contract.ts';
import { confirmation } from './confirm.ts';
import { type DesignKind, oatDesign, type SensitivityDesign, screeningDesign } from './design.ts';
import { EffectModel, type HeadlineMetric, scaled } from './effects.ts';
import type { Objective } from './objective.ts';
import { designSource, type EffectSource, scorer } from './recommend.ts';
import { type OptionFactor, type OptionStep, optionFactors, refusal } from './steps.ts';

/** Jackknife blocks per run (at most; fewer when a run has fewer games). */
export const BLOCKS = 20;

/** Two-level options up to which `auto` measures every option one at a time (above: the screening design). */
export const OAT_MAX_FACTORS = 24;

/** What a sensitivity is asked for. */
export interface SensitivityInput {
  /** Games per run of the design (at most the base arm's: run 0 is its first games). */
  readonly games: number;
  /** `auto`: one at a time for up to `OAT_MAX_FACTORS` numbers and switches, else screening. */
  readonly design: DesignKind | 'auto';
  /** Which options to vary (default: every option of the catalogue). */
  readonly include?: ((id: string) => boolean) | undefined;
  readonly objective: Objective;
}

/** A planned sensitivity: the varied options, the design, games per run and blocks, the objective. */
export interface SensitivityPlan {
  readonly factors: readonly OptionFactor[];
  readonly design: SensitivityDesign;
  readonly games: number;
  readonly blocks: number;
  readonly objective: Objective;
  /** After a screening's runs: the steps its confirmation plays one at a time (confirm.ts), in order. */
  readonly confirm?: readonly OptionStep[] | undefined;
}

/** The arm that plays run `r` of the design: `base` for run 0 (the rules as given), else `sens:<r>`. */
export function sensitivityArm(r: number): string {
  return r === 0 ? 'base' : `sens:${r}`;
}

/** The first game of each jackknife block of `games` games, and `games` (the blocks' bounds). */
export function blockBounds(games: number, blocks: number): number[] {
  return Array.from({ length: blocks + 1 }, (_, k) => Math.round((k * games) / blocks));
}

/**
 * The game ranges of each jackknife block of the base arm (`total` games, the design's runs `games`): block k holds
 * the runs' block k and the k-th share of the base arm's games beyond them, so that every block is a set of deals of
 * its own.
 */
export function baseBlocks(games: number, total: number, blocks: number): [number, number][][] {
  const runs = blockBounds(games, blocks);
  const rest = blockBounds(Math.max(0, total - games), blocks).map((x) => x + games);
  return runs.slice(0, -1).map((from, k) => [
    [from, runs[k + 1] as number],
    [rest[k] as number, rest[k + 1] as number],
  ]);
}

/**
 * Plans the sensitivity of a run: the options of the kit's catalogue (those `include` keeps) with the steps the game
 * accepts at every player count, and the design. Deterministic. Throws what `configure` throws besides `ConfigError`.
 */
export function planSensitivity(
  kit: GameKit,
  run: { readonly rules: ArmRules; readonly mode?: string | undefined; readonly players: readonly number[] },
  input: SensitivityInput,
): SensitivityPlan {
  const factors = optionFactors({
    kit,
    rules: run.rules,
    mode: run.mode,
    players: run.players,
    include: input.include,
  });
  const twoLevel = factors.filter((f) => f.steps.length > 0 && f.type !== 'enum').length;
  const kind = input.design === 'auto' ? (twoLevel <= OAT_MAX_FACTORS ? 'oat' : 'screening') : input.design;
  const refuses = (set: Readonly<Record<string, OptionValue>>) => {
    const e = refusal({ kit, rules: run.rules, mode: run.mode, players: run.players }, set);
    if (!e) return null;
    return { option: e.field in set ? e.field : (Object.keys(set).find((k) => e.field.startsWith(k)) ?? null) };
  };
  const design = kind === 'oat' ? oatDesign(factors) : screeningDesign(factors, refuses);
  const games = Math.max(1, Math.floor(input.games));
  return { factors, design, games, blocks: Math.min(BLOCKS, games), objective: input.objective };
}

/** The headline metrics of a run: spreads, identities, teams (when they differ), and the game's own (`metrics`). */
export function headlineMetrics(
  hooks: LabHooks,
  players: readonly number[],
  base: LabTally,
): (HeadlineMetric & SensitivityMetric)[] {
  const out: (HeadlineMetric & SensitivityMetric)[] = [{ id: 'spread', kind: 'spread' }];
  if (players.length > 1) out.push({ id: 'spreadByPlayers', kind: 'spread' });
  const ids = Object.keys(base.byIdentity).sort();
  for (const id of ids) out.push({ id: `identity:${id}`, kind: 'rate' });
  const teams = Object.keys(base.byTeam).sort();
  if (teams.join() !== ids.join()) for (const id of teams) out.push({ id: `team:${id}`, kind: 'rate' });
  if (hooks.metrics.earlyDeaths) out.push({ id: 'earlyDeaths', kind: 'rate' });
  if (hooks.metrics.deaths) out.push({ id: 'deaths', kind: 'perGame' });
  if (hooks.metrics.length) out.push({ id: 'length', kind: 'perGame' });
  return out;
}

/** The tallies of an arm's blocks (each block: game ranges), from the batches among `results`. */
function blockTallies(
  results: readonly BatchResult[],
  arm: string,
  blocks: readonly (readonly [number, number])[][],
  merge: (...t: readonly LabTally[]) => LabTally,
): LabTally[] {
  const mine = results.filter((x) => x.arm === arm);
  const inside = (x: BatchResult, [from, to]: readonly [number, number]) => x.first >= from && x.first + x.count <= to;
  return blocks.map((ranges) => merge(...mine.filter((x) => ranges.some((g) => inside(x, g))).map((x) => x.tally)));
}

/**
 * The report's `sensitivity` from the design's batches (and the confirmation's, when `plan.confirm` is set): every
 * step's effect on every headline metric, and where the recommendations read their effects (`source`: the design's
 * model, or the confirmation's). Deterministic: a function of the results.
 */
export function sensitivityOf(
  plan: SensitivityPlan,
  hooks: LabHooks,
  players: readonly number[],
  baseGames: number,
  results: readonly BatchResult[],
  merge: (...t: readonly LabTally[]) => LabTally,
): { readonly report: SensitivityReport; readonly source: EffectSource } {
  const d = plan.design;
  const bounds = blockBounds(plan.games, plan.blocks);
  const runBlocks = bounds.slice(0, -1).map((from, k) => [[from, bounds[k + 1] as number] as [number, number]]);
  const tallies = d.runs.map((_, r) => blockTallies(results, sensitivityArm(r), runBlocks, merge));
  // Spreads are evaluated at the rules as given measured on every game of the base arm (run 0's games and more).
  const wide = baseBlocks(plan.games, baseGames, plan.blocks);
  const reference = blockTallies(results, sensitivityArm(0), wide, merge);
  const metrics = headlineMetrics(hooks, players, merge(...reference));
  const model = new EffectModel(tallies, reference, metrics);
  const byOption = new Map<string, SensitivityReport['options'][number]['steps'][number][]>();
  const how = new Map<string, 'oat' | 'screening'>();
  const error = model.modelVariance(d.dummies);
  for (const c of d.contrasts) {
    const list = byOption.get(c.step.option) ?? [];
    const extra = c.how === 'screening' ? scaled(error, c.scale) : undefined;
    list.push({ to: c.step.to, kind: c.step.kind, effects: model.effect(c.terms, plan.games, extra) });
    byOption.set(c.step.option, list);
    how.set(c.step.option, c.how);
  }
  const options = plan.factors.map((f) => ({
    option: f.option,
    group: f.group,
    from: f.from,
    how: how.get(f.option) ?? ('none' as const),
    steps: byOption.get(f.option) ?? [],
    refused: f.refused,
  }));
  const report: SensitivityReport = {
    design: d.kind,
    runs: d.runs.length,
    gamesPerRun: plan.games,
    games: d.runs.length * plan.games,
    blocks: plan.blocks,
    order: d.order,
    metrics,
    dummies: d.dummies.length,
    modelError: Object.fromEntries(Object.entries(error).map(([k, v]) => [k, Math.sqrt(v)])),
    base: model.base(),
    options,
  };
  const source = designSource(model, d.contrasts, d.dummies, plan.games, scorer(plan.objective, report));
  if (!plan.confirm) return { report, source };
  const c = confirmation(plan.confirm, metrics, baseGames, (arm) => blockTallies(results, arm, wide, merge));
  return { report: { ...report, confirmed: c.rows }, source: c.source };
}
