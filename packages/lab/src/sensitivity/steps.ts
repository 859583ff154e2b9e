/**
 * The options a sensitivity run varies, and the one step it takes away from the run's rules for each (issue "the lab
 * says what to change"): read from an option catalogue as data (packages/engine/src/options.ts `OptionCatalogue`),
 * so that every option of any catalogue is screened — numbers, switches, choices, deck counts, and the numbers of
 * whatever entries a catalogue lists (a pack's cards and characters once packs bring theirs) — without naming a game.
 *
 * - An integer option steps a tenth of its value up and down (at least 1; `stepOf`), within its bounds.
 * - A switch flips; a choice takes each of its other values.
 * - A step the game refuses at some player count of the run (the rules' `validateConfig`: an impossible
 *   combination) is left out, with the game's reason.
 */
import { ConfigError, type OptionCatalogue, type OptionSpec, type OptionValue, presetValues } from '@shaju/engine';
import { configure, type GameKit } from '@shaju/runtime';
import type { ArmRules } from '../contract.ts';

/** One change of one option away from the run's rules. */
export interface OptionStep {
  readonly option: string;
  readonly from: OptionValue;
  readonly to: OptionValue;
  /** `up` / `down` for a number, `toggle` for a switch, `choice` for another value of a choice. */
  readonly kind: 'up' | 'down' | 'toggle' | 'choice';
  /** A number's value two steps away in the same direction, when the game accepts it (for the variant search). */
  readonly further?: OptionValue | undefined;
}

/** What a sensitivity run varies of one option: its value in the run's rules and the steps the game accepts. */
export interface OptionFactor {
  readonly option: string;
  /** The catalogue group it is listed under. */
  readonly group: string;
  readonly type: OptionSpec['type'];
  /** Its value in the run's rules (preset and `--set`). */
  readonly from: OptionValue;
  readonly steps: readonly OptionStep[];
  /** Steps the game refuses (an impossible combination at some player count), with its reason. */
  readonly refused: readonly { readonly to: OptionValue; readonly why: string }[];
}

/** The step of an integer option at `value`: a tenth of it, at least 1. */
export function stepOf(value: number): number {
  return Math.max(1, Math.round(Math.abs(value) / 10));
}

/** The values one step away from `from` for option `spec` (before the game checks them), with their kind. */
export function candidateSteps(spec: OptionSpec, from: OptionValue): { to: OptionValue; kind: OptionStep['kind'] }[] {
  switch (spec.type) {
    case 'int': {
      const v = from as number;
      const d = stepOf(v);
      const out: { to: OptionValue; kind: OptionStep['kind'] }[] = [];
      const down = Math.max(spec.min, v - d);
      const up = Math.min(spec.max, v + d);
      if (down !== v) out.push({ to: down, kind: 'down' });
      if (up !== v) out.push({ to: up, kind: 'up' });
      return out;
    }
    case 'bool':
      return [{ to: !from, kind: 'toggle' }];
    case 'enum':
      return spec.values.filter((c) => c.id !== from).map((c) => ({ to: c.id, kind: 'choice' as const }));
  }
}

/** What `optionFactors` reads: the game, the run's rules, mode and player counts, and which options to vary. */
export interface FactorInput {
  readonly kit: GameKit;
  /** The catalogue whose options are varied (default: the kit's, `kit.options`). */
  readonly catalogue?: OptionCatalogue | undefined;
  readonly rules: ArmRules;
  readonly mode?: string | undefined;
  readonly players: readonly number[];
  /** Which options to vary (default: every one). */
  readonly include?: ((id: string) => boolean) | undefined;
}

/**
 * Why the game refuses the rules `set` on top of the run's at some player count, or null when every count accepts
 * them. Throws what `configure` throws besides `ConfigError`.
 */
export function refusal(
  input: Pick<FactorInput, 'kit' | 'rules' | 'mode' | 'players'>,
  set: Readonly<Record<string, OptionValue>>,
): ConfigError | null {
  for (const players of input.players) {
    try {
      configure(input.kit, {
        players,
        mode: input.mode,
        preset: input.rules.preset,
        set: { ...input.rules.set, ...set },
      });
    } catch (e) {
      if (e instanceof ConfigError) return e;
      throw e;
    }
  }
  return null;
}

/** The option values of the run's rules, every option filled in (the preset's and defaults, `--set` on top). */
export function valuesOf(catalogue: OptionCatalogue, rules: ArmRules): Record<string, OptionValue> {
  const preset = rules.preset ?? catalogue.presets[0]?.id;
  const base: Record<string, OptionValue> = {};
  for (const o of catalogue.options) base[o.id] = o.default;
  return { ...(preset === undefined ? base : presetValues(catalogue, preset)), ...(rules.set ?? {}) };
}

/** Two steps from `from` in the direction of `to` (a number within its bounds that the game accepts), or undefined. */
function further(input: FactorInput, spec: OptionSpec, from: OptionValue, to: OptionValue): OptionValue | undefined {
  if (spec.type !== 'int') return undefined;
  const v = Math.min(spec.max, Math.max(spec.min, (to as number) * 2 - (from as number)));
  if (v === to || refusal(input, { [spec.id]: v })) return undefined;
  return v;
}

/**
 * The options a sensitivity run varies, in catalogue order, each with the steps the game accepts at every player
 * count of the run. Deterministic: the same catalogue and rules give the same factors.
 */
export function optionFactors(input: FactorInput): OptionFactor[] {
  const catalogue = input.catalogue ?? input.kit.options;
  const values = valuesOf(catalogue, input.rules);
  const out: OptionFactor[] = [];
  for (const spec of catalogue.options) {
    if (input.include && !input.include(spec.id)) continue;
    const from = values[spec.id] ?? spec.default;
    const steps: OptionStep[] = [];
    const refused: { to: OptionValue; why: string }[] = [];
    for (const c of candidateSteps(spec, from)) {
      const e = refusal(input, { [spec.id]: c.to });
      if (e) refused.push({ to: c.to, why: e.message });
      else steps.push({ option: spec.id, from, to: c.to, kind: c.kind, further: further(input, spec, from, c.to) });
    }
    out.push({ option: spec.id, group: spec.group, type: spec.type, from, steps, refused });
  }
  return out;
}
