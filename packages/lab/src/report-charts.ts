/**
 * The charts of the lab's report as Vega-Lite specifications (pure data → spec), and their rendering to static SVG in
 * Node (vega 6.4 + vega-lite 6.4, headless, no canvas and no DOM). Every chart names its layers, so that each kind of
 * mark is one `<g class="mark-… <layer>_marks">` group of the SVG: `est` (the estimates: bars or dots), `ci` (the 95%
 * intervals), `ref` (reference lines: the fair rate, zero), `expected` (the forest plot's expected rates) and `line`
 * (the per-player-count lines).
 */
import * as vega from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import * as vegaLite from 'vega-lite';

/** One row of an interval chart: a label, the estimate and its 95% interval (rates or points as fractions). */
export interface IntervalRow {
  readonly label: string;
  readonly est: number;
  readonly lo: number;
  readonly hi: number;
  readonly n: number;
  /** How the row is coloured: `base`, `strong` (its interval excludes the reference), `best` or `muted`. */
  readonly tone?: Tone | undefined;
  /** The group of a row (skill depth: the comparison), shown by colour and offset. */
  readonly group?: string | undefined;
  /** The forest plot's expected rate. */
  readonly expected?: number | undefined;
  /** A short text shown right of the interval (default: the estimate in per cent). */
  readonly note?: string | undefined;
}

/** A row's colour role. */
export type Tone = 'base' | 'strong' | 'best' | 'muted';

/** Colours (Tableau 10, distinguishable in the common colour-vision deficiencies by shape and position too). */
const TONES: Readonly<Record<Tone, string>> = { base: '#4c78a8', strong: '#e8590c', best: '#2f9e44', muted: '#adb5bd' };
const INK = '#343a40';
const FONT =
  'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "WenQuanYi Zen Hei", sans-serif';

/** The plot area's width in SVG units, before the axis labels; the charts scale down to a phone's width. */
const WIDTH = 300;
/** The height of one row of a horizontal chart. */
const ROW = 24;

/** Display width of `text` at `size` px (CJK characters count a full em, others about 0.6). */
export function textWidth(text: string, size = 13): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\uffff]/.test(ch) ? size : size * 0.62;
  return Math.ceil(w);
}

/** The widest a y-axis label may be (px): room for a name in Chinese and English (`亮明身份 Reveal identity · 技能`). */
const LABEL_LIMIT = 300;

/** Room for the longest of `labels` on a y axis (vega's headless measure underestimates CJK text). */
function labelRoom(labels: readonly string[]): number {
  return Math.min(LABEL_LIMIT, Math.max(40, ...labels.map((l) => textWidth(l))) + 8);
}

/** A spec built from loosely typed parts (layers are assembled conditionally); vega-lite checks it when compiling. */
const spec = (o: object): TopLevelSpec => o as TopLevelSpec;

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** The charts' common Vega-Lite configuration, with room on the y axis for the longest of `yLabels`. */
export function chartConfig(yLabels: readonly string[]): Record<string, unknown> {
  return {
    aria: false,
    font: FONT,
    background: 'white',
    padding: { left: 4, right: 12, top: 8, bottom: 4 },
    view: { stroke: null },
    axis: {
      labelFontSize: 13,
      titleFontSize: 13,
      titleFontWeight: 'normal',
      labelColor: INK,
      titleColor: INK,
      gridColor: '#e9ecef',
      domainColor: '#adb5bd',
      tickColor: '#adb5bd',
      labelLimit: LABEL_LIMIT,
    },
    axisY: { minExtent: labelRoom(yLabels), title: null, grid: false },
    legend: {
      labelFontSize: 13,
      titleFontSize: 13,
      orient: 'bottom',
      labelColor: INK,
      titleColor: INK,
      labelLimit: 320,
      columns: 2,
      symbolOpacity: 1,
    },
    text: { font: FONT, fontSize: 12, fill: INK },
  };
}

function toneColor(): Record<string, unknown> {
  return {
    field: 'tone',
    type: 'nominal',
    scale: { domain: Object.keys(TONES), range: Object.values(TONES) },
    legend: null,
  };
}

/** The rows as data values, with the tone and the note filled in. */
function values(rows: readonly IntervalRow[], percent = true): Record<string, unknown>[] {
  return rows.map((r) => ({
    label: r.label,
    est: r.est,
    lo: r.lo,
    hi: r.hi,
    n: r.n,
    tone: r.tone ?? 'base',
    group: r.group ?? '',
    expected: r.expected ?? null,
    note: r.note ?? (percent ? pct(r.est) : String(r.est)),
  }));
}

/** A reference line at `x` with its words at the top. Two layers: the line (`ref`) and its label. */
function refLayers(x: number, label: string | null): Record<string, unknown>[] {
  const line = {
    name: 'ref',
    data: { values: [{ x }] },
    mark: { type: 'rule', strokeDash: [4, 3], color: '#868e96', strokeWidth: 1.2 },
    encoding: { x: { field: 'x', type: 'quantitative' }, y: null, yOffset: null, color: null },
  };
  if (!label) return [line];
  const text = {
    name: 'reflabel',
    data: { values: [{ x, t: label }] },
    mark: { type: 'text', align: 'left', baseline: 'bottom', dx: 3, dy: -2, y: 0, fill: '#495057', fontSize: 11 },
    encoding: { x: { field: 'x', type: 'quantitative' }, text: { field: 't' }, y: null, yOffset: null, color: null },
  };
  return [line, text];
}

/** The rows' notes as a column right of the plot (`value`: a text per row), clear of every mark. */
function valueColumn(): Record<string, unknown> {
  return {
    name: 'value',
    mark: { type: 'text', align: 'left', baseline: 'middle' },
    encoding: { x: { value: WIDTH + 8 }, text: { field: 'note' }, color: null },
  };
}

/**
 * The x scale's domain over every interval, expected rate and reference: for rates from 0 (at most 1); for other
 * figures padded a little, with 0 in it when `zero` (differences) and without (scores).
 */
function domain(rows: readonly IntervalRow[], refs: readonly number[], rate: boolean, zero = true): [number, number] {
  const xs = [...rows.flatMap((r) => [r.lo, r.hi, r.expected ?? r.est]), ...refs];
  let lo = Math.min(...xs);
  let hi = Math.max(...xs);
  if (rate) {
    lo = Math.max(0, Math.min(0, lo));
    hi = Math.min(1, hi + 0.02);
  } else {
    const pad = (hi - lo) * 0.04 || 0.02;
    lo = (zero ? Math.min(0, lo) : lo) - pad;
    hi = (zero ? Math.max(0, hi) : hi) + pad;
  }
  return [lo, hi];
}

/**
 * Horizontal bars with interval lines and a dashed reference line (win rate per identity, team or seat; the
 * importance of cards and skills). Rows in the order given. Layers: `est` (a bar per row), `ci` (a rule per row),
 * `ref` (one rule when `ref` is given), `value` (a text per row).
 */
export function barChart(
  rows: readonly IntervalRow[],
  o: {
    readonly axis: string;
    readonly ref: { readonly x: number; readonly label: string | null } | null;
    readonly rate: boolean;
  },
): TopLevelSpec {
  const refs = o.ref ? [o.ref.x] : [];
  const x = { type: 'quantitative', scale: { domain: domain(rows, refs, o.rate), nice: false } };
  const fmt = o.rate ? '.0%' : '+.0%';
  return spec({
    width: WIDTH,
    height: { step: ROW },
    config: chartConfig(rows.map((r) => r.label)),
    data: { values: values(rows) },
    encoding: { y: { field: 'label', type: 'nominal', sort: null } },
    layer: [
      {
        name: 'est',
        mark: { type: 'bar', height: { band: 0.6 }, opacity: 0.85 },
        encoding: {
          x: { ...x, field: 'est', title: o.axis, axis: { format: fmt } },
          ...(o.rate ? {} : { x2: { datum: 0 } }),
          color: toneColor(),
        },
      },
      {
        name: 'ci',
        mark: { type: 'rule', color: INK, strokeWidth: 1.5 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' } },
      },
      valueColumn(),
      ...(o.ref ? refLayers(o.ref.x, o.ref.label) : []),
    ],
  });
}

/**
 * The forest plot: a dot per row at its estimate (`est`), its interval (`ci`), a tick at the expected rate
 * (`expected`), and the points above expectation as text (`value`). Rows in the order given.
 */
export function forestChart(
  rows: readonly IntervalRow[],
  o: { readonly axis: string; readonly rate?: boolean },
): TopLevelSpec {
  const rate = o.rate ?? true;
  const x = { type: 'quantitative', scale: { domain: domain(rows, [], rate, false), nice: false } };
  return spec({
    width: WIDTH,
    height: { step: ROW - 2 },
    config: chartConfig(rows.map((r) => r.label)),
    data: { values: values(rows) },
    encoding: { y: { field: 'label', type: 'nominal', sort: null, axis: { grid: true, gridDash: [1, 3] } } },
    layer: [
      {
        name: 'ci',
        mark: { type: 'rule', strokeWidth: 1.5 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' }, color: toneColor() },
      },
      ...(rows.some((r) => r.expected !== undefined)
        ? [
            {
              name: 'expected',
              mark: { type: 'tick', orient: 'vertical', thickness: 2, color: INK, size: 12 },
              encoding: { x: { ...x, field: 'expected' } },
            },
          ]
        : []),
      {
        name: 'est',
        mark: { type: 'point', filled: true, size: 50, opacity: 1 },
        encoding: {
          x: { ...x, field: 'est', title: o.axis, axis: { format: rate ? '.0%' : '.2f' } },
          color: toneColor(),
          shape: {
            field: 'tone',
            type: 'nominal',
            scale: { domain: ['base', 'strong', 'best', 'muted'], range: ['circle', 'diamond', 'diamond', 'circle'] },
            legend: null,
          },
        },
      },
      valueColumn(),
    ],
  });
}

/**
 * Grouped horizontal bars of differences (skill depth): a bar per row (`est`) from 0 to the delta, coloured and
 * offset by group, its interval (`ci`), and the zero line (`ref`).
 */
export function groupedDeltaChart(
  rows: readonly IntervalRow[],
  o: { readonly axis: string; readonly legend: string },
): TopLevelSpec {
  const x = { type: 'quantitative', scale: { domain: domain(rows, [0], false), nice: false } };
  const groups = [...new Set(rows.map((r) => r.group ?? ''))];
  return spec({
    width: WIDTH,
    // With an offset channel the step is the offset band's: one bar of each group.
    height: { step: 12 },
    config: chartConfig(rows.map((r) => r.label)),
    data: { values: values(rows) },
    encoding: {
      y: { field: 'label', type: 'nominal', sort: null },
      yOffset: { field: 'group', type: 'nominal', sort: groups },
    },
    layer: [
      {
        name: 'est',
        mark: { type: 'bar', opacity: 0.85 },
        encoding: {
          x: { ...x, field: 'est', title: o.axis, axis: { format: '+.0%' } },
          x2: { datum: 0 },
          color: {
            field: 'group',
            type: 'nominal',
            sort: groups,
            title: o.legend,
            scale: { range: ['#4c78a8', '#f58518', '#54a24b', '#b279a2'] },
          },
        },
      },
      {
        name: 'ci',
        mark: { type: 'rule', color: INK, strokeWidth: 1.2 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' } },
      },
      ...refLayers(0, null),
    ],
  });
}

/** One series point of the per-player-count chart. */
export interface SeriesPoint {
  readonly series: string;
  readonly players: number;
  readonly est: number;
  readonly lo: number;
  readonly hi: number;
}

/**
 * Lines per identity over player counts: a line per series (`line`, its own colour and dash pattern), a dot per point
 * (`est`), its interval (`ci`) and, when given, the dashed reference (`ref`).
 */
export function seriesChart(
  points: readonly SeriesPoint[],
  o: { readonly axis: string; readonly xAxis: string; readonly legend: string; readonly order: readonly string[] },
): TopLevelSpec {
  const counts = [...new Set(points.map((p) => p.players))].sort((a, b) => a - b);
  const color = { field: 'series', type: 'nominal', sort: o.order, title: o.legend, scale: { scheme: 'tableau10' } };
  const x = { field: 'players', type: 'ordinal', sort: counts, title: o.xAxis, axis: { labelAngle: 0 } };
  const y = { type: 'quantitative', scale: { domain: [0, Math.min(1, Math.max(...points.map((p) => p.hi)) + 0.05)] } };
  return spec({
    width: WIDTH,
    height: 220,
    config: { ...chartConfig([]), axisY: { title: null, grid: true } },
    data: { values: points.map((p) => ({ ...p })) },
    encoding: { x, color },
    layer: [
      {
        name: 'ci',
        mark: { type: 'rule', strokeWidth: 1.2, opacity: 0.5 },
        encoding: { y: { ...y, field: 'lo', title: o.axis, axis: { format: '.0%' } }, y2: { field: 'hi' } },
      },
      {
        name: 'line',
        mark: { type: 'line', strokeWidth: 2 },
        // A dash pattern per series as well as a colour: identities that win together (跑跑杀's 国主 and 大臣) have
        // the same rates, and one line would hide the other.
        encoding: {
          y: { ...y, field: 'est' },
          // The same field, sort and title as the colour: Vega-Lite draws one legend for both.
          strokeDash: { field: 'series', type: 'nominal', sort: o.order, title: o.legend },
        },
      },
      {
        name: 'est',
        mark: { type: 'point', filled: true, size: 36, opacity: 1 },
        encoding: { y: { ...y, field: 'est' } },
      },
    ],
  });
}

/** Vertical-free bars of counts (games per variant): a bar per row (`est`) and its count as text (`value`). */
export function countChart(rows: readonly IntervalRow[], o: { readonly axis: string }): TopLevelSpec {
  return spec({
    width: WIDTH,
    height: { step: ROW },
    config: chartConfig(rows.map((r) => r.label)),
    data: { values: values(rows, false) },
    encoding: { y: { field: 'label', type: 'nominal', sort: null } },
    layer: [
      {
        name: 'est',
        mark: { type: 'bar', height: { band: 0.6 } },
        encoding: {
          x: { field: 'est', type: 'quantitative', title: o.axis, scale: { nice: true } },
          color: toneColor(),
        },
      },
      {
        name: 'value',
        mark: { type: 'text', align: 'left', dx: 4 },
        encoding: { x: { field: 'est', type: 'quantitative' }, text: { field: 'note' } },
      },
    ],
  });
}

/** Escapes text for HTML and XML. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Renders `spec` to an SVG string: scalable (a `viewBox`, no fixed size: the page's CSS sets the width, at most a
 * quarter above the drawn one), accessible (`role="img"`, a `<title>` and a `<desc>` it is labelled by; the marks inside are
 * hidden from assistive technology, the figures are in the table beside the chart). Rejects when Vega fails.
 */
export async function renderSvg(spec: TopLevelSpec, id: string, title: string, desc: string): Promise<string> {
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  try {
    // Vega marks its groups as graphics for assistive technology; here the chart is one image (its title and
    // description), its figures are in the table beside it: the inner roles go.
    const svg = (await view.toSVG()).replace(/\s(role|aria-roledescription|aria-label)="[^"]*"/g, '');
    return svg.replace(/^<svg([^>]*)>/, (_m, attrs: string) => {
      // Up to a quarter larger than drawn on a wide screen; down to the phone's width on a narrow one.
      const width = Math.round(Number(/\swidth="([\d.]+)"/.exec(attrs)?.[1] ?? '480') * 1.25);
      const rest = attrs.replace(/\s(width|height)="[\d.]+"/g, '');
      return (
        `<svg${rest} id="${id}" role="img" aria-labelledby="${id}-t ${id}-d" style="max-width:${width}px">` +
        `<title id="${id}-t">${esc(title)}</title><desc id="${id}-d">${esc(desc)}</desc>`
      );
    });
  } finally {
    view.finalize();
  }
}
