/**
 * `report.html` of a lab run: one self-contained page (inline CSS, the charts as inline static SVG, no script, no
 * request at view time: its Content-Security-Policy forbids any) drawn from `report.json` (`LabReport`,
 * contract.ts). Charts: win rate per identity, team and seat with 95% intervals and the fair rate; identity win rates
 * per player count; the characters' forest plot; card and skill importance (restricted play); skill depth; agency
 * figures (a table); the variant search's scores, games spent and dropped rounds. Every chart has a title, a one-line
 * reading guide and its figures as a table. Names come from the game's kit (report-names.ts).
 */
import type { Lang } from '@shaju/runtime';
import type { LabReport } from './contract.ts';
import { esc, renderSvg } from './report-charts.ts';
import { type Namer, namerOf } from './report-names.ts';
import { type Fold, type Section, sections, summaryOf } from './report-sections.ts';
import { whatToChange } from './report-sensitivity.ts';
import { type ChartWords, type ReportWords, reportWords } from './report-words.ts';
import { sensitivityWords } from './report-words-sens.ts';

/** Options of `renderReportHtml`. */
export interface ReportHtmlOptions {
  /** The page's language (default `zh`; Chinese headings then carry their English beside them). */
  readonly lang?: Lang;
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

/** A folded part of a section: a line that opens on its chart and figures. */
async function foldHtml(f: Fold, title: string, w: ReportWords): Promise<string> {
  const svg = await renderSvg(f.spec, `chart-${f.id}`, `${title}: ${f.summary}`, f.summary);
  const table = tableHtml(f.head, f.rows, f.summary);
  return [
    `<details class="fold" id="${f.id}"><summary>${esc(f.summary)}</summary>`,
    `<figure class="chart">${svg}</figure>`,
    `<details><summary>${esc(w.figures)}</summary>${table}</details>`,
    '</details>',
  ].join('\n');
}

async function sectionHtml(s: Section, w: ReportWords): Promise<string> {
  const svg = s.spec ? await renderSvg(s.spec, `chart-${s.id}`, s.words.title, s.words.guide) : '';
  const table = tableHtml(s.head, s.rows, s.words.title);
  const figures = s.folds
    ? (await Promise.all(s.folds.map((f) => foldHtml(f, s.words.title, w)))).join('\n')
    : s.spec
      ? `<details><summary>${esc(w.figures)}</summary>${table}</details>`
      : `<div class="scroll" tabindex="0" role="region" aria-label="${esc(s.words.title)}">${table}</div>`;
  return [
    `<section id="${s.id}" aria-labelledby="${s.id}-h">`,
    heading(s.words, s.en, 2).replace('<h2>', `<h2 id="${s.id}-h">`),
    `<p class="guide">${esc(s.words.guide)}</p>`,
    svg ? `<figure class="chart">${svg}</figure>` : '',
    figures,
    '</section>',
  ].join('\n');
}

/** The "What to change" section that opens a report with a sensitivity (empty without one). */
function changeHtml(r: LabReport, n: Namer, lang: Lang): string {
  const c = whatToChange(r, n, lang);
  if (!c) return '';
  const en = lang === 'zh' ? ` <span class="en" lang="en">${esc(sensitivityWords('en').change.title)}</span>` : '';
  const items = c.lines.filter((l) => /^\d+\. /.test(l));
  const others = c.lines.filter((l) => !/^\d+\. /.test(l));
  return [
    '<section id="change" aria-labelledby="change-h">',
    `<h2 id="change-h">${esc(c.title)}${en}</h2>`,
    `<p class="guide">${esc(c.guide)}</p>`,
    `<p>${esc(others[0] ?? '')}</p>`,
    items.length > 0
      ? `<ol class="change">${items.map((l) => `<li>${esc(l.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`
      : '',
    ...others.slice(1).map((l) => `<p>${esc(l)}</p>`),
    ...c.commands.map((x) => `<pre><code>${esc(x)}</code></pre>`),
    '</section>',
  ].join('\n');
}

function summaryHtml(r: LabReport, n: Namer, w: ReportWords): string {
  const { items, lines } = summaryOf(r, n, w);
  const dl = items.map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`).join('');
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
h1,h2{line-height:1.3}
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
details.fold{border-top:1px solid var(--line);padding-top:6px}details.fold>summary{color:var(--ink)}
ol.change li{margin:4px 0;font-weight:600}
.scroll,details{overflow-x:auto}
table{border-collapse:collapse;font-size:.88rem;margin-top:8px;min-width:100%}
caption{text-align:left;color:var(--soft);font-size:.82rem;padding-bottom:4px}
th,td{padding:4px 8px;border-bottom:1px solid var(--line);text-align:right;white-space:nowrap}
th[scope=row],thead th:first-child{text-align:left;font-weight:600}
thead th{color:var(--soft);font-weight:600}
footer{color:var(--soft);font-size:.8rem;padding-bottom:32px}
@media (max-width:480px){body{font-size:14px}section{padding:12px;border-radius:8px}header,main,footer{padding-left:10px;padding-right:10px}}
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
${changeHtml(report, n, lang)}
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
