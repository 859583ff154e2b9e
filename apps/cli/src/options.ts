/**
 * Rule options on the command line, for any game of the catalogue (packages/engine/src/options.ts): `shaju options
 * GAME [--json]` lists the catalogue, `--preset NAME` and `--set id=value` choose the rules of `play`, `simulate` and
 * `connect`. Nothing here names a game or an option: everything comes from the game's `options` catalogue.
 */
import {
  ConfigError,
  findOption,
  findPreset,
  isReservedId,
  type OptionCatalogue,
  type OptionSpec,
  type OptionValue,
  parseOptionText,
  presetChanges,
  type RulesChoice,
} from '@shaju/engine';
import { configure, inertOptions, rulesChoice, splitOptions } from '@shaju/runtime';
import { UsageError } from './errors.ts';
import { msg } from './i18n.ts';
import { readPresetFile } from './lab/preset-file.ts';
import { configReason, NO_ORIGINS, optionErrorText, type RulesOrigin, type RulesOrigins } from './option-errors.ts';
import { optionWords } from './options-i18n.ts';
import { readPacks } from './packs.ts';
import type { GameEntry, GameFlags, Lang } from './types.ts';

/** `--set` values by option id (or, for a field a game has not listed as an option yet, configuration field). */
export type ConfigOverrides = Readonly<Record<string, number | boolean | string>>;

/** Fields that have flags of their own (so `--set` does not compete with them): looked up as own keys only. */
const OWN_FLAGS: Readonly<Record<string, string>> = Object.freeze({
  players: '--players',
  mode: '--mode',
  decks: '--decks',
  pong: '--pong',
});

/** A `ConfigError` as a usage error (exit 2) naming the option as the user wrote it (option-errors.ts). */
function optionError(e: ConfigError, entry: GameEntry, origins: RulesOrigins, lang: Lang, cmd: string): UsageError {
  return new UsageError(optionErrorText(e, entry, origins, lang), cmd);
}

/**
 * Parses `--set id=value` arguments against the game's catalogue: an option's value with `parseOptionText` (its type
 * and bounds); an id that is not an option is kept as an integer, `true`/`false` or a word for the rules'
 * `validateConfig` to judge (it refuses unknown fields). Returns undefined for none. When `origins` is given, records
 * each id's `--set` text there (for the messages of later checks). Throws `UsageError` naming the option (exit 2): for
 * a bad value, an id set twice (the last would otherwise win without a word), or a reserved name (`__proto__`,
 * `constructor`, `toString`…: engine `isReservedId`).
 */
export function parseSet(
  entry: GameEntry,
  list: readonly string[] | undefined,
  lang: Lang,
  cmd: string,
  origins: Map<string, RulesOrigin> = new Map(),
): ConfigOverrides | undefined {
  if (!list || list.length === 0) return undefined;
  const w = optionWords(lang);
  const out = new Map<string, OptionValue>();
  const written = new Map<string, string>();
  for (const item of list) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9._-]*)\s*=\s*(\S+)\s*$/.exec(item);
    if (!match) throw new UsageError(w.badSet(item), cmd);
    const [, key, text] = match as unknown as [string, string, string];
    if (isReservedId(key)) throw new UsageError(w.reserved(key), cmd);
    const before = written.get(key);
    if (before !== undefined) throw new UsageError(w.setTwice(key, before, `${key}=${text}`), cmd);
    written.set(key, `${key}=${text}`);
    const own = Object.hasOwn(OWN_FLAGS, key) ? OWN_FLAGS[key] : undefined;
    if (own && !findOption(entry.options, key)) throw new UsageError(w.setOwnFlag(key, own), cmd);
    origins.set(key, { kind: 'flag', flag: '--set', text: `${key}=${text}` });
    const spec = findOption(entry.options, key);
    if (spec) {
      try {
        out.set(key, parseOptionText(spec, text));
      } catch (e) {
        if (e instanceof ConfigError) throw optionError(e, entry, { values: origins }, lang, cmd);
        throw e;
      }
    } else
      out.set(key, /^[+-]?\d+$/.test(text) ? Number(text) : text === 'true' ? true : text === 'false' ? false : text);
  }
  return Object.freeze(Object.fromEntries(out));
}

/**
 * The warnings of a rules choice: every option set (by the preset or the user) while it has no effect under the
 * others, as the catalogue declares (`OptionSpec.dependsOn`; one the catalogue says to refuse is refused by
 * `configure`). One line each, in `lang`. A choice that does not resolve has none (its error is told elsewhere).
 */
export function rulesWarnings(
  entry: GameEntry,
  preset: string | undefined,
  set: ConfigOverrides | undefined,
  mode: string | undefined,
  lang: Lang,
): string[] {
  const w = optionWords(lang);
  try {
    const rules = rulesChoice(entry.options, preset, splitOptions(entry.options, set).options, mode);
    return inertOptions(entry.options, rules.options).map((x) => {
      const d = x.dependency;
      const on = findOption(entry.options, d.id);
      const need = d.is
        ? d.is.map((v) => `${d.id}=${valueText(on, v, lang)}`).join(lang === 'zh' ? ' 或 ' : ' or ')
        : `${d.id} ≠ ${(d.not ?? []).map((v) => valueText(on, v, lang)).join(', ')}`;
      const option = `${x.spec.id}=${valueText(x.spec, x.value, lang)} (${x.spec.label[lang]})`;
      return w.inert(option, need, valueText(on, x.on, lang));
    });
  } catch {
    return [];
  }
}

/**
 * Checks a preset name (`--preset NAME`, or a preset file's `"preset"`: `origin` says which) against the game's
 * presets. Returns undefined for none. Throws `UsageError` (exit 2).
 */
export function parsePreset(
  entry: GameEntry,
  text: string | undefined,
  lang: Lang,
  cmd: string,
  origin: RulesOrigin | undefined = text === undefined ? undefined : { kind: 'flag', flag: '--preset', text },
): string | undefined {
  if (text === undefined) return undefined;
  try {
    return findPreset(entry.options, text.trim()).id;
  } catch (e) {
    if (e instanceof ConfigError) throw optionError(e, entry, { values: new Map(), preset: origin }, lang, cmd);
    throw e;
  }
}

/**
 * The game's configuration and rules choice for `flags` (its preset, then its `--set` values, resolved and checked by
 * the rules' `validateConfig`). `origins` says where the user wrote each value (`--set`, a preset file), for the
 * message. Throws `UsageError` naming the option for anything refused, an impossible combination included (exit 2,
 * before anything runs).
 */
export function configureOrUsage(
  entry: GameEntry,
  flags: GameFlags,
  lang: Lang,
  cmd: string,
  origins: RulesOrigins = NO_ORIGINS,
): { readonly config: unknown; readonly rules: RulesChoice } {
  try {
    return configure(entry, flags);
  } catch (e) {
    if (e instanceof ConfigError) {
      // A pack the rules cannot compile (docs/packs.md): the JSON path in the configuration and why.
      if (e.field.startsWith('packs')) throw new UsageError(e.message.replace(/^config\./, ''), cmd);
      if (e.code === 'invalid' && !findOption(entry.options, e.field)) {
        const reason = configReason(e);
        throw new UsageError(msg(lang).err.config(e.field ? `${e.field}: ${reason}` : reason), cmd);
      }
      throw optionError(e, entry, origins, lang, cmd);
    }
    throw e;
  }
}

/** A value of an option in words (`on`/`off`, an enum choice's label, a number). */
export function valueText(spec: OptionSpec | undefined, v: OptionValue, lang: Lang): string {
  if (typeof v === 'boolean') return v ? optionWords(lang).on : optionWords(lang).off;
  if (spec?.type === 'enum') {
    const c = spec.values.find((x) => x.id === v);
    return c ? `${v} (${c.label[lang]})` : String(v);
  }
  return String(v);
}

/** Bounds or choices of an option in words. */
function boundsText(spec: OptionSpec, lang: Lang): string {
  const w = optionWords(lang);
  if (spec.type === 'int') return w.range(spec.min, spec.max);
  if (spec.type === 'bool') return '';
  return spec.values.map((c) => `${c.id}=${c.label[lang]}`).join(', ');
}

/**
 * `shaju options GAME` in words: every option by group (id, label, type, default, bounds or choices, source, help),
 * then the presets with their versions, descriptions and the values they change. One string per line.
 */
export function optionsLines(entry: GameEntry, lang: Lang): string[] {
  const w = optionWords(lang);
  const cat = entry.options;
  const lines = [w.title(entry.title[lang]), ''];
  for (const g of cat.groups) {
    const opts = cat.options.filter((o) => o.group === g.id);
    lines.push(`[${g.label[lang]}]`);
    if (opts.length === 0) lines.push(`  ${w.groupEmpty}`);
    for (const o of opts) {
      lines.push(
        `  ${o.id} — ${o.label[lang]} (${[w.type[o.type], boundsText(o, lang)].filter(Boolean).join(' ')}; ${w.def} ${valueText(o, o.default, lang)})`,
      );
      lines.push(`      ${o.help[lang]}`);
      lines.push(`      ${w.source}: ${o.source}`);
    }
    lines.push('');
  }
  lines.push(w.presets);
  cat.presets.forEach((p, i) => {
    const ids = Object.keys(p.values);
    lines.push(`  ${p.id}@${p.version} — ${p.title[lang]}${i === 0 ? w.defaultPreset : ''}: ${p.description[lang]}`);
    const vals = ids.map((id) => `${id}=${valueText(findOption(cat, id), p.values[id] as OptionValue, lang)}`);
    lines.push(`      ${w.values(ids.length)}${vals.length ? `: ${vals.join(', ')}` : ''}`);
  });
  lines.push('', w.usageHint(entry.id));
  return lines;
}

/** `shaju options GAME --json`: the game's id and its catalogue as data. */
export function optionsJson(entry: GameEntry): { readonly game: string } & OptionCatalogue {
  return { game: entry.id, ...entry.options };
}

/**
 * The rules of a record or a run in one line: the preset (`id@version`, its title) and each option that differs from
 * it (`id=value`). Options a catalogue no longer lists are shown as given.
 */
export function rulesLine(entry: GameEntry, rules: RulesChoice, lang: Lang): string {
  const w = optionWords(lang);
  const cat = entry.options;
  let title = '';
  let changed: string[];
  try {
    title = ` (${findPreset(cat, rules.preset).title[lang]})`;
    changed = presetChanges(cat, rules.preset, rules.options).map(
      (c) => `${c.spec.id}=${valueText(c.spec, c.value, lang)}`,
    );
  } catch {
    changed = [];
  }
  for (const [k, v] of Object.entries(rules.options)) if (!findOption(cat, k)) changed.push(`${k}=${String(v)}`);
  return w.rules(`${rules.preset}@${rules.presetVersion}${title}`, changed.join(', '));
}

/**
 * The rules flags: `--preset-file F` (its preset and values), then `--preset` and `--set` on top, with where each
 * value came from (for the messages of later checks). Throws `UsageError` for a bad file, preset or option value.
 */
export function rulesFlags(
  entry: GameEntry,
  values: Record<string, string | boolean | undefined>,
  lang: Lang,
  cmd: string,
): {
  set: ConfigOverrides | undefined;
  preset: string | undefined;
  origins: RulesOrigins;
  packs: readonly unknown[] | undefined;
} {
  const file = values['preset-file'] as string | undefined;
  const fromFile = file === undefined ? undefined : readPresetFile(file, entry.id, lang, cmd);
  const origins = new Map<string, RulesOrigin>();
  if (file !== undefined && fromFile)
    for (const [key, value] of Object.entries(fromFile.set ?? {})) origins.set(key, { kind: 'file', file, key, value });
  const setFlags = parseSet(entry, values.set as string[] | undefined, lang, cmd, origins);
  const set = fromFile?.set || setFlags ? { ...fromFile?.set, ...setFlags } : undefined;
  const flag = values.preset as string | undefined;
  const presetOrigin: RulesOrigin | undefined =
    flag !== undefined
      ? { kind: 'flag', flag: '--preset', text: flag }
      : file !== undefined && fromFile?.preset !== undefined
        ? { kind: 'file', file, key: 'preset', value: fromFile.preset }
        : undefined;
  const preset = parsePreset(entry, flag ?? fromFile?.preset, lang, cmd, presetOrigin);
  const packs = readPacks(entry, values.pack as unknown as string[] | undefined, lang, cmd);
  return { set, preset, origins: { values: origins, preset: presetOrigin }, packs };
}
