/**
 * What a designer asks the lab to improve (`--objective`): the spread between identities, the spread within each
 * player count, early deaths, game length, or a weighted mix of them. Every term is minimised; a score adds each
 * metric's change in its display unit (percentage points for shares and spreads, rounds or turns for length) times
 * its weight, so `spread=1,length=0.5` counts a round of game length as half a point of spread.
 */
import type { Metric } from '../search-metrics.ts';
import type { HeadlineMetric } from './effects.ts';

/** The terms of an objective, as `--objective` names them. */
export const OBJECTIVE_TERMS = ['spread', 'spreadByPlayers', 'early-deaths', 'length'] as const;
export type ObjectiveTerm = (typeof OBJECTIVE_TERMS)[number];

/** An objective: a weight per term (all minimised). */
export type Objective = Readonly<Partial<Record<ObjectiveTerm, number>>>;

/** The headline metric each term reads. */
export const TERM_METRIC: Readonly<Record<ObjectiveTerm, string>> = Object.freeze({
  spread: 'spread',
  spreadByPlayers: 'spreadByPlayers',
  'early-deaths': 'earlyDeaths',
  length: 'length',
});

/** The variant search's metric (search.ts `METRICS`) each term reads. */
const SEARCH_METRIC: Readonly<Record<ObjectiveTerm, Metric>> = Object.freeze({
  spread: 'spread',
  spreadByPlayers: 'spreadByPlayers',
  'early-deaths': 'deadBeforeFirstPlay',
  length: 'roundsPerGame',
});

/** The display unit of a metric kind: shares and spreads in percentage points, amounts per game as they are. */
export function unitOf(kind: HeadlineMetric['kind']): number {
  return kind === 'perGame' ? 1 : 100;
}

/** The terms of `objective` its game cannot measure (`metrics`: the run's headline metrics). */
export function missingTerms(objective: Objective, metrics: readonly HeadlineMetric[]): ObjectiveTerm[] {
  return (Object.keys(objective) as ObjectiveTerm[]).filter((t) => !metrics.some((m) => m.id === TERM_METRIC[t]));
}

/**
 * The objective's change for metric changes `change` (by headline metric id): Σ weight × change × unit. Lower is
 * better. NaN when a term's metric has no value.
 */
export function objectiveScore(
  objective: Objective,
  metrics: readonly HeadlineMetric[],
  change: Readonly<Record<string, number>>,
): number {
  let score = 0;
  for (const [term, w] of Object.entries(objective) as [ObjectiveTerm, number][]) {
    const id = TERM_METRIC[term];
    const m = metrics.find((x) => x.id === id);
    const v = change[id];
    if (!m || v === undefined) return Number.NaN;
    score += w * v * unitOf(m.kind);
  }
  return score;
}

/**
 * The objective as the variant search's weights (search.ts: higher scores win): each term's metric with minus its
 * weight in display units, so the search's score is the objective's, negated.
 */
export function searchWeights(objective: Objective, metrics: readonly HeadlineMetric[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [term, w] of Object.entries(objective) as [ObjectiveTerm, number][]) {
    const m = metrics.find((x) => x.id === TERM_METRIC[term]);
    out[SEARCH_METRIC[term]] = -w * unitOf(m?.kind ?? 'rate');
  }
  return out;
}
