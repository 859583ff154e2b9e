/**
 * `report.md` of a lab run: the Markdown summary of `report.json` (`LabReport`, contract.ts) — the command line that
 * made it, the run's facts, and every figure of the HTML report as a table with its 95% interval (win rates per
 * identity, team, seat and player count, characters against expectation, card and skill importance, skill depth,
 * agency, the variant search). The same sections as report.html (report-sections.ts), without the charts.
 */
import type { Lang } from '@shaju/runtime';
import type { LabReport } from './contract.ts';
import { namerOf } from './report-names.ts';
import { type Section, sections, setText, summaryOf } from './report-sections.ts';
import { whatToChange } from './report-sensitivity.ts';
import { reportWords } from './report-words.ts';
import { sensitivityWords } from './report-words-sens.ts';

/** A table cell: pipes escaped, line breaks as spaces. */
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** Whether a cell reads as a figure (a number, a share, a signed difference, an interval) or is empty (`—`). */
const figure = (s: string): boolean => /^\s*(\[?[-+−±]?\s*\d|[—-]?\s*$)/.test(s);

/**
 * A Markdown table: the first column left-aligned, and every other column right-aligned when all its cells are
 * figures (numbers, shares, differences, intervals), else left-aligned (names, words).
 */
export function mdTable(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const right = head.map((_, i) => i > 0 && rows.every((r) => figure(r[i] ?? '')));
  const rule = `| ${right.map((r) => (r ? '--:' : ':--')).join(' | ')} |`;
  return [line(head), rule, ...rows.map(line)].join('\n');
}

function sectionMd(s: Section): string {
  const title = s.en ? `${s.words.title} · ${s.en.title}` : s.words.title;
  return [`## ${title}`, '', s.words.guide, '', mdTable(s.head, s.rows)].join('\n');
}

/**
 * The Markdown summary of a lab report, in `opts.lang` (default `zh`, each Chinese heading followed by its English).
 * Names come from the game's kit; unknown ids are shown as they are. Never throws for a well-formed report.
 */
export function renderReportMarkdown(report: LabReport, opts: { readonly lang?: Lang } = {}): string {
  const lang = opts.lang ?? 'zh';
  const w = reportWords(lang);
  const n = namerOf(report.game, report.mode, lang);
  const { items, lines } = summaryOf(report, n, w);
  const doc = lang === 'zh' ? `${w.doc} · ${reportWords('en').doc}` : w.doc;
  const out = [`# ${n.game} · ${doc}`, ''];
  const change = whatToChange(report, n, lang);
  if (change) {
    const title = lang === 'zh' ? `${change.title} · ${sensitivityWords('en').change.title}` : change.title;
    out.push(`## ${title}`, '', change.guide, '');
    let inList = false;
    for (const l of change.lines) {
      const item = /^\d+\. /.test(l);
      if (!item && inList) out.push('');
      out.push(l);
      if (!item) out.push('');
      inList = item;
    }
    for (const c of change.commands) out.push('```sh', c, '```', '');
  }
  out.push(
    `${w.command}:`,
    '',
    '```sh',
    report.command,
    '```',
    '',
    mdTable(
      items.map(([k]) => k),
      [items.map(([, v]) => v)],
    ),
    '',
    ...lines.map((l) => `- ${l}`),
  );
  // The games per variant are columns of the variant scores' table already.
  for (const s of sections(report, n, lang)) if (s.id !== 'variant-games' && !s.mdSkip) out.push('', sectionMd(s));
  const v = report.variants;
  if (v) {
    out.push('', `${w.objective}: ${setText(v.objective)}`, '', `${w.best}: **${v.best}**`);
  }
  return `${out.join('\n')}\n`;
}
