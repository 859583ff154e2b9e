/**
 * `shaju replay`: loads a saved record, replays it with the engine (setup, then every logged decision), prints the
 * events as one seat (or a spectator) saw them, the final table and result, and checks the final state hash.
 */
import { readFileSync } from 'node:fs';
import { type GameRecord, hashState, IllegalDecisionError } from '@shaju/engine';
import { readRules, rulesMismatches } from '@shaju/runtime';
import pc from 'picocolors';
import { MAX_SEED, type ReplayOptions } from './args.ts';
import { CliError, UsageError } from './errors.ts';
import { describeIllegal, msg } from './i18n.ts';
import type { Prompter } from './io.ts';
import { rulesLine } from './options.ts';
import { painter } from './paint.ts';
import { findGame } from './registry.ts';
import type { GameEntry, Lang, RenderOptions } from './types.ts';

/** Where `runReplay` writes (and, for `--step`, reads). */
export interface ReplayIO {
  /** Writes one line of output. */
  write(line: string): void;
  /** For `--step`: a prompter on a terminal, or null when stdin is not one (stepping is then ignored). */
  readonly prompter: Prompter | null;
  readonly color: boolean;
}

/**
 * Reads and checks a record file: JSON with `game`, `version`, `seed` (an integer 0–4294967295), `config` and a `log`
 * of `{seat, d}` (with `by` when a controlling seat decided), for a game of the registry at its current version; its
 * `players` list, when present, names one player (a string) per seat of the configuration. Returns the record and its
 * game. Throws `CliError` (in `lang`) for a missing or unreadable file, bad JSON, something that is not a record, an
 * unknown or unavailable game, another version, a seed out of range, a bad configuration or a `players` list that
 * does not match it, or a log entry naming a seat the game does not have.
 */
export function loadRecord(file: string, lang: Lang): { record: GameRecord; entry: GameEntry } {
  const m = msg(lang).replay;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (err.code === 'ENOENT') throw new CliError(m.notFound(file));
    throw new CliError(m.readError(file, err.message));
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CliError(m.badJson(file, (e as Error).message));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new CliError(m.notRecord(file, m.notObject));
  const r = data as Record<string, unknown>;
  if (typeof r.game !== 'string') throw new CliError(m.notRecord(file, m.noGame));
  const found = findGame(r.game);
  if (!found.ok) throw new CliError(m.otherGame(file, r.game));
  if (typeof r.version !== 'number') throw new CliError(m.notRecord(file, m.noVersion));
  if (r.version !== found.entry.module.version) throw new CliError(m.version(r.version, found.entry.module.version));
  if (typeof r.seed !== 'number' || !Number.isInteger(r.seed)) throw new CliError(m.notRecord(file, m.noSeed));
  if (r.seed < 0 || r.seed > MAX_SEED) throw new CliError(m.notRecord(file, m.seedRange(r.seed, MAX_SEED)));
  if (!Array.isArray(r.log)) throw new CliError(m.notRecord(file, m.noLog));
  let config: unknown;
  try {
    config = found.entry.module.validateConfig(r.config);
  } catch (e) {
    throw new CliError(m.notRecord(file, m.badConfig((e as Error).message)));
  }
  const seats = (config as { players?: unknown }).players;
  const n = typeof seats === 'number' ? seats : null;
  if (r.players !== undefined) {
    if (!Array.isArray(r.players) || !r.players.every((p) => typeof p === 'string'))
      throw new CliError(m.notRecord(file, m.playersNotList));
    if (n !== null && r.players.length !== n)
      throw new CliError(m.notRecord(file, m.playersCount(r.players.length, n)));
  }
  const isSeat = (x: unknown): boolean =>
    Number.isInteger(x) && (x as number) >= 0 && (n === null || (x as number) < n);
  r.log.forEach((e: unknown, i: number) => {
    const entry = e as Record<string, unknown> | null;
    if (typeof entry !== 'object' || entry === null || !Number.isInteger(entry.seat) || !('d' in entry)) {
      throw new CliError(m.notRecord(file, m.badEntry(i + 1)));
    }
    if (!isSeat(entry.seat) || (entry.by !== undefined && !isSeat(entry.by)))
      throw new CliError(m.notRecord(file, m.entrySeat(i + 1)));
  });
  return { record: data as GameRecord, entry: found.entry };
}

/**
 * Replays `opts.file` and prints it. Resolves with the exit status: 0 when the final hash (and result) match the
 * record and its rules line matches its configuration (`rulesMismatches`: option by option, the record's rules
 * against the configuration replayed), 1 when one of them does not. Throws `CliError` for a file that cannot be
 * loaded or a log that does not replay, and `UsageError` for a `--seat` the game does not have.
 */
export async function runReplay(opts: ReplayOptions, io: ReplayIO): Promise<number> {
  const lang = opts.lang;
  const m = msg(lang).replay;
  const k = pc.createColors(io.color);
  const o: RenderOptions = { lang, paint: painter(io.color) };
  const write = (line: string): void => io.write(line);
  const { record, entry } = loadRecord(opts.file, lang);
  const game = entry.module;
  const r = entry.renderer;
  const config = game.validateConfig(record.config);
  const events: unknown[] = [];
  const state = game.setup(config, record.seed, events);
  const n = game.seatCount(state);
  const seat = opts.seat;
  if (seat !== null && seat >= n) throw new UsageError(msg(lang).err.seatRange(seat, n), 'replay');

  write(
    k.bold(
      m.header(
        opts.file,
        entry.title[lang],
        n,
        record.seed,
        record.log.length,
        seat === null ? m.spectator : m.seat(seat),
      ),
    ),
  );
  if (record.players) write(m.players(record.players.map((p, i) => `${m.seat(i)} ${p}`).join(' · ')));
  const rules = readRules(record.rules);
  if (rules) write(rulesLine(entry, rules, lang));
  // The rules line is checked against the configuration replayed, as the final hash is against the state.
  const mismatches = rules ? rulesMismatches(entry.options, rules, config) : [];
  const diffs = mismatches.map(
    (d) => `${d.id}: ${String(d.rules)} / ${d.config === undefined ? '—' : String(d.config)}`,
  );
  if (diffs.length > 0) write(k.red(m.rulesBad(diffs.join(', '))));
  write('');

  let shown = 0;
  const printer = r.events(seat, o);
  const flush = (): void => {
    const seen: unknown[] = [];
    for (let i = shown; i < events.length; i++) {
      const e = game.redactEvent(events[i], seat);
      if (e !== null) seen.push(e);
    }
    shown = events.length;
    for (const l of printer.print(seen)) write(l);
  };
  let stepping = opts.step && io.prompter !== null;
  for (let i = 0; i < record.log.length; i++) {
    const e = record.log[i] as { seat: number; d: unknown };
    try {
      game.apply(state, e.seat, e.d, events);
    } catch (err) {
      flush();
      if (err instanceof IllegalDecisionError) throw new CliError(m.corrupt(i + 1, describeIllegal(err, lang)));
      throw err;
    }
    if (stepping && io.prompter) {
      flush();
      const a = await io.prompter.ask(k.dim(m.stepPrompt(i + 1, record.log.length)));
      if (a === null || a.toLowerCase() === 'q') stepping = false;
    }
  }
  flush();
  write('');
  write(k.bold(m.finalTable));
  const over = game.pending(state) === null;
  for (const l of r.table(over && entry.finalView ? entry.finalView(state, seat) : game.view(state, seat), o)) write(l);
  for (const l of r.result(state, seat, o)) write(l);
  write('');

  let ok = mismatches.length === 0;
  const hash = hashState(state);
  if (record.finalHash === undefined) write(m.hashMissing(hash));
  else if (record.finalHash === hash) write(k.green(m.hashOk(hash)));
  else {
    write(k.red(m.hashBad(record.finalHash, hash)));
    ok = false;
  }
  if (record.result !== undefined && JSON.stringify(record.result) !== JSON.stringify(game.result(state))) {
    write(k.red(m.resultDiffers));
    ok = false;
  }
  io.prompter?.close();
  return ok ? 0 : 1;
}
