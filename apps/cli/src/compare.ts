/**
 * `simulate --preset P` (or `--preset-file F`) beside the default rules: the same games (same seeds, players and bots) under both rule
 * sets, and their headline figures side by side. The figures are the simulation's own (turns, draws, several winners)
 * and the game tally's headline (`tallyHeadline`, packages/runtime/src/manifest.ts).
 */
import { type OptionCatalogue, presetChanges } from '@shaju/engine';
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

/** Two simulations' headline figures side by side (`--json`: the `comparison` field). */
export interface Comparison {
  /** The chosen rules (`id@version`, then ` +option=value` for each option set on top), then the default ones. */
  readonly presets: readonly [string, string];
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
 * game's option `catalogue`, a column's title also names the options set on top of its preset.
 */
export function compareReports(
  chosen: SimulationReport,
  base: SimulationReport,
  catalogue?: OptionCatalogue,
): Comparison {
  const figures = (r: SimulationReport) => [...ownFigures(r), ...tallyHeadline(r.tally)];
  const baseById = new Map(figures(base).map((f) => [f.id, f]));
  const out: ComparedFigure[] = [];
  for (const f of figures(chosen)) {
    const b = baseById.get(f.id);
    if (b) out.push({ id: f.id, label: f.label, share: f.share, values: [f.value, b.value] });
  }
  return { presets: [rulesName(chosen, catalogue), rulesName(base, catalogue)], figures: out };
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

/** The comparison in words: a title and a table (figure, chosen, default, difference). One string per line. */
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
  return [
    '',
    w.compareTitle(c.presets[0], c.presets[1]),
    ...table([[`  ${w.figure}`, c.presets[0], c.presets[1], w.difference], ...rows], ['l', 'r', 'r', 'r']),
  ];
}
