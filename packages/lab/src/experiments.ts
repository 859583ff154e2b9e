/**
 * The arms of a lab run and their batches (contract.ts). Every arm plays games `0 … games − 1` with the same seeds
 * (`deriveSeed(seed, i)`), so arms that differ in one seat's bot are compared game by game on the same deals:
 * - `base`: the seats' bots as asked (`--bots`, default the heuristic bot): fairness and agency. When every seat is the
 *   heuristic bot, `base` has a heuristic subject too and is the reference arm (`ref`) the others are compared with.
 * - `ref`: every seat heuristic, the subject too (only when `base` has other bots).
 * - `skill:random`, `skill:search`: the subject is the random bot or the search bot (`searchIterations` playouts per
 *   decision, `searchGames` games: it is the costly arm), the other seats heuristic (skill depth).
 * - `card:<id>`, `skill:<id>`: the subject is the heuristic bot kept from one card kind or skill
 *   (`importanceGames` games each; restricted play).
 * - `sens:<r>`: run `r` ≥ 1 of the sensitivity design (`--sensitivity`, sensitivity/plan.ts): the seats as in `base`,
 *   the rules with the run's option values on top, lean tallies, cut at the jackknife's blocks; run 0 (the rules as
 *   given) is `base`'s first games, cut there too.
 * - `conf:<k>`: after a screening design, step `k` of its confirmation (sensitivity/confirm.ts): the base arm's
 *   games with the step's value, cut as the base arm (`confirmArms`).
 * The reference arm is cut into batches at every other arm's length, so its first `k` games can be merged alone and
 * compared with an arm of `k` games (a paired comparison).
 */
import type { OptionValues } from '@shaju/engine';
import type { ArmRules, BatchSpec, BotName, Restriction, Subject } from './contract.ts';
import { confirmArm } from './sensitivity/confirm.ts';
import { baseBlocks, blockBounds, type SensitivityPlan, sensitivityArm } from './sensitivity/plan.ts';

/** The parts of a report a run may be limited to (`--only`). */
export const PARTS = ['fairness', 'skill', 'importance', 'agency'] as const;
export type Part = (typeof PARTS)[number];

/** The heuristic bot: the seats of the reference arm and the baseline of skill depth and importance. */
export const BASELINE = 'heuristic';

/** Defaults of the costly arms (see `LabSettings`). */
export const LAB_DEFAULTS = Object.freeze({
  searchIterations: 8,
  searchGames: 200,
  importanceGames: 2000,
  batchSize: 250,
});

/** What a lab run plays. */
export interface LabSettings {
  readonly game: string;
  /** Games of the base arm (and at most of every other arm). */
  readonly games: number;
  readonly players: readonly number[];
  readonly rules: ArmRules;
  readonly mode?: string | undefined;
  /** The bots of the base arm's seats. */
  readonly bots: readonly BotName[];
  readonly seed: number;
  readonly only: ReadonlySet<Part>;
  /** Iterations per decision of the search subject (default `LAB_DEFAULTS.searchIterations`). */
  readonly searchIterations?: number | undefined;
  /** Games of the search arm (default `min(games, LAB_DEFAULTS.searchGames)`). */
  readonly searchGames?: number | undefined;
  /** Games of each importance arm (default `min(games, LAB_DEFAULTS.importanceGames)`). */
  readonly importanceGames?: number | undefined;
  /** Games per batch (default `LAB_DEFAULTS.batchSize`). */
  readonly batchSize?: number | undefined;
  /** The card kinds and skills of the importance arms (the game's `LabHooks.restrictable`). */
  readonly restrictable?: readonly Restriction[] | undefined;
  /** The sensitivity of the options (`--sensitivity`), planned (sensitivity/plan.ts). */
  readonly sensitivity?: SensitivityPlan | undefined;
}

/** One arm of a run: its id, its games, its seats. */
export interface ArmPlan {
  readonly arm: string;
  readonly games: number;
  readonly bots: readonly BotName[];
  readonly subject?: Subject | undefined;
  readonly searchIterations?: number | undefined;
  /** Option values on top of the run's rules (a sensitivity run). */
  readonly set?: OptionValues | undefined;
  /** Lean tallies (`BatchSpec.lean`). */
  readonly lean?: boolean | undefined;
  /** Where its batches must be cut besides the batch size (the jackknife's blocks). */
  readonly cuts?: readonly number[] | undefined;
}

/** The reference arm's id in a plan (`base` when the base arm is all heuristic). */
export function refArm(s: LabSettings): string {
  return s.bots.every((b) => b === BASELINE) ? 'base' : 'ref';
}

/** The id of an importance arm. */
export function restrictionArm(r: Restriction): string {
  return `${r.kind}:${r.id}`;
}

/** The arms of a run, base first. */
export function planArms(s: LabSettings): ArmPlan[] {
  const n = s.games;
  const skill = s.only.has('skill');
  const importance = s.only.has('importance') && (s.restrictable?.length ?? 0) > 0;
  const isRef = refArm(s) === 'base';
  const heuristic: Subject = { bot: BASELINE };
  const sens = s.sensitivity;
  const cuts = sens ? blockBounds(sens.games, sens.blocks) : undefined;
  const baseCuts = sens ? baseBlocks(sens.games, n, sens.blocks).flat(2) : undefined;
  const arms: ArmPlan[] = [
    { arm: 'base', games: n, bots: s.bots, subject: isRef ? heuristic : undefined, cuts: baseCuts },
  ];
  if ((skill || importance) && !isRef) arms.push({ arm: 'ref', games: n, bots: [BASELINE], subject: heuristic });
  if (skill) {
    arms.push({ arm: 'skill:random', games: n, bots: [BASELINE], subject: { bot: 'random' } });
    arms.push({
      arm: 'skill:search',
      games: Math.min(n, s.searchGames ?? LAB_DEFAULTS.searchGames),
      bots: [BASELINE],
      subject: { bot: 'search' },
      searchIterations: s.searchIterations ?? LAB_DEFAULTS.searchIterations,
    });
  }
  if (importance) {
    const k = Math.min(n, s.importanceGames ?? LAB_DEFAULTS.importanceGames);
    for (const r of s.restrictable ?? [])
      arms.push({ arm: restrictionArm(r), games: k, bots: [BASELINE], subject: { bot: BASELINE, restrict: r } });
  }
  if (sens) {
    sens.design.runs.forEach((run, r) => {
      if (r > 0) arms.push({ arm: sensitivityArm(r), games: sens.games, bots: s.bots, set: run.set, lean: true, cuts });
    });
  }
  return arms;
}

/**
 * The arms of a screening's confirmation (`plan.confirm`, after the design's runs): one per step, the base arm's
 * games and seats with the step's value, lean tallies, cut at the base arm's jackknife blocks.
 */
export function confirmArms(s: LabSettings): ArmPlan[] {
  const sens = s.sensitivity;
  if (!sens?.confirm) return [];
  const cuts = baseBlocks(sens.games, s.games, sens.blocks).flat(2);
  return sens.confirm.map((step, k) => ({
    arm: confirmArm(k),
    games: s.games,
    bots: s.bots,
    set: { [step.option]: step.to },
    lean: true,
    cuts,
  }));
}

/** Cuts `[0, games)` into batches of at most `size` games, cutting also at every point of `cuts`. */
function cutsOf(games: number, size: number, cuts: readonly number[]): [number, number][] {
  const points = [...new Set([0, games, ...cuts.filter((c) => c > 0 && c < games)])].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const from = points[k] as number;
    const to = points[k + 1] as number;
    for (let f = from; f < to; f += size) out.push([f, Math.min(size, to - f)]);
  }
  return out;
}

/** The batches of a plan, arm by arm, in order (the reference arm cut at every other arm's length). */
export function batchesOf(s: LabSettings, arms: readonly ArmPlan[]): BatchSpec[] {
  const size = Math.max(1, s.batchSize ?? LAB_DEFAULTS.batchSize);
  const ref = refArm(s);
  const lengths = arms.filter((a) => !a.lean).map((a) => a.games);
  const out: BatchSpec[] = [];
  for (const a of arms) {
    const rules = a.set ? { preset: s.rules.preset, set: { ...s.rules.set, ...a.set } } : s.rules;
    const at = [...(a.arm === ref ? lengths : []), ...(a.cuts ?? [])];
    for (const [first, count] of cutsOf(a.games, size, at)) {
      out.push({
        game: s.game,
        arm: a.arm,
        rules,
        mode: s.mode,
        players: s.players,
        bots: a.bots,
        subject: a.subject,
        searchIterations: a.searchIterations,
        seed: s.seed,
        first,
        count,
        ...(a.lean ? { lean: true } : {}),
      });
    }
  }
  return out;
}
