/**
 * Bot hints for a card entry that gives none (docs/packs.md, "What the bots know"): read from what its `use.effect`
 * does, so that the heuristic bot plays a new card sensibly without a `bot` field. Damage to the target makes it a
 * hostile trick (`harm`, `use.policy: hostile`), a heal of the user a heal (`heal`), a draw of the user a refill
 * (`refill`). Hints the entry gives win over the derived ones, field by field.
 */
import type { CardBotHints } from '../data/bot-hints.ts';
import type { CardEntryT } from './schema/card.ts';
import type { NumT } from './schema/expr.ts';
import type { StepT } from './schema/steps.ts';

/** A number of an effect as the bot estimates it: a literal, else 1. */
function estimate(n: NumT): number {
  return typeof n === 'number' ? n : 1;
}

/** Every step of `steps`, nested ones included (a judgement's, a response's, an option's). */
function* allSteps(steps: readonly StepT[] | undefined): Generator<StepT> {
  for (const st of steps ?? []) {
    yield st;
    const o = st as Record<string, unknown>;
    for (const k of ['onHit', 'onMiss', 'onNone', 'onRefuse', 'steps'])
      if (Array.isArray(o[k])) yield* allSteps(o[k] as StepT[]);
    if (Array.isArray(o.options)) for (const x of o.options as { steps?: StepT[] }[]) yield* allSteps(x.steps);
  }
}

/** The hints derived from entry `e`'s effect (empty when nothing is recognised: the bot then never uses it). */
export function derivedCardHints(e: CardEntryT): CardBotHints {
  const u = e.use;
  if (!u || e.type === 'equipment') return {};
  let harm = 0;
  let heal = 0;
  let draw = 0;
  for (const st of allSteps([...(u.start ?? []), ...(u.effect ?? [])])) {
    if (st.do === 'damage' && st.to === 'target') harm += estimate(st.amount);
    else if (st.do === 'heal' && (st.to === 'user' || st.to === 'target')) heal += estimate(st.amount);
    else if (st.do === 'draw' && (st.who === 'user' || st.who === 'target')) draw += estimate(st.count);
  }
  const picksOther = u.targets.pick === 'one' && u.targets.among === 'others';
  if (harm > 0 && picksOther) {
    return { harm, damage: true, evidence: 0.8, use: { policy: 'hostile', score: Math.min(30 + 10 * harm, 80) } };
  }
  if (heal > 0 && u.targets.pick === 'none') return { help: heal, use: { policy: 'heal', score: 60, low: 15 } };
  if (draw > 0 && u.targets.pick === 'none')
    return { help: draw, use: { policy: 'refill', score: 80, piles: draw + 1 } };
  return {};
}

/** Entry `e` with its bot hints completed from its effect (`derivedCardHints` under the hints it gives). */
export function withDefaultHints(e: CardEntryT): CardEntryT {
  const derived = derivedCardHints(e);
  if (Object.keys(derived).length === 0) return e;
  return { ...e, bot: { ...derived, ...(e.bot ?? {}) } as CardEntryT['bot'] };
}
