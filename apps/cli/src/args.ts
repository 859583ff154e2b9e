/**
 * Command-line parsing for `shaju`: subcommand, game, flags and their values, checked against the game registry.
 * Every mistake becomes a `UsageError` with a message in the chosen language (the caller prints it and exits 2).
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '@shaju/engine';
import { UsageError } from './errors.ts';
import { msg } from './i18n.ts';
import { findGame, GAMES } from './registry.ts';
import type { GameEntry, Lang } from './types.ts';

/** Settings every command has. */
export interface CommonOptions {
  readonly lang: Lang;
  /** `--no-color` was given. */
  readonly noColor: boolean;
}

/** `shaju play`. */
export interface PlayOptions extends CommonOptions {
  readonly entry: GameEntry;
  readonly players: number;
  readonly seat: number;
  readonly seed: number;
  /** Whether `--seed` was given (else it came from the clock). */
  readonly seedGiven: boolean;
  /** Bot kinds, dealt to the bot seats in turn. */
  readonly bots: readonly string[];
  readonly decks: number | undefined;
  readonly pong: boolean;
  /** The validated game configuration. */
  readonly config: unknown;
}

/** `shaju simulate`. */
export interface SimulateOptions extends CommonOptions {
  readonly entry: GameEntry;
  readonly games: number;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly json: boolean;
  readonly decks: number | undefined;
  readonly pong: boolean;
}

/** `shaju replay`. */
export interface ReplayOptions extends CommonOptions {
  readonly file: string;
  /** Watch as this seat; null for a spectator. Checked against the record once it is loaded. */
  readonly seat: number | null;
  readonly step: boolean;
}

/** A parsed command line. */
export type Command =
  | ({ readonly cmd: 'help'; readonly topic: string | null } & CommonOptions)
  | ({ readonly cmd: 'play' } & PlayOptions)
  | ({ readonly cmd: 'simulate' } & SimulateOptions)
  | ({ readonly cmd: 'replay' } & ReplayOptions);

/** The subcommands. */
export const COMMANDS = ['play', 'simulate', 'replay', 'help'] as const;

/** Largest seed accepted (seeds are 32-bit unsigned integers). */
export const MAX_SEED = 4294967295;
/** Largest `--games`. */
export const MAX_GAMES = 100_000_000;

type Spec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

const COMMON: Spec = {
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  'no-color': { type: 'boolean' },
};
const SPECS: Record<string, Spec> = {
  play: {
    ...COMMON,
    players: { type: 'string' },
    seat: { type: 'string' },
    seed: { type: 'string' },
    bots: { type: 'string' },
    decks: { type: 'string' },
    pong: { type: 'boolean' },
  },
  simulate: {
    ...COMMON,
    games: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    decks: { type: 'string' },
    pong: { type: 'boolean' },
  },
  replay: { ...COMMON, seat: { type: 'string' }, step: { type: 'boolean' } },
  help: { ...COMMON },
  '': { ...COMMON },
};

/**
 * The language asked for on the command line (`--lang en` or `--lang=en`), so that even errors about other flags are
 * in that language. Defaults to zh; an invalid value also gives zh (the parser reports it).
 */
export function detectLang(argv: readonly string[]): Lang {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const v = a === '--lang' ? argv[i + 1] : a.startsWith('--lang=') ? a.slice(7) : undefined;
    if (v === 'en' || v === 'zh') return v;
  }
  return 'zh';
}

/** Edit distance, for "did you mean" hints. */
function distance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i]);
  for (let j = 1; j <= b.length; j++) (d[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const prev = d[i - 1] as number[];
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

function suggest(word: string, options: readonly string[], lang: Lang): string {
  let best = '';
  let bestD = 3;
  for (const o of options) {
    const dd = distance(word, o);
    if (dd < bestD) {
      bestD = dd;
      best = o;
    }
  }
  if (!best) return '';
  return lang === 'zh' ? `（是不是 ${best}？）` : ` (did you mean ${best}?)`;
}

/**
 * Parses an integer flag value in [lo, hi]. Throws `UsageError` for text that is not a whole decimal number or a value
 * out of range.
 */
export function parseIntFlag(
  flag: string,
  text: string,
  lo: number,
  hi: number,
  lang: Lang,
  cmd: string | null,
): number {
  const m = msg(lang).err;
  if (!/^[+-]?\d+$/.test(text.trim())) throw new UsageError(m.notInt(flag, text), cmd);
  const v = Number(text.trim());
  if (!Number.isSafeInteger(v) || v < lo || v > hi) throw new UsageError(m.outOfRange(flag, lo, hi, text.trim()), cmd);
  return v;
}

/**
 * Parses `--players`: a number `N` or a range `a..b` (also `a-b`), each within [lo, hi] and a ≤ b. Returns
 * `[min, max]`. Throws `UsageError`.
 */
export function parsePlayers(text: string, lo: number, hi: number, lang: Lang, cmd: string | null): [number, number] {
  const m = /^\s*(\d+)\s*(?:\.\.|-|–)\s*(\d+)\s*$/.exec(text);
  if (m) {
    const a = parseIntFlag('--players', m[1] as string, lo, hi, lang, cmd);
    const b = parseIntFlag('--players', m[2] as string, lo, hi, lang, cmd);
    if (a > b) throw new UsageError(msg(lang).err.badRange('--players', text), cmd);
    return [a, b];
  }
  if (!/^\s*[+-]?\d+\s*$/.test(text)) throw new UsageError(msg(lang).err.badRange('--players', text), cmd);
  const n = parseIntFlag('--players', text, lo, hi, lang, cmd);
  return [n, n];
}

/** Parses a comma list of bot kinds, each one of `kinds`. Throws `UsageError` for an unknown or empty kind. */
export function parseBots(text: string, kinds: readonly string[], lang: Lang, cmd: string | null): string[] {
  const list = text.split(',').map((s) => s.trim().toLowerCase());
  for (const k of list) {
    if (!kinds.includes(k))
      throw new UsageError(msg(lang).err.badBot(k, kinds.join(', ')) + suggest(k, kinds, lang), cmd);
  }
  return list;
}

function parseLang(v: string | undefined, cmd: string | null): Lang {
  if (v === undefined) return 'zh';
  if (v === 'zh' || v === 'en') return v;
  throw new UsageError(msg('zh').err.badLang(v), cmd);
}

/** Runs node's parseArgs and turns its errors into `UsageError`s in `lang`. */
function parseFlags(
  args: readonly string[],
  spec: Spec,
  lang: Lang,
  cmd: string | null,
): { values: Record<string, string | boolean | undefined>; positionals: string[] } {
  try {
    const r = parseArgs({ args: args.slice(), options: spec, strict: true, allowPositionals: true });
    return { values: r.values as Record<string, string | boolean | undefined>, positionals: r.positionals };
  } catch (e) {
    const err = e as Error & { code?: string };
    const m = msg(lang).err;
    const flag = /'(-[^' ]+)/.exec(err.message)?.[1] ?? '';
    if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const names = Object.keys(spec).map((k) => `--${k}`);
      throw new UsageError(m.unknownFlag(flag) + suggest(flag, names, lang), cmd);
    }
    if (err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      if (/does not take an argument/.test(err.message)) throw new UsageError(m.flagNoValue(flag), cmd);
      throw new UsageError(m.flagNeedsValue(flag), cmd);
    }
    throw new UsageError(err.message, cmd);
  }
}

function lookupGame(cmd: string, id: string | undefined, lang: Lang): GameEntry {
  const m = msg(lang).err;
  const ids = Object.keys(GAMES).join(', ');
  if (id === undefined) throw new UsageError(m.missingGame(cmd, ids), cmd);
  const found = findGame(id);
  if (found.ok) return found.entry;
  if (found.reason === 'planned') throw new UsageError(m.plannedGame(id, found.title?.[lang] ?? id), cmd);
  throw new UsageError(m.unknownGame(id, ids) + suggest(id, Object.keys(GAMES), lang), cmd);
}

function checkGameFlags(entry: GameEntry, values: Record<string, unknown>, lang: Lang, cmd: string): void {
  for (const f of ['decks', 'pong'] as const) {
    if (values[f] !== undefined && !entry.flags[f]) {
      throw new UsageError(msg(lang).err.flagNotForGame(`--${f}`, entry.id), cmd);
    }
  }
}

function buildConfig(
  entry: GameEntry,
  players: number,
  decks: number | undefined,
  pong: boolean,
  lang: Lang,
  cmd: string,
): unknown {
  try {
    return entry.config({ players, decks, pong });
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(msg(lang).err.config(e.message), cmd);
    throw e;
  }
}

/**
 * Parses the arguments after `shaju` (e.g. `['play', 'shajisifu', '--players', '5']`). `now` (ms) seeds `play` when no
 * `--seed` is given. Returns the command with every value checked; throws `UsageError` for anything wrong (unknown
 * command, game, flag or bot kind; a value that is not a number or out of range; a bad configuration).
 */
export function parseCommandLine(argv: readonly string[], now: number = Date.now()): Command {
  const lang0 = detectLang(argv);
  const first = argv[0];
  if (first === undefined || first.startsWith('-')) {
    const { values, positionals } = parseFlags(argv, SPECS[''] as Spec, lang0, null);
    const lang = parseLang(values.lang as string | undefined, null);
    if (positionals.length > 0) throw new UsageError(msg(lang).err.unknownCommand(positionals[0] as string), null);
    return { cmd: 'help', topic: null, lang, noColor: values['no-color'] === true };
  }
  if (!(COMMANDS as readonly string[]).includes(first)) {
    throw new UsageError(msg(lang0).err.unknownCommand(first) + suggest(first, COMMANDS, lang0), null);
  }
  const cmd = first as (typeof COMMANDS)[number];
  const { values, positionals } = parseFlags(argv.slice(1), SPECS[cmd] as Spec, lang0, cmd);
  const lang = parseLang(values.lang as string | undefined, cmd);
  const noColor = values['no-color'] === true;
  const m = msg(lang).err;
  if (cmd === 'help') {
    const topic = positionals[0] ?? null;
    if (topic !== null && !(COMMANDS as readonly string[]).includes(topic)) {
      throw new UsageError(m.unknownCommand(topic) + suggest(topic, COMMANDS, lang), 'help');
    }
    if (positionals.length > 1) throw new UsageError(m.extraArgs(positionals.slice(1).join(' ')), 'help');
    return { cmd: 'help', topic, lang, noColor };
  }
  if (values.help === true) return { cmd: 'help', topic: cmd, lang, noColor };
  const str = (k: string): string | undefined => values[k] as string | undefined;

  if (cmd === 'replay') {
    const file = positionals[0];
    if (file === undefined) throw new UsageError(m.missingFile, cmd);
    if (positionals.length > 1) throw new UsageError(m.extraArgs(positionals.slice(1).join(' ')), cmd);
    const seatText = str('seat');
    const seat = seatText === undefined ? null : parseIntFlag('--seat', seatText, 0, 99, lang, cmd);
    return { cmd, file, seat, step: values.step === true, lang, noColor };
  }

  const entry = lookupGame(cmd, positionals[0], lang);
  if (positionals.length > 1) throw new UsageError(m.extraArgs(positionals.slice(1).join(' ')), cmd);
  checkGameFlags(entry, values, lang, cmd);
  const mod = entry.module;
  const decksText = str('decks');
  const [decksLo, decksHi] = entry.flags.decks ?? [1, 1];
  const decks = decksText === undefined ? undefined : parseIntFlag('--decks', decksText, decksLo, decksHi, lang, cmd);
  const pong = values.pong === true;
  const botsText = str('bots');
  const bots = botsText === undefined ? [entry.defaultBot] : parseBots(botsText, entry.botKinds, lang, cmd);
  const seedText = str('seed');

  if (cmd === 'play') {
    const playersText = str('players');
    const players =
      playersText === undefined
        ? Math.max(mod.minPlayers, Math.min(5, mod.maxPlayers))
        : parseIntFlag('--players', playersText, mod.minPlayers, mod.maxPlayers, lang, cmd);
    const seatText = str('seat');
    const seat = seatText === undefined ? 0 : parseIntFlag('--seat', seatText, 0, MAX_SEED, lang, cmd);
    if (seat >= players) throw new UsageError(m.seatRange(seat, players), cmd);
    const seed =
      seedText === undefined ? now % 1_000_000_000 : parseIntFlag('--seed', seedText, 0, MAX_SEED, lang, cmd);
    const config = buildConfig(entry, players, decks, pong, lang, cmd);
    return {
      cmd,
      entry,
      players,
      seat,
      seed,
      seedGiven: seedText !== undefined,
      bots,
      decks,
      pong,
      config,
      lang,
      noColor,
    };
  }

  // simulate
  const gamesText = str('games');
  const games = gamesText === undefined ? 1000 : parseIntFlag('--games', gamesText, 1, MAX_GAMES, lang, cmd);
  const playersText = str('players');
  const [minPlayers, maxPlayers] =
    playersText === undefined
      ? [mod.minPlayers, mod.maxPlayers]
      : parsePlayers(playersText, mod.minPlayers, mod.maxPlayers, lang, cmd);
  buildConfig(entry, minPlayers, decks, pong, lang, cmd);
  buildConfig(entry, maxPlayers, decks, pong, lang, cmd);
  const seed = seedText === undefined ? 1 : parseIntFlag('--seed', seedText, 0, MAX_SEED, lang, cmd);
  return {
    cmd,
    entry,
    games,
    minPlayers,
    maxPlayers,
    bots,
    seed,
    json: values.json === true,
    decks,
    pong,
    lang,
    noColor,
  };
}
