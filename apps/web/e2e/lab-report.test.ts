/**
 * The lab's `report.html` in real Chromium (no game server: the page is a file): written from a fake but realistic
 * 跑跑杀 report with every section (fixtures of packages/lab/test), opened with file://. Every chart renders (an SVG with
 * a non-zero box, its marks drawn), nothing is fetched, nothing is logged as an error, the page fits a phone's width,
 * and axe-core finds no serious or critical violation. Screenshots: artifacts/e2e/lab-report.png (desktop, whole
 * page) and lab-report-phone.png (375 px). The seats fold by player count: a line per count that opens on its chart.
 * And the report a real `shaju lab --sensitivity` run writes opens with "What to change" first and every chart drawn,
 * its tornado charts too (artifacts/e2e/lab-report-sensitivity.png).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { renderReportHtml } from '@shaju/lab';
import { CARD_KIND_IDS, CHARACTER_POOL, SKILL_IDS } from '@shaju/paopaosha';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fakeReport } from '../../../packages/lab/test/fixtures/lab-report.ts';
import { main } from '../../cli/src/main.ts';
import { artifact, launchChromium } from './harness.ts';

const require = createRequire(import.meta.url);
const AXE = (require('axe-core') as { source: string }).source;

let browser: Browser;
let dir: string;
let url: string;
let charts: number;

beforeAll(async () => {
  const report = fakeReport({
    game: 'paopaosha',
    players: [5, 6, 7, 8],
    characters: CHARACTER_POOL,
    cards: CARD_KIND_IDS.slice(0, 8),
    skills: SKILL_IDS.slice(0, 5),
    variants: 6,
  });
  const html = await renderReportHtml(report);
  charts = html.match(/<svg\b/g)?.length ?? 0;
  dir = mkdtempSync(join(tmpdir(), 'shaju-lab-report-'));
  const file = join(dir, 'report.html');
  writeFileSync(file, html);
  url = pathToFileURL(file).href;
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens the report in a fresh context; collects console errors, page errors and every request but the page's own. */
async function open(viewport: { width: number; height: number }): Promise<{
  page: Page;
  errors: string[];
  requests: string[];
}> {
  const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.url() !== url) requests.push(r.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors, requests };
}

/** axe-core's violations on `page`, evaluated through the debugging protocol (the page's own policy allows no script). */
async function axeViolations(page: Page): Promise<{ id: string; impact: string; nodes: number }[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const w = window as unknown as {
      axe: {
        run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>;
      };
    };
    const r = await w.axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
}

/** Opens every folded part of the page (the seats by player count), so that its charts are laid out. */
async function openFolds(page: Page): Promise<number> {
  return page.$$eval('details.fold', (all) => {
    for (const d of all) (d as HTMLDetailsElement).open = true;
    return all.length;
  });
}

/** Each chart's box and how many drawn marks (paths, lines, texts inside mark groups) it has. */
function chartBoxes(page: Page) {
  return page.$$eval('figure.chart svg', (svgs) =>
    svgs.map((s) => {
      const r = s.getBoundingClientRect();
      const marks = s.querySelectorAll('g.role-mark path, g.role-mark line, g.role-mark text');
      let drawn = 0;
      for (const m of marks) {
        const b = (m as SVGGraphicsElement).getBoundingClientRect();
        if (b.width > 0 || b.height > 0) drawn++;
      }
      return {
        id: s.id,
        width: r.width,
        height: r.height,
        marks: marks.length,
        drawn,
        label: s.getAttribute('aria-labelledby'),
      };
    }),
  );
}

test('report.html renders every chart from a file, fetching nothing, with no error', async () => {
  expect(charts).toBe(12);
  const { page, errors, requests } = await open({ width: 1280, height: 900 });
  // The seats: one line per player count, closed until opened.
  expect(await page.locator('details.fold').count()).toBe(4);
  expect(await page.locator('#chart-seat-5').isVisible()).toBe(false);
  expect(await openFolds(page)).toBe(4);
  const boxes = await chartBoxes(page);
  expect(boxes.map((b) => b.id)).toEqual([
    'chart-identity',
    'chart-team',
    'chart-seat-5',
    'chart-seat-6',
    'chart-seat-7',
    'chart-seat-8',
    'chart-players',
    'chart-character',
    'chart-importance',
    'chart-skill',
    'chart-variant-score',
    'chart-variant-games',
  ]);
  for (const b of boxes) {
    expect(b.width, b.id).toBeGreaterThan(200);
    expect(b.height, b.id).toBeGreaterThan(60);
    expect(b.marks, b.id).toBeGreaterThan(2);
    expect(b.drawn, b.id).toBe(b.marks);
    // The accessible name resolves to the chart's title.
    const name = await page.locator(`#${b.id}`).evaluate((el) => el.querySelector('title')?.textContent ?? '');
    expect(name.length, b.id).toBeGreaterThan(2);
  }
  // The page's Chinese is drawn with a CJK font (no missing-glyph boxes would show in the screenshot).
  expect(await page.locator('h1').textContent()).toContain('平衡实验报告');
  await page.screenshot({ path: artifact('lab-report.png'), fullPage: true });
  expect(errors).toEqual([]);
  expect(requests).toEqual([]);
  await page.context().close();
});

test('report.html fits a phone and passes axe', async () => {
  const { page, errors, requests } = await open({ width: 375, height: 667 });
  await openFolds(page);
  // Nothing wider than the screen: the charts scale down (the tables scroll inside their own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  for (const b of await chartBoxes(page)) {
    expect(b.width, b.id).toBeGreaterThan(250);
    expect(b.width, b.id).toBeLessThanOrEqual(375);
  }
  await page.screenshot({ path: artifact('lab-report-phone.png'), fullPage: false });
  // axe-core, evaluated through the debugging protocol (the page's own policy allows no script).
  const violations = await axeViolations(page);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (violations.length > 0) console.log('axe lab report:', JSON.stringify(violations));
  expect(serious).toEqual([]);
  expect(errors).toEqual([]);
  expect(requests).toEqual([]);
  await page.context().close();
});

test('a real `shaju lab --sensitivity` report opens on what to change, its tornado charts drawn', async () => {
  const out = join(dir, 'real');
  const sink = new PassThrough();
  sink.resume();
  const argv = ['lab', 'shajisifu', '--games', '300', '--players', '4..6', '--only', 'fairness,agency'];
  const code = await main([...argv, '--sensitivity', '--workers', '1', '--out', out, '--seed', '2'], {
    stdout: sink,
    stderr: sink,
    stdin: new PassThrough(),
    env: { NO_COLOR: '1' },
  });
  expect(code).toBe(0);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(pathToFileURL(join(out, 'report.html')).href, { waitUntil: 'load' });
  // The page opens on what to change: the first section, its list of changes and the search command.
  expect(await page.locator('main > section').first().getAttribute('id')).toBe('change');
  expect(await page.locator('#change h2').textContent()).toContain('该改什么');
  expect(await page.locator('#change ol.change li').count()).toBeGreaterThanOrEqual(1);
  expect(await page.locator('#change pre code').first().textContent()).toContain('--search');
  await openFolds(page);
  const boxes = await chartBoxes(page);
  const tornado = boxes.filter((b) => b.id.startsWith('chart-tornado-'));
  // A tornado per headline metric that moves: the spreads, each identity, deaths and game length at least.
  expect(tornado.map((b) => b.id)).toEqual(
    expect.arrayContaining(['chart-tornado-spread', 'chart-tornado-identity-hearts', 'chart-tornado-length']),
  );
  expect(boxes.map((b) => b.id)).toEqual(expect.arrayContaining(['chart-identity', 'chart-seat-4', 'chart-players']));
  for (const b of boxes) {
    expect(b.width, b.id).toBeGreaterThan(200);
    expect(b.marks, b.id).toBeGreaterThan(2);
    expect(b.drawn, b.id).toBe(b.marks);
  }
  // A tornado's bars: one per step of each option it shows, widest on top.
  const bars = await page.$$eval('#chart-tornado-spread g.est_marks path', (ps) =>
    ps.map((p) => (p as SVGGraphicsElement).getBoundingClientRect().width),
  );
  expect(bars.length).toBeGreaterThan(4);
  expect(await page.locator('body').textContent()).toContain('嫉妒女');
  await page.locator('#change').screenshot({ path: artifact('lab-report-sensitivity.png') });
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);
