/**
 * `shaju content <game> [--json | --schema]`: a game's content as data (docs/content.md) — every entry of its seed
 * content (cards, skills, characters, identities, modes) — as a summary, as JSON (`--json`: the entries themselves), or
 * the JSON Schema one entry follows (`--schema`, for editors and packs). Reads the kit's `content` (GameKit).
 */
import type { GameContent } from '@shaju/runtime';
import type { Command } from './commands.ts';
import { UsageError } from './errors.ts';
import type { GameEntry, Lang } from './types.ts';

/** The words of the command, per language. */
const WORDS = {
  zh: {
    usage: [
      '用法：shaju content <游戏> [--json | --schema]',
      '',
      '列出游戏的全部内容条目（卡牌、技能、人物、身份、模式），每条都是声明式数据。',
      '  --json     以 JSON 输出全部条目（与卡包同一格式）',
      '  --schema   输出条目的 JSON Schema（编辑器和卡包校验用）',
    ],
    none: (game: string) => `${game} 没有内容条目`,
    both: '--json 与 --schema 只能选一个',
    heading: (game: string, n: number) => `${game}：${n} 个内容条目`,
    kind: (k: string, n: number) => `${KIND_ZH[k] ?? k}（${n}）`,
  },
  en: {
    usage: [
      'Usage: shaju content <game> [--json | --schema]',
      '',
      "Lists a game's content entries (cards, skills, characters, identities, modes), each one declarative data.",
      '  --json     print every entry as JSON (the format packs use)',
      '  --schema   print the JSON Schema of an entry (for editors and pack checks)',
    ],
    none: (game: string) => `${game} has no content entries`,
    both: 'give --json or --schema, not both',
    heading: (game: string, n: number) => `${game}: ${n} content entries`,
    kind: (k: string, n: number) => `${k}s (${n})`,
  },
} as const;

const KIND_ZH: Readonly<Record<string, string>> = {
  card: '卡牌',
  skill: '技能',
  character: '人物',
  identity: '身份',
  mode: '模式',
};

/** What `shaju content` prints, from its flags. Throws `UsageError` for `--json` with `--schema`. */
export function contentHow(values: Record<string, unknown>, lang: Lang): 'summary' | 'json' | 'schema' {
  if (values.schema === true && values.json === true) throw new UsageError(WORDS[lang].both, 'content');
  return values.schema === true ? 'schema' : values.json === true ? 'json' : 'summary';
}

/** `shaju options` and `shaju content` parsed: one game and how to print it. */
export function listingCommand(
  cmd: 'options' | 'content',
  values: Record<string, unknown>,
  entry: GameEntry,
  lang: Lang,
  noColor: boolean,
): Command {
  if (cmd === 'options') return { cmd, entry, json: values.json === true, lang, noColor };
  return { cmd, entry, how: contentHow(values, lang), lang, noColor };
}

/** The usage lines of `shaju content`. */
export function contentUsage(lang: Lang): string[] {
  return [...WORDS[lang].usage];
}

/** The game's content, or null when it keeps none. */
export function contentOf(entry: GameEntry): GameContent | null {
  return entry.content ?? null;
}

/** What `shaju content` prints: the JSON Schema, the entries as JSON, or a summary by kind (id, names). */
export function contentLines(entry: GameEntry, how: 'summary' | 'json' | 'schema', lang: Lang): string[] {
  const c = contentOf(entry);
  const w = WORDS[lang];
  if (!c) return [w.none(entry.title[lang])];
  if (how === 'schema') return [JSON.stringify(c.jsonSchema(), null, 2)];
  const entries = c.entries() as readonly { kind?: string; id?: string; name?: { zh?: string; en?: string } }[];
  if (how === 'json') return [JSON.stringify(entries, null, 2)];
  const out = [w.heading(entry.title[lang], entries.length)];
  const kinds = [...new Set(entries.map((e) => e.kind ?? '?'))];
  for (const k of kinds) {
    const of = entries.filter((e) => (e.kind ?? '?') === k);
    out.push('', w.kind(k, of.length));
    for (const e of of) out.push(`  ${(e.id ?? '?').padEnd(28)} ${e.name?.zh ?? ''} · ${e.name?.en ?? ''}`);
  }
  return out;
}
