/**
 * The lab's report pages (packages/lab/src/report-html.ts, report-md.ts) over fake but realistic reports of every
 * game (fixtures/lab-report.ts: identity ids from the kits): one SVG per chart with one mark per figure, names from
 * the games' words, a page that fetches nothing, and the Markdown tables.
 */
import { findManifest, kitOf } from '@shaju/games/loaded';
import { CHARACTERS, IDENTITIES } from '@shaju/paopaosha';
import { describe, expect, test } from 'vitest';
import type { LabReport } from '../src/contract.ts';
import { renderReportHtml } from '../src/report-html.ts';
import { renderReportMarkdown } from '../src/report-md.ts';
import { namerOf } from '../src/report-names.ts';
import { sections } from '../src/report-sections.ts';
import { fakeReport, fixtures, identityIds } from './fixtures/lab-report.ts';

/** Every SVG of a page by its id (`chart-<section>`). */
function svgs(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(/<svg\b[^>]*\bid="([^"]+)"[\s\S]*?<\/svg>/g)) out.set(m[1] as string, m[0]);
  return out;
}

/** The number of items of layer `layer` (a `<g class="mark-… role-mark <layer>_marks">` group) in `svg`. */
function marks(svg: string | undefined, layer: string): number {
  if (svg === undefined) throw new Error(`no SVG for layer ${layer}`);
  const m = new RegExp(`<g class="mark-[a-z]+ role-mark ${layer}_marks"[^>]*>([\\s\\S]*?)</g>`).exec(svg);
  if (!m) return 0;
  return (m[1] ?? '').match(/<(path|line|text)\b/g)?.length ?? 0;
}

/** Whether a report's teams are its identities (same keys, same figures): the team chart is then left out. */
function teamsAreIdentities(r: LabReport): boolean {
  return JSON.stringify(r.fairness.byTeam) === JSON.stringify(r.fairness.byIdentity);
}

/** The player counts of a report's seats (`players:seat` keys), in number order. */
function seatCounts(r: LabReport): string[] {
  return [...new Set(Object.keys(r.fairness.bySeat).map((k) => k.split(':')[0] as string))].sort(
    (a, b) => Number(a) - Number(b),
  );
}

/** The chart ids a report should have, in page order (the seats: one chart per player count, folded). */
function expectedCharts(r: LabReport): string[] {
  const f = r.fairness;
  return [
    Object.keys(f.byIdentity).length > 0 ? 'identity' : null,
    Object.keys(f.byTeam).length > 0 && !teamsAreIdentities(r) ? 'team' : null,
    ...seatCounts(r).map((c) => `seat-${c}`),
    Object.keys(f.byPlayers).length > 0 ? 'players' : null,
    Object.keys(f.byCharacter).length > 0 ? 'character' : null,
    r.importance.length > 0 ? 'importance' : null,
    r.skill.length > 0 ? 'skill' : null,
    r.variants ? 'variant-score' : null,
    r.variants ? 'variant-games' : null,
  ]
    .filter((x): x is string => x !== null)
    .map((id) => `chart-${id}`);
}

test('a game whose teams are its identities gets one chart for both, not the same chart twice', async () => {
  const base = fixtures()[0]?.report as LabReport;
  const same = { ...base, fairness: { ...base.fairness, byTeam: base.fairness.byIdentity } };
  const charts = svgs(await renderReportHtml(same));
  expect(charts.has('chart-identity')).toBe(true);
  expect(charts.has('chart-team')).toBe(false);
  expect(svgs(await renderReportHtml(base)).has('chart-team')).toBe(Object.keys(base.fairness.byTeam).length > 0);
});

describe.each(fixtures())('report.html of $name', ({ report }) => {
  test('one SVG per chart, each with as many marks as figures', async () => {
    const html = await renderReportHtml(report);
    const charts = svgs(html);
    expect([...charts.keys()]).toEqual(expectedCharts(report));
    expect(html.match(/<svg\b/g)?.length).toBe(charts.size);
    const f = report.fairness;
    const seats: [string, Record<string, unknown>][] = seatCounts(report).map((c) => [
      `seat-${c}`,
      Object.fromEntries(Object.entries(f.bySeat).filter(([k]) => k.startsWith(`${c}:`))),
    ]);
    const groups: [string, Record<string, unknown>][] = [['identity', f.byIdentity], ['team', f.byTeam], ...seats];
    for (const [id, data] of groups) {
      if (id === 'team' && teamsAreIdentities(report)) continue;
      const n = Object.keys(data).length;
      const svg = charts.get(`chart-${id}`);
      expect(marks(svg, 'est'), id).toBe(n);
      expect(marks(svg, 'ci'), id).toBe(n);
      expect(marks(svg, 'value'), id).toBe(n);
      // Identities and teams against the fair rate (one line); each seat against its player count's mean (a tick each).
      if (id.startsWith('seat')) expect(marks(svg, 'expected'), id).toBe(n);
      else expect(marks(svg, 'ref'), id).toBe(1);
    }
    // The seats fold by player count: a line per count, each opening on its chart.
    expect(html.match(/<details class="fold"/g)?.length ?? 0).toBe(seatCounts(report).length);
    const perPlayers = Object.values(f.byPlayers).reduce((a, x) => a + Object.keys(x).length, 0);
    const players = charts.get('chart-players');
    expect(marks(players, 'est')).toBe(perPlayers);
    expect(marks(players, 'ci')).toBe(perPlayers);
    // One legend names the lines (their colour and dash pattern).
    expect(players?.match(/role-legend"/g)?.length, 'legend').toBe(1);
    // A line per identity: vega draws each series in a group of its own.
    expect(players?.match(/<g class="mark-line role-mark line_marks"[^>]*><path\b/g)?.length).toBe(
      Object.keys(f.byIdentity).length,
    );
    const nChar = Object.keys(f.byCharacter).length;
    if (nChar > 0) {
      const forest = charts.get('chart-character');
      for (const layer of ['est', 'ci', 'expected', 'value']) expect(marks(forest, layer), layer).toBe(nChar);
    }
    if (report.importance.length > 0) {
      const imp = charts.get('chart-importance');
      for (const layer of ['est', 'ci', 'value']) expect(marks(imp, layer), layer).toBe(report.importance.length);
      expect(marks(imp, 'ref')).toBe(1);
    }
    const overall = report.skill.filter((s) => s.players === 'all').length;
    expect(marks(charts.get('chart-skill'), 'est')).toBe(overall);
    expect(marks(charts.get('chart-skill'), 'ci')).toBe(overall);
    if (report.variants) {
      const nv = report.variants.rows.length;
      expect(marks(charts.get('chart-variant-score'), 'est')).toBe(nv);
      expect(marks(charts.get('chart-variant-score'), 'ci')).toBe(nv);
      expect(marks(charts.get('chart-variant-games'), 'est')).toBe(nv);
    }
  });

  test('self-contained and accessible: no script, no fetch, every SVG scalable and labelled', async () => {
    const html = await renderReportHtml(report);
    expect(html).toMatch(/^<!doctype html>\n<html lang="zh-CN">/);
    expect(html).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|\bhref=|url\(|@import/i);
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    for (const [id, svg] of svgs(html)) {
      expect(svg).toMatch(/viewBox="0 0 [\d.]+ [\d.]+"/);
      expect(svg.slice(0, svg.indexOf('>'))).not.toMatch(/\s(width|height)="/);
      expect(svg).toContain(`role="img" aria-labelledby="${id}-t ${id}-d"`);
      expect(svg).toMatch(new RegExp(`<title id="${id}-t">[^<]+</title><desc id="${id}-d">[^<]+</desc>`));
    }
    // Every chart's section has a heading, a reading guide and its figures as a table (the seats: one section, a
    // folded chart and table per player count).
    const folds = seatCounts(report).length;
    const sectionsWithCharts = svgs(html).size - folds + (folds > 0 ? 1 : 0);
    expect(html.match(/<section id="[^"]+" aria-labelledby/g)?.length).toBe(sectionsWithCharts + 2);
    expect(html.match(/<p class="guide">/g)?.length).toBe(sectionsWithCharts + 1);
    expect(html.match(/<table>/g)?.length).toBe(svgs(html).size + 1);
  });

  test('the same report gives the same page', async () => {
    expect(await renderReportHtml(report)).toBe(await renderReportHtml(report));
  });
});

describe('names come from the games', () => {
  test('每个身份 id has a Chinese and an English name in its game, boss mode names its sides', () => {
    for (const [game, counts, mode] of [
      ['shajisifu', [4, 6, 8, 10], undefined],
      ['paopaosha', [5, 8], undefined],
      ['paopaosha', [4], 'boss'],
    ] as const) {
      const name = kitOf(game).renderer.name;
      expect(name).toBeDefined();
      for (const id of identityIds(game, counts, mode)) {
        expect(name?.('identity', id, 'zh', mode)).toMatch(/[\u4e00-\u9fff]/);
        // English words (杀机四伏's joker keeps its 王 symbol, as its words write it).
        expect(name?.('identity', id, 'en', mode)).toMatch(/[A-Za-z]{2}/);
      }
      expect(name?.('identity', 'nobody', 'zh', mode)).toBeUndefined();
    }
    expect(kitOf('paopaosha').renderer.name?.('identity', 'guozhu', 'zh', 'boss')).toBe('海盗王');
    // The lab's boss-mode sides, as identities and as teams (LabHooks: the state's `team` ids).
    for (const kind of ['identity', 'team'] as const) {
      expect(kitOf('paopaosha').renderer.name?.(kind, 'boss', 'zh', 'boss')).toBe('海盗王');
      expect(kitOf('paopaosha').renderer.name?.(kind, 'paopao', 'zh', 'boss')).toBe('跑跑');
      expect(kitOf('paopaosha').renderer.name?.(kind, 'paopao', 'en', 'boss')).toBe('Paopao');
    }
  });

  test('the skill-depth table lists player counts in number order (all, then 4 before 10), each comparison apart, not groups under 30 games', () => {
    for (const { report: base } of fixtures()) {
      // As the lab's tallies order them (keys as text): 10 players before 4.
      const one = base.skill[0] as LabReport['skill'][number];
      const few = { ...one, players: 6, delta: { ...one.delta, n: 12 } };
      const report = { ...base, skill: [...base.skill, { ...one, players: 10 }, { ...one, players: 4 }, few] };
      const skill = sections(report, namerOf(report.game, report.mode, 'en'), 'en').find((x) => x.id === 'skill');
      expect(skill?.rows.map((x) => x[1])).toContain('10');
      // A group of 12 games is left out of the table (fewer than 30: too wide to tell anything).
      expect(skill?.rows.map((x) => x[1])).not.toContain('6');
      const seen = new Map<string, number>();
      for (const row of skill?.rows ?? []) {
        const [comparison = '', players = ''] = row;
        const p = players === 'all' ? -1 : Number(players);
        expect(p, `${comparison} ${players}`).toBeGreaterThanOrEqual(seen.get(comparison) ?? -1);
        seen.set(comparison, p);
      }
    }
  });

  test('the headline spread: between identities, or between the sides once a game where the identities are the teams (boss mode)', () => {
    const [sjsf, pps, boss] = fixtures().map((f) => f.report) as [LabReport, LabReport, LabReport];
    expect(renderReportMarkdown(sjsf, { lang: 'en' })).toContain('Identity spread');
    expect(renderReportMarkdown(pps, { lang: 'en' })).toContain('Identity spread');
    const md = renderReportMarkdown(boss, { lang: 'en' });
    expect(md).toContain('Team spread (per game)');
    expect(md).not.toContain('Identity spread');
  });

  test('the page shows display names, not ids', async () => {
    const [sjsf, pps, boss] = fixtures().map((f) => f.report) as [LabReport, LabReport, LabReport];
    const a = await renderReportHtml(sjsf);
    expect(a).toContain('♥ 嫉妒女');
    expect(a).not.toMatch(/>hearts</);
    const b = await renderReportHtml(pps);
    for (const id of Object.keys(pps.fairness.byCharacter)) {
      expect(b).toContain(CHARACTERS[id as keyof typeof CHARACTERS].zh);
      expect(b).not.toContain(`>${id}<`);
    }
    expect(b).toContain(`>${IDENTITIES.guozhu.zh}<`);
    expect(b).toContain('杀（牌）');
    const c = await renderReportHtml(boss);
    expect(c).toContain('海盗王');
    const bossTitle = findManifest('paopaosha')?.modes.find((m) => m.id === 'boss')?.title.zh;
    expect(bossTitle).toBeTruthy();
    expect(c).toContain(`<dd>${bossTitle}</dd>`);
    const en = await renderReportHtml(pps, { lang: 'en' });
    expect(en).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(en).toContain('Win rate per identity');
    expect(en).toContain(`>${IDENTITIES.guozhu.en}<`);
    expect(en).not.toContain('各身份胜率');
  });

  test('an id a game does not know is shown as it is; text is escaped', async () => {
    const r = fakeReport({ game: 'shajisifu', players: [5] });
    const odd: LabReport = {
      ...r,
      command: 'npx shaju lab x --set "a=<b>"',
      fairness: { ...r.fairness, byTeam: { 'new-team': { est: 0.5, lo: 0.4, hi: 0.6, n: 100 } } },
    };
    const html = await renderReportHtml(odd);
    expect(html).toContain('new-team');
    expect(html).toContain('--set &#34;a=&#60;b&#62;&#34;');
    expect(html).not.toContain('<b>');
  });

  test('sections without data are left out', async () => {
    const r = fakeReport({ game: 'shajisifu', players: [5] });
    const bare: LabReport = {
      ...r,
      fairness: { ...r.fairness, byTeam: {}, byCharacter: {} },
      importance: [],
      skill: [],
      variants: undefined,
      timing: undefined,
    };
    const html = await renderReportHtml(bare);
    expect([...svgs(html).keys()]).toEqual(['chart-identity', 'chart-seat-5', 'chart-players']);
    expect(html).toContain('参与感与节奏');
  });
});

describe('report.md', () => {
  test('the command, the facts and a table with intervals per section', () => {
    const r = fixtures()[0]?.report as LabReport;
    const md = renderReportMarkdown(r);
    expect(md).toContain(`\`\`\`sh\n${r.command}\n\`\`\``);
    expect(md).toContain('## 各身份胜率 · Win rate per identity');
    const id = Object.entries(r.fairness.byIdentity)[0] as [string, { est: number; lo: number; hi: number }];
    const pc = (x: number) => `${(x * 100).toFixed(1)}%`;
    expect(md).toContain(`| ${pc(id[1].est)} | [${pc(id[1].lo)}, ${pc(id[1].hi)}] |`);
    // One heading per section: every chart but the games per variant (a column of the variants' table), plus agency.
    const seats = seatCounts(r).length;
    expect(md.match(/^## /gm)?.length).toBe(expectedCharts(r).length - seats + (seats > 0 ? 1 : 0));
    expect(md).toContain(`**${r.variants?.best}**`);
    for (const v of r.variants?.rows ?? []) expect(md).toMatch(new RegExp(`\\| ${v.id}( ★)? \\| deathTotal=`));
    const en = renderReportMarkdown(r, { lang: 'en' });
    expect(en).toContain('## Win rate per identity\n');
    expect(en).toContain('Jealous Woman');
  });

  test('the rules are named by the preset’s title, then the options set on top of it', () => {
    const r = fakeReport({ game: 'shajisifu', players: [5] });
    const md = renderReportMarkdown({ ...r, rules: { preset: 'balanced', set: { deathTotal: 60 } } });
    expect(md).toMatch(/平衡[^|\n]*\(balanced@1\) \+ deathTotal=60/);
    expect(renderReportMarkdown({ ...r, rules: {} })).not.toContain(' — ');
  });

  test('seats fold by player count: a row per count in number order (4 players before 10), a column per seat', () => {
    const r = fakeReport({ game: 'shajisifu', players: [4, 10] });
    const i = r.fairness.byIdentity.hearts as never;
    // As a lab run keys them (`players:seat`), in the text order a plain sort gives.
    const bySeat = { '10:0': i, '10:9': i, '4:0': i, '4:3': i };
    const md = renderReportMarkdown({ ...r, fairness: { ...r.fairness, bySeat } }, { lang: 'en' });
    const at = (key: string) => md.indexOf(`| ${key} |`);
    expect(at('4p')).toBeGreaterThan(0);
    expect(at('10p')).toBeGreaterThan(at('4p'));
    expect(md).toContain('| Players | seat 0 | seat 1 | seat 2 | seat 3 |');
    expect(md).toContain('seat 9 | points |');
  });

  test('pipes in a cell are escaped', () => {
    const r = fakeReport({ game: 'shajisifu', players: [5] });
    const md = renderReportMarkdown({
      ...r,
      fairness: { ...r.fairness, byTeam: { 'a|b': r.fairness.byIdentity.hearts as never } },
    });
    expect(md).toContain('| a\\|b |');
  });
});

test('Markdown tables right-align the columns of figures only, never a column of names', async () => {
  const { mdTable } = await import('../src/report-md.ts');
  const t = mdTable(
    ['card', 'games', 'Δ win rate', 'player'],
    [
      ['杀', '1,200', '+3.1 pp [1.0, 5.2]', 'ann'],
      ['闪', '—', '−0.4 pp', '12 bots'],
    ],
  );
  expect(t.split('\n')[1]).toBe('| :-- | --: | --: | :-- |');
});

test('an importance label in Chinese and English is drawn whole, not cut short', async () => {
  const base = fixtures()[0]?.report as LabReport;
  const delta = { est: 0.02, lo: 0.01, hi: 0.03, n: 2000 };
  const importance = [
    { kind: 'skill' as const, id: 'reveal', name: '亮明身份 Reveal identity', delta },
    { kind: 'card' as const, id: 'joker', name: '王 Joker', delta },
  ];
  const html = await renderReportHtml({ ...base, importance });
  const chart = svgs(html).get('chart-importance') ?? '';
  expect(chart).toContain('亮明身份 Reveal identity（技能）');
  expect(html).not.toMatch(/…<\/text>/);
});
