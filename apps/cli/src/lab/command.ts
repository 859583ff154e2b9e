/**
 * `shaju lab GAME`: plans the run's arms (experiments.ts), runs their batches on a runner (worker threads by default,
 * pool.ts), builds the report (figures.ts) and writes `DIR/report.json`, `DIR/report.md` and `DIR/report.html`; with
 * `--search FILE`, a variant search first (search.ts), whose winner is written as `DIR/preset.json`.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '@shaju/engine';
import { UsageError } from '../errors.ts';
import { NO_ORIGINS, optionErrorText } from '../option-errors.ts';
import type { LabOptions } from './args.ts';
import { armConfig, labKit } from './batch.ts';
import type { LabReport, Restriction } from './contract.ts';
import { batchesOf, type LabSettings, planArms, restrictionArm } from './experiments.ts';
import { buildReport } from './figures.ts';
import { prepareOutDir, removeMade } from './out-dir.ts';
import { localRunner } from './pool.ts';
import { type LabIO, runWithProgress } from './progress.ts';
import { renderReportHtml } from './report-html.ts';
import { renderReportMarkdown } from './report-md.ts';
import { runVariantSearch, searchSummary } from './search.ts';

/** The run's settings from the options. Throws `UsageError` for rules the game refuses. */
export function settingsOf(c: LabOptions): LabSettings {
  const { hooks, kit } = labKit(c.entry.id);
  const players: number[] = [];
  for (let n = c.minPlayers; n <= c.maxPlayers; n++) players.push(n);
  let restrictable: Restriction[];
  try {
    const config = armConfig(kit, { rules: c.rules, mode: c.mode }, c.maxPlayers);
    restrictable = hooks.restrictable(config).map((r) => ({ kind: r.kind, id: r.id }));
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(optionErrorText(e, c.entry, NO_ORIGINS, c.lang), 'lab');
    throw e;
  }
  return {
    game: c.entry.id,
    games: c.games,
    players,
    rules: c.rules,
    mode: c.mode,
    bots: c.bots,
    seed: c.seed,
    only: new Set(c.only),
    restrictable,
    searchGames: c.searchGames,
    importanceGames: c.importanceGames,
  };
}

/** The names of the importance arms' card kinds and skills, by arm id (`杀 Sha`). */
function armNames(c: LabOptions): Record<string, string> {
  const { hooks, kit } = labKit(c.entry.id);
  const config = armConfig(kit, { rules: c.rules, mode: c.mode }, c.maxPlayers);
  const out: Record<string, string> = {};
  for (const r of hooks.restrictable(config)) out[restrictionArm(r)] = `${r.name.zh} ${r.name.en}`;
  return out;
}

/** Writes the three report files into `dir` (the Markdown and HTML in `lang`). */
export async function writeReports(dir: string, report: LabReport, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'report.md'), renderReportMarkdown(report, { lang }));
  writeFileSync(join(dir, 'report.html'), await renderReportHtml(report, { lang }));
}

/**
 * Runs `shaju lab`. Resolves with the exit status (0). Throws `UsageError` for a bad `--search` file, rules the game
 * refuses or an output directory it cannot make or write into, and whatever a failed batch throws.
 */
export async function runLab(c: LabOptions, io: LabIO): Promise<number> {
  const clock = io.clock ?? (() => performance.now() / 1000);
  const t0 = clock();
  const settings = settingsOf(c);
  // Where the reports go is checked first: a long run never ends in an error about it. A run stopped before its
  // reports (an error, Ctrl-C) removes the directories it made for them.
  const made = prepareOutDir(c.out, c.lang);
  const interrupted = (): void => {
    removeMade(made);
    process.exit(130);
  };
  if (made.length > 0) process.once('SIGINT', interrupted);
  const runner = (io.runner ?? localRunner)(c.workers);
  let report: LabReport;
  let played = 0;
  try {
    let variants: LabReport['variants'];
    if (c.search !== undefined) {
      const found = await runVariantSearch(c, settings, runner, io);
      variants = found.variants;
      played += found.games;
      writePreset(c.out, found.preset);
    }
    const arms = planArms(settings);
    const specs = batchesOf(settings, arms);
    const results = await runWithProgress(runner, specs, io, c.lang === 'zh' ? '实验' : 'lab');
    played += specs.reduce((n, s) => n + s.count, 0);
    report = buildReport(settings, arms, results, { command: c.command, names: armNames(c) });
    if (variants) report = { ...report, variants };
  } catch (e) {
    removeMade(made);
    throw e;
  } finally {
    process.removeListener('SIGINT', interrupted);
    await runner.close();
  }
  const seconds = clock() - t0;
  report = {
    ...report,
    timing: { seconds, workers: c.workers, played, gamesPerSecond: seconds > 0 ? played / seconds : 0 },
  };
  await writeReports(c.out, report, c.lang);
  if (c.json) io.out(JSON.stringify(report, null, 2));
  else {
    if (report.variants) for (const l of searchSummary(report.variants, c.lang, c.out)) io.out(l);
    for (const l of renderReportMarkdown(report, { lang: c.lang }).trimEnd().split('\n')) io.out(l);
    io.out('');
    io.out(
      c.lang === 'zh'
        ? `报告已写入 ${c.out}/（report.json、report.md、report.html）`
        : `Reports written to ${c.out}/ (report.json, report.md, report.html)`,
    );
  }
  return 0;
}

/** Writes the variant search's winner as `DIR/preset.json` (a file `--preset-file` reads). */
function writePreset(dir: string, preset: unknown): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'preset.json'), `${JSON.stringify(preset, null, 2)}\n`);
}
