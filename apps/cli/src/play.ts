/**
 * `shaju play`: one person against bots. The person's seat is asked through a numbered menu built from the game's
 * legal decisions; bots answer through `makeBot`. Events are shown in words, as the person's seat may see them.
 * The decision log is saved as a replayable record when the game ends, when the person quits, or at the end of input.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyGameModule, type GameRecord, IllegalDecisionError, type LogEntry } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { type Decider, makeRecord, StateSeatContext, withRules } from '@shaju/runtime';
import pc from 'picocolors';
import type { PlayOptions } from './args.ts';
import { CliError } from './errors.ts';
import { describeIllegal, msg } from './i18n.ts';
import type { Prompter } from './io.ts';
import { painter } from './paint.ts';
import { Asker, EOF, QUIT, type Stop } from './play-ask.ts';
import { deriveSeed } from './stats.ts';
import type { EventPrinter, GameEntry, GameRenderer, RenderOptions } from './types.ts';

/** Where `runPlay` reads and writes. */
export interface PlayIO {
  readonly prompter: Prompter;
  /** Writes one line of output. */
  write(line: string): void;
  /** Folder for saved records (created if missing; see `defaultSaveDir`). */
  readonly saveDir: string;
  /** The clock, for the record's file name. */
  now(): Date;
  /** Use ANSI colours. */
  readonly color: boolean;
}

/** How a `runPlay` session ended. */
export interface PlaySummary {
  /** `over`: the game ended; `quit`: the person quit; `eof`: the input ended. */
  readonly end: 'over' | 'quit' | 'eof';
  readonly record: GameRecord;
  /** Path of the saved record. */
  readonly path: string;
}

/** The shell command that plays the same game again. */
export function reproduceCommand(o: PlayOptions): string {
  const parts = ['npx shaju play', o.entry.id, '--players', String(o.players), '--seed', String(o.seed)];
  if (o.seat !== 0) parts.push('--seat', String(o.seat));
  if (o.bots.join(',') !== o.entry.manifest.defaultBot) parts.push('--bots', o.bots.join(','));
  if (o.decks !== undefined) parts.push('--decks', String(o.decks));
  if (o.pong) parts.push('--pong');
  if (o.mode !== undefined && o.mode !== o.entry.manifest.modes[0]?.id) parts.push('--mode', o.mode);
  if (o.preset !== undefined) parts.push('--preset', o.preset);
  for (const [key, v] of Object.entries(o.set ?? {})) parts.push('--set', `${key}=${v}`);
  if (o.lang !== 'zh') parts.push('--lang', o.lang);
  return parts.join(' ');
}

/** A record as JSON text: top-level fields one per line, one log entry per line. */
export function recordToJson(record: GameRecord): string {
  const { log, ...rest } = record;
  const head = Object.entries(rest).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const body = log.map((e) => `    ${JSON.stringify(e)}`);
  return `{\n${head.join(',\n')},\n  "log": [\n${body.join(',\n')}\n  ]\n}\n`;
}

/** `20250102T030405.678Z` for a date (UTC, to the millisecond), for file names. */
export function fileStamp(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '');
}

/** Whether `dir` holds the project's root package.json (the one with npm workspaces). */
function isProjectRoot(dir: string): boolean {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return false;
  try {
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown };
    return pkg.workspaces !== undefined;
  } catch {
    return false;
  }
}

/**
 * Where `play` saves records: `saves/` in the project's root (the nearest folder up from `cwd` whose package.json has
 * workspaces — the folder whose .gitignore lists `/saves/`), so that running from a subfolder saves there too; else
 * the root of the project this CLI belongs to; else `cwd/saves`. Returns an absolute path.
 */
export function defaultSaveDir(cwd: string = process.cwd()): string {
  for (let dir = resolve(cwd); ; dir = dirname(dir)) {
    if (isProjectRoot(dir)) return join(dir, 'saves');
    if (dirname(dir) === dir) break;
  }
  const own = fileURLToPath(new URL('../../../', import.meta.url));
  if (isProjectRoot(own)) return join(own, 'saves');
  return resolve(cwd, 'saves');
}

/**
 * Writes `text` to a new file `<base>.json` in `dir` (created if missing), or `<base>-2.json`, `<base>-3.json`… when
 * that name is taken: an existing file is never overwritten. Returns the absolute path written.
 */
export function saveNew(dir: string, base: string, text: string): string {
  mkdirSync(dir, { recursive: true });
  for (let i = 1; ; i++) {
    const path = resolve(dir, i === 1 ? `${base}.json` : `${base}-${i}.json`);
    try {
      writeFileSync(path, text, { flag: 'wx' });
      return path;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
}

/** A path as a shell argument: quoted when it holds spaces or shell characters. */
function shellArg(path: string): string {
  return /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
}

/** One game of `shaju play` under way: the state, the log, the bots, and what the person has been shown. */
class PlayGame {
  readonly entry: GameEntry;
  /** The rules. */
  readonly game: AnyGameModule;
  /** The game in words. */
  readonly r: GameRenderer;
  /** Colours (none without a terminal or with `--no-color`). */
  readonly k: ReturnType<typeof pc.createColors>;
  readonly m: ReturnType<typeof msg>['play'];
  readonly write: (line: string) => void;
  /** The person's seat. */
  readonly human: number;
  readonly ask: Asker;
  /** Every event so far, full information (redacted when shown). */
  readonly events: unknown[] = [];
  /** The game's full state. */
  readonly state: unknown;
  /** The decisions so far, for the record. */
  readonly log: LogEntry[] = [];
  /** Each seat's bot, null at the person's seat. */
  readonly bots: (Decider | null)[] = [];
  /** Events already shown (or skipped). */
  shown = 0;
  private readonly printer: EventPrinter;
  private savedPath: string | null = null;
  /** Why the game stopped before its end, if it did. */
  stop: Stop | null = null;
  /**
   * Once the person is out of the game (dead) while it goes on: `watch` shows the rest a turn at a time, `skip` shows
   * nothing until the result. Null while the person plays.
   */
  out: 'watch' | 'skip' | null = null;
  /** The turn last paused at while watching. */
  watchedTurn = -1;
  /** The log length when the person was last offered a free action (offered once per decision). */
  offeredAt = -1;
  /** Another seat moved since the person last saw the table (else a short status is enough). */
  othersMoved = true;

  /** Greets the person, sets the game up and makes the bots. */
  constructor(
    readonly opts: PlayOptions,
    readonly io: PlayIO,
    readonly o: RenderOptions,
  ) {
    const entry = opts.entry;
    this.entry = entry;
    this.game = entry.module;
    this.r = entry.renderer;
    this.k = pc.createColors(io.color);
    this.m = msg(opts.lang).play;
    this.write = io.write;
    this.human = opts.seat;
    this.ask = new Asker(io.prompter, io.write, this.m, this.k, () => this.r.help(o));
    this.write(this.k.bold(this.m.welcome(entry.title[opts.lang], opts.players, this.human, opts.bots.join('/'))));
    this.write(this.m.seed(opts.seed, reproduceCommand(opts)));
    this.write('');
    this.state = this.game.setup(opts.config, opts.seed, this.events);
    let b = 0;
    for (let s = 0; s < opts.players; s++) {
      if (s === this.human) this.bots.push(null);
      else
        this.bots.push(kitOf(entry.id).makeBot(opts.bots[b++ % opts.bots.length] as string, deriveSeed(opts.seed, s)));
    }
    this.printer = this.r.events(this.human, o);
  }

  /** Prints the events not shown yet, as the person's seat sees them (after a "since" heading when `heading`). */
  showEvents(heading: boolean): void {
    const seen: unknown[] = [];
    for (let i = this.shown; i < this.events.length; i++) {
      const e = this.game.redactEvent(this.events[i], this.human);
      if (e !== null) seen.push(e);
    }
    this.shown = this.events.length;
    const lines = this.printer.print(seen);
    if (lines.length === 0) return;
    if (heading) this.write(this.k.dim(this.m.since));
    for (const l of lines) this.write(l);
  }

  /** Applies and logs a decision; records `by` when the seat controlling `seat` made it (`GameModule.controllerOf`). */
  apply(seat: number, d: unknown, by: number = seat): void {
    try {
      this.game.apply(this.state, seat, d, this.events);
    } catch (e) {
      // Only a bug (a bot's or the menu's) gets here: say it in the interface's language, and keep the record.
      if (!(e instanceof IllegalDecisionError)) throw e;
      this.save();
      throw new CliError(this.m.refused(this.log.length + 1, describeIllegal(e, this.opts.lang)));
    }
    this.log.push(by === seat ? { seat, d } : { seat, d, by });
  }

  /** Who played each seat, for the record. */
  players(): string[] {
    return this.bots.map((bot, s) => (s === this.human ? 'human' : `bot:${bot?.name ?? '?'}`));
  }

  /** Saves the record once (at the end, or before reporting a bug). */
  save(): string {
    if (this.savedPath !== null) return this.savedPath;
    const { opts, io } = this;
    const record = withRules(
      makeRecord(this.game, opts.config, opts.seed, this.log, this.state, this.players()),
      opts.rules,
    );
    this.savedPath = saveNew(io.saveDir, `${this.entry.id}-${opts.seed}-${fileStamp(io.now())}`, recordToJson(record));
    return this.savedPath;
  }

  /** Who decides for `seat` now (a game may let one seat control another). */
  controllerOf(seat: number): number {
    return this.game.controllerOf?.(this.state, seat) ?? seat;
  }

  /** Asks how to follow the game (`Asker.watch`); false when it is to stop. */
  async watch(question: string): Promise<boolean> {
    const a = await this.ask.watch(question);
    if (a === 'watch' || a === 'skip') {
      this.out = a;
      return true;
    }
    this.stop = a;
    return false;
  }

  /** Asks how to follow the rest once the person is out; false when the input ended or the person quit. */
  async personOut(): Promise<boolean> {
    this.showEvents(true);
    this.write('');
    if (!this.io.prompter.interactive) {
      this.write(this.k.dim(this.m.outSkipped));
      this.out = 'skip';
      return true;
    }
    return this.watch(this.m.outAsk);
  }

  /** Before a request: once out, follows the game as the person chose. False when the game is to stop. */
  async follow(): Promise<boolean> {
    const { entry, state } = this;
    if (this.out === null && entry.seatOut?.(state, this.human)) {
      if (!(await this.personOut())) return false;
      this.watchedTurn = entry.turns(state);
    }
    if (this.out === 'skip') this.shown = this.events.length;
    else if (this.out === 'watch' && entry.turns(state) !== this.watchedTurn) {
      // Watching: a pause at every new turn.
      this.watchedTurn = entry.turns(state);
      this.showEvents(false);
      if (!(await this.watch(this.m.watchAsk))) return false;
    }
    return true;
  }

  /**
   * Free actions offered while someone else decides (e.g. revealing one's identity when attacked): the person is
   * asked (once per decision), bots may `react`. False when the game is to stop.
   */
  async freeActions(): Promise<boolean> {
    const { game, state } = this;
    for (const seat of game.offers?.(state) ?? []) {
      if (seat !== this.human) {
        const d = this.bots[seat]?.react?.(new StateSeatContext(game, state, seat, 'free'));
        if (d !== null && d !== undefined) {
          this.apply(seat, d);
          this.othersMoved = true;
        }
        continue;
      }
      if (this.offeredAt === this.log.length) continue;
      this.offeredAt = this.log.length;
      const offer = this.r.offer(game.view(state, this.human), this.o);
      if (!offer) continue;
      this.showEvents(true);
      const yes = await this.ask.yesNo(`${offer.question} (y/N) `);
      if (typeof yes !== 'boolean') {
        this.stop = yes;
        return false;
      }
      if (!yes) continue;
      let d: unknown = offer.choices[0]?.d;
      if (offer.choices.length > 1) {
        this.write(this.m.whichTop);
        d = await this.ask.menu(offer.choices);
        if (d === QUIT || d === EOF) {
          this.stop = d;
          return false;
        }
      }
      this.apply(this.human, d);
    }
    return true;
  }

  /**
   * The person decides for `seat` (their own, or one they control, `by` being theirs) on a request of `kind`: a forced
   * answer is taken at once, a single possible answer is said in one line, else the table and the menu. False when
   * the game is to stop.
   */
  async personDecides(seat: number, by: number, kind: string): Promise<boolean> {
    const { game, state, r, o, human, m } = this;
    const legal = game.legal(state, seat);
    const auto = this.entry.autoDecision(legal, kind);
    const view = auto === null ? game.view(state, human) : null;
    const items = view === null ? [] : r.menu(legal, view, o, seat === human ? undefined : seat);
    const only = items.length === 1 && items[0]?.decline !== true && !items[0]?.sub ? items[0] : null;
    const key = `${seat}:${kind}`;
    // The next card of a several-card answer (menu-numbers.ts), when this request offers it.
    const queued = auto === null ? this.ask.queued(key, items) : null;
    if (auto !== null) this.apply(seat, auto, by);
    else if (queued) this.apply(seat, queued.d, by);
    else if (only) {
      // One possible answer and no decline (e.g. a card to take from a player with one hand card and nothing else):
      // taken at once, said in one line.
      this.showEvents(true);
      const q = r.question?.(view, o) ?? '';
      this.write(m.onlyChoice(q ? `${q} → ${only.label}` : only.label));
      this.apply(seat, only.d, by);
    } else {
      this.showEvents(true);
      this.write('');
      // Right after the person's own move, with nothing else in between, a short status is enough.
      for (const l of this.othersMoved ? r.table(view, o) : r.brief(view, o)) this.write(l);
      this.othersMoved = false;
      this.write(this.k.bold(seat === human ? m.yourTurn : m.forSeat(seat)));
      const picks = r.picks?.(legal, view, seat === human ? undefined : seat) ?? 1;
      if (picks > 1) this.write(this.k.dim(m.pickHint(picks)));
      const d = await this.ask.menu(items, { key, picks });
      if (d === QUIT || d === EOF) {
        this.stop = d;
        return false;
      }
      this.apply(seat, d, by);
    }
    return true;
  }

  /** Plays until the game ends or stops. */
  async run(): Promise<void> {
    const { game, state } = this;
    const maxDecisions = 1_000_000;
    loop: while (this.log.length < maxDecisions) {
      const p = game.pending(state);
      if (p === null) break;
      if (!(await this.follow())) break;
      if (!(await this.freeActions())) break;
      if (game.pending(state)?.id !== p.id) continue;
      for (const seat of p.seats) {
        const by = this.controllerOf(seat);
        if (by !== this.human) {
          const d = (this.bots[by] as Decider).decide(new StateSeatContext(game, state, seat, p.kind, by));
          this.apply(seat, d, by);
          if (!this.entry.quiet(d)) this.othersMoved = true;
        } else if (!(await this.personDecides(seat, by, p.kind))) break loop;
        // The request changed (a window closed, a turn ended, the game ended): look again. A free action such as a
        // reveal leaves the request as it was, so the same seat is asked again on the next pass.
        if (game.pending(state)?.id !== p.id) continue loop;
      }
    }
  }

  /** The end: the last events, the final table and result, the saved record. */
  finish(): PlaySummary {
    const { game, state, r, o, human, m, k, opts } = this;
    if (this.out === 'skip') this.shown = this.events.length;
    this.showEvents(false);
    this.write('');
    if (this.stop === EOF) this.write(m.eof);
    if (this.stop === QUIT) this.write(m.quit);
    if (this.stop === null) {
      // Over: every identity is shown in the final table too.
      const over = game.pending(state) === null;
      const v = over && this.entry.finalView ? this.entry.finalView(state, human) : game.view(state, human);
      for (const l of r.table(v, o)) this.write(l);
    }
    for (const l of r.result(state, human, o)) this.write(l);
    const path = this.save();
    this.write('');
    this.write(m.saved(path));
    this.write(k.dim(m.replayHint(shellArg(path), human)));
    this.io.prompter.close();
    const record = withRules(makeRecord(game, opts.config, opts.seed, this.log, state, this.players()), opts.rules);
    const end = this.stop === EOF ? 'eof' : this.stop === QUIT ? 'quit' : 'over';
    return { end, record, path };
  }
}

/**
 * Plays one game with the person at `opts.seat` and bots elsewhere, reading answers from `io.prompter`. Resolves when
 * the game ends, the person quits or the input ends; the record is saved in every case. Throws what the game throws
 * for a refused decision (a bug), and file-system errors when the record cannot be written.
 */
export async function runPlay(opts: PlayOptions, io: PlayIO): Promise<PlaySummary> {
  const o: RenderOptions = { lang: opts.lang, paint: painter(io.color) };
  const g = new PlayGame(opts, io, o);
  await g.run();
  return g.finish();
}
