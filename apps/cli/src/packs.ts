/**
 * `--pack PATH` (docs/packs.md): a pack of content entries read from a JSON file (`{ id, name, entries }`) or from a
 * folder holding `pack.json` (`{ id, name, files: [...] }`, each file one entry or a list of entries, beside it), and
 * checked by the game's content schema (`GameContent.checkPack`). A bad pack is a usage error (exit 2) naming the file
 * and the JSON path of each problem.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { UsageError } from './errors.ts';
import type { GameEntry, Lang } from './types.ts';

/** The problems shown of a bad pack (the rest are counted). */
const SHOWN = 5;

function words(lang: Lang) {
  return lang === 'zh'
    ? {
        notForGame: (game: string) => `${game} 不支持 --pack（没有内容包）`,
        missing: (p: string) => `内容包 ${p}：找不到该文件或文件夹`,
        notJson: (p: string, why: string) => `内容包 ${p}：不是有效的 JSON（${why}）`,
        files: (p: string) => `内容包 ${p}：files 应为文件名列表`,
        bad: (p: string, list: string, more: number) =>
          `内容包 ${p} 有误：\n${list}${more > 0 ? `\n  ……另有 ${more} 处` : ''}`,
      }
    : {
        notForGame: (game: string) => `${game} takes no --pack (it has no content packs)`,
        missing: (p: string) => `pack ${p}: no such file or folder`,
        notJson: (p: string, why: string) => `pack ${p}: not valid JSON (${why})`,
        files: (p: string) => `pack ${p}: files must be a list of file names`,
        bad: (p: string, list: string, more: number) =>
          `pack ${p} is not valid:\n${list}${more > 0 ? `\n  … and ${more} more` : ''}`,
      };
}

function readJson(file: string, shown: string, lang: Lang, cmd: string): unknown {
  if (!existsSync(file)) throw new UsageError(words(lang).missing(shown), cmd);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(words(lang).notJson(shown, (e as Error).message), cmd);
  }
}

/**
 * The pack at `path` as plain data: a JSON file, or a folder's `pack.json` whose `files` (paths beside it) become its
 * `entries`, in order. Throws `UsageError` for a missing file or bad JSON.
 */
export function loadPack(path: string, lang: Lang, cmd: string): unknown {
  if (!existsSync(path)) throw new UsageError(words(lang).missing(path), cmd);
  const dir = statSync(path).isDirectory();
  const file = dir ? join(path, 'pack.json') : path;
  const pack = readJson(file, file, lang, cmd);
  if (typeof pack !== 'object' || pack === null || Array.isArray(pack)) return pack;
  const o = pack as Record<string, unknown>;
  if (o.files === undefined) return pack;
  if (!Array.isArray(o.files) || !o.files.every((f) => typeof f === 'string'))
    throw new UsageError(words(lang).files(file), cmd);
  const base = dirname(file);
  const entries: unknown[] = Array.isArray(o.entries) ? [...o.entries] : [];
  for (const f of o.files as string[]) {
    const v = readJson(join(base, f), join(base, f), lang, cmd);
    if (Array.isArray(v)) entries.push(...v);
    else entries.push(v);
  }
  const { files: _files, ...rest } = o;
  return { ...rest, entries };
}

/**
 * The packs of `--pack` (each path once, in order), read and checked; undefined when none is given. Throws
 * `UsageError` (exit 2) for a game without packs, a missing file, bad JSON, or a pack the schema refuses (every
 * problem with its JSON path, e.g. `entries[0].use.effect[0].amount`).
 */
export function readPacks(
  entry: GameEntry,
  paths: readonly string[] | undefined,
  lang: Lang,
  cmd: string,
): readonly unknown[] | undefined {
  if (paths === undefined || paths.length === 0) return undefined;
  const check = entry.content?.checkPack;
  if (!check) throw new UsageError(words(lang).notForGame(entry.id), cmd);
  return paths.map((path) => {
    const pack = loadPack(path, lang, cmd);
    const problems = check(pack);
    if (problems.length > 0) {
      const list = problems
        .slice(0, SHOWN)
        .map((p) => `  ${p.path}: ${p.message}`)
        .join('\n');
      throw new UsageError(words(lang).bad(path, list, problems.length - SHOWN), cmd);
    }
    return pack;
  });
}
