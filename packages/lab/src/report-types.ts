/** The shape of a report's sections (report-sections.ts builds them; report-html.ts and report-md.ts draw them). */
import type { TopLevelSpec } from 'vega-lite';
import type { ChartWords } from './report-words.ts';

/** One section of a report: its words, a chart (or none) and its figures. */
export interface Section {
  readonly id: string;
  readonly words: ChartWords;
  /** The English words beside the Chinese heading (zh pages only). */
  readonly en: ChartWords | null;
  readonly spec: TopLevelSpec | null;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Left out of report.md (its figures are in another section's table there). */
  readonly mdSkip?: boolean | undefined;
  /**
   * Parts the page folds, one line each that opens on its own chart and figures (the seats, by player count); the
   * section's own `head` and `rows` are then the folded summary that report.md shows.
   */
  readonly folds?: readonly Fold[] | undefined;
}

/** One folded part of a section: its summary line, chart and figures. */
export interface Fold {
  readonly id: string;
  readonly summary: string;
  readonly spec: TopLevelSpec;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}
