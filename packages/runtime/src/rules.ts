import {
  ConfigError,
  checkPresetMode,
  findOption,
  findPreset,
  type GameRecord,
  isReservedId,
  type OptionCatalogue,
  type OptionDependency,
  type OptionSpec,
  type OptionValue,
  type OptionValues,
  type RulesChoice,
  resolveOptions,
} from '@shaju/engine';
import type { GameFlags, GameKit } from './manifest.ts';

/**
 * Rules choices as every shell makes them: a preset plus option values, resolved against the game's catalogue
 * (packages/engine/src/options.ts) and checked by the game's `validateConfig` — the command line's `--preset`/`--set`,
 * the server's room options, the records that say which rules a game was played with.
 */

/**
 * Resolves a preset and option values (`resolveOptions`) for game mode `mode` (undefined: the default one) and names
 * the preset's version. Throws the engine's `ConfigError` (`unknown_preset`, `unknown_option`, `bad_type`,
 * `out_of_bounds`) naming the option, or `PresetModeError` for a preset made for other modes (`Preset.modes`).
 */
export function rulesChoice(
  catalogue: OptionCatalogue,
  preset: string | undefined,
  set: OptionValues | undefined,
  mode?: string,
): RulesChoice {
  if (preset !== undefined) checkPresetMode(catalogue, preset, mode);
  if (set) ownKeys(set);
  const r = resolveOptions(catalogue, { preset, set });
  const refused = inertOptions(catalogue, r.values).find((x) => x.dependency.inert === 'refuse');
  if (refused) throw new ConfigError(refused.spec.id, inertReason(refused), 'impossible');
  return { preset: r.preset, presetVersion: findPreset(catalogue, r.preset).version, options: r.values };
}

/**
 * The keys of `values` (own keys only), each checked: a reserved name (`__proto__`, `constructor`, `toString`…:
 * engine `isReservedId`) is refused with `ConfigError` `unknown_option` naming it — looked up in a plain object it
 * would reach the object's prototype, and assigned it would be dropped without a word.
 */
export function ownKeys(values: object): string[] {
  const keys = Object.keys(values);
  for (const k of keys) {
    if (isReservedId(k)) throw new ConfigError(k, 'a reserved name, never an option', 'unknown_option');
  }
  return keys;
}

/** An option set while it has no effect (`inertOptions`): the option, its value, and the condition that fails. */
export interface InertOption {
  readonly spec: OptionSpec;
  readonly value: OptionValue;
  readonly dependency: OptionDependency;
  /** The value in play of the option it depends on. */
  readonly on: OptionValue;
}

/** The value in play of option `spec` in sparse `values`: the value set, or its default. */
function valueInPlay(spec: OptionSpec, values: OptionValues): OptionValue {
  return Object.hasOwn(values, spec.id) ? (values[spec.id] as OptionValue) : spec.default;
}

/**
 * The options of sparse `values` (as `resolveOptions` returns them: every value differing from its default) that have
 * no effect under the others, as the catalogue declares (`OptionSpec.dependsOn`), in catalogue order; the first
 * failing condition of each. Never throws.
 */
export function inertOptions(catalogue: OptionCatalogue, values: OptionValues): InertOption[] {
  const out: InertOption[] = [];
  for (const spec of catalogue.options) {
    if (!spec.dependsOn || !Object.hasOwn(values, spec.id)) continue;
    const value = valueInPlay(spec, values);
    if (value === spec.default) continue;
    for (const d of spec.dependsOn) {
      const target = findOption(catalogue, d.id);
      if (!target) continue;
      const on = valueInPlay(target, values);
      const holds = (d.is === undefined || d.is.includes(on)) && !(d.not ?? []).includes(on);
      if (!holds) {
        out.push({ spec, value, dependency: d, on });
        break;
      }
    }
  }
  return out;
}

/** Why an inert option has no effect, in English (the words of a `ConfigError`): `needs rewards=true (it is false)`. */
export function inertReason(x: InertOption): string {
  const d = x.dependency;
  const need = d.is ? `${d.id}=${d.is.join(' or ')}` : `${d.id} other than ${(d.not ?? []).join(' or ')}`;
  return `has no effect unless ${need} (it is ${String(x.on)})`;
}

/**
 * Where a record's rules line and its configuration disagree: every option whose value in play by `rules` (its
 * sparse values, else the default) differs from the one `config` holds (its own value, else the default), and every
 * other field `rules` names that `config` holds otherwise. Empty when they agree. Never throws.
 */
export function rulesMismatches(
  catalogue: OptionCatalogue,
  rules: RulesChoice,
  config: unknown,
): { readonly id: string; readonly rules: OptionValue; readonly config: unknown }[] {
  const c = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  const held = (id: string, fallback: unknown): unknown => (Object.hasOwn(c, id) ? c[id] : fallback);
  const out: { id: string; rules: OptionValue; config: unknown }[] = [];
  for (const spec of catalogue.options) {
    const r = valueInPlay(spec, rules.options);
    const v = held(spec.id, spec.default);
    if (v !== r) out.push({ id: spec.id, rules: r, config: v });
  }
  for (const [id, r] of Object.entries(rules.options)) {
    if (findOption(catalogue, id) || isReservedId(id)) continue;
    const v = held(id, undefined);
    if (v !== r) out.push({ id, rules: r, config: v });
  }
  return out;
}

/**
 * Splits configuration fields into the catalogue's options and the other fields (older configuration fields a game
 * has not listed as options yet; its `validateConfig` checks them). Throws `ConfigError` (`unknown_option`) for a
 * reserved name among them (`ownKeys`).
 */
export function splitOptions(
  catalogue: OptionCatalogue,
  fields: OptionValues | undefined,
): { readonly options: Record<string, OptionValue>; readonly others: Record<string, OptionValue> } {
  const options: Record<string, OptionValue> = {};
  const others: Record<string, OptionValue> = {};
  const f = fields ?? {};
  for (const k of ownKeys(f)) {
    if (findOption(catalogue, k)) options[k] = f[k] as OptionValue;
    else others[k] = f[k] as OptionValue;
  }
  return { options, others };
}

/**
 * A game's configuration for command-line flags with a preset: `flags.set` holds option values (checked against the
 * catalogue) and possibly other configuration fields (checked by the rules). The preset's values, then the options
 * set, are resolved to their sparse form and handed to the kit's `config` (which runs the rules' `validateConfig`,
 * so an impossible combination is refused there). Returns the configuration and the rules choice for the record
 * (`options` holds the other fields too). Throws the engine's `ConfigError` naming the option, or `PresetModeError` for
 * a preset made for another mode than `flags.mode`.
 */
export function configure(kit: GameKit, flags: GameFlags): { readonly config: unknown; readonly rules: RulesChoice } {
  const { options, others } = splitOptions(kit.options, flags.set);
  const rules = rulesChoice(kit.options, flags.preset, options, flags.mode);
  const set = { ...rules.options, ...others };
  const config = kit.config({ ...flags, preset: undefined, set });
  const played = { ...optionsOfConfig(kit.options, config), ...others };
  return { config, rules: { ...rules, options: Object.freeze(played) } };
}

/**
 * The sparse option values a validated configuration plays (each catalogue option whose value in `config` differs
 * from its default): what a record's rules line says, so that it names options set by flags of their own (`--pong`,
 * `--decks`) too, and agrees with the configuration (`rulesMismatches`).
 */
export function optionsOfConfig(catalogue: OptionCatalogue, config: unknown): Record<string, OptionValue> {
  const c = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  const out: Record<string, OptionValue> = {};
  for (const spec of catalogue.options) {
    if (!Object.hasOwn(c, spec.id)) continue;
    const v = c[spec.id];
    if (v !== spec.default && (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string')) {
      out[spec.id] = v;
    }
  }
  return out;
}

/** `record` with the rules it was played with (absent when `rules` is undefined). */
export function withRules(record: GameRecord, rules: RulesChoice | undefined): GameRecord {
  return rules ? { ...record, rules } : record;
}

/**
 * The rules a record or a room says it was played with, checked for shape only (a record of an older catalogue may
 * name options that are gone). Returns undefined for anything that is not a rules choice. Never throws.
 */
export function readRules(v: unknown): RulesChoice | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const r = v as Record<string, unknown>;
  if (typeof r.preset !== 'string' || typeof r.presetVersion !== 'number') return undefined;
  const o = r.options;
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return undefined;
  for (const x of Object.values(o)) if (!['number', 'boolean', 'string'].includes(typeof x)) return undefined;
  return { preset: r.preset, presetVersion: r.presetVersion, options: o as OptionValues };
}
