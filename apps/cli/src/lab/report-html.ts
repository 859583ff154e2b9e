/**
 * `report.html` of a lab run: one self-contained page (inline CSS, the charts as inline static SVG, no script, no
 * request at view time: its Content-Security-Policy forbids any) drawn from `report.json` (`LabReport`,
 * contract.ts). Charts: win rate per identity, team and seat with 95% intervals and the fair rate; identity win rates
 * per player count; the characters' forest plot; card and skill importance (restricted play); skill depth; agency
 * figures (a table); the variant search's scores, games spent and dropped rounds. Every chart has a title, a one-line
 * reading guide and its figures as a table. Names come from the game's kit (report-names.ts).
 */
import type { Lang } from '@shaju/runtime';
import type { TopLevelSpec } from 'vega-lite';
import type { Interval, LabReport } from './contract.ts';
import {
  barChart,
  countChart,
  esc,
  forestChart,
  groupedDeltaChart,
  type IntervalRow,
  renderSvg,
  type SeriesPoint,
  seriesChart,
} from './report-charts.ts';
import { type Namer, namerOf } from './report-names.ts';
import { type ChartWords, type ReportWords, reportWords } from './report-words.ts';

/** Options of `renderReportHtml`. */
export interface ReportHtmlOptions {
  /** The page's language (default `zh`; Chinese headings then carry their English beside them). */
  readonly lang?: Lang;
}

/** One section of the page: a chart (or none) and its figures. */
interface Section {
  readonly id: string;
  readonly words: ChartWords;
  /** The English words beside the Chinese heading (zh pages only). */
  readonly en: ChartWords | null;
  readonly spec: TopLevelSpec | null;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A rate in per cent with one decimal: `43.2%`. */
export const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
/** A difference of rates in signed percentage points: `+4.1`, `−3.0`. */
export const pts = (x: number): string => `${x < 0 ? '−' : '+'}${Math.abs(x * 100).toFixed(1)}`;
/** An interval as `[lo, hi]` with `f`. */
export const span = (i: Interval, f: (x: number) => string = pct): string => `[${f(i.lo)}, ${f(i.hi)}]`;
/** Whether `x` lies outside `i`'s interval. */
const outside = (i: Interval, x: number): boolean => x < i.lo || x > i.hi;

function row(label: string, i: Interval, extra: Partial<IntervalRow> = {}): IntervalRow {
  return { label, est: i.est, lo: i.lo, hi: i.hi, n: i.n, ...extra };
}

function rateTable(rows: readonly IntervalRow[], w: ReportWords): Pick<Section, 'head' | 'rows'> {
  return {
    head: [w.name, w.winRate, w.interval, 'n'],
    rows: rows.map((r) => [r.label, pct(r.est), `[${pct(r.lo)}, ${pct(r.hi)}]`, String(r.n)]),
  };
}

/** The seat label of a `bySeat` key: `players:seat` or a seat number. */
function seatLabel(key: string, w: ReportWords): string {
  const m = /^(\d+):(\d+)$/.exec(key);
  return m ? `${w.playersOf(m[1] ?? '')} · ${w.seatName(m[2] ?? '')}` : w.seatName(key);
}

function fairnessSections(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section[] {
  const out: Section[] = [];
  const f = r.fairness;
  const groups = [
    { id: 'identity', data: f.byIdentity, label: (k: string) => n.name('identity', k) },
    { id: 'team', data: f.byTeam, label: (k: string) => n.name('team', k) },
    { id: 'seat', data: f.bySeat, label: (k: string) => seatLabel(k, w) },
  ] as const;
  for (const g of groups) {
    const keys = Object.keys(g.data);
    if (keys.length === 0) continue;
    const rows = keys.map((k) => row(g.label(k), g.data[k] as Interval));
    const mean = rows.reduce((a, x) => a + x.est, 0) / rows.length;
    const x = g.id === 'seat' ? mean : 1 / rows.length;
    const ref = { x, label: g.id === 'seat' ? `${w.mean} ${pct(mean)}` : w.fair(rows.length) };
    const toned = rows.map((x0) => ({ ...x0, tone: outside(x0, x) ? ('strong' as const) : ('base' as const) }));
    const words = w.charts[g.id];
    out.push({
      id: g.id,
      words,
      en: en?.charts[g.id] ?? null,
      spec: barChart(toned, { axis: w.winRate, ref, rate: true }),
      ...rateTable(toned, w),
    });
  }
  return out;
}

function playersSection(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section | null {
  const counts = Object.keys(r.fairness.byPlayers).sort((a, b) => Number(a) - Number(b));
  const order = Object.keys(r.fairness.byIdentity);
  const points: SeriesPoint[] = [];
  const rows: string[][] = [];
  for (const p of counts) {
    const byId = r.fairness.byPlayers[p] ?? {};
    const ids = [...order.filter((id) => id in byId), ...Object.keys(byId).filter((id) => !order.includes(id))];
    for (const id of ids) {
      const i = byId[id] as Interval;
      const series = n.name('identity', id);
      points.push({ series, players: Number(p), est: i.est, lo: i.lo, hi: i.hi });
      rows.push([p, series, pct(i.est), span(i), String(i.n)]);
    }
  }
  if (points.length === 0) return null;
  const legend = [...new Set(points.map((p) => p.series))];
  return {
    id: 'players',
    words: w.charts.players,
    en: en?.charts.players ?? null,
    spec: seriesChart(points, { axis: w.winRate, xAxis: w.playerCount, legend: w.identity, order: legend }),
    head: [w.playerCount, w.name, w.winRate, w.interval, 'n'],
    rows,
  };
}

function characterSection(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section | null {
  const entries = Object.entries(r.fairness.byCharacter);
  if (entries.length === 0) return null;
  const rows = entries
    .map(([id, i]) =>
      row(n.name('character', id), i, {
        expected: i.expected,
        tone: outside(i, i.expected) ? 'strong' : 'base',
        note: pts(i.est - i.expected),
      }),
    )
    .sort((a, b) => b.est - (b.expected ?? 0) - (a.est - (a.expected ?? 0)) || a.label.localeCompare(b.label));
  return {
    id: 'character',
    words: w.charts.character,
    en: en?.charts.character ?? null,
    spec: forestChart(rows, { axis: w.winRate }),
    head: [w.name, w.winRate, w.interval, w.expected, '±', 'n'],
    rows: rows.map((x) => [
      x.label,
      pct(x.est),
      `[${pct(x.lo)}, ${pct(x.hi)}]`,
      pct(x.expected ?? 0),
      x.note ?? '',
      String(x.n),
    ]),
  };
}

function importanceSection(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section | null {
  if (r.importance.length === 0) return null;
  const rows = r.importance
    .map((m) => {
      const named = n.name(m.kind, m.id);
      const name = named !== m.id ? named : m.name || m.id;
      const label = w.tagged(name, m.kind === 'card' ? w.card : w.skill);
      return row(label, m.delta, { tone: outside(m.delta, 0) ? 'strong' : 'base', note: pts(m.delta.est) });
    })
    .sort((a, b) => a.est - b.est || a.label.localeCompare(b.label));
  return {
    id: 'importance',
    words: w.charts.importance,
    en: en?.charts.importance ?? null,
    spec: barChart(rows, { axis: w.delta, ref: { x: 0, label: null }, rate: false }),
    head: [w.name, w.delta, w.interval, 'n'],
    rows: rows.map((x) => [x.label, x.note ?? '', `[${pts(x.lo)}, ${pts(x.hi)}]`, String(x.n)]),
  };
}

function skillSection(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section | null {
  if (r.skill.length === 0) return null;
  const who = (id: string): string => (id === 'all' ? w.all : n.name('identity', id));
  const overall = r.skill.filter((s) => s.players === 'all');
  const charted = overall.length > 0 ? overall : r.skill;
  const label = (s: (typeof r.skill)[number]): string =>
    s.players === 'all' ? who(s.identity) : `${who(s.identity)} · ${w.playersOf(String(s.players))}`;
  const rows = charted.map((s) => row(label(s), s.delta, { group: `${s.bot} − ${s.baseline}` }));
  return {
    id: 'skill',
    words: w.charts.skill,
    en: en?.charts.skill ?? null,
    spec: groupedDeltaChart(rows, { axis: w.delta, legend: w.comparison }),
    head: [w.comparison, w.playerCount, w.name, w.winRate, w.delta, w.interval, 'n'],
    rows: r.skill.map((s) => [
      `${s.bot} − ${s.baseline}`,
      s.players === 'all' ? w.all : String(s.players),
      who(s.identity),
      `${pct(s.rate.est)} / ${pct(s.baselineRate.est)}`,
      pts(s.delta.est),
      span(s.delta, pts),
      String(s.delta.n),
    ]),
  };
}

function agencySection(r: LabReport, w: ReportWords, en: ReportWords | null): Section {
  const a = r.agency;
  const rate = (label: string, i: Interval): string[] => [label, pct(i.est), span(i), String(i.n)];
  return {
    id: 'agency',
    words: w.charts.agency,
    en: en?.charts.agency ?? null,
    spec: null,
    head: [w.figure, w.value, w.interval, 'n'],
    rows: [
      rate(w.agency.deadBeforeFirstPlay, a.deadBeforeFirstPlay),
      rate(w.agency.realChoiceShare, a.realChoiceShare),
      rate(w.agency.drawRate, a.drawRate),
      [w.agency.roundsPerGame, a.roundsPerGame.toFixed(1), '', ''],
      [w.agency.decisionsPerGame, a.decisionsPerGame.toFixed(1), '', ''],
    ],
  };
}

/** `k=v, k=v` of an option set (`—` when empty). */
export function setText(set: Readonly<Record<string, number | boolean | string>> | undefined): string {
  const e = Object.entries(set ?? {});
  return e.length === 0 ? '—' : e.map(([k, v]) => `${k}=${String(v)}`).join(', ');
}

function variantSections(r: LabReport, w: ReportWords, en: ReportWords | null): Section[] {
  const v = r.variants;
  if (!v || v.rows.length === 0) return [];
  const sorted = [...v.rows].sort((a, b) => b.score.est - a.score.est || a.id.localeCompare(b.id));
  const tone = (x: (typeof sorted)[number]) =>
    (x.id === v.best ? 'best' : x.dropped !== null ? 'muted' : 'base') as IntervalRow['tone'];
  const label = (x: (typeof sorted)[number]) => (x.id === v.best ? `${x.id} ★` : x.id);
  const scores = sorted.map((x) => row(label(x), x.score, { tone: tone(x), note: x.score.est.toFixed(3) }));
  const games = sorted.map((x) =>
    row(
      label(x),
      { est: x.games, lo: x.games, hi: x.games, n: x.games },
      {
        tone: tone(x),
        note: x.dropped === null ? String(x.games) : `${x.games} · ${w.droppedIn(x.dropped)}`,
      },
    ),
  );
  const table = sorted.map((x) => [
    label(x),
    setText(x.set),
    x.score.est.toFixed(3),
    span(x.score, (y) => y.toFixed(3)),
    String(x.games),
    x.dropped === null ? w.kept : w.droppedIn(x.dropped),
  ]);
  const head = [w.variant, w.options, w.score, w.interval, w.gamesSpent, w.dropped];
  return [
    {
      id: 'variant-score',
      words: w.charts.variantScore,
      en: en?.charts.variantScore ?? null,
      spec: forestChart(scores, { axis: w.score, rate: false }),
      head,
      rows: table,
    },
    {
      id: 'variant-games',
      words: w.charts.variantGames,
      en: en?.charts.variantGames ?? null,
      spec: countChart(games, { axis: w.gamesSpent }),
      head: [w.variant, w.gamesSpent, w.dropped],
      rows: sorted.map((x) => [label(x), String(x.games), x.dropped === null ? w.kept : w.droppedIn(x.dropped)]),
    },
  ];
}

/** Every section of the report, in page order (sections without data are left out; agency is always there). */
function sections(r: LabReport, n: Namer, lang: Lang): Section[] {
  const w = reportWords(lang);
  const en = lang === 'zh' ? reportWords('en') : null;
  return [
    ...fairnessSections(r, n, w, en),
    playersSection(r, n, w, en),
    characterSection(r, n, w, en),
    importanceSection(r, n, w, en),
    skillSection(r, n, w, en),
    agencySection(r, w, en),
    ...variantSections(r, w, en),
  ].filter((s): s is Section => s !== null);
}

function tableHtml(head: readonly string[], rows: readonly (readonly string[])[], caption: string): string {
  const th = head.map((h) => `<th scope="col">${esc(h)}</th>`).join('');
  const body = rows
    .map(
      (r) =>
        `<tr><th scope="row">${esc(r[0] ?? '')}</th>${r
          .slice(1)
          .map((c) => `<td>${esc(c)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table><caption>${esc(caption)}</caption><thead><tr>${th}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function heading(words: ChartWords, en: ChartWords | null, level: 1 | 2): string {
  const side = en ? ` <span class="en" lang="en">${esc(en.title)}</span>` : '';
  return `<h${level}>${esc(words.title)}${side}</h${level}>`;
}

async function sectionHtml(s: Section, w: ReportWords): Promise<string> {
  const svg = s.spec ? await renderSvg(s.spec, `chart-${s.id}`, s.words.title, s.words.guide) : '';
  const table = tableHtml(s.head, s.rows, s.words.title);
  const figures = s.spec
    ? `<details><summary>${esc(w.figures)}</summary>${table}</details>`
    : `<div class="scroll">${table}</div>`;
  return [
    `<section id="${s.id}" aria-labelledby="${s.id}-h">`,
    heading(s.words, s.en, 2).replace('<h2>', `<h2 id="${s.id}-h">`),
    `<p class="guide">${esc(s.words.guide)}</p>`,
    svg ? `<figure class="chart">${svg}</figure>` : '',
    figures,
    '</section>',
  ].join('\n');
}

function summaryHtml(r: LabReport, n: Namer, w: ReportWords): string {
  const f = r.fairness;
  const best = f.byIdentity[f.spread.best];
  const worst = f.byIdentity[f.spread.worst];
  const points = best && worst ? ((best.est - worst.est) * 100).toFixed(1) : f.spread.points.toFixed(1);
  const rules =
    r.rules.preset || r.rules.set ? `${r.rules.preset ?? w.seedRules} ${setText(r.rules.set)}` : w.seedRules;
  const items: [string, string][] = [
    [w.games, r.games.toLocaleString('en-US')],
    [w.seed, String(r.seed)],
    [w.players, r.players.join(', ')],
    [w.bots, r.bots.join(', ')],
    [w.rules, rules],
  ];
  if (r.mode) items.push([w.mode, n.mode(r.mode)]);
  const dl = items.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('');
  const lines = [];
  if (f.spread.best && f.spread.worst) {
    lines.push(w.spread(n.name('identity', f.spread.best), n.name('identity', f.spread.worst), points));
  }
  const t = r.timing;
  if (t) lines.push(w.timing(t.seconds.toFixed(1), t.workers, Math.round(t.gamesPerSecond).toLocaleString('en-US')));
  return [
    `<dl class="facts">${dl}</dl>`,
    ...lines.map((l) => `<p class="headline">${esc(l)}</p>`),
    `<p class="cmd-label">${esc(w.command)}</p><pre><code>${esc(r.command)}</code></pre>`,
  ].join('\n');
}

const CSS = `
:root{color-scheme:light;--ink:#212529;--soft:#495057;--line:#dee2e6;--bg:#f8f9fa;--accent:#1c5d99}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:15px/1.55 system-ui,-apple-system,"Segoe UI","PingFang SC","Noto Sans CJK SC","Microsoft YaHei","WenQuanYi Zen Hei",sans-serif}
header,main,footer{max-width:880px;margin:0 auto;padding:0 16px}
header{padding-top:24px}
h1{font-size:1.6rem;margin:0 0 4px}
h2{font-size:1.2rem;margin:0 0 4px}
.en{font-weight:normal;color:var(--soft);font-size:.8em;margin-left:.4em}
section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:16px;margin:16px 0}
.guide{margin:0 0 12px;color:var(--soft);font-size:.92rem}
figure.chart{margin:0;overflow:hidden}
figure.chart svg{display:block;width:100%;height:auto}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px 16px;margin:0 0 12px}
.facts div{margin:0}.facts dt{color:var(--soft);font-size:.82rem}.facts dd{margin:0;font-weight:600}
.headline{margin:4px 0;font-weight:600}
.cmd-label{margin:12px 0 4px;color:var(--soft);font-size:.82rem}
pre{margin:0;padding:10px 12px;background:#212529;color:#f8f9fa;border-radius:6px;overflow-x:auto;font-size:.85rem;white-space:pre-wrap;overflow-wrap:anywhere}
details{margin-top:10px}summary{cursor:pointer;color:var(--accent)}
.scroll,details{overflow-x:auto}
table{border-collapse:collapse;font-size:.88rem;margin-top:8px;min-width:100%}
caption{text-align:left;color:var(--soft);font-size:.82rem;padding-bottom:4px}
th,td{padding:4px 8px;border-bottom:1px solid var(--line);text-align:right;white-space:nowrap}
th[scope=row],thead th:first-child{text-align:left;font-weight:600}
thead th{color:var(--soft);font-weight:600}
footer{color:var(--soft);font-size:.8rem;padding-bottom:32px}
@media (max-width:480px){body{font-size:14px}section{padding:12px;border-radius:8px}header,main,footer{padding:0 10px}}
`;

/**
 * The HTML page of a lab report: one self-contained file, in `opts.lang` (default `zh`, with the English title beside
 * each Chinese heading). Resolves with the page's text; rejects only when Vega fails to draw a chart (a bug).
 */
export async function renderReportHtml(report: LabReport, opts: ReportHtmlOptions = {}): Promise<string> {
  const lang = opts.lang ?? 'zh';
  const w = reportWords(lang);
  const n = namerOf(report.game, report.mode, lang);
  const body = await Promise.all(sections(report, n, lang).map((s) => sectionHtml(s, w)));
  const title = `${n.game} · ${w.doc}`;
  const en = lang === 'zh' ? ` <span class="en" lang="en">${esc(reportWords('en').doc)}</span>` : '';
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<title>${esc(title)}</title>
<style>${CSS}</style>
</head>
<body>
<header><h1>${esc(n.game)} · ${esc(w.doc)}${en}</h1></header>
<main>
<section id="summary" aria-labelledby="summary-h"><h2 id="summary-h">${esc(w.summary)}</h2>
${summaryHtml(report, n, w)}
</section>
${body.join('\n')}
</main>
<footer><p>shaju lab · vega-lite</p></footer>
</body>
</html>
`;
}
