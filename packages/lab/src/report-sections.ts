/**
 * The sections of a lab report (contract.ts `LabReport`), shared by the HTML page and the Markdown summary: for each,
 * its words, its chart (a Vega-Lite spec, report-charts.ts) and its figures as a table of display strings. Sections
 * without data are left out; names come from the game's kit (report-names.ts).
 */
import type { Lang } from '@shaju/runtime';
import type { Interval, LabReport } from './contract.ts';
import { spreadOf } from './figures.ts';
import {
  barChart,
  countChart,
  forestChart,
  groupedDeltaChart,
  type IntervalRow,
  type SeriesPoint,
  seriesChart,
} from './report-charts.ts';
import type { Namer } from './report-names.ts';
import { sensitivitySections } from './report-sensitivity.ts';
import type { Fold, Section } from './report-types.ts';
import { type ReportWords, reportWords } from './report-words.ts';
import { sensitivityWords } from './report-words-sens.ts';

export type { Fold, Section } from './report-types.ts';

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

function rateTable(rows: readonly IntervalRow[], w: ReportWords, what: string): Pick<Section, 'head' | 'rows'> {
  return {
    head: [what, w.winRate, w.interval, 'n'],
    rows: rows.map((r) => [r.label, pct(r.est), `[${pct(r.lo)}, ${pct(r.hi)}]`, String(r.n)]),
  };
}

/** The seat label of a `bySeat` key: `players:seat` or a seat number. */
function seatLabel(key: string, w: ReportWords): string {
  const m = /^(\d+):(\d+)$/.exec(key);
  return m ? `${w.playersOf(m[1] ?? '')} · ${w.seatName(m[2] ?? '')}` : w.seatName(key);
}

/** A sort key of a `bySeat` key: players, then seat (a bare seat number counts as 0 players). */
function seatOrder(key: string): number {
  const [a = '', b] = key.split(':');
  return b === undefined ? Number(a) || 0 : (Number(a) || 0) * 1000 + (Number(b) || 0);
}

/**
 * Per `bySeat` key (`players:seat`, in `keys`' order), the mean win rate of the seats of the same player count (of
 * every seat for bare seat numbers).
 */
function seatMeans(keys: readonly string[], data: Readonly<Record<string, Interval>>): number[] {
  const group = (k: string): string => (k.includes(':') ? (k.split(':')[0] as string) : '');
  const sum = new Map<string, { est: number; n: number }>();
  for (const k of keys) {
    const g = sum.get(group(k)) ?? { est: 0, n: 0 };
    g.est += (data[k] as Interval).est;
    g.n++;
    sum.set(group(k), g);
  }
  return keys.map((k) => {
    const g = sum.get(group(k)) as { est: number; n: number };
    return g.est / g.n;
  });
}

/** Whether two breakdowns hold the same keys with the same intervals (the teams are the identities). */
function sameFigures(a: Readonly<Record<string, Interval>>, b: Readonly<Record<string, Interval>>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => {
    const x = a[k] as Interval;
    const y = b[k];
    return y !== undefined && x.est === y.est && x.lo === y.lo && x.hi === y.hi && x.n === y.n;
  });
}

/**
 * The seats, folded by player count: one line per count (its best and worst seat), each opening on the chart of its
 * seats against their mean (a 4-player seat wins more than a 10-player one whatever the turn order: a dot, its
 * interval and a tick at that mean). report.md shows one row per count, a column per seat.
 */
function seatSection(
  keys: readonly string[],
  data: Readonly<Record<string, Interval>>,
  w: ReportWords,
  en: ReportWords | null,
  lang: Lang,
): Section {
  const sw = sensitivityWords(lang);
  const means = seatMeans(keys, data);
  const counts = [...new Set(keys.map((k) => (k.includes(':') ? (k.split(':')[0] as string) : '')))];
  const most = Math.max(...keys.map((k) => Number(k.split(':').pop()) + 1));
  const folds: Fold[] = [];
  const rows: string[][] = [];
  for (const c of counts) {
    const mine = keys.map((k, i) => ({ k, i })).filter((x) => (x.k.includes(':') ? x.k.split(':')[0] : '') === c);
    const toned = mine.map(({ k, i }) => {
      const x0 = row(w.seatName(k.split(':').pop() as string), data[k] as Interval);
      const m = means[i] as number;
      return {
        ...x0,
        expected: m,
        tone: outside(x0, m) ? ('strong' as const) : ('base' as const),
        note: pts(x0.est - m),
      };
    });
    const best = toned.reduce((a, b) => (b.est > a.est ? b : a));
    const worst = toned.reduce((a, b) => (b.est < a.est ? b : a));
    const players = c === '' ? w.all : w.playersOf(c);
    const gap = ((best.est - worst.est) * 100).toFixed(1);
    folds.push({
      id: `seat-${c || 'all'}`,
      summary: sw.seatFold(players, `${best.label} ${pct(best.est)}`, `${worst.label} ${pct(worst.est)}`, gap),
      spec: forestChart(toned, { axis: w.winRate }),
      ...rateTable(toned, w, w.seat),
    });
    const cells = Array.from({ length: most }, (_, s) => {
      const i = data[c === '' ? String(s) : `${c}:${s}`];
      return i ? pct(i.est) : '—';
    });
    rows.push([players, ...cells, gap]);
  }
  return {
    id: 'seat',
    words: { title: w.charts.seat.title, guide: `${w.charts.seat.guide} ${sw.seatFoldGuide}` },
    en: en?.charts.seat ?? null,
    spec: null,
    head: [w.playerCount, ...Array.from({ length: most }, (_, s) => w.seatName(String(s))), sw.points],
    rows,
    folds,
  };
}

function fairnessSections(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null, lang: Lang): Section[] {
  const out: Section[] = [];
  const f = r.fairness;
  const groups = [
    { id: 'identity', what: w.identity, data: f.byIdentity, label: (k: string) => n.name('identity', k) },
    { id: 'team', what: w.team, data: f.byTeam, label: (k: string) => n.name('team', k) },
    { id: 'seat', what: w.seat, data: f.bySeat, label: (k: string) => seatLabel(k, w) },
  ] as const;
  for (const g of groups) {
    const keys = Object.keys(g.data);
    if (keys.length === 0) continue;
    // A game whose teams are its identities (杀机四伏: every identity plays for itself) would draw the same chart twice.
    if (g.id === 'team' && sameFigures(f.byTeam, f.byIdentity)) continue;
    // Seats (`players:seat`) in number order: 4 players before 10, seat 2 before seat 10.
    if (g.id === 'seat') keys.sort((a, b) => seatOrder(a) - seatOrder(b) || a.localeCompare(b));
    const rows = keys.map((k) => row(g.label(k), g.data[k] as Interval));
    if (g.id === 'seat') {
      out.push(seatSection(keys, g.data, w, en, lang));
      continue;
    }
    const x = 1 / rows.length;
    const ref = { x, label: w.fair(rows.length) };
    const toned = rows.map((x0) => ({ ...x0, tone: outside(x0, x) ? ('strong' as const) : ('base' as const) }));
    out.push({
      id: g.id,
      words: w.charts[g.id],
      en: en?.charts[g.id] ?? null,
      spec: barChart(toned, { axis: w.winRate, ref, rate: true }),
      ...rateTable(toned, w, g.what),
    });
  }
  return out;
}

function playersSection(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section | null {
  const counts = Object.keys(r.fairness.byPlayers).sort((a, b) => Number(a) - Number(b));
  const order = Object.keys(r.fairness.byIdentity);
  for (const p of counts)
    for (const id of Object.keys(r.fairness.byPlayers[p] ?? {})) if (!order.includes(id)) order.push(id);
  const points: SeriesPoint[] = [];
  for (const p of counts) {
    const byId = r.fairness.byPlayers[p] ?? {};
    for (const id of order) {
      const i = byId[id];
      if (i) points.push({ series: n.name('identity', id), players: Number(p), est: i.est, lo: i.lo, hi: i.hi });
    }
  }
  if (points.length === 0) return null;
  // The table: one row per identity, one column per player count, each cell `est [lo, hi]`.
  const rows = order.map((id) => [
    n.name('identity', id),
    ...counts.map((p) => {
      const i = r.fairness.byPlayers[p]?.[id];
      return i ? `${pct(i.est)} ${span(i)}` : '—';
    }),
  ]);
  const legend = order.map((id) => n.name('identity', id));
  return {
    id: 'players',
    words: w.charts.players,
    en: en?.charts.players ?? null,
    spec: seriesChart(points, { axis: w.winRate, xAxis: w.playerCount, legend: w.identity, order: legend }),
    head: [w.identity, ...counts.map((p) => w.playersOf(p))],
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
    head: [w.character, w.winRate, w.interval, w.expected, w.aboveExpected, 'n'],
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

/** Fewest games of a skill-depth group by player count for the table to list it (fewer: an interval of ±20 points or more). */
const SKILL_MIN_GAMES = 30;

/**
 * Skill-depth rows by comparison (in the report's order), then player count in number order (all first); a group by
 * player count with fewer than `SKILL_MIN_GAMES` games is left out.
 */
function skillOrder(all: LabReport['skill']): LabReport['skill'] {
  const rows = all.filter((s) => s.players === 'all' || s.delta.n >= SKILL_MIN_GAMES);
  const group = new Map<string, number>();
  for (const s of rows) if (!group.has(`${s.bot}|${s.baseline}`)) group.set(`${s.bot}|${s.baseline}`, group.size);
  const players = (s: LabReport['skill'][number]): number => (s.players === 'all' ? -1 : s.players);
  return rows
    .map((s, i) => ({ s, i }))
    .sort(
      (a, b) =>
        (group.get(`${a.s.bot}|${a.s.baseline}`) as number) - (group.get(`${b.s.bot}|${b.s.baseline}`) as number) ||
        players(a.s) - players(b.s) ||
        a.i - b.i,
    )
    .map((x) => x.s);
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
    head: [w.comparison, w.playerCount, w.identity, w.rates, w.delta, w.interval, 'n'],
    rows: skillOrder(r.skill).map((s) => [
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

/** Agency and pace; the early deaths and the length in the game's words, the early deaths only where they apply. */
function agencySection(r: LabReport, n: Namer, w: ReportWords, en: ReportWords | null): Section {
  const a = r.agency;
  const rate = (label: string, i: Interval): string[] => [label, pct(i.est), span(i), String(i.n)];
  const early = n.hasMetric('earlyDeaths') ? [rate(n.metric('earlyDeaths'), a.deadBeforeFirstPlay)] : [];
  const length = n.hasMetric('length') ? n.metric('length') : w.agency.roundsPerGame;
  return {
    id: 'agency',
    words: w.charts.agency,
    en: en?.charts.agency ?? null,
    spec: null,
    head: [w.figure, w.value, w.interval, 'n'],
    rows: [
      ...early,
      rate(w.agency.realChoiceShare, a.realChoiceShare),
      rate(w.agency.drawRate, a.drawRate),
      [length, a.roundsPerGame.toFixed(1), '', ''],
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
export function sections(r: LabReport, n: Namer, lang: Lang): Section[] {
  const w = reportWords(lang);
  const en = lang === 'zh' ? reportWords('en') : null;
  return [
    ...fairnessSections(r, n, w, en, lang),
    playersSection(r, n, w, en),
    characterSection(r, n, w, en),
    importanceSection(r, n, w, en),
    skillSection(r, n, w, en),
    agencySection(r, n, w, en),
    ...variantSections(r, w, en),
    ...sensitivitySections(r, n, lang),
  ].filter((s): s is Section => s !== null);
}

/** The run's facts (label, value) and headline lines (the identity spread, the timing), for a report's summary. */
export function summaryOf(r: LabReport, n: Namer, w: ReportWords): { items: [string, string][]; lines: string[] } {
  const f = r.fairness;
  const best = f.byIdentity[f.spread.best];
  const worst = f.byIdentity[f.spread.worst];
  // The spread as the identity chart shows it (points = percentage points).
  const points = best && worst ? ((best.est - worst.est) * 100).toFixed(1) : f.spread.points.toFixed(1);
  // The preset by its title, then the options set on top of it (none: nothing more is said).
  const set = Object.keys(r.rules.set ?? {}).length > 0 ? ` + ${setText(r.rules.set)}` : '';
  const rules = `${r.rules.preset ? n.preset(r.rules.preset) : w.seedRules}${set}`;
  const items: [string, string][] = [
    [w.games, r.games.toLocaleString('en-US')],
    [w.seed, String(r.seed)],
    [w.players, r.players.join(', ')],
    [w.bots, r.bots.join(', ')],
    [w.rules, rules],
  ];
  if (r.mode) items.push([w.mode, n.mode(r.mode)]);
  const lines: string[] = [];
  // Where the identities are the teams (boss mode: the two sides), a side's rate per seat weighs the larger games
  // more: the headline compares the sides once a game, as the team chart does.
  const ids = Object.keys(f.byIdentity);
  const sides = ids.length > 0 && ids.every((k) => f.byTeam[k] !== undefined);
  if (sides) {
    const s = spreadOf(f.byTeam);
    const hi = f.byTeam[s.best];
    const lo = f.byTeam[s.worst];
    if (hi && lo)
      lines.push(w.teamSpread(n.name('team', s.best), n.name('team', s.worst), ((hi.est - lo.est) * 100).toFixed(1)));
  } else if (f.spread.best && f.spread.worst) {
    lines.push(w.spread(n.name('identity', f.spread.best), n.name('identity', f.spread.worst), points));
  }
  const v = r.variants;
  const win = v?.rows.find((x) => x.id === v.best);
  if (v && win && v.best !== 'base') {
    const base = v.rows.find((x) => x.id === 'base');
    const metrics = Object.entries(win.metrics)
      .filter(([k]) => k !== 'roundsPerGame')
      .map(([k, x]) => {
        const b = base?.metrics[k as keyof typeof base.metrics];
        return b ? `${k} ${pct(b.est)} → ${pct(x.est)}` : `${k} ${pct(x.est)}`;
      })
      .join(', ');
    const score = (x: Interval) => x.est.toFixed(3);
    lines.push(w.bestVariant(v.best, setText(win.set), score(win.score), base ? score(base.score) : null, metrics));
  }
  const t = r.timing;
  if (t) {
    const played = t.played === undefined ? undefined : t.played.toLocaleString('en-US');
    lines.push(w.timing(t.seconds.toFixed(1), t.workers, Math.round(t.gamesPerSecond).toLocaleString('en-US'), played));
  }
  return { items, lines };
}
