/**
 * The tornado chart of the sensitivity (a Vega-Lite specification, drawn to SVG by report-charts.ts `renderSvg`): one
 * line per option, the largest effect on top; a bar per step from 0 to its effect (a step down and a step up on the
 * same line, coloured by side), its 95% interval, the steps' effects as text, and the zero line. Layers are named as the other charts':
 * `est` (bars), `ci` (intervals), `ref` (zero), `value` (the effects as text).
 */
import type { TopLevelSpec } from 'vega-lite';
import { chartConfig } from './report-charts.ts';

/** One bar of a tornado chart. */
export interface TornadoBar {
  /** The option's line label. */
  readonly label: string;
  /** The side: `down`, `up`, `toggle` or `choice` (colour and offset), and its words for the legend. */
  readonly side: 'down' | 'up' | 'toggle' | 'choice';
  readonly sideWords: string;
  readonly est: number;
  readonly lo: number;
  readonly hi: number;
  /** The text right of the plot (the effect as the table shows it). */
  readonly note: string;
}

const WIDTH = 300;
const INK = '#343a40';
const SIDES = ['down', 'up', 'toggle', 'choice'] as const;
const COLOURS = ['#4c78a8', '#e8590c', '#7048e8', '#2f9e44'];

/**
 * A tornado chart of `bars` (lines in the order given), the x axis titled `axis` and formatted with `format` (a d3
 * format: `+.1f` for points, `+.2f` for amounts), the legend titled `legend`.
 */
export function tornadoChart(
  bars: readonly TornadoBar[],
  o: { readonly axis: string; readonly format: string; readonly legend: string },
): TopLevelSpec {
  const xs = bars.flatMap((b) => [b.lo, b.hi, b.est, 0]);
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const pad = (hi - lo) * 0.04 || 0.5;
  const x = { type: 'quantitative', scale: { domain: [lo - pad, hi + pad], nice: false } };
  const sides = SIDES.filter((s) => bars.some((b) => b.side === s));
  const words = sides.map((s) => bars.find((b) => b.side === s)?.sideWords ?? s);
  // One line per option: its steps' bars from 0 on the same line (a step down and a step up usually point opposite
  // ways), the larger drawn first so that the smaller shows on top; the notes joined, one text per line.
  const order = [...new Set(bars.map((b) => b.label))];
  const data = [...bars].sort(
    (a, b) => order.indexOf(a.label) - order.indexOf(b.label) || Math.abs(b.est) - Math.abs(a.est),
  );
  const notes = order.map((label) => ({
    label,
    note: bars
      .filter((b) => b.label === label)
      .map((b) => b.note)
      .join(' · '),
  }));
  const spec = {
    width: WIDTH,
    height: { step: 24 },
    config: chartConfig(order),
    data: { values: data.map((b) => ({ ...b })) },
    encoding: { y: { field: 'label', type: 'nominal', sort: order } },
    layer: [
      {
        name: 'est',
        mark: { type: 'bar', opacity: 0.8, height: { band: 0.6 } },
        encoding: {
          x: { ...x, field: 'est', title: o.axis, axis: { format: o.format } },
          x2: { datum: 0 },
          color: {
            field: 'sideWords',
            type: 'nominal',
            title: o.legend,
            sort: words,
            scale: { domain: words, range: sides.map((s) => COLOURS[SIDES.indexOf(s)]) },
          },
        },
      },
      {
        name: 'ci',
        mark: { type: 'rule', color: INK, strokeWidth: 1.2 },
        encoding: { x: { ...x, field: 'lo' }, x2: { field: 'hi' } },
      },
      {
        name: 'value',
        data: { values: notes },
        mark: { type: 'text', align: 'left', baseline: 'middle', fontSize: 11 },
        encoding: { x: { value: WIDTH + 6 }, text: { field: 'note' } },
      },
      {
        name: 'ref',
        data: { values: [{ x: 0 }] },
        mark: { type: 'rule', strokeDash: [4, 3], color: '#868e96', strokeWidth: 1.2 },
        encoding: { x: { field: 'x', type: 'quantitative' }, y: null },
      },
    ],
  };
  return spec as unknown as TopLevelSpec;
}
