/**
 * Preset files: the rules a variant search recommends, as JSON that `--preset-file F` reads (`shaju lab`, `shaju
 * simulate`). The file names its game, the preset its values start from and the option values set on top:
 * `{ "format": "shaju-preset@1", "game": "<id>", "preset": "seed", "set": { "<option id>": 60 }, … }` (other fields,
 * such as an id, words or the figures that chose it, are kept for the reader and ignored here).
 */
import { readFileSync } from 'node:fs';
import { isReservedId } from '@shaju/engine';
import { type ArmRules, PRESET_FORMAT, type PresetFile } from '@shaju/lab';
import { UsageError } from '../errors.ts';
import type { Lang } from '../types.ts';

/** The message of a bad preset file, in `lang`: the file and why, each reason in both languages. */
function bad(lang: Lang, file: string, why: { readonly zh: string; readonly en: string }): string {
  return lang === 'zh' ? `预设文件 ${file} 无效：${why.zh}` : `bad preset file ${file}: ${why.en}`;
}

/** Why a file could not be read, by Node's error code, in Chinese (other codes: the code itself). */
const READ_ERRORS_ZH: Record<string, string> = {
  ENOENT: '文件不存在',
  EACCES: '没有读取它的权限',
  EPERM: '没有读取它的权限',
  EISDIR: '这是一个目录，不是文件',
};

/** A file that cannot be read: Node's message in English, a Chinese reason by its error code. */
function unreadable(e: unknown): { zh: string; en: string } {
  const code = (e as NodeJS.ErrnoException).code ?? '';
  return { zh: READ_ERRORS_ZH[code] ?? `读不到文件（${code || '未知错误'}）`, en: (e as Error).message };
}

/** A file that is not JSON: V8's message in English (on one line: it quotes the text, breaks included). */
function notJson(e: unknown): { zh: string; en: string } {
  return { zh: '不是合法的 JSON', en: (e as Error).message.replace(/\r?\n/g, '\\n') };
}

/**
 * Reads and checks a preset file for game `game`. Returns its rules (preset and option values; the values are checked
 * later with the game's options, like `--set`). Throws `UsageError` (exit 2) for a file that cannot be read, is not
 * JSON, has the wrong shape or names another game.
 */
export function readPresetFile(file: string, game: string, lang: Lang, cmd: string): ArmRules {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(bad(lang, file, unreadable(e)), cmd);
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    throw new UsageError(bad(lang, file, notJson(e)), cmd);
  }
  const twice = duplicateKeys(text);
  if (twice.length > 0)
    throw new UsageError(
      bad(lang, file, {
        zh: `键 ${twice.map((k) => JSON.stringify(k)).join('、')} 出现了两次（只会取最后一个）`,
        en: `the key ${twice.map((k) => JSON.stringify(k)).join(', ')} appears twice (only the last would count)`,
      }),
      cmd,
    );
  const o = v as Partial<PresetFile> | null;
  if (typeof o !== 'object' || o === null || o.format !== PRESET_FORMAT)
    throw new UsageError(
      bad(lang, file, {
        zh: `"format" 须为 "${PRESET_FORMAT}"`,
        en: `"format" must be "${PRESET_FORMAT}"`,
      }),
      cmd,
    );
  if (o.game !== game)
    throw new UsageError(
      bad(lang, file, {
        zh: `它是 ${JSON.stringify(o.game)} 的预设，不是 ${game} 的`,
        en: `it is for ${JSON.stringify(o.game)}, not ${game}`,
      }),
      cmd,
    );
  if (o.preset !== undefined && typeof o.preset !== 'string')
    throw new UsageError(bad(lang, file, { zh: '"preset" 须为字符串', en: '"preset" must be a string' }), cmd);
  const set = o.set;
  if (typeof set !== 'object' || set === null || Array.isArray(set))
    throw new UsageError(
      bad(lang, file, { zh: '"set" 须为选项值的对象', en: '"set" must be an object of option values' }),
      cmd,
    );
  for (const k of Object.keys(set))
    if (isReservedId(k))
      throw new UsageError(
        bad(lang, file, {
          zh: `"set" 中的「${k}」是保留名称，不是任何选项`,
          en: `"${k}" in "set" is a reserved name, never an option`,
        }),
        cmd,
      );
  for (const [k, x] of Object.entries(set))
    if (!['number', 'boolean', 'string'].includes(typeof x))
      throw new UsageError(
        bad(lang, file, {
          zh: `${k} 的值须为数、布尔值或字符串`,
          en: `the value of ${k} must be a number, a boolean or a string`,
        }),
        cmd,
      );
  return { preset: o.preset, set };
}

/**
 * The keys that appear twice in one object of the JSON text `text` (already parsed: `JSON.parse` keeps the last of
 * each and says nothing), in the order met. Reads strings (escapes included), objects and arrays; never throws on
 * valid JSON.
 */
export function duplicateKeys(text: string): string[] {
  const objects: (Set<string> | null)[] = [];
  const found: string[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      const raw = text.slice(i, j + 1);
      i = j + 1;
      let k = i;
      while (k < text.length && /\s/.test(text[k] as string)) k++;
      const top = objects.at(-1);
      if (text[k] === ':' && top) {
        const key = JSON.parse(raw) as string;
        if (top.has(key)) found.push(key);
        else top.add(key);
      }
      continue;
    }
    if (c === '{') objects.push(new Set());
    else if (c === '[') objects.push(null);
    else if (c === '}' || c === ']') objects.pop();
    i++;
  }
  return found;
}
