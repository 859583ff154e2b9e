/** Helpers of the character-skill scenario tests (test/skills). */
import type {
  CharacterId,
  ChoiceOption,
  PaopaoshaDecision,
  PaopaoshaEvent,
  PaopaoshaSeatSpec,
  PaopaoshaSpec,
} from '../../src/index.ts';
import { type Game, scenario } from '../helpers.ts';

/** The identities of a 4-player game in seat order (P-S1): 国主, 强盗, 小贼, 大臣. */
export const IDS4 = ['guozhu', 'qiangdao', 'xiaozei', 'dachen'] as const;

/**
 * A 4-player scenario with character skills on: `chars[i]` is seat i's character, `seats[i]` the rest of its spec.
 * Seats 0–3 are 国主, 强盗, 小贼, 大臣.
 */
export function skills4(
  chars: readonly CharacterId[],
  seats: readonly Partial<PaopaoshaSeatSpec>[] = [],
  more: Partial<PaopaoshaSpec> = {},
): Game {
  return scenario({
    seats: IDS4.map((identity, i) => ({ identity, character: chars[i] as CharacterId, ...seats[i] })),
    ...more,
    config: { characterSkills: true, ...more.config },
  });
}

/** The options of the pending `choose` request. */
export function options(g: Game): readonly ChoiceOption[] {
  const a = g.state.ask;
  if (a?.kind !== 'choose') throw new Error(`expected a choose request, got ${a?.kind}`);
  return a.options;
}

/** `seat` picks the option of the pending `choose` request with label `o` (and `card` / `seat` when given). */
export function pick(g: Game, seat: number, o: string, card?: number, target?: number): PaopaoshaEvent[] {
  const i = options(g).findIndex(
    (x) => x.o === o && (card === undefined || x.card === card) && (target === undefined || x.seat === target),
  );
  if (i < 0) throw new Error(`no option ${o} ${card ?? ''} ${target ?? ''} in ${JSON.stringify(options(g))}`);
  return g.decide(seat, { t: 'choose', i });
}

/** The `{t:'skill'}` decisions of `seat` with id `id` among its legal decisions. */
export function skillOptions(g: Game, seat: number, id: string): PaopaoshaDecision[] {
  return g.legal(seat).filter((d) => d.t === 'skill' && d.id === id);
}
