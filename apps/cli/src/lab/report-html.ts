/**
 * `report.html`: a placeholder until the lab's HTML report (charts rendered to static SVG) is merged; it keeps the
 * signature the lab calls. Self-contained: the Markdown summary's figures in a `<pre>`.
 */
import type { LabReport } from './contract.ts';
import { reportMarkdown } from './report-md.ts';

/** Escapes text for HTML. */
function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The report as one self-contained HTML page. */
export function renderReportHtml(report: LabReport): string {
  return `<!doctype html>\n<html lang="zh"><head><meta charset="utf-8"><title>Lab report: ${esc(report.game)}</title></head>\n<body><pre>${esc(reportMarkdown(report))}</pre></body></html>\n`;
}
