/**
 * The sensitivity's parts of a report (`LabReport.sensitivity`, `LabReport.recommendations`), shared by the HTML page
 * and the Markdown summary: the "What to change" list that opens the report (`whatToChange`), a tornado chart per
 * headline metric and the table of every option's every step (`sensitivitySections`).
 */
import type { Lang } from '@shaju/runtime';
import type { Interval, LabReport, Recommendation, SensitivityMetric, SensitivityReport } from './contract.ts';
import { type Namer, namerOf } from './report-names.ts';
import { type TornadoBar, tornadoChart } from './report-tornado.ts';
import type { Section } from './report-types.ts';
import { type SensitivityWords, sensitivityWords } from './report-words-sens.ts';
import { type Objective, objectiveScore } from './sensitivity/objective.ts';

/** Lines of a tornado chart (options with the largest effects). */
export const TORNADO_ROWS = 12;

/** A signed number with `digits` decimals and a real minus sign (`+4.1`, `−0.3`). */
export function signed(x: number, digits = 1): string {
  const t = Math.abs(x).toFixed(digits);
  return Number(t) === 0 ? (0).toFixed(digits) : `${x < 0 ? '−' : '+'}${t}`;
}

/** The display unit of a metric: points for shares and spreads, as it is for amounts per game. */
function unit(m: Pick<SensitivityMetric, 'kind'>): number {
  return m.kind === 'perGame' ? 1 : 100;
}

/** Digits shown for a metric's change. */
function digits(m: Pick<SensitivityMetric, 'kind'>): number {
  return m.kind === 'perGame' ? 2 : 1;
}

/** A metric's change with its interval in display units: `−4.1 [−5.0, −3.2]`. */
export function effectText(i: Interval, m: Pick<SensitivityMetric, 'kind'>): string {
  const u = unit(m);
  const d = digits(m);
  return `${signed(i.est * u, d)} [${signed(i.lo * u, d)}, ${signed(i.hi * u, d)}]`;
}

/** The objective's terms in words: `身份胜率差 ×1 + 每局轮数 ×0.5`. */
function objectiveText(objective: Readonly<Record<string, number>>, n: Namer): string {
  const ids: Record<string, string> = { 'early-deaths': 'earlyDeaths', length: 'length' };
  return Object.entries(objective)
    .map(([t, w]) => `${n.metric(ids[t] ?? t)}${Object.keys(objective).length > 1 || w !== 1 ? ` ×${w}` : ''}`)
    .join(' + ');
}

/** The metrics an item moves besides the objective's, clearly (interval off 0), largest first, at most 3. */
function alsoText(
  effects: Readonly<Record<string, Interval>>,
  metrics: readonly SensitivityMetric[],
  skip: ReadonlySet<string>,
  n: Namer,
): string {
  return metrics
    .filter((m) => !skip.has(m.id))
    .map((m) => ({ m, i: effects[m.id] }))
    .filter((x): x is { m: SensitivityMetric; i: Interval } => !!x.i && (x.i.lo > 0 || x.i.hi < 0))
    .sort((a, b) => Math.abs(b.i.est * unit(b.m)) - Math.abs(a.i.est * unit(a.m)))
    .slice(0, 3)
    .map((x) => `${n.metric(x.m.id, true)} ${signed(x.i.est * unit(x.m), digits(x.m))}`)
    .join(', ');
}

/** The design and its cost in words. */
export function costLine(s: SensitivityReport, w: SensitivityWords, alone: number): string {
  const screened = s.options.filter((o) => o.how === 'screening').length;
  const design = s.design === 'oat' ? w.oat : w.screening(s.order, screened, alone);
  const int = (x: number) => x.toLocaleString('en-US');
  return w.cost(design, s.runs, int(s.gamesPerRun), int(s.games), s.blocks);
}

/** The metric ids an objective reads. */
function objectiveMetrics(objective: Readonly<Record<string, number>>): Set<string> {
  const ids: Record<string, string> = { 'early-deaths': 'earlyDeaths' };
  return new Set(Object.keys(objective).map((t) => ids[t] ?? t));
}

/** An item's line: option, change, objective effect, and what else it moves. */
function itemLine(it: Recommendation, s: SensitivityReport, skip: ReadonlySet<string>, n: Namer, w: SensitivityWords) {
  const change = `${n.value(it.option, it.from)} → ${n.value(it.option, it.to)}`;
  const e = it.effect;
  const also = alsoText(it.effects, s.metrics, skip, n);
  const interval = `[${signed(e.lo)}, ${signed(e.hi)}]`;
  const about = n.about(it.option);
  const option = about ? w.optionAbout(n.option(it.option), about) : n.option(it.option);
  return w.item(option, change, signed(e.est), interval) + (also ? w.also(also) : '');
}

/**
 * The "What to change" part that opens a report with a sensitivity: the objective and its value, the recommended
 * changes best first, what they predict together, the design's cost, and the commands (the variant search, then
 * play its winner). Null without a sensitivity.
 */
export function whatToChange(
  r: LabReport,
  n: Namer,
  lang: Lang,
): { readonly title: string; readonly guide: string; readonly lines: string[]; readonly commands: string[] } | null {
  const s = r.sensitivity;
  const rec = r.recommendations;
  if (!s || !rec) return null;
  const w = sensitivityWords(lang);
  const skip = objectiveMetrics(rec.objective);
  const lines = [w.objectiveLine(objectiveText(rec.objective, n), rec.base.toFixed(1))];
  rec.items.forEach((it, k) => {
    lines.push(`${k + 1}. ${itemLine(it, s, skip, n, w)}`);
  });
  if (rec.items.length === 0) lines.push(w.noneFound(s.gamesPerRun.toLocaleString('en-US')));
  else if (rec.items.length < 3) lines.push(w.fewFound(rec.items.length));
  const t = rec.together;
  if (t) {
    const also = alsoText(t.effects, s.metrics, skip, n);
    const e = t.effect;
    lines.push(w.together(signed(e.est), `[${signed(e.lo)}, ${signed(e.hi)}]`, also ? w.also(also) : ''));
  }
  lines.push(costLine(s, w, s.options.filter((o) => o.how === 'oat').length));
  const conf = s.confirmed;
  if (conf && conf.length > 0) lines.push(w.confirmedLine(conf.length, (conf[0]?.games ?? 0).toLocaleString('en-US')));
  const commands: string[] = [];
  if (rec.command && rec.items.length > 0) {
    lines.push(w.searchLine(rec.file ?? 'variants.json'));
    commands.push(rec.command);
    if (rec.play) commands.push(rec.play);
  }
  return { title: w.change.title, guide: w.change.guide, lines, commands };
}

/** The bars of metric `m`'s tornado: the options with the largest effect on it, largest first. */
function tornadoBars(s: SensitivityReport, m: SensitivityMetric, n: Namer, w: SensitivityWords): TornadoBar[] {
  const u = unit(m);
  const lines: { label: string; size: number; bars: TornadoBar[] }[] = [];
  for (const o of s.options) {
    const byLine = new Map<string, TornadoBar[]>();
    for (const st of o.steps) {
      const i = st.effects[m.id];
      // A step that changes nothing at all (0, and 0 in every block) has nothing to draw.
      if (!i || (i.est === 0 && i.lo === 0 && i.hi === 0)) continue;
      const label = st.kind === 'choice' ? `${n.option(o.option)} → ${n.value(o.option, st.to)}` : n.option(o.option);
      const bar: TornadoBar = {
        label,
        side: st.kind,
        sideWords: w.sides[st.kind],
        est: i.est * u,
        lo: i.lo * u,
        hi: i.hi * u,
        // A choice's line names its value already.
        note: `${st.kind === 'choice' ? '' : `${n.value(o.option, st.to)}: `}${signed(i.est * u, digits(m))}`,
      };
      byLine.set(label, [...(byLine.get(label) ?? []), bar]);
    }
    for (const [label, bars] of byLine)
      lines.push({ label, bars, size: Math.max(...bars.map((b) => Math.abs(b.est))) });
  }
  lines.sort((a, b) => b.size - a.size || a.label.localeCompare(b.label));
  return lines.slice(0, TORNADO_ROWS).flatMap((l) => l.bars);
}

/** Each step's predicted change of the objective (estimate only), for ordering the table. */
function stepScore(objective: Objective, metrics: readonly SensitivityMetric[], effects: Record<string, Interval>) {
  const change: Record<string, number> = {};
  for (const [k, i] of Object.entries(effects)) change[k] = i.est;
  const v = objectiveScore(objective, metrics, change);
  return Number.isNaN(v) ? 0 : v;
}

/** The table of every option's every step (and the steps the game refused). */
function fullTable(r: LabReport, s: SensitivityReport, n: Namer, w: SensitivityWords): Pick<Section, 'head' | 'rows'> {
  const objective = (r.recommendations?.objective ?? { spread: 1 }) as Objective;
  const rows: { score: number; cells: string[] }[] = [];
  for (const o of s.options) {
    const how = o.how === 'oat' ? w.howOat : o.how === 'screening' ? w.howScreening : '';
    for (const st of o.steps) {
      const cells = [n.option(o.option), `${n.value(o.option, o.from)} → ${n.value(o.option, st.to)}`, how];
      for (const m of s.metrics) {
        const i = st.effects[m.id];
        cells.push(i ? effectText(i, m) : '—');
      }
      rows.push({ score: stepScore(objective, s.metrics, { ...st.effects }), cells });
    }
    for (const x of o.refused)
      rows.push({
        score: Number.POSITIVE_INFINITY,
        cells: [n.option(o.option), `${n.value(o.option, o.from)} → ${n.value(o.option, x.to)}`, w.refused(x.why)],
      });
  }
  rows.sort((a, b) => a.score - b.score || (a.cells[0] as string).localeCompare(b.cells[0] as string));
  return {
    head: [w.option, w.step, w.measured, ...s.metrics.map((m) => n.metric(m.id, true))],
    rows: rows.map((x) => [...x.cells, ...Array(3 + s.metrics.length - x.cells.length).fill('')]),
  };
}

/** The sensitivity's sections: a tornado chart per headline metric (HTML only), then the full table. */
export function sensitivitySections(r: LabReport, n: Namer, lang: Lang): Section[] {
  const s = r.sensitivity;
  if (!s) return [];
  const w = sensitivityWords(lang);
  const en = lang === 'zh' ? sensitivityWords('en') : null;
  const nEn = lang === 'zh' ? namerOf(r.game, r.mode, 'en') : null;
  const out: Section[] = [];
  for (const m of s.metrics) {
    const bars = tornadoBars(s, m, n, w);
    if (bars.length === 0) continue;
    const name = n.metric(m.id);
    const axis = m.kind === 'perGame' ? name : `${name} (${w.points})`;
    out.push({
      id: `tornado-${m.id.replace(/[^A-Za-z0-9_-]/g, '-')}`,
      words: w.tornado(name),
      en: en && nEn ? en.tornado(nEn.metric(m.id)) : null,
      spec: tornadoChart(bars, { axis, format: m.kind === 'perGame' ? '+.2f' : '+.1f', legend: w.step }),
      head: [w.option, w.step, n.metric(m.id, true)],
      rows: bars.map((b) => [
        b.label,
        b.sideWords,
        `${signed(b.est, digits(m))} [${signed(b.lo, digits(m))}, ${signed(b.hi, digits(m))}]`,
      ]),
      mdSkip: true,
    });
  }
  if (s.confirmed && s.confirmed.length > 0) {
    const rows = s.confirmed.map((c) => {
      const from = s.options.find((o) => o.option === c.option)?.from ?? '';
      return [
        n.option(c.option),
        `${n.value(c.option, from)} → ${n.value(c.option, c.to)}`,
        ...s.metrics.map((m) => (c.effects[m.id] ? effectText(c.effects[m.id] as Interval, m) : '—')),
      ];
    });
    const head = [w.option, w.step, ...s.metrics.map((m) => n.metric(m.id, true))];
    out.push({
      id: 'sensitivity-confirmed',
      words: w.confirmedTable,
      en: en?.confirmedTable ?? null,
      spec: null,
      head,
      rows,
    });
  }
  out.push({ id: 'sensitivity-table', words: w.table, en: en?.table ?? null, spec: null, ...fullTable(r, s, n, w) });
  return out;
}
