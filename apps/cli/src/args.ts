/**
 * Command-line parsing for `shaju`: subcommand, game, flags and their values, checked against the game registry.
 * Every mistake becomes a `UsageError` with a message in the chosen language (the caller prints it and exits 2).
 */
import { parseArgs } from 'node:util';
import type { RulesChoice } from '@shaju/engine';
import { type BotPace, PACES } from '@shaju/protocol/constants';
import type { Command } from './commands.ts';
import { listingCommand } from './content.ts';
import { UsageError } from './errors.ts';
import { msg } from './i18n.ts';
import { parseLab } from './lab/args.ts';
import type { RulesOrigin } from './option-errors.ts';
import { configureOrUsage, parsePreset, parseSet, rulesFlags } from './options.ts';
import { botKinds, botLevels, findGame, GAME_LIST, GAMES, modeIds, playerRange } from './registry.ts';
import { suggest } from './suggest.ts';
import type { GameEntry, Lang } from './types.ts';
import { commandWarnings } from './warnings.ts';

export type * from './commands.ts';

/** The subcommands. */
export const COMMANDS = ['play', 'simulate', 'lab', 'replay', 'connect', 'options', 'content', 'help'] as const;

/** Largest seed accepted (seeds are 32-bit unsigned integers). */
export const MAX_SEED = 4294967295;
/** Largest `--games`. */
export const MAX_GAMES = 100_000_000;

type Spec = Record<string, { type: 'string' | 'boolean'; short?: string; multiple?: boolean }>;

export type { ConfigOverrides } from './options.ts';

/**
 * The options every command has. They are taken out of the command line wherever they stand (before the command,
 * between flags, at the end) before the command's own flags are parsed.
 */
const COMMON: Spec = {
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  'no-color': { type: 'boolean' },
};
const SPECS: Record<string, Spec> = {
  play: {
    players: { type: 'string' },
    seat: { type: 'string' },
    seed: { type: 'string' },
    bots: { type: 'string' },
    decks: { type: 'string' },
    pong: { type: 'boolean' },
    mode: { type: 'string' },
    set: { type: 'string', multiple: true },
    preset: { type: 'string' },
  },
  simulate: {
    games: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    decks: { type: 'string' },
    pong: { type: 'boolean' },
    mode: { type: 'string' },
    by: { type: 'string' },
    characters: { type: 'string' },
    set: { type: 'string', multiple: true },
    preset: { type: 'string' },
    'preset-file': { type: 'string' },
    pack: { type: 'string', multiple: true },
  },
  lab: {
    games: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    mode: { type: 'string' },
    set: { type: 'string', multiple: true },
    preset: { type: 'string' },
    'preset-file': { type: 'string' },
    pack: { type: 'string', multiple: true },
    workers: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string' },
    search: { type: 'string' },
    'search-games': { type: 'string' },
    'importance-games': { type: 'string' },
    sensitivity: { type: 'boolean' },
    'sensitivity-games': { type: 'string' },
    objective: { type: 'string' },
    vary: { type: 'string' },
    design: { type: 'string' },
    redis: { type: 'string' },
    prefix: { type: 'string' },
    queue: { type: 'string' },
  },
  replay: { seat: { type: 'string' }, step: { type: 'boolean' } },
  connect: {
    name: { type: 'string' },
    create: { type: 'string' },
    players: { type: 'string' },
    bots: { type: 'string' },
    'bot-kind': { type: 'string' },
    mode: { type: 'string' },
    join: { type: 'string' },
    spectate: { type: 'boolean' },
    token: { type: 'string' },
    'turn-seconds': { type: 'string' },
    'bot-delay': { type: 'string' },
    pace: { type: 'string' },
    preset: { type: 'string' },
    set: { type: 'string', multiple: true },
  },
  options: { json: { type: 'boolean' } },
  content: { json: { type: 'boolean' }, schema: { type: 'boolean' } },
  help: {},
};

/** Every flag that takes a value, in any command (so that its value is never taken for the command's name). */
const VALUE_FLAGS: ReadonlySet<string> = new Set(
  [COMMON, ...Object.values(SPECS)].flatMap((spec) =>
    Object.entries(spec)
      .filter(([, v]) => v.type === 'string')
      .map(([k]) => `--${k}`),
  ),
);

/** What `splitCommandLine` finds: the command (null when none), the common options, and the rest, in order. */
export interface SplitCommandLine {
  readonly command: string | null;
  /** `--lang`'s value as given (checked later), or undefined. */
  readonly lang: string | undefined;
  readonly noColor: boolean;
  readonly help: boolean;
  /** The other arguments, in order, each flag's value joined to it (`--seat=-1`). */
  readonly rest: string[];
}

/**
 * Splits a command line: joins every value-taking flag to its value (`--seat -1` → `--seat=-1`, so that a negative
 * number is a value rather than an unknown flag), takes the common options out wherever they stand, and finds the
 * command: the first argument that is neither a flag nor a flag's value. Throws `UsageError` for `--lang` without a
 * value.
 */
export function splitCommandLine(argv: readonly string[], lang: Lang): SplitCommandLine {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    const next = argv[i + 1];
    if (VALUE_FLAGS.has(a) && next !== undefined && (!next.startsWith('-') || /^-\d/.test(next))) {
      joined.push(`${a}=${next}`);
      i++;
    } else joined.push(a);
  }
  let command: string | null = null;
  let langText: string | undefined;
  let noColor = false;
  let help = false;
  const rest: string[] = [];
  let positional = false;
  for (const a of joined) {
    if (positional) {
      // After `--`, everything is an argument.
      if (command === null) command = a;
      else rest.push(a);
      continue;
    }
    if (a === '--') {
      positional = true;
      rest.push(a);
    } else if (a === '--lang') throw new UsageError(msg(lang).err.flagNeedsValue('--lang'), command);
    else if (a.startsWith('--lang=')) langText = a.slice(7);
    else if (a === '--no-color') noColor = true;
    else if (a === '-h' || a === '--help') help = true;
    else if (command === null && !a.startsWith('-')) command = a;
    else rest.push(a);
  }
  return { command, lang: langText, noColor, help, rest };
}

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
export function parseBots(
  text: string,
  kinds: readonly string[],
  lang: Lang,
  cmd: string | null,
  levels: Readonly<Record<string, string>> = {},
): string[] {
  // A strength level (easy, normal, hard) names the game's bot kind for it (docs/bots.md).
  const list = text.split(',').map((s) => {
    const k = s.trim().toLowerCase();
    return levels[k] ?? k;
  });
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
      const names = [...Object.keys(spec), ...Object.keys(COMMON)].map((k) => `--${k}`);
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
  if (id === undefined) throw new UsageError(m.missingGame(cmd, ids, (GAME_LIST[0] as GameEntry).id), cmd);
  const found = findGame(id);
  if (found.ok) return found.entry;
  throw new UsageError(m.unknownGame(id, ids) + suggest(id, Object.keys(GAMES), lang), cmd);
}

/** The game named by the only positional argument. Throws `UsageError` for none, an unknown one or more. */
function oneGame(cmd: string, positionals: readonly string[], lang: Lang): GameEntry {
  const entry = lookupGame(cmd, positionals[0], lang);
  if (positionals.length > 1) throw new UsageError(msg(lang).err.extraArgs(positionals.slice(1).join(' ')), cmd);
  return entry;
}

function checkGameFlags(entry: GameEntry, values: Record<string, unknown>, lang: Lang, cmd: string): void {
  const has = {
    decks: !!entry.flags.decks,
    pong: !!entry.flags.pong,
    mode: modeIds(entry).length > 0,
    by: !!entry.flags.by,
  };
  for (const f of ['decks', 'pong', 'mode', 'by'] as const) {
    if (values[f] !== undefined && !has[f]) {
      throw new UsageError(msg(lang).err.flagNotForGame(`--${f}`, entry.id), cmd);
    }
  }
}

/** Checks a word flag (`--mode`, `--by`) against the values the game names. Returns it lower-cased. */
function parseWord(flag: string, text: string, allowed: readonly string[], lang: Lang, cmd: string): string {
  const v = text.trim().toLowerCase();
  if (!allowed.includes(v)) {
    throw new UsageError(msg(lang).err.badWord(flag, text, allowed.join(', ')) + suggest(v, allowed, lang), cmd);
  }
  return v;
}

/**
 * Parses the arguments after `shaju` (e.g. `['play', 'shajisifu', '--players', '5']`). The common options (`--lang`,
 * `--no-color`, `-h`/`--help`) may stand anywhere, before the command too. `now` (ms) seeds `play` when no `--seed`
 * is given. Returns the command with every value checked; throws `UsageError` for anything wrong (unknown command,
 * game, flag, mode or bot kind; a value that is not a number or out of range; a bad configuration).
 */
export function parseCommandLine(argv: readonly string[], now: number = Date.now()): Command {
  const c = parseCommand(argv, now);
  const warnings = commandWarnings(c);
  return warnings.length > 0 ? { ...c, warnings } : c;
}

/** `parseCommandLine` before the warnings. */
function parseCommand(argv: readonly string[], now: number): Command {
  const lang0 = detectLang(argv);
  const split = splitCommandLine(argv, lang0);
  const first = split.command;
  if (first !== null && !(COMMANDS as readonly string[]).includes(first)) {
    throw new UsageError(msg(lang0).err.unknownCommand(first) + suggest(first, COMMANDS, lang0), null);
  }
  const cmd = (first ?? 'help') as (typeof COMMANDS)[number];
  const usageOf = first === null ? null : cmd;
  const lang = parseLang(split.lang, usageOf);
  const noColor = split.noColor;
  const { values, positionals } = parseFlags(split.rest, SPECS[cmd] as Spec, lang, usageOf);
  const m = msg(lang).err;
  if (cmd === 'help') return parseHelp(positionals, usageOf, lang, noColor);
  if (split.help) return { cmd: 'help', topic: cmd, lang, noColor };
  const str = (k: string): string | undefined => values[k] as string | undefined;

  if (cmd === 'connect') return parseConnect(values, positionals, lang, noColor);
  if (cmd === 'options' || cmd === 'content')
    return listingCommand(cmd, values, oneGame(cmd, positionals, lang), lang, noColor);
  if (cmd === 'replay') return parseReplay(values, positionals, lang, noColor);

  const entry = oneGame(cmd, positionals, lang);
  checkGameFlags(entry, values, lang, cmd);
  const decksText = str('decks');
  const [decksLo, decksHi] = entry.flags.decks ?? [1, 1];
  const decks = decksText === undefined ? undefined : parseIntFlag('--decks', decksText, decksLo, decksHi, lang, cmd);
  const pong = values.pong === true;
  const modeText = str('mode');
  const mode = modeText === undefined ? undefined : parseWord('--mode', modeText, modeIds(entry), lang, cmd);
  const [playersLo, playersHi] = playerRange(entry, mode);
  const { set, preset, origins, packs } = rulesFlags(entry, values, lang, cmd);
  const botsText = str('bots');
  const bots =
    botsText === undefined
      ? [entry.manifest.defaultBot]
      : parseBots(botsText, botKinds(entry), lang, cmd, botLevels(entry));
  const seedText = str('seed');

  if (cmd === 'play') {
    const playersText = str('players');
    const players =
      playersText === undefined
        ? Math.max(playersLo, Math.min(5, playersHi))
        : parseIntFlag('--players', playersText, playersLo, playersHi, lang, cmd);
    const seatText = str('seat');
    const seat = seatText === undefined ? 0 : parseIntFlag('--seat', seatText, -MAX_SEED, MAX_SEED, lang, cmd);
    if (seat < 0 || seat >= players) throw new UsageError(m.seatRange(seat, players), cmd);
    const seed =
      seedText === undefined ? now % 1_000_000_000 : parseIntFlag('--seed', seedText, 0, MAX_SEED, lang, cmd);
    const { config, rules } = configureOrUsage(
      entry,
      { players, decks, pong: pong || undefined, mode, preset, set },
      lang,
      cmd,
      origins,
    );
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
      mode,
      set,
      preset,
      config,
      rules,
      lang,
      noColor,
    };
  }

  // simulate
  const gamesText = str('games');
  const games = gamesText === undefined ? 1000 : parseIntFlag('--games', gamesText, 1, MAX_GAMES, lang, cmd);
  const playersText = str('players');
  const [minPlayers, maxPlayers] =
    playersText === undefined ? [playersLo, playersHi] : parsePlayers(playersText, playersLo, playersHi, lang, cmd);
  const flags = { decks, pong: pong || undefined, mode, preset, set, packs };
  for (const n of [minPlayers, maxPlayers]) configureOrUsage(entry, { ...flags, players: n }, lang, cmd, origins);
  const seed = seedText === undefined ? 1 : parseIntFlag('--seed', seedText, 0, MAX_SEED, lang, cmd);
  if (cmd === 'lab') {
    const o = { games, minPlayers, maxPlayers, bots, seed, mode, rules: { preset, set, packs }, lang, noColor };
    return parseLab(entry, values, o, argv);
  }
  const by =
    values.by === undefined ? undefined : parseWord('--by', str('by') as string, entry.flags.by ?? [], lang, cmd);
  const charactersText = str('characters');
  if (charactersText && !entry.characterRequest) throw new UsageError(m.flagNotForGame('--characters', entry.id), cmd);
  const characters =
    charactersText === undefined
      ? undefined
      : (parseWord('--characters', charactersText, ['bots', 'random'], lang, cmd) as 'bots' | 'random');
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
    mode,
    by,
    characters,
    set,
    preset,
    presetFile: values['preset-file'] as string | undefined,
    packs,
    lang,
    noColor,
  };
}

/** `shaju help [COMMAND]`. Throws `UsageError` for an unknown command or extra arguments. */
function parseHelp(positionals: string[], usageOf: Command['cmd'] | null, lang: Lang, noColor: boolean): Command {
  const m = msg(lang).err;
  const topic = positionals[0] ?? null;
  if (topic !== null && !(COMMANDS as readonly string[]).includes(topic)) {
    throw new UsageError(m.unknownCommand(topic) + suggest(topic, COMMANDS, lang), usageOf);
  }
  if (positionals.length > 1) throw new UsageError(m.extraArgs(positionals.slice(1).join(' ')), usageOf);
  return { cmd: 'help', topic, lang, noColor };
}

/** `shaju replay FILE [--seat N] [--step]`. */
function parseReplay(values: Record<string, unknown>, positionals: string[], lang: Lang, noColor: boolean): Command {
  const cmd = 'replay';
  const m = msg(lang).err;
  const file = positionals[0];
  if (file === undefined) throw new UsageError(m.missingFile, cmd);
  if (positionals.length > 1) throw new UsageError(m.extraArgs(positionals.slice(1).join(' ')), cmd);
  const seatText = values.seat as string | undefined;
  const seat = seatText === undefined ? null : parseIntFlag('--seat', seatText, 0, 99, lang, cmd);
  return { cmd, file, seat, step: values.step === true, lang, noColor };
}

/** The smallest and largest player count of any game (for a room joined by its code, whose game is not known yet). */
function allPlayers(): [number, number] {
  return [
    Math.min(...GAME_LIST.map((e) => e.manifest.players.min)),
    Math.max(...GAME_LIST.map((e) => e.manifest.players.max)),
  ];
}

/** Every game's bot kinds, each once (the first game's default first). */
function allBotKinds(): string[] {
  return [...new Set(GAME_LIST.flatMap(botKinds))];
}

/** `shaju connect [URL] …`: checks the flags; the server checks the rest (room code, token, seats). */
function parseConnect(values: Record<string, unknown>, positionals: string[], lang: Lang, noColor: boolean): Command {
  const cmd = 'connect';
  const m = msg(lang).err;
  const str = (k: string): string | undefined => values[k] as string | undefined;
  if (positionals.length > 1) throw new UsageError(m.extraArgs(positionals.slice(1).join(' ')), cmd);
  let url = positionals[0] ?? 'ws://127.0.0.1:2567';
  if (!/^[a-z]+:\/\//i.test(url)) url = `ws://${url}`;
  if (!/^(wss?|https?):\/\/[^/\s]+/i.test(url)) throw new UsageError(m.badUrl(url), cmd);
  const joinText = str('join');
  const join = joinText === undefined ? null : joinText.trim().toUpperCase();
  if (join !== null && !/^[A-Z0-9]{4,16}$/.test(join)) throw new UsageError(m.badCode(joinText as string), cmd);
  for (const f of [
    'create',
    'players',
    'bots',
    'bot-kind',
    'mode',
    'turn-seconds',
    'bot-delay',
    'pace',
    'preset',
    'set',
  ]) {
    if (join !== null && values[f] !== undefined) throw new UsageError(m.onlyWithCreate(`--${f}`), cmd);
  }
  if (values.spectate === true && join === null) throw new UsageError(m.spectateNeedsJoin, cmd);
  const token = str('token');
  if (token !== undefined && !/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw new UsageError(m.badToken, cmd);
  const name = str('name')?.trim();
  if (name !== undefined && (name.length === 0 || [...name].length > 24)) throw new UsageError(m.badName, cmd);
  const entry = join === null ? lookupGame(cmd, str('create') ?? (GAME_LIST[0] as GameEntry).id, lang) : null;
  const modeText = str('mode');
  if (entry && modeText !== undefined && modeIds(entry).length === 0)
    throw new UsageError(m.flagNotForGame('--mode', entry.id), cmd);
  const mode = entry && modeText !== undefined ? parseWord('--mode', modeText, modeIds(entry), lang, cmd) : undefined;
  const [lo, hi] = entry ? playerRange(entry, mode) : allPlayers();
  const playersText = str('players');
  const players =
    playersText === undefined
      ? Math.max(lo, Math.min(5, hi))
      : parseIntFlag('--players', playersText, lo, hi, lang, cmd);
  const botsText = str('bots');
  const bots = botsText === undefined ? 0 : parseIntFlag('--bots', botsText, 0, players - 1, lang, cmd);
  const kindText = str('bot-kind');
  const kinds = entry ? botKinds(entry) : allBotKinds();
  // A strength level (easy, normal, hard) names the game's bot kind for it (docs/bots.md).
  const kindWord = kindText === undefined || !entry ? kindText : (botLevels(entry)[kindText] ?? kindText);
  const botKind = kindWord === undefined ? (kinds[0] as string) : parseWord('--bot-kind', kindWord, kinds, lang, cmd);
  const turnText = str('turn-seconds');
  const turnSeconds = turnText === undefined ? undefined : parseIntFlag('--turn-seconds', turnText, 5, 600, lang, cmd);
  const delayText = str('bot-delay');
  const botDelayMs = delayText === undefined ? undefined : parseIntFlag('--bot-delay', delayText, 0, 10_000, lang, cmd);
  const paceText = str('pace');
  const pace = paceText === undefined ? undefined : (parseWord('--pace', paceText, PACES, lang, cmd) as BotPace);
  let rules: RulesChoice | undefined;
  if (entry) {
    const origins = new Map<string, RulesOrigin>();
    const set = parseSet(entry, values.set as string[] | undefined, lang, cmd, origins);
    const preset = parsePreset(entry, str('preset'), lang, cmd);
    rules = configureOrUsage(entry, { players, mode, preset, set }, lang, cmd, { values: origins }).rules;
  }
  return {
    cmd,
    url,
    name,
    entry,
    players,
    bots,
    botKind,
    mode,
    join,
    spectate: values.spectate === true,
    token,
    turnSeconds,
    botDelayMs,
    pace,
    rules,
    lang,
    noColor,
  };
}
