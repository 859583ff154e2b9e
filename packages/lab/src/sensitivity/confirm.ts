/**
 * The confirmation of a screening design: its best candidates for the objective (at most `CONFIRM` steps, each
 * clearly better in the screening) played again one at a time, each on the base arm's games (`--games`, the same
 * deals and the same jackknife blocks as the base arm), so that what the report recommends is measured on its own —
 * free of the screening's linear model and of the effects aliased with it — and not predicted.
 */
import type { BatchResult, LabTally, SensitivityReport } from '../contract.ts';
import type { StepContrast } from './design.ts';
import { EffectModel, type HeadlineMetric } from './effects.ts';
import type { EffectSource } from './recommend.ts';
import type { OptionStep } from './steps.ts';

/** Most steps a screening sends to confirmation. */
export const CONFIRM = 8;

/** The arm that confirms step `k` of a confirmation. */
export function confirmArm(k: number): string {
  return `conf:${k}`;
}

/**
 * The confirmation's effects: a model of the base arm (run 0) and the confirmation arms, every arm in the base arm's
 * blocks (`blocks`: the game ranges of each), and a contrast per step (its arm against the base arm).
 */
export function confirmation(
  steps: readonly OptionStep[],
  metrics: readonly HeadlineMetric[],
  games: number,
  tallies: (arm: string) => LabTally[],
): { readonly source: EffectSource; readonly rows: NonNullable<SensitivityReport['confirmed']> } {
  const base = tallies('base');
  const model = new EffectModel([base, ...steps.map((_, k) => tallies(confirmArm(k)))], base, metrics);
  const contrasts: StepContrast[] = steps.map((step, k) => ({
    step,
    how: 'oat',
    scale: 1,
    terms: [
      [k + 1, 1],
      [0, -1],
    ],
  }));
  const source: EffectSource = { model, contrasts, games, error: {}, scoreError: 0, share: () => 0 };
  const rows = contrasts.map((c) => ({
    option: c.step.option,
    to: c.step.to,
    games,
    effects: model.effect(c.terms, games),
  }));
  return { source, rows };
}

/** The batch results of the confirmation arms among `results`, with the arm of each step. */
export function confirmationResults(results: readonly BatchResult[]): BatchResult[] {
  return results.filter((r) => r.arm.startsWith('conf:'));
}
