/**
 * From merged tallies to figures (`LabReport`, contract.ts): Wilson 95% intervals for rates (`wilson`, from
 * @shaju/runtime), Newcombe's hybrid score interval for the difference of two rates (runtime `differenceOf`,
 * Newcombe 1998, method 10: built from the two Wilson intervals). Arms are compared on the same seeds; the difference
 * interval treats them as independent samples, which is conservative for paired games.
 */
import { differenceOf, wilson } from '@shaju/runtime';
import { labKit, mergeTallies } from './batch.ts';
import type { BatchResult, Count, Interval, LabReport, LabTally } from './contract.ts';
import { type ArmPlan, BASELINE, type LabSettings, refArm } from './experiments.ts';
import { sensitivityOf } from './sensitivity/plan.ts';
import { recommend } from './sensitivity/recommend.ts';

/** A rate with its Wilson 95% interval. */
export function rate(k: number, n: number): Interval {
  const w = wilson(k, n);
  return { est: w.p, lo: w.lo, hi: w.hi, n };
}

/** The rate of a count. */
export function rateOf(c: Count | undefined): Interval {
  return c ? rate(c.wins, c.games) : rate(0, 0);
}

/** `a − b` with Newcombe's hybrid score 95% interval; `n` is `a`'s sample. */
export function diff(a: Interval, b: Interval): Interval {
  const r = differenceOf({ p: a.est, lo: a.lo, hi: a.hi }, { p: b.est, lo: b.lo, hi: b.hi });
  return { est: r.d, lo: r.lo, hi: r.hi, n: a.n };
}

/** The merged tally of arm `arm`'s batches among `results`, only those within its first `upTo` games when given. */
export function armTally(results: readonly BatchResult[], arm: string, upTo = Number.POSITIVE_INFINITY): LabTally {
  return mergeTallies(...results.filter((r) => r.arm === arm && r.first + r.count <= upTo).map((r) => r.tally));
}

/** Rates of a map of counts, by key. */
function rates(m: Readonly<Record<string, Count>>): Record<string, Interval> {
  const out: Record<string, Interval> = {};
  for (const [k, c] of Object.entries(m)) out[k] = rateOf(c);
  return out;
}

/** `players:x` keyed counts as rates by player count, then by `x`. */
function byPlayers(m: Readonly<Record<string, Count>>): Record<string, Record<string, Interval>> {
  const out: Record<string, Record<string, Interval>> = {};
  for (const [k, c] of Object.entries(m)) {
    const at = k.indexOf(':');
    const p = k.slice(0, at);
    const row = out[p] ?? {};
    row[k.slice(at + 1)] = rateOf(c);
    out[p] = row;
  }
  return out;
}

/** The best and worst identity by win rate, and the spread in points (best − worst, × 100). */
export function spreadOf(byIdentity: Readonly<Record<string, Interval>>): LabReport['fairness']['spread'] {
  let best = '';
  let worst = '';
  for (const [k, r] of Object.entries(byIdentity)) {
    if (r.n === 0) continue;
    if (best === '' || r.est > (byIdentity[best] as Interval).est) best = k;
    if (worst === '' || r.est < (byIdentity[worst] as Interval).est) worst = k;
  }
  const points = best === '' ? 0 : ((byIdentity[best] as Interval).est - (byIdentity[worst] as Interval).est) * 100;
  return { best, worst, points };
}

/** Each character's win rate and the rate expected from the identities and player counts it was dealt. */
function characters(t: LabTally): LabReport['fairness']['byCharacter'] {
  const expected = new Map<string, number>();
  for (const [k, c] of Object.entries(t.byCharacterGroup ?? {})) {
    const bar = k.indexOf('|');
    const group = t.byPlayersIdentity[k.slice(bar + 1)];
    const ch = k.slice(0, bar);
    const r = group && group.games > 0 ? group.wins / group.games : 0;
    expected.set(ch, (expected.get(ch) ?? 0) + c.games * r);
  }
  const out: Record<string, Interval & { expected: number }> = {};
  for (const [ch, c] of Object.entries(t.byCharacter))
    out[ch] = { ...rateOf(c), expected: c.games > 0 ? (expected.get(ch) ?? 0) / c.games : 0 };
  return out;
}

/** The fairness figures of a tally. */
export function fairnessOf(t: LabTally): LabReport['fairness'] {
  const byIdentity = rates(t.byIdentity);
  return {
    byIdentity,
    byTeam: rates(t.byTeam),
    bySeat: rates(t.bySeat),
    byPlayers: byPlayers(t.byPlayersIdentity),
    byCharacter: characters(t),
    spread: spreadOf(byIdentity),
  };
}

/** The agency and pace figures of a tally. */
export function agencyOf(t: LabTally): LabReport['agency'] {
  return {
    deadBeforeFirstPlay: rate(t.deadBeforeFirstPlay, t.seats),
    realChoiceShare: rate(t.realChoices, t.decisions),
    roundsPerGame: t.games > 0 ? t.rounds / t.games : 0,
    decisionsPerGame: t.games > 0 ? t.decisions / t.games : 0,
    drawRate: rate(t.draws, t.games),
  };
}

/** Skill-depth rows of a subject `bot` against `baseline` (overall, per identity, per player count and identity). */
function skillRows(bot: string, baseline: string, t: LabTally, b: LabTally): LabReport['skill'][number][] {
  const row = (players: number | 'all', identity: string, x: Count | undefined, y: Count | undefined) => {
    const rate = rateOf(x);
    const baselineRate = rateOf(y);
    return { bot, baseline, players, identity, rate, baselineRate, delta: diff(rate, baselineRate) };
  };
  const out = [row('all', 'all', t.subject.all, b.subject.all)];
  for (const [id, c] of Object.entries(t.subject.byIdentity)) out.push(row('all', id, c, b.subject.byIdentity[id]));
  for (const [k, c] of Object.entries(t.subject.byPlayersIdentity)) {
    const at = k.indexOf(':');
    out.push(row(Number(k.slice(0, at)), k.slice(at + 1), c, b.subject.byPlayersIdentity[k]));
  }
  return out;
}

/** What a report is built from besides the results: the run's words and names. */
export interface ReportContext {
  readonly command: string;
  /** The name of each importance arm's card kind or skill, by arm id. */
  readonly names: Readonly<Record<string, string>>;
}

/**
 * The report of a run: fairness and agency from the base arm, skill depth (search − heuristic, heuristic − random;
 * the heuristic figures over the same games as the other arm's), importance (restricted − unrestricted subject, most
 * negative first). Deterministic: the same results give the same report (no timing).
 */
export function buildReport(
  s: LabSettings,
  arms: readonly ArmPlan[],
  results: readonly BatchResult[],
  ctx: ReportContext,
): LabReport {
  const base = armTally(results, 'base');
  const ref = refArm(s);
  const refPrefix = (games: number) => armTally(results, ref, games);
  const skill: LabReport['skill'][number][] = [];
  const importance: LabReport['importance'][number][] = [];
  for (const a of arms) {
    if (a.arm === 'base' || a.arm === 'ref' || a.lean) continue;
    const t = armTally(results, a.arm);
    if (a.arm.startsWith('skill:') && a.subject && !a.subject.restrict) {
      const b = refPrefix(a.games);
      if (a.subject.bot === 'random') skill.push(...skillRows(BASELINE, 'random', b, t));
      else skill.push(...skillRows(a.subject.bot, BASELINE, t, b));
    } else if (a.subject?.restrict) {
      const r = a.subject.restrict;
      const delta = diff(rateOf(t.subject.all), rateOf(refPrefix(a.games).subject.all));
      importance.push({ kind: r.kind, id: r.id, name: ctx.names[a.arm] ?? r.id, delta });
    }
  }
  importance.sort((x, y) => x.delta.est - y.delta.est || (x.id < y.id ? -1 : 1));
  let sensitivity: Pick<LabReport, 'sensitivity' | 'recommendations'> = {};
  if (s.sensitivity) {
    const { hooks } = labKit(s.game);
    const found = sensitivityOf(s.sensitivity, hooks, s.players, s.games, results, mergeTallies);
    const recommendations = recommend(found.source, found.report, s.sensitivity.objective);
    sensitivity = { sensitivity: found.report, recommendations };
  }
  return {
    game: s.game,
    command: ctx.command,
    seed: s.seed,
    games: s.games,
    rules: s.rules,
    mode: s.mode ?? null,
    players: s.players,
    bots: s.bots,
    fairness: fairnessOf(base),
    skill,
    importance,
    agency: agencyOf(base),
    ...sensitivity,
  };
}
