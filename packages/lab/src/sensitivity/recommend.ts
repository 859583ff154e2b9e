/**
 * The recommendations of a sensitivity (the top of the report): the steps that most improve the objective, each
 * alone, with its predicted effect and interval; what they predict together; and the variant file that lets the
 * variant search (`--search`) race them and their combinations on fresh games before anything is adopted.
 *
 * A step is recommended only when its whole interval lies on the better side (with many options screened, about one
 * in twenty that do nothing would show an interval off zero by chance: the search's race is the check), one step per
 * option (its better direction), ordered by predicted effect, at most `MAX_ITEMS`. After a screening design the
 * effects are those of the confirmation (confirm.ts: the best candidates played one at a time on the base arm's
 * games), never the screening's linear model.
 */
import type { Recommendation, Recommendations, SensitivityReport } from '../contract.ts';
import type { StepContrast } from './design.ts';
import { type EffectModel, type HeadlineMetric, scaled, type Terms } from './effects.ts';
import { type Objective, objectiveScore, searchWeights } from './objective.ts';

/** Most changes a report recommends (the issue asks for three to five). */
export const MAX_ITEMS = 5;

/** Games per variant in the first round of the variant search the recommendations seed. */
export const SEARCH_GAMES = 200;

/** How many items (the best that have one) take a second step in the variant file, in the same direction. */
const FURTHER_ITEMS = 2;

/**
 * Where effects come from: a model, the contrasts of its steps, the games per run, and for a screening design the
 * model error (per metric and of the objective's score) with each contrast's share of it.
 */
export interface EffectSource {
  readonly model: EffectModel;
  readonly contrasts: readonly StepContrast[];
  readonly games: number;
  readonly error: Readonly<Record<string, number>>;
  readonly scoreError: number;
  /** A contrast's share of the model error (its scale squared for a screened step, 0 for a run of its own). */
  readonly share: (c: StepContrast) => number;
}

/** The effect source of a design's model: screened steps carry the model error its dummy factors show. */
export function designSource(
  model: EffectModel,
  contrasts: readonly StepContrast[],
  dummies: readonly Terms[],
  games: number,
  score: (change: Readonly<Record<string, number>>) => number,
): EffectSource {
  return {
    model,
    contrasts,
    games,
    error: model.modelVariance(dummies),
    scoreError: model.modelScoreVariance(dummies, score),
    share: (c) => (c.how === 'screening' ? c.scale * c.scale : 0),
  };
}

/** A candidate: a step's contrast and its objective effect. */
export interface Candidate {
  readonly option: string;
  readonly contrast: StepContrast;
  readonly effect: Recommendation['effect'];
}

/** The recommendations ordered by predicted effect, best (most negative) first; ties by option id. */
export function byEffect<T extends { readonly option: string; readonly effect: { readonly est: number } }>(
  items: readonly T[],
): T[] {
  return [...items].sort((a, b) => a.effect.est - b.effect.est || (a.option < b.option ? -1 : 1));
}

/**
 * The best `most` steps for the objective `score`: each step's objective effect, the better step of each option
 * whose interval lies wholly below 0, ordered by effect.
 */
export function bestSteps(
  src: EffectSource,
  score: (change: Readonly<Record<string, number>>) => number,
  most: number,
): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const contrast of src.contrasts) {
    const effect = src.model.scoreEffect(contrast.terms, score, src.games, src.scoreError * src.share(contrast));
    if (!(effect.hi < 0)) continue;
    const option = contrast.step.option;
    const prior = best.get(option);
    if (!prior || effect.est < prior.effect.est) best.set(option, { option, contrast, effect });
  }
  return byEffect([...best.values()]).slice(0, most);
}

/** The objective's score of metric changes, for the report's metrics. */
export function scorer(objective: Objective, report: SensitivityReport) {
  const metrics = report.metrics as readonly HeadlineMetric[];
  return (change: Readonly<Record<string, number>>) => objectiveScore(objective, metrics, change);
}

/**
 * The recommendations for `objective` from the effects of `src`: the best `MAX_ITEMS` steps, their sum, and the
 * variant file.
 */
export function recommend(src: EffectSource, report: SensitivityReport, objective: Objective): Recommendations {
  const metrics = report.metrics as readonly HeadlineMetric[];
  const score = scorer(objective, report);
  const chosen = bestSteps(src, score, MAX_ITEMS);
  const items: Recommendation[] = chosen.map((c) => ({
    option: c.option,
    from: c.contrast.step.from,
    to: c.contrast.step.to,
    effect: c.effect,
    effects: src.model.effect(c.contrast.terms, src.games, scaled(src.error, Math.sqrt(src.share(c.contrast)))),
  }));
  let together: Recommendations['together'] = null;
  if (chosen.length > 1) {
    const terms: Terms = chosen.flatMap((c) => c.contrast.terms);
    const share = chosen.reduce((a, c) => a + src.share(c.contrast), 0);
    together = {
      effect: src.model.scoreEffect(terms, score, src.games, src.scoreError * share),
      effects: src.model.effect(terms, src.games, scaled(src.error, Math.sqrt(share))),
    };
  }
  const options: Record<string, (number | boolean | string)[]> = {};
  let further = 0;
  for (const c of chosen) {
    const s = c.contrast.step;
    const values = [s.from, s.to];
    if (further < FURTHER_ITEMS && s.further !== undefined) {
      values.push(s.further);
      further++;
    }
    options[s.option] = values;
  }
  const base = score(Object.fromEntries(metrics.map((m) => [m.id, report.base[m.id] ?? Number.NaN])));
  return {
    objective: { ...objective },
    base,
    items,
    together,
    search: { objective: searchWeights(objective, metrics), options, games: SEARCH_GAMES },
  };
}
