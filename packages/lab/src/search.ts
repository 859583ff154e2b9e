/**
 * Variant search (`shaju lab GAME --search FILE`): a JSON file names options with candidate values (every combination,
 * `options`) or lists variants (`variants`), and an objective (weights over the metrics of `METRICS`); the variants and
 * the rules as given (`base`) are raced by successive halving: round 0 plays `games` games of every variant, and each
 * round doubles the games of the better half, after dropping every variant whose score interval lies wholly below
 * the leader's. All variants play the same seeds (game `i` is dealt the same in every variant). The winner is written
 * as a preset file (preset-file.ts).
 *
 * Example (shape of `examples/variants.example.json`):
 * `{ "objective": { "spread": -1, "drawRate": -1 }, "options": { "<option id>": [40, 50, 60] }, "games": 200 }`.
 */
import { join } from 'node:path';
import type { Lang } from '@shaju/runtime';
import { emptyTally, mergeTallies } from './batch.ts';
import type { BatchResult, BatchSpec, Interval, LabReport, LabTally } from './contract.ts';
import type { LabSettings } from './experiments.ts';
import { agencyOf, diff, fairnessOf, spreadOf } from './figures.ts';
import { PRESET_FORMAT, type PresetFile } from './preset-file.ts';
import { pct, span } from './report-sections.ts';
import type { Metric } from './search-metrics.ts';

export { METRICS, type Metric } from './search-metrics.ts';

/** An option's value. */
export type Value = number | boolean | string;

/** A search file, checked. */
export interface SearchPlan {
  readonly objective: Readonly<Partial<Record<Metric, number>>>;
  /** The variants (option values on top of the run's rules), the run's rules first (`{}`). */
  readonly variants: readonly Readonly<Record<string, Value>>[];
  /** Games per variant in round 0 (default 200). */
  readonly games: number;
  /** Most rounds (default: enough to halve the field down to one). */
  readonly rounds: number;
  /** How many of the best to print (default 3). */
  readonly keep: number;
}

/** The metrics of a tally, each with its 95% interval (`spread`: best − worst identity rate, Newcombe interval). */
export function metricsOf(t: LabTally): Record<Metric, Interval> {
  const f = fairnessOf(t);
  const a = agencyOf(t);
  const best = f.byIdentity[f.spread.best];
  const worst = f.byIdentity[f.spread.worst];
  const spread = best && worst ? diff(best, worst) : { est: 0, lo: 0, hi: 0, n: 0 };
  const r = a.roundsPerGame;
  return {
    spread,
    spreadByPlayers: spreadByPlayersOf(f.byPlayers),
    deadBeforeFirstPlay: a.deadBeforeFirstPlay,
    realChoiceShare: a.realChoiceShare,
    drawRate: a.drawRate,
    roundsPerGame: { est: r, lo: r, hi: r, n: t.games },
  };
}

/**
 * The mean over player counts of the spread between the best and the worst identity at that count (each a Newcombe
 * interval), with an interval from their half-widths (the counts' games are independent); 0 without figures.
 */
function spreadByPlayersOf(byPlayers: LabReport['fairness']['byPlayers']): Interval {
  let k = 0;
  let est = 0;
  let lo2 = 0;
  let hi2 = 0;
  let n = 0;
  for (const row of Object.values(byPlayers)) {
    const s = spreadOf(row);
    const best = row[s.best];
    const worst = row[s.worst];
    if (!best || !worst) continue;
    const d = diff(best, worst);
    k++;
    est += d.est;
    lo2 += (d.est - d.lo) ** 2;
    hi2 += (d.hi - d.est) ** 2;
    n += d.n;
  }
  if (k === 0) return { est: 0, lo: 0, hi: 0, n: 0 };
  return { est: est / k, lo: est / k - Math.sqrt(lo2) / k, hi: est / k + Math.sqrt(hi2) / k, n };
}

/** The weighted score of metrics, with an interval from the metrics' half-widths (taken as independent). */
export function scoreOf(m: Readonly<Record<Metric, Interval>>, objective: SearchPlan['objective']): Interval {
  let est = 0;
  let var95 = 0;
  for (const [k, w] of Object.entries(objective) as [Metric, number][]) {
    const x = m[k];
    est += w * x.est;
    const half = (x.hi - x.lo) / 2;
    var95 += w * w * half * half;
  }
  const h = Math.sqrt(var95);
  return { est, lo: est - h, hi: est + h, n: m.drawRate.n };
}

/** A variant as it races. */
interface Racer {
  readonly id: string;
  readonly set: Readonly<Record<string, Value>>;
  tally: LabTally;
  dropped: number | null;
  score: Interval;
}

/** The batches of racers `alive` for games `[from, to)`. */
function roundSpecs(s: LabSettings, alive: readonly Racer[], from: number, to: number, size: number): BatchSpec[] {
  const out: BatchSpec[] = [];
  for (const r of alive)
    for (let f = from; f < to; f += size)
      out.push({
        game: s.game,
        arm: r.id,
        rules: { preset: s.rules.preset, set: { ...s.rules.set, ...r.set } },
        mode: s.mode,
        players: s.players,
        bots: s.bots,
        seed: s.seed,
        first: f,
        count: Math.min(size, to - f),
      });
  return out;
}

/** The racing itself: rounds of successive halving. Returns the racers, best first. */
async function race(
  plan: SearchPlan,
  s: LabSettings,
  onRound: (specs: BatchSpec[]) => Promise<BatchResult[]>,
): Promise<Racer[]> {
  const racers: Racer[] = plan.variants.map((set, k) => ({
    id: k === 0 ? 'base' : `variant:${k}`,
    set,
    tally: emptyTally(),
    dropped: null,
    score: { est: 0, lo: 0, hi: 0, n: 0 },
  }));
  let alive = racers;
  let played = 0;
  let next = plan.games;
  for (let round = 0; round < plan.rounds && alive.length > 0; round++) {
    const results = await onRound(roundSpecs(s, alive, played, next, 250));
    for (const r of alive) {
      r.tally = mergeTallies(r.tally, ...results.filter((x) => x.arm === r.id).map((x) => x.tally));
      r.score = scoreOf(metricsOf(r.tally), plan.objective);
    }
    played = next;
    next *= 2;
    if (alive.length === 1 || round === plan.rounds - 1) break;
    alive.sort((a, b) => b.score.est - a.score.est || (a.id < b.id ? -1 : 1));
    const lead = alive[0] as Racer;
    const kept = alive.filter((r) => r === lead || r.score.hi >= lead.score.lo).slice(0, Math.ceil(alive.length / 2));
    for (const r of alive) if (!kept.includes(r)) r.dropped = round;
    alive = kept;
  }
  // Those that raced longest first, then by score.
  const reach = (r: Racer): number => r.dropped ?? Number.POSITIVE_INFINITY;
  return racers.sort((a, b) => reach(b) - reach(a) || b.score.est - a.score.est || (a.id < b.id ? -1 : 1));
}

/**
 * Runs a variant search (`plan`, as a search file gives it) on top of the run's settings `s`: each round's batches go to
 * `runRound` (with the round's number, from 1), which plays them (on any runner, with any progress display). Resolves
 * with the report's `variants`, the games played, and the winner as a preset file (`command`: the command line that
 * made it, for the reader).
 */
export async function runVariantSearch(
  plan: SearchPlan,
  s: LabSettings,
  runRound: (specs: readonly BatchSpec[], round: number) => Promise<BatchResult[]>,
  command: string,
): Promise<{ variants: NonNullable<LabReport['variants']>; games: number; preset: PresetFile }> {
  let games = 0;
  let round = 0;
  const racers = await race(plan, s, (specs) => {
    games += specs.reduce((n, x) => n + x.count, 0);
    round++;
    return runRound(specs, round);
  });
  const rows = racers.map((r) => ({
    id: r.id,
    set: r.set,
    score: r.score,
    games: r.tally.games,
    dropped: r.dropped,
    metrics: metricsOf(r.tally),
  }));
  const best = rows[0] as (typeof rows)[number];
  const preset: PresetFile = {
    format: PRESET_FORMAT,
    game: s.game,
    id: 'lab-best',
    preset: s.rules.preset,
    set: { ...s.rules.set, ...best.set },
    objective: plan.objective,
    score: best.score,
    metrics: best.metrics,
    games: best.games,
    command,
  };
  return { variants: { objective: plan.objective as Record<string, number>, rows, best: best.id }, games, preset };
}

/** The best few variants beside the run's rules, in words. */
export function searchSummary(v: NonNullable<LabReport['variants']>, lang: Lang, dir = '.'): string[] {
  const zh = lang === 'zh';
  const out = [
    zh ? '变体搜索：最好的几个（与给定规则并列）' : 'Variant search: the best few, beside the rules as given',
  ];
  const base = v.rows.find((r) => r.id === 'base');
  const shown = v.rows.slice(0, 3);
  if (base && !shown.includes(base)) shown.push(base);
  for (const r of shown) {
    const set = Object.keys(r.set).length === 0 ? (zh ? '（给定规则）' : '(rules as given)') : JSON.stringify(r.set);
    const m = Object.entries(r.metrics)
      .filter(([k]) => k !== 'roundsPerGame')
      .map(([k, x]) => `${k} ${pct(x.est)} ${span(x)}`)
      .join(', ');
    out.push(
      `  ${r.id} ${set}: score ${r.score.est.toFixed(3)} [${r.score.lo.toFixed(3)}, ${r.score.hi.toFixed(3)}], ${r.games} ${zh ? '局' : 'games'}; ${m}`,
    );
  }
  const file = join(dir, 'preset.json');
  out.push(zh ? `  最好的变体已写成预设文件 ${file}` : `  The best variant is written as the preset file ${file}`);
  return out;
}
