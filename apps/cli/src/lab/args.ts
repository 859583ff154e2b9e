/**
 * `shaju lab`'s own flags (the flags it shares with `simulate` are parsed by ../args.ts, which hands them here):
 * `--workers N`, `--only parts`, `--out DIR`, `--search FILE`, `--json`. Mistakes are `UsageError`s (exit 2).
 */
import { availableParallelism } from 'node:os';
import { type ArmRules, PARTS, type Part, safeUrl } from '@shaju/lab';
import { UsageError } from '../errors.ts';
import { msg } from '../i18n.ts';
import type { GameEntry, Lang } from '../types.ts';
import { checkQueueName, checkRedisUrl } from './redis-url.ts';
import { parseSensitivity, type SensitivityFlags } from './sensitivity-flags.ts';

/** Most worker threads `--workers` accepts. */
export const MAX_WORKERS = 256;

/** What ../args.ts parsed of a `shaju lab` command line (the flags it shares with `simulate`). */
export interface LabBase {
  readonly games: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly mode: string | undefined;
  readonly rules: ArmRules;
  readonly lang: Lang;
  readonly noColor: boolean;
}

/** `shaju lab`: every option checked. */
export interface LabOptions extends LabBase {
  readonly cmd: 'lab';
  readonly entry: GameEntry;
  readonly workers: number;
  readonly only: readonly Part[];
  readonly out: string;
  /** `--search FILE` (read when the run starts), or undefined. */
  readonly search: string | undefined;
  readonly json: boolean;
  /** The command line as typed, for the reports (`npx shaju lab …`). */
  readonly command: string;
  /** `--search-games N` and `--importance-games N`: games of the costly arms (undefined: experiments.ts defaults). */
  readonly searchGames: number | undefined;
  readonly importanceGames: number | undefined;
  /** `--redis URL`: the batches go to `shaju lab worker`s through Redis (distributed.ts) instead of worker threads. */
  readonly redis: string | undefined;
  /** `--prefix P` and `--queue Q` with `--redis`: where the batches are posted (the workers' own; undefined: defaults). */
  readonly prefix: string | undefined;
  readonly queue: string | undefined;
  /** `--sensitivity` and its flags (sensitivity-flags.ts), or undefined. */
  readonly sensitivity: SensitivityFlags | undefined;
}

/** An integer flag value in [lo, hi]. Throws `UsageError`. */
function intFlag(flag: string, text: string, lo: number, hi: number, lang: Lang): number {
  const m = msg(lang).err;
  if (!/^\s*\d+\s*$/.test(text)) throw new UsageError(m.notInt(flag, text), 'lab');
  const v = Number(text.trim());
  if (v < lo || v > hi) throw new UsageError(m.outOfRange(flag, lo, hi, text.trim()), 'lab');
  return v;
}

/** `--only a,b`: parts of the report among `PARTS`. Throws `UsageError` for an unknown or empty part. */
function onlyFlag(text: string | undefined, lang: Lang): Part[] {
  if (text === undefined) return [...PARTS];
  const out: Part[] = [];
  for (const w of text.split(',').map((x) => x.trim().toLowerCase())) {
    if (!(PARTS as readonly string[]).includes(w))
      throw new UsageError(msg(lang).err.badWord('--only', w, PARTS.join(', ')), 'lab');
    if (!out.includes(w as Part)) out.push(w as Part);
  }
  return out;
}

/** An argument quoted for a POSIX shell when it needs it. */
export function shellQuote(a: string): string {
  return /^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`;
}

/** A command line as one would type it again (arguments with spaces or quotes quoted). */
function commandText(argv: readonly string[]): string {
  const quote = shellQuote;
  // A Redis URL's password never reaches a report.
  return ['npx', 'shaju', ...argv.map((a) => quote(safeUrl(a)))].join(' ');
}

/** Checks `shaju lab`'s own flags. Throws `UsageError`. */
export function parseLab(
  entry: GameEntry,
  values: Readonly<Record<string, string | boolean | undefined>>,
  base: LabBase,
  argv: readonly string[],
): LabOptions {
  const { lang } = base;
  const w = values.workers;
  const workers =
    typeof w === 'string'
      ? intFlag('--workers', w, 1, MAX_WORKERS, lang)
      : Math.max(1, Math.min(MAX_WORKERS, availableParallelism()));
  const out = typeof values.out === 'string' ? values.out : 'lab-out';
  if (out.trim() === '') throw new UsageError(msg(lang).err.flagNeedsValue('--out'), 'lab');
  const games = (flag: string): number | undefined => {
    const v = values[flag.slice(2)];
    return typeof v === 'string' ? intFlag(flag, v, 1, base.games, lang) : undefined;
  };
  return {
    ...base,
    cmd: 'lab',
    searchGames: games('--search-games'),
    importanceGames: games('--importance-games'),
    entry,
    workers,
    only: onlyFlag(values.only as string | undefined, lang),
    out,
    search: typeof values.search === 'string' ? values.search : undefined,
    json: values.json === true,
    command: commandText(argv),
    redis: typeof values.redis === 'string' ? checkRedisUrl(values.redis, lang, 'lab') : undefined,
    prefix: checkQueueName('--prefix', values.prefix as string | undefined, lang, 'lab'),
    queue: checkQueueName('--queue', values.queue as string | undefined, lang, 'lab'),
    sensitivity: parseSensitivity(entry, values, base.games, lang),
  };
}
