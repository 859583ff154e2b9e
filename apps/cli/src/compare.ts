/**
 * `simulate --preset P` (or `--preset-file F`) beside the default rules: the same games (same seeds, players and bots) under both rule
 * sets, and their headline figures side by side. The figures are the simulation's own (turns, draws, several winners)
 * and the game tally's headline (`tallyHeadline`, packages/runtime/src/manifest.ts).
 */
import { basename } from 'node:path';
import { type OptionCatalogue, type OptionValue, presetChanges } from '@shaju/engine';
import { type HeadlineFigure, type Text, tallyHeadline } from '@shaju/runtime';
import { pct, table } from '@shaju/words';
import { optionWords } from './options-i18n.ts';
import type { SimulationReport } from './simulate.ts';
import type { Lang } from './types.ts';

/** One figure under both rule sets. */
export interface ComparedFigure {
  readonly id: string;
  readonly label: Text;
  readonly share: boolean;
  /** The value under the chosen preset, then under the default one. */
  readonly values: readonly [number, number];
}

/** An option the chosen rules set on top of their preset. */
export interface ComparedChange {
  readonly id: string;
  readonly value: OptionValue;
}

/** Two simulations' headline figures side by side (`--json`: the `comparison` field). */
export interface Comparison {
  /** The chosen rules (`id@version`, then ` +option=value` for each option set on top), then the default ones. */
  readonly presets: readonly [string, string];
  /**
   * The columns' titles, short whatever the number of options: the preset file's name (without its folder) or the
   * chosen preset (`id@version`), then the default preset (`id@version`).
   */
  readonly titles: readonly [string, string];
  /** The chosen rules' preset (`id@version`). */
  readonly preset: string;
  /** The preset file the chosen rules came from, as given on the command line (absent: none). */
  readonly file?: string;
  /** The options the chosen rules set on top of their preset, in catalogue order (listed once, under the table). */
  readonly changed: readonly ComparedChange[];
  readonly figures: readonly ComparedFigure[];
}

/** The simulation's own headline figures (every game has them). */
function ownFigures(r: SimulationReport): HeadlineFigure[] {
  const s = r.stats;
  return [
    { id: 'avgTurns', label: { zh: '平均回合数', en: 'average turns' }, value: s.avgTurns, share: false },
    { id: 'drawRate', label: { zh: '平局率', en: 'draw rate' }, value: s.drawRate, share: true },
    {
      id: 'multiWinnerShare',
      label: { zh: '多人获胜的对局', en: 'games with several winners' },
      value: s.multiWinnerShare,
      share: true,
    },
  ];
}

/**
 * Pairs the figures of `chosen` with the same figures of `base` (a figure missing from `base` is left out). With the
 * game's option `catalogue`, the options set on top of the chosen preset are listed (`changed`, and in `presets`);
 * `file` is the preset file the chosen rules came from (its name titles their column).
 */
export function compareReports(
  chosen: SimulationReport,
  base: SimulationReport,
  catalogue?: OptionCatalogue,
  file?: string,
): Comparison {
  const figures = (r: SimulationReport) => [...ownFigures(r), ...tallyHeadline(r.tally)];
  const baseById = new Map(figures(base).map((f) => [f.id, f]));
  const out: ComparedFigure[] = [];
  for (const f of figures(chosen)) {
    const b = baseById.get(f.id);
    if (b) out.push({ id: f.id, label: f.label, share: f.share, values: [f.value, b.value] });
  }
  const rules = chosen.stats.config.rules;
  const preset = `${rules.preset}@${rules.presetVersion}`;
  const changed = catalogue ? presetChanges(catalogue, rules.preset, rules.options ?? {}) : [];
  const baseRules = base.stats.config.rules;
  return {
    presets: [rulesName(chosen, catalogue), rulesName(base, catalogue)],
    titles: [file === undefined ? preset : basename(file), `${baseRules.preset}@${baseRules.presetVersion}`],
    preset,
    ...(file === undefined ? {} : { file }),
    changed: changed.map((c) => ({ id: c.spec.id, value: c.value })),
    figures: out,
  };
}

/**
 * The rules of a report as a column title: `preset@version`, with the option values set on top of the preset
 * (`seed@1 +pongDraw=2`: a preset file's values, or `--set`).
 */
function rulesName(r: SimulationReport, catalogue: OptionCatalogue | undefined): string {
  const rules = r.stats.config.rules;
  const set = catalogue ? presetChanges(catalogue, rules.preset, rules.options ?? {}) : [];
  return `${rules.preset}@${rules.presetVersion}${set.map((c) => ` +${c.spec.id}=${String(c.value)}`).join('')}`;
}

/** A value as shown: a share as a percentage, another number with at most two decimals. */
function shown(v: number, share: boolean): string {
  if (share) return pct(v);
  return Number.isInteger(v) ? String(v) : v.toFixed(2);
}

/** `items` joined with `, ` into lines of at most `width` characters, each after `indent`. */
function wrap(items: readonly string[], indent: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const [i, item] of items.entries()) {
    const piece = i < items.length - 1 ? `${item},` : item;
    if (line && indent.length + line.length + 1 + piece.length > width) {
      lines.push(indent + line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  }
  if (line) lines.push(indent + line);
  return lines;
}

/**
 * The comparison in words: a title naming both columns (the preset file's name, or the preset), a table (figure,
 * chosen, default, difference) and, under it, a legend: what the chosen column's rules are (the file's path, its
 * preset and each option it sets, once). One string per line.
 */
export function formatComparison(c: Comparison, lang: Lang): string[] {
  const w = optionWords(lang);
  const rows = c.figures.map((f) => {
    const [a, b] = f.values;
    const d = a - b;
    const whole = Number.isInteger(a) && Number.isInteger(b);
    const sign = d >= 0 ? '+' : '';
    const diff = f.share ? `${sign}${(d * 100).toFixed(1)} pp` : `${sign}${whole ? String(d) : d.toFixed(2)}`;
    const label = f.label[lang] === f.id ? f.id : `${f.label[lang]} (${f.id})`;
    return [`  ${label}`, shown(a, f.share), shown(b, f.share), diff];
  });
  const [chosen, base] = c.titles;
  const legend: string[] = [];
  if (c.file !== undefined || c.changed.length > 0) {
    legend.push(`  ${w.legendHead(chosen, c.file, c.preset, c.changed.length)}`);
    legend.push(
      ...wrap(
        c.changed.map((x) => `${x.id}=${String(x.value)}`),
        '    ',
        118,
      ),
    );
  }
  return [
    '',
    w.compareTitle(chosen, base, c.file !== undefined),
    ...table([[`  ${w.figure}`, chosen, base, w.difference], ...rows], ['l', 'r', 'r', 'r']),
    ...legend,
  ];
}
