/**
 * The command line's words for a refused rule option (the engine's `ConfigError`, packages/engine/src/errors.ts): one
 * language throughout (the run's `--lang`), the option named as the user wrote it (`--set deck.x=9`, or the key and
 * the name of the preset file it came from), its label, what it accepts and what to do. Nothing here names a game or
 * an option: the words come from the game's catalogue (packages/engine/src/options.ts).
 */
import { type ConfigError, findOption, type OptionSpec, PresetModeError } from '@shaju/engine';
import { closest } from './suggest.ts';
import type { GameEntry, Lang } from './types.ts';

/** Where the user wrote an option value or a preset name: a flag (`--set id=value`, `--preset p`) or a key of a file. */
export type RulesOrigin =
  | { readonly kind: 'flag'; readonly flag: string; readonly text: string }
  | { readonly kind: 'file'; readonly file: string; readonly key: string; readonly value: unknown };

/** Where each value of a rules choice came from: option values by id, and the preset name. */
export interface RulesOrigins {
  readonly values: ReadonlyMap<string, RulesOrigin>;
  readonly preset?: RulesOrigin | undefined;
}

/** No origins known (the values came from the program, e.g. a variant search's own choices). */
export const NO_ORIGINS: RulesOrigins = { values: new Map() };

/** An origin as the user wrote it: `--set id=value`, or `"id": value in FILE`. */
function written(o: RulesOrigin, lang: Lang): string {
  if (o.kind === 'flag') return `${o.flag} ${o.text}`;
  const kv = `"${o.key}": ${JSON.stringify(o.value)}`;
  return lang === 'zh' ? `${o.file} 中的 ${kv}` : `${kv} in ${o.file}`;
}

/** The value as the user wrote it (the text after `=`, or the file's JSON value). */
function givenValue(o: RulesOrigin | undefined): string | undefined {
  if (!o) return undefined;
  if (o.kind === 'file') return JSON.stringify(o.value);
  const i = o.text.indexOf('=');
  return i < 0 ? o.text : o.text.slice(i + 1);
}

/** How to write `id` = `value` the way the user wrote the faulty one (flag or file key). */
function example(o: RulesOrigin | undefined, id: string, value: string | number | boolean): string {
  if (o?.kind === 'file') return `"${id}": ${JSON.stringify(value)}`;
  return `--set ${id}=${String(value)}`;
}

const WORDS = {
  en: {
    option: (s: OptionSpec) => `${s.id} (${s.label.en})`,
    accepts: (s: OptionSpec): string => {
      if (s.type === 'int') return `a whole number from ${s.min} to ${s.max} (default ${s.default})`;
      if (s.type === 'bool') return `true or false (default ${s.default})`;
      const choices = s.values.map((c) => `${c.id} (${c.label.en})`).join(', ');
      return `one of ${choices} (default ${s.default})`;
    },
    notInt: (v: string) => `${v} is not a whole number.`,
    notBool: (v: string) => `${v} is not true or false.`,
    notChoice: (v: string) => `${v} is not one of the choices.`,
    badValue: 'A value of the wrong type.',
    outOfRange: (v: string | undefined) => (v === undefined ? 'Out of range.' : `${v} is out of range.`),
    takes: (opt: string, acc: string) => `${opt} takes ${acc}.`,
    tryThis: (ex: string) => `Write e.g. ${ex}.`,
    boolFlag: ' (on/off and 1/0 also work with --set)',
    noOption: (game: string, id: string) => `${game} has no option "${id}".`,
    didYouMean: (opt: string) => `Did you mean ${opt}?`,
    listThem: (game: string) => `List the options with: npx shaju options ${game} --lang en`,
    noPreset: (game: string, p: string) => `${game} has no preset "${p}".`,
    knownPresets: (known: string) => `Use one of the known presets: ${known}.`,
    presetMode: (p: string, modes: string, mode: string) =>
      `the preset ${p} is made for the ${modes} mode, not ${mode}: choose another preset, or that mode.`,
    impossible: (reason: string) => `these rules cannot make a game: ${reason}.`,
    atFault: (opt: string, how: string) => `The rules point at ${opt}${how}.`,
    setBy: (w: string) => `, set by ${w}`,
    change: (list: string) =>
      list ? `Change it or another option you set (${list}).` : 'Change it, or the player count.',
    bad: (what: string) => `bad rule option: ${what}`,
    join: ' ',
    field: (f: string) => (f ? `the field ${f}: ` : 'the configuration: '),
  },
  zh: {
    option: (s: OptionSpec) => `${s.id}（${s.label.zh}）`,
    accepts: (s: OptionSpec): string => {
      if (s.type === 'int') return `${s.min} 到 ${s.max} 之间的整数（默认 ${s.default}）`;
      if (s.type === 'bool') return `true 或 false（默认 ${s.default}）`;
      const choices = s.values.map((c) => `${c.id}（${c.label.zh}）`).join('、');
      return `以下之一：${choices}（默认 ${s.default}）`;
    },
    notInt: (v: string) => `${v} 不是整数。`,
    notBool: (v: string) => `${v} 不是 true 或 false。`,
    notChoice: (v: string) => `${v} 不在可选值之中。`,
    badValue: '值的类型不对。',
    outOfRange: (v: string | undefined) => (v === undefined ? '超出范围。' : `${v} 超出范围。`),
    takes: (opt: string, acc: string) => `${opt}取值为 ${acc}。`,
    tryThis: (ex: string) => `例如写 ${ex}。`,
    boolFlag: '（--set 也接受 on/off 与 1/0）',
    noOption: (game: string, id: string) => `${game} 没有选项「${id}」。`,
    didYouMean: (opt: string) => `是不是 ${opt}？`,
    listThem: (game: string) => `列出全部选项：npx shaju options ${game}。`,
    noPreset: (game: string, p: string) => `${game} 没有预设「${p}」。`,
    knownPresets: (known: string) => `请从已有的预设中选一个：${known}。`,
    presetMode: (p: string, modes: string, mode: string) =>
      `预设 ${p} 只用于${modes}，不用于${mode}：请换一个预设，或换成该模式。`,
    impossible: (reason: string) => `这组规则无法开局（规则的说明，英文：${reason}）。`,
    atFault: (opt: string, how: string) => `规则指出的选项：${opt}${how}。`,
    setBy: (w: string) => `，由 ${w} 设定`,
    change: (list: string) => (list ? `请修改它或你设定的其他选项（${list}）。` : '请修改它或人数。'),
    bad: (what: string) => `规则选项错误：${what}`,
    join: '',
    field: (f: string) => (f ? `字段 ${f}：` : '配置：'),
  },
} as const;

/** The reason of a `ConfigError` without the engine's `config.<field>: ` prefix. */
export function configReason(e: ConfigError): string {
  const prefix = e.field ? `config.${e.field}: ` : 'config: ';
  return e.message.startsWith(prefix) ? e.message.slice(prefix.length) : e.message;
}

/** A value of the wrong type or out of range: what was wrong, what the option takes, an example. */
function valueProblem(e: ConfigError, spec: OptionSpec, origin: RulesOrigin | undefined, lang: Lang): string[] {
  const w = WORDS[lang];
  const v = givenValue(origin);
  let what: string;
  let ex: string | number | boolean = spec.default;
  if (e.code === 'out_of_bounds') {
    what = w.outOfRange(v);
    const n = Number(v);
    if (spec.type === 'int' && Number.isFinite(n)) ex = Math.min(spec.max, Math.max(spec.min, n));
  } else if (v === undefined) what = w.badValue;
  else what = spec.type === 'int' ? w.notInt(v) : spec.type === 'bool' ? w.notBool(v) : w.notChoice(v);
  const accepts = w.accepts(spec) + (spec.type === 'bool' && origin?.kind !== 'file' ? w.boolFlag : '');
  return [what, w.takes(w.option(spec), accepts), w.tryThis(example(origin, spec.id, ex))];
}

/** The options the user set, as written (for an impossible combination). */
function writtenList(origins: RulesOrigins, except: string, lang: Lang): string {
  const out: string[] = [];
  for (const [id, o] of origins.values) if (id !== except) out.push(written(o, lang));
  return out.join(lang === 'zh' ? '、' : ', ');
}

/**
 * The message of a refused rules choice (a `ConfigError` from `resolveOptions`, `parseOptionText` or the game's
 * `validateConfig`) in `lang`: who is at fault as the user wrote it (`origins`), the option's label, what it accepts
 * (bounds, choices, default), and what to do. Codes `unknown_option`, `bad_type`, `out_of_bounds`, `impossible`,
 * `unknown_preset`; any other refusal gives the field and the rules' reason.
 */
export function optionErrorText(e: ConfigError, entry: GameEntry, origins: RulesOrigins, lang: Lang): string {
  const w = WORDS[lang];
  const origin = e.code === 'unknown_preset' ? origins.preset : origins.values.get(e.field);
  const head = origin ? `${written(origin, lang)}${lang === 'zh' ? '：' : ': '}` : '';
  const spec = findOption(entry.options, e.field);
  const sentence = (parts: readonly string[]) => w.bad(head + parts.join(w.join));
  switch (e.code) {
    case 'unknown_option': {
      const near = closest(
        e.field,
        entry.options.options.map((o) => o.id),
      );
      const nearSpec = near === undefined ? undefined : findOption(entry.options, near);
      const mean = nearSpec ? [w.didYouMean(w.option(nearSpec))] : [];
      return sentence([w.noOption(entry.id, e.field), ...mean, w.listThem(entry.id)]);
    }
    case 'unknown_preset': {
      // The name as written; without an origin, the one the engine's message quotes (findPreset).
      const quoted = /"([^"]*)"/.exec(e.message)?.[1] ?? e.field;
      const name = origin?.kind === 'flag' ? origin.text : origin ? String(origin.value) : quoted;
      const known = entry.options.presets.map((p) => p.id);
      const near = closest(name, known);
      const mean = near ? [w.didYouMean(near)] : [];
      return sentence([w.noPreset(entry.id, name), ...mean, w.knownPresets(known.join(', '))]);
    }
    case 'bad_type':
    case 'out_of_bounds':
      if (spec) return sentence(valueProblem(e, spec, origin, lang));
      break;
    case 'impossible': {
      // A preset made for other modes (Preset.modes): named with the modes' titles, and what to do.
      if (e instanceof PresetModeError) {
        const title = (id: string) => entry.manifest.modes.find((m) => m.id === id)?.title[lang] ?? id;
        const modes = e.modes.map(title).join(lang === 'zh' ? '、' : ', ');
        return w.bad(w.presetMode(e.preset, modes, title(e.mode)));
      }
      const at = spec ? w.option(spec) : e.field;
      const how = origin ? w.setBy(written(origin, lang)) : '';
      const list = writtenList(origins, origin ? e.field : '', lang);
      const reason = configReason(e);
      return w.bad([w.impossible(reason), w.atFault(at, how), w.change(list)].join(w.join));
    }
  }
  return w.bad(`${head || w.field(e.field)}${configReason(e)}`);
}
