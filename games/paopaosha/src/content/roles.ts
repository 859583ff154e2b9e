/**
 * Typed tables derived from the generated index (seed.generated.ts): the card kinds the rules give a part by what their
 * entries say, found in the entries' data, so no rules file names them. Computed once, at load.
 */
import type { CardKindId } from '../data/card-types.ts';
import type { CardEntryT } from './schema/card.ts';
import type { StepT } from './schema/steps.ts';
import { SEED_CARDS } from './seed.generated.ts';

const CARDS = SEED_CARDS as readonly CardEntryT[];

/** Whether a step list holds a step of primitive `kind`, at any depth. */
function hasStep(steps: readonly StepT[] | undefined, kind: StepT['do']): boolean {
  for (const st of steps ?? []) {
    if (st.do === kind) return true;
    for (const v of Object.values(st)) {
      if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'object' && v[0] !== null && 'do' in v[0]) {
        if (hasStep(v as StepT[], kind)) return true;
      }
    }
  }
  return false;
}

/** The one card kind whose use is a 单挑 (its effect has a `duel` step): what a 杀 resolving as a duel becomes. */
export const DUEL_KIND: CardKindId = (() => {
  const e = CARDS.find((c) => hasStep(c.use?.effect as StepT[] | undefined, 'duel'));
  if (!e) throw new Error('no card entry whose use is a duel');
  return e.id as CardKindId;
})();

/** The kinds a card counts as when it answers a 闪 request that 闪 cannot stop (躲: it cancels the 杀 entirely). */
export const ALWAYS_DODGES: ReadonlySet<string> = new Set(
  CARDS.flatMap((c) =>
    (c.answers ?? []).filter(({ to: kind, always }) => kind === 'shan' && always).map((a) => a.as ?? c.id),
  ),
);
