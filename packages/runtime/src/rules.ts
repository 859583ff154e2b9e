import {
  checkPresetMode,
  findOption,
  findPreset,
  type GameRecord,
  type OptionCatalogue,
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
  const r = resolveOptions(catalogue, { preset, set });
  return { preset: r.preset, presetVersion: findPreset(catalogue, r.preset).version, options: r.values };
}

/**
 * Splits configuration fields into the catalogue's options and the other fields (older configuration fields a game
 * has not listed as options yet; its `validateConfig` checks them).
 */
export function splitOptions(
  catalogue: OptionCatalogue,
  fields: OptionValues | undefined,
): { readonly options: Record<string, OptionValue>; readonly others: Record<string, OptionValue> } {
  const options: Record<string, OptionValue> = {};
  const others: Record<string, OptionValue> = {};
  for (const [k, v] of Object.entries(fields ?? {})) {
    if (findOption(catalogue, k)) options[k] = v;
    else others[k] = v;
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
  return { config, rules: { ...rules, options: Object.freeze(set) } };
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
