/**
 * A whole lab run, for whoever starts one (the command line's `shaju lab`, a server's job queue): the run's settings
 * from its options (`labSettings`), its arms and batches played on any runner (`runLabArms`), and the report files
 * (`writeReports`). The caller chooses the runner (worker threads, `localRunner`; BullMQ workers, `redisRunner`) and
 * how progress is shown: every batch goes through its `play` callback.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '@shaju/runtime';
import { armConfig, labKit, mergeTallies } from './batch.ts';
import type { BatchResult, BatchSpec, LabReport, Restriction } from './contract.ts';
import { batchesOf, confirmArms, type LabSettings, type Part, planArms, restrictionArm } from './experiments.ts';
import { buildReport } from './figures.ts';
import { renderReportHtml } from './report-html.ts';
import { renderReportMarkdown } from './report-md.ts';
import { CONFIRM } from './sensitivity/confirm.ts';
import { planSensitivity, type SensitivityInput, sensitivityOf } from './sensitivity/plan.ts';
import { bestSteps, scorer } from './sensitivity/recommend.ts';
import type { OptionStep } from './sensitivity/steps.ts';

/** What a lab run is asked for (as `shaju lab`'s flags say it): its settings before the lab reads the game. */
export interface LabRunInput
  extends Pick<
    LabSettings,
    'game' | 'games' | 'players' | 'rules' | 'mode' | 'bots' | 'seed' | 'searchGames' | 'importanceGames'
  > {
  readonly only: readonly Part[];
  /** The sensitivity of the options to measure (`--sensitivity`), or undefined. */
  readonly sensitivity?: SensitivityInput | undefined;
}

/**
 * The run's settings: the input with the card kinds and skills of the importance arms read from the game's lab hooks
 * (at the largest player count), and the sensitivity's design when one is asked for. Throws the engine's `ConfigError` for rules the game refuses, `Error` for a game
 * without lab hooks.
 */
export function labSettings(input: LabRunInput): LabSettings {
  const { hooks, kit } = labKit(input.game);
  const most = Math.max(...input.players);
  const config = armConfig(kit, { rules: input.rules, mode: input.mode }, most);
  const restrictable: Restriction[] = hooks.restrictable(config).map((r) => ({ kind: r.kind, id: r.id }));
  const sens = input.sensitivity;
  // Run 0 of the design is the base arm's first games: a run has at most as many games as the base arm.
  const sensitivity = sens
    ? planSensitivity(kit, input, { ...sens, games: Math.min(sens.games, input.games) })
    : undefined;
  return { ...input, only: new Set(input.only), restrictable, sensitivity };
}

/** The names of the importance arms' card kinds and skills, by arm id (`杀 Sha`). */
export function armNames(s: LabSettings): Record<string, string> {
  const { hooks, kit } = labKit(s.game);
  const config = armConfig(kit, { rules: s.rules, mode: s.mode }, Math.max(...s.players));
  const out: Record<string, string> = {};
  for (const r of hooks.restrictable(config)) out[restrictionArm(r)] = `${r.name.zh} ${r.name.en}`;
  return out;
}

/**
 * Plays the run's arms (experiments.ts) through `play` (which runs the batches on a runner, with whatever progress
 * display; `stage`: 0 for the arms, 1 for a screening's confirmation) and builds the report (no timing; `command`:
 * the command line that made it). Resolves with the report and the games played.
 */
export async function runLabArms(
  s: LabSettings,
  play: (specs: readonly BatchSpec[], stage: number) => Promise<BatchResult[]>,
  command: string,
): Promise<{ readonly report: LabReport; readonly played: number }> {
  const arms = planArms(s);
  const specs = batchesOf(s, arms);
  const results = await play(specs, 0);
  let played = specs.reduce((n, x) => n + x.count, 0);
  const steps = confirmationSteps(s, results);
  const names = armNames(s);
  if (!s.sensitivity || steps.length === 0)
    return { report: buildReport(s, arms, results, { command, names }), played };
  const confirmed: LabSettings = { ...s, sensitivity: { ...s.sensitivity, confirm: steps } };
  const more = batchesOf(confirmed, confirmArms(confirmed));
  const extra = await play(more, 1);
  played += more.reduce((n, x) => n + x.count, 0);
  const report = buildReport(confirmed, arms, [...results, ...extra], { command, names });
  return { report, played };
}

/**
 * The steps a screening design sends to confirmation (the best `CONFIRM` for the objective among those clearly
 * better in the screening, one per option); none after a one-at-a-time design.
 */
export function confirmationSteps(s: LabSettings, results: readonly BatchResult[]): OptionStep[] {
  const plan = s.sensitivity;
  if (plan?.design.kind !== 'screening') return [];
  const { hooks } = labKit(s.game);
  const found = sensitivityOf(plan, hooks, s.players, s.games, results, mergeTallies);
  return bestSteps(found.source, scorer(plan.objective, found.report), CONFIRM).map((c) => c.contrast.step);
}

/** Writes `report.json`, `report.md` and `report.html` into `dir` (the Markdown and HTML in `lang`). */
export async function writeReports(dir: string, report: LabReport, lang: Lang = 'zh'): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'report.md'), renderReportMarkdown(report, { lang }));
  writeFileSync(join(dir, 'report.html'), await renderReportHtml(report, { lang }));
}

/** Writes a preset file (a variant search's winner) as `dir/preset.json`. */
export function writePreset(dir: string, preset: unknown): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'preset.json'), `${JSON.stringify(preset, null, 2)}\n`);
}
