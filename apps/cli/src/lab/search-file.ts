/**
 * The search file of `shaju lab GAME --search FILE` (the search itself: @shaju/lab `runVariantSearch`): a JSON file
 * naming options with candidate values (every combination, `options`) or listing variants (`variants`), and an
 * objective (weights over the metrics of `METRICS`), read and checked here with the command line's words.
 *
 * Example (shape of `examples/variants.example.json`):
 * `{ "objective": { "spread": -1, "drawRate": -1 }, "options": { "<option id>": [40, 50, 60] }, "games": 200 }`.
 */
import { readFileSync } from 'node:fs';
import { METRICS, type SearchPlan, type Value } from '@shaju/lab';
import { UsageError } from '../errors.ts';
import { msg } from '../i18n.ts';
import type { RulesOrigin } from '../option-errors.ts';
import { configureOrUsage } from '../options.ts';
import type { Lang } from '../types.ts';
import type { LabOptions } from './args.ts';

/** A bad search file's message (`why`: its reason in `lang`, from the CLI's strings). */
function bad(lang: Lang, file: string, why: string): UsageError {
  return new UsageError(msg(lang).err.badVariants(file, why), 'lab');
}

/** Every combination of the candidate values, in the file's order (the last option varies fastest). */
function cartesian(options: Readonly<Record<string, readonly Value[]>>): Record<string, Value>[] {
  let out: Record<string, Value>[] = [{}];
  for (const [k, values] of Object.entries(options)) out = out.flatMap((v) => values.map((x) => ({ ...v, [k]: x })));
  return out;
}

/** A positive integer field of the file, or its default. */
function count(o: Record<string, unknown>, key: string, dflt: number, lang: Lang, file: string): number {
  const v = o[key];
  if (v === undefined) return dflt;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 10_000_000)
    throw bad(lang, file, msg(lang).err.variantsCount(key));
  return v;
}

/**
 * Reads and checks a search file: the objective names known metrics with finite weights; every variant is a valid
 * configuration of the game (checked like `--set`, at every player count of the run). Throws `UsageError` (exit 2).
 */
export function readSearchPlan(file: string, c: LabOptions): SearchPlan {
  const { lang } = c;
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const m = (e as Error).message;
    const err = msg(lang).err;
    const why =
      code === 'ENOENT'
        ? err.variantsMissing(m)
        : code === undefined
          ? err.variantsNotJson(m)
          : err.variantsUnreadable(code, m);
    throw bad(lang, file, why);
  }
  if (typeof o !== 'object' || o === null || Array.isArray(o)) throw bad(lang, file, msg(lang).err.variantsNotObject);
  const obj = o.objective as Record<string, unknown> | undefined;
  if (typeof obj !== 'object' || obj === null || Object.keys(obj).length === 0)
    throw bad(lang, file, msg(lang).err.variantsObjective(METRICS));
  for (const [k, w] of Object.entries(obj)) {
    if (!(METRICS as readonly string[]).includes(k))
      throw bad(lang, file, msg(lang).err.variantsUnknownMetric(k, METRICS));
    if (typeof w !== 'number' || !Number.isFinite(w)) throw bad(lang, file, msg(lang).err.variantsWeight(k));
  }
  const listed = (o.variants ?? []) as Record<string, Value>[];
  const options = (o.options ?? {}) as Record<string, Value[]>;
  if (!Array.isArray(listed) || typeof options !== 'object' || Array.isArray(options))
    throw bad(lang, file, msg(lang).err.variantsShape);
  for (const [k, v] of Object.entries(options))
    if (!Array.isArray(v) || v.length === 0) throw bad(lang, file, msg(lang).err.variantsEmptyList(k));
  const found = [...(Object.keys(options).length > 0 ? cartesian(options) : []), ...listed];
  if (found.length === 0) throw bad(lang, file, msg(lang).err.variantsNone);
  // Variants are told apart by the rules they play (sparse: a value equal to its default is the rules as given).
  const rulesKey = (v: Readonly<Record<string, Value>>): string => {
    let key = '';
    for (const n of [c.minPlayers, c.maxPlayers]) {
      const set = { ...c.rules.set, ...v };
      const values = new Map<string, RulesOrigin>();
      for (const [key, value] of Object.entries(v)) values.set(key, { kind: 'file', file, key, value });
      const { rules } = configureOrUsage(
        c.entry,
        { players: n, mode: c.mode, preset: c.rules.preset, set },
        lang,
        'lab',
        { values },
      );
      key = JSON.stringify(Object.entries(rules.options).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
    }
    return key;
  };
  const variants: Record<string, Value>[] = [{}];
  const seen = new Set([rulesKey({})]);
  for (const v of found) {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw bad(lang, file, msg(lang).err.variantNotObject);
    const key = rulesKey(v);
    if (seen.has(key)) continue;
    seen.add(key);
    // Only what the variant changes is kept (a candidate value that is already the rules' changes nothing): the
    // report and the preset file then say what the variant does.
    const kept: Record<string, Value> = { ...v };
    for (const k of Object.keys(v)) {
      const { [k]: _, ...without } = kept;
      if (rulesKey(without) === key) delete kept[k];
    }
    variants.push(kept);
  }
  const games = count(o, 'games', 200, lang, file);
  const rounds = count(o, 'rounds', Math.ceil(Math.log2(variants.length)) + 1, lang, file);
  return { objective: obj as SearchPlan['objective'], variants, games, rounds, keep: count(o, 'keep', 3, lang, file) };
}
