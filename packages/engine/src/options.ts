import { ConfigError, PresetModeError } from './errors.ts';

/**
 * Rule variants as data: every tunable number, card count, limit and switch of a game is an option with an id, words
 * in both languages, a type, a default, bounds and the seed line or ruling it comes from. A game's rules export one
 * `OptionCatalogue`; its `validateConfig` accepts `{ players, mode?, [optionId]: value }` and checks the option values
 * with `checkOptionValue`. The shells (command line, server, web form) know options only through the catalogue.
 *
 * The **default** of every option is what the seed and the rulings say: a game configured with defaults only is the
 * game as written, and its golden replays keep their hashes.
 */

/** A text in both display languages (the same shape as the runtime's `Text`). */
export interface OptionText {
  readonly zh: string;
  readonly en: string;
}

/** The value of one option. */
export type OptionValue = number | boolean | string;

/** Option values by option id (a sparse set: absent ids take their defaults). */
export type OptionValues = Readonly<Record<string, OptionValue>>;

/** What every option has. */
interface OptionBase {
  /** Stable id, the configuration field it sets, e.g. `dileiDamage`, `deck.sha`, `deathTotal`. Matches `ID`. */
  readonly id: string;
  /** The id of the catalogue group it is listed under (`OptionCatalogue.groups`). */
  readonly group: string;
  /** Short name, e.g. 地雷伤害 / Landmine (地雷) damage (English: Chinese names only in parentheses after a gloss). */
  readonly label: OptionText;
  /** One or two sentences: what it changes and what the default means. */
  readonly help: OptionText;
  /**
   * Where the default comes from, as a reader can open it: a ruling id (`P-G2`, `S-C1`) and/or a quoted seed line
   * (`seed: 减三点体力`), or `design` for a switch the seed does not know (its default keeps the seed's game).
   */
  readonly source: string;
  /**
   * When the option has an effect: every condition must hold (another option's value in play is one of `is`, or none
   * of `not`). A value set while one does not hold changes nothing in the game; the shells refuse it or warn about it,
   * as the condition's `inert` says (packages/runtime/src/rules.ts `inertOptions`).
   */
  readonly dependsOn?: readonly OptionDependency[];
}

/**
 * A condition for an option to have an effect (`OptionBase.dependsOn`): option `id` (of the same catalogue) has one of
 * the values `is`, or none of the values `not`.
 */
export interface OptionDependency {
  readonly id: string;
  readonly is?: readonly OptionValue[];
  readonly not?: readonly OptionValue[];
  /** What a value set while the condition does not hold gets: `warn` (the default) or `refuse` (`impossible`). */
  readonly inert?: 'warn' | 'refuse';
}

/** An integer option within `[min, max]` (inclusive). */
export interface IntOption extends OptionBase {
  readonly type: 'int';
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

/** An on/off option. */
export interface BoolOption extends OptionBase {
  readonly type: 'bool';
  readonly default: boolean;
}

/** One choice of an enum option. */
export interface EnumChoice {
  readonly id: string;
  readonly label: OptionText;
}

/** An option whose value is one id among `values`. */
export interface EnumOption extends OptionBase {
  readonly type: 'enum';
  readonly default: string;
  readonly values: readonly EnumChoice[];
}

/** The description of one option. */
export type OptionSpec = IntOption | BoolOption | EnumOption;

/** A heading under which options are listed (e.g. `deck`, `cards`, `skills`, `limits`, `victory`). */
export interface OptionGroup {
  readonly id: string;
  readonly label: OptionText;
}

/**
 * A named, versioned set of option values, e.g. `seed` (the rulebook as the rulings read it: no values) or
 * `beginner`. `values` is sparse; a preset never sets `players` or `mode`. Bump `version` whenever `values` change, so
 * a record that names `beginner@2` says exactly which rules were played.
 */
export interface Preset {
  readonly id: string;
  readonly version: number;
  readonly title: OptionText;
  readonly description: OptionText;
  readonly values: OptionValues;
  /**
   * The game modes it is made for (a game's mode ids, e.g. `identity`); absent: every mode. A preset measured on one
   * mode (a lab's `balanced`) is not offered for another (`presetsFor`), and a configuration asking for it is refused.
   */
  readonly modes?: readonly string[];
}

/** Every option and preset of a game. The first preset is the default one (`seed`). */
export interface OptionCatalogue {
  readonly groups: readonly OptionGroup[];
  readonly options: readonly OptionSpec[];
  readonly presets: readonly Preset[];
}

/** The chosen rules of a game: a preset and the option values set on top of it (both sparse). */
export interface OptionChoice {
  /** A preset id of the catalogue (default: its first preset). */
  readonly preset?: string | undefined;
  /** Option values set on top of the preset, by id. */
  readonly set?: OptionValues | undefined;
}

/** The syntax of an option id: letters, digits, `.`, `_` and `-`, starting with a letter, at most 64 characters. */
export const OPTION_ID = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

/** Each catalogue's options by id, made on first use (a `Map`: an id is never looked up among an object's keys). */
const INDEX = new WeakMap<OptionCatalogue, ReadonlyMap<string, OptionSpec>>();

/**
 * The option `id` of `catalogue`, or undefined: an own entry of the catalogue's index (`toString`, `constructor` or
 * `__proto__` are never found unless the catalogue names them, which `catalogueProblems` refuses).
 */
export function findOption(catalogue: OptionCatalogue, id: string): OptionSpec | undefined {
  let index = INDEX.get(catalogue);
  if (!index) {
    const m = new Map<string, OptionSpec>();
    for (const o of catalogue.options) if (!m.has(o.id)) m.set(o.id, o);
    index = m;
    INDEX.set(catalogue, index);
  }
  return index.get(id);
}

/**
 * Whether `id` is a name no option may have and no lookup may take as one: `__proto__`, `prototype`, or a name every
 * plain object has (`constructor`, `toString`, `hasOwnProperty`…).
 */
export function isReservedId(id: string): boolean {
  return id === '__proto__' || id === 'prototype' || id in Object.prototype;
}

/** The presets of `catalogue` made for game mode `mode` (every preset when `mode` is undefined), in catalogue order. */
export function presetsFor(catalogue: OptionCatalogue, mode: string | undefined): readonly Preset[] {
  if (mode === undefined) return catalogue.presets;
  return catalogue.presets.filter((p) => p.modes === undefined || p.modes.includes(mode));
}

/**
 * Checks that preset `id` of `catalogue` is made for game mode `mode` (`Preset.modes`; undefined: the game's default
 * mode, which every preset serves). Throws `PresetModeError` (a `ConfigError`, `impossible`) naming the modes it is for;
 * `ConfigError` `unknown_preset` for a preset the catalogue does not have.
 */
export function checkPresetMode(catalogue: OptionCatalogue, id: string, mode: string | undefined): void {
  const p = findPreset(catalogue, id);
  if (mode === undefined || p.modes === undefined || p.modes.includes(mode)) return;
  throw new PresetModeError(id, p.modes, mode);
}

/** The preset `id` of `catalogue`. Throws `ConfigError` (`unknown_preset`) naming the known presets. */
export function findPreset(catalogue: OptionCatalogue, id: string): Preset {
  for (const p of catalogue.presets) if (p.id === id) return p;
  const known = catalogue.presets.map((p) => p.id).join(', ');
  throw new ConfigError('preset', `unknown preset ${JSON.stringify(id)} (known: ${known})`, 'unknown_preset');
}

/**
 * Checks one value against its option and returns it. Throws `ConfigError` naming the option: `bad_type` for a value
 * of the wrong type (an integer option wants an integral number, a bool option `true`/`false`, an enum option one of
 * its ids), `out_of_bounds` for a number outside `[min, max]`.
 */
export function checkOptionValue(spec: OptionSpec, v: unknown): OptionValue {
  switch (spec.type) {
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v)) {
        throw new ConfigError(spec.id, `must be an integer, got ${JSON.stringify(v)}`, 'bad_type');
      }
      if (v < spec.min || v > spec.max) {
        throw new ConfigError(spec.id, `must be between ${spec.min} and ${spec.max}, got ${v}`, 'out_of_bounds');
      }
      // -0 becomes 0, so that it compares and serialises like the default it equals.
      return v + 0;
    case 'bool':
      if (typeof v !== 'boolean') {
        throw new ConfigError(spec.id, `must be true or false, got ${JSON.stringify(v)}`, 'bad_type');
      }
      return v;
    case 'enum':
      for (const c of spec.values) if (c.id === v) return v;
      throw new ConfigError(
        spec.id,
        `must be one of ${spec.values.map((c) => c.id).join(', ')}, got ${JSON.stringify(v)}`,
        'bad_type',
      );
  }
}

/**
 * Parses the text of a command-line `--set id=value` for option `spec` (`12`, `true`/`false`/`on`/`off`, an enum id)
 * and checks it. Throws `ConfigError` naming the option (`bad_type`, `out_of_bounds`).
 */
export function parseOptionText(spec: OptionSpec, text: string): OptionValue {
  const t = text.trim();
  switch (spec.type) {
    case 'int':
      if (!/^-?\d+$/.test(t))
        throw new ConfigError(spec.id, `must be an integer, got ${JSON.stringify(text)}`, 'bad_type');
      return checkOptionValue(spec, Number(t));
    case 'bool':
      if (t === 'true' || t === 'on' || t === '1') return true;
      if (t === 'false' || t === 'off' || t === '0') return false;
      throw new ConfigError(spec.id, `must be true or false, got ${JSON.stringify(text)}`, 'bad_type');
    case 'enum':
      return checkOptionValue(spec, t);
  }
}

/**
 * Checks a sparse set of option values: every id must be an option of `catalogue` and every value valid for it.
 * Returns a new frozen object holding only the values that differ from the defaults (the canonical form stored with a
 * game). Throws `ConfigError` naming the option (`unknown_option`, `bad_type`, `out_of_bounds`).
 */
export function checkOptionValues(catalogue: OptionCatalogue, values: unknown): OptionValues {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) {
    throw new ConfigError('', 'options must be an object such as {"id": value}', 'bad_type');
  }
  const out: Record<string, OptionValue> = {};
  for (const [id, v] of Object.entries(values as Record<string, unknown>)) {
    const spec = findOption(catalogue, id);
    if (!spec) throw new ConfigError(id, `unknown option (see the list of options of this game)`, 'unknown_option');
    const checked = checkOptionValue(spec, v);
    if (checked !== spec.default) out[id] = checked;
  }
  return Object.freeze(out);
}

/**
 * The option values a choice means: the preset's values (default preset: the first), then `set` on top, checked and
 * reduced to those that differ from the defaults. Returns `{ preset, values }` with the preset's id. Throws
 * `ConfigError` (`unknown_preset`, `unknown_option`, `bad_type`, `out_of_bounds`). Combinations are checked by the
 * game's `validateConfig`, not here.
 */
export function resolveOptions(
  catalogue: OptionCatalogue,
  choice: OptionChoice = {},
): { readonly preset: string; readonly values: OptionValues } {
  const preset = choice.preset === undefined ? catalogue.presets[0] : findPreset(catalogue, choice.preset);
  if (!preset) throw new ConfigError('preset', 'this game has no presets', 'unknown_preset');
  const values = checkOptionValues(catalogue, { ...preset.values, ...(choice.set ?? {}) });
  return { preset: preset.id, values };
}

/** Every option's default, by id. */
export function optionDefaults(catalogue: OptionCatalogue): Record<string, OptionValue> {
  const out: Record<string, OptionValue> = {};
  for (const o of catalogue.options) out[o.id] = o.default;
  return out;
}

/**
 * The option values a preset means, every option filled in: the defaults with the preset's values on top. Throws
 * `ConfigError` (`unknown_preset`) for a preset the catalogue does not have.
 */
export function presetValues(catalogue: OptionCatalogue, presetId: string): Record<string, OptionValue> {
  return { ...optionDefaults(catalogue), ...findPreset(catalogue, presetId).values };
}

/** One option whose value differs from what a preset gives it (`presetChanges`). */
export interface OptionChange {
  readonly spec: OptionSpec;
  /** The value in play. */
  readonly value: OptionValue;
  /** The value the preset gives (its own or the default). */
  readonly preset: OptionValue;
}

/**
 * The options of sparse `values` (as `resolveOptions` returns them) that differ from what preset `presetId` gives
 * them, in catalogue order: what a lobby or a record lists beside the preset's name. Ids the catalogue does not know
 * are skipped (a record of an older catalogue). Throws `ConfigError` (`unknown_preset`).
 */
export function presetChanges(catalogue: OptionCatalogue, presetId: string, values: OptionValues): OptionChange[] {
  const base = presetValues(catalogue, presetId);
  const out: OptionChange[] = [];
  for (const spec of catalogue.options) {
    const value = Object.hasOwn(values, spec.id) ? (values[spec.id] as OptionValue) : spec.default;
    const preset = base[spec.id] as OptionValue;
    if (value !== preset) out.push({ spec, value, preset });
  }
  return out;
}

/**
 * Checks a catalogue itself (for the games' data tests and the shells' start-up): ids unique and matching `OPTION_ID`,
 * every option in a known group, every default valid for its option (`min ≤ default ≤ max`, `min ≤ max`, an enum
 * default among non-empty unique choices), at least one preset, preset ids unique, and every preset's values valid.
 * Returns the list of problems, one sentence each (empty: the catalogue is sound). Never throws.
 */
export function catalogueProblems(catalogue: OptionCatalogue): string[] {
  const problems: string[] = [];
  const groups = new Set(catalogue.groups.map((g) => g.id));
  if (groups.size !== catalogue.groups.length) problems.push('duplicate group ids');
  const ids = new Set<string>();
  for (const o of catalogue.options) {
    if (!OPTION_ID.test(o.id)) problems.push(`option ${JSON.stringify(o.id)}: id does not match OPTION_ID`);
    if (isReservedId(o.id)) problems.push(`option ${o.id}: a reserved name (every object has it)`);
    if (ids.has(o.id)) problems.push(`option ${o.id}: duplicate id`);
    ids.add(o.id);
    if (!groups.has(o.group)) problems.push(`option ${o.id}: unknown group ${JSON.stringify(o.group)}`);
    if (o.type === 'int' && !(Number.isInteger(o.min) && Number.isInteger(o.max) && o.min <= o.max)) {
      problems.push(`option ${o.id}: bounds must be integers with min ≤ max`);
    }
    if (o.type === 'enum') {
      const choices = new Set(o.values.map((c) => c.id));
      if (choices.size === 0 || choices.size !== o.values.length)
        problems.push(`option ${o.id}: empty or repeated choices`);
    }
    try {
      checkOptionValue(o, o.default);
    } catch (e) {
      problems.push(`option ${o.id}: default ${JSON.stringify(o.default)} refused (${(e as Error).message})`);
    }
  }
  problems.push(...dependencyProblems(catalogue));
  if (catalogue.presets.length === 0) problems.push('no preset (the first preset is the default one)');
  const presets = new Set<string>();
  for (const p of catalogue.presets) {
    if (presets.has(p.id)) problems.push(`preset ${p.id}: duplicate id`);
    presets.add(p.id);
    if (!Number.isInteger(p.version) || p.version < 1) problems.push(`preset ${p.id}: version must be an integer ≥ 1`);
    try {
      checkOptionValues(catalogue, p.values);
    } catch (e) {
      problems.push(`preset ${p.id}: ${(e as Error).message}`);
    }
  }
  return problems;
}

/** The problems of the catalogue's `dependsOn` conditions: an unknown option, a value it cannot take, or no values. */
function dependencyProblems(catalogue: OptionCatalogue): string[] {
  const problems: string[] = [];
  for (const o of catalogue.options) {
    for (const d of o.dependsOn ?? []) {
      const on = findOption(catalogue, d.id);
      if (!on || on.id === o.id) {
        problems.push(`option ${o.id}: depends on ${JSON.stringify(d.id)}, not another option of the catalogue`);
        continue;
      }
      const values = [...(d.is ?? []), ...(d.not ?? [])];
      if (values.length === 0) problems.push(`option ${o.id}: its condition on ${d.id} names no value`);
      for (const v of values) {
        try {
          checkOptionValue(on, v);
        } catch {
          problems.push(`option ${o.id}: its condition on ${d.id} names ${JSON.stringify(v)}, not a value of it`);
        }
      }
    }
  }
  return problems;
}
