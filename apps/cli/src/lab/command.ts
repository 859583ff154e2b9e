/**
 * `shaju lab GAME`: the run's settings from the command line, its arms played on a runner (worker threads by default,
 * BullMQ workers with `--redis`) with a progress display, and `DIR/report.json`, `DIR/report.md` and
 * `DIR/report.html` written; with `--search FILE`, a variant search first, whose winner is written as
 * `DIR/preset.json`. The lab itself is @shaju/lab (packages/lab).
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '@shaju/engine';
import {
  type LabReport,
  type LabSettings,
  labSettings,
  localRunner,
  renderReportMarkdown,
  runLabArms,
  runVariantSearch,
  searchSummary,
  writePreset,
  writeReports,
} from '@shaju/lab';
import { UsageError } from '../errors.ts';
import { NO_ORIGINS, optionErrorText } from '../option-errors.ts';
import { type LabOptions, shellQuote } from './args.ts';
import { prepareOutDir, removeMade } from './out-dir.ts';
import { type LabIO, runWithProgress } from './progress.ts';
import { readSearchPlan } from './search-file.ts';

/** The run's settings from the options. Throws `UsageError` for rules the game refuses. */
export function settingsOf(c: LabOptions): LabSettings {
  const players: number[] = [];
  for (let n = c.minPlayers; n <= c.maxPlayers; n++) players.push(n);
  try {
    return labSettings({
      game: c.entry.id,
      games: c.games,
      players,
      rules: c.rules,
      mode: c.mode,
      bots: c.bots,
      seed: c.seed,
      only: c.only,
      searchGames: c.searchGames,
      importanceGames: c.importanceGames,
      sensitivity: c.sensitivity,
    });
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(optionErrorText(e, c.entry, NO_ORIGINS, c.lang), 'lab');
    throw e;
  }
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
      const plan = readSearchPlan(c.search, c);
      const found = await runVariantSearch(
        plan,
        settings,
        (specs, round) =>
          runWithProgress(runner, specs, io, c.lang === 'zh' ? `变体（第 ${round} 轮）` : `variants (round ${round})`),
        c.command,
      );
      variants = found.variants;
      played += found.games;
      writePreset(c.out, found.preset);
    }
    const labels = c.lang === 'zh' ? ['实验', '复核'] : ['lab', 'confirming'];
    const run = await runLabArms(
      settings,
      (specs, stage) => runWithProgress(runner, specs, io, labels[stage] ?? 'lab'),
      c.command,
    );
    played += run.played;
    report = withSearchCommand(run.report, c);
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

/**
 * The variant search the recommendations seed, as the command that runs it: the run's game, players, mode, rules,
 * bots and seed, `--only fairness` (the search's own report), the variant file `DIR/variants.json` and the output
 * `DIR/search` (where the winner lands as `preset.json`), and the command that plays that preset.
 */
export function searchCommands(c: LabOptions, file: string): { readonly search: string; readonly play: string } {
  const out = join(c.out, 'search');
  const args = ['lab', c.entry.id, '--players', `${c.minPlayers}..${c.maxPlayers}`];
  if (c.mode !== undefined) args.push('--mode', c.mode);
  if (c.rules.preset !== undefined) args.push('--preset', c.rules.preset);
  for (const [k, v] of Object.entries(c.rules.set ?? {})) args.push('--set', `${k}=${String(v)}`);
  args.push('--bots', c.bots.join(','), '--seed', String(c.seed), '--games', String(c.games));
  if (c.lang === 'en') args.push('--lang', 'en');
  args.push('--only', 'fairness', '--search', file, '--out', out);
  const play = ['play', c.entry.id, '--preset-file', join(out, 'preset.json')];
  if (c.mode !== undefined) play.push('--mode', c.mode);
  const line = (a: readonly string[]) => ['npx', 'shaju', ...a.map(shellQuote)].join(' ');
  return { search: line(args), play: line(play) };
}

/**
 * The report with its recommendations' variant file written (`DIR/variants.json`, when there is something to race)
 * and the commands that race it and play the winner. Unchanged without recommendations.
 */
function withSearchCommand(report: LabReport, c: LabOptions): LabReport {
  const rec = report.recommendations;
  if (!rec || rec.items.length === 0) return report;
  const file = join(c.out, 'variants.json');
  mkdirSync(c.out, { recursive: true });
  writeFileSync(file, `${JSON.stringify(rec.search, null, 2)}\n`);
  const cmd = searchCommands(c, file);
  return { ...report, recommendations: { ...rec, file, command: cmd.search, play: cmd.play } };
}
