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
import { type Decider, makeRecord, type SeatContext } from '@shaju/testkit';
import { normalizeAnswer, printable } from '@shaju/words';
import pc from 'picocolors';
import type { PlayOptions } from './args.ts';
import { CliError } from './errors.ts';
import { describeIllegal, msg } from './i18n.ts';
import type { Prompter } from './io.ts';
import { painter } from './paint.ts';
import { deriveSeed } from './stats.ts';
import type { MenuItem, RenderOptions } from './types.ts';

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

/** Answers read as yes / no at a (y/N) question (after `normalizeAnswer`). Enter is no. */
const YES: ReadonlySet<string> = new Set(['y', 'yes', '是', '好', '要']);
const NO: ReadonlySet<string> = new Set(['', 'n', 'no', '否', '不', '不要']);

const QUIT = Symbol('quit');
const EOF = Symbol('eof');
/** 0 in a sub-menu: back to the menu it came from. */
const BACK = Symbol('back');
type Stop = typeof QUIT | typeof EOF;

/** The shell command that plays the same game again. */
export function reproduceCommand(o: PlayOptions): string {
  const parts = ['npx shaju play', o.entry.id, '--players', String(o.players), '--seed', String(o.seed)];
  if (o.seat !== 0) parts.push('--seat', String(o.seat));
  if (o.bots.join(',') !== o.entry.defaultBot) parts.push('--bots', o.bots.join(','));
  if (o.decks !== undefined) parts.push('--decks', String(o.decks));
  if (o.pong) parts.push('--pong');
  if (o.mode !== undefined && o.mode !== o.entry.flags.mode?.[0]) parts.push('--mode', o.mode);
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

class Ctx implements SeatContext {
  constructor(
    private readonly game: AnyGameModule,
    private readonly state: unknown,
    readonly seat: number,
    readonly kind: string,
    /** The seat that decides and whose view is shown: `seat`, unless another seat controls it. */
    private readonly viewer: number = seat,
  ) {}
  legal(): readonly unknown[] {
    return this.game.legal(this.state, this.seat);
  }
  view(): unknown {
    return this.game.view(this.state, this.viewer);
  }
}

/**
 * Plays one game with the person at `opts.seat` and bots elsewhere, reading answers from `io.prompter`. Resolves when
 * the game ends, the person quits or the input ends; the record is saved in every case. Throws what the game throws
 * for a refused decision (a bug), and file-system errors when the record cannot be written.
 */
export async function runPlay(opts: PlayOptions, io: PlayIO): Promise<PlaySummary> {
  const { entry, seat: human } = opts;
  const game = entry.module;
  const r = entry.renderer;
  const o: RenderOptions = { lang: opts.lang, paint: painter(io.color) };
  const k = pc.createColors(io.color);
  const m = msg(opts.lang).play;
  const write = io.write;

  write(k.bold(m.welcome(entry.title[opts.lang], opts.players, human, opts.bots.join('/'))));
  write(m.seed(opts.seed, reproduceCommand(opts)));
  write('');

  const events: unknown[] = [];
  const state = game.setup(opts.config, opts.seed, events);
  const log: LogEntry[] = [];
  const bots: (Decider | null)[] = [];
  let b = 0;
  for (let s = 0; s < opts.players; s++) {
    if (s === human) bots.push(null);
    else bots.push(kitOf(entry.id).makeBot(opts.bots[b++ % opts.bots.length] as string, deriveSeed(opts.seed, s)));
  }

  let shown = 0;
  const printer = r.events(human, o);
  const showEvents = (heading: boolean): void => {
    const seen: unknown[] = [];
    for (let i = shown; i < events.length; i++) {
      const e = game.redactEvent(events[i], human);
      if (e !== null) seen.push(e);
    }
    shown = events.length;
    const lines = printer.print(seen);
    if (lines.length === 0) return;
    if (heading) write(k.dim(m.since));
    for (const l of lines) write(l);
  };
  /** Records `by` when a seat's decision was made by the seat controlling it (`GameModule.controllerOf`). */
  const apply = (seat: number, d: unknown, by: number = seat): void => {
    try {
      game.apply(state, seat, d, events);
    } catch (e) {
      // Only a bug (a bot's or the menu's) gets here: say it in the interface's language, and keep the record.
      if (!(e instanceof IllegalDecisionError)) throw e;
      save();
      throw new CliError(m.refused(log.length + 1, describeIllegal(e, opts.lang)));
    }
    log.push(by === seat ? { seat, d } : { seat, d, by });
  };
  let savedPath: string | null = null;
  /** Saves the record once (at the end, or before reporting a bug). */
  const save = (): string => {
    if (savedPath !== null) return savedPath;
    const players = bots.map((bot, s) => (s === human ? 'human' : `bot:${bot?.name ?? '?'}`));
    const record = makeRecord(game, opts.config, opts.seed, log, state, players);
    savedPath = saveNew(io.saveDir, `${entry.id}-${opts.seed}-${fileStamp(io.now())}`, recordToJson(record));
    return savedPath;
  };
  /** Who decides for `seat` now (a game may let one seat control another, e.g. 跑跑杀's 海洋公主). */
  const controllerOf = (seat: number): number => game.controllerOf?.(state, seat) ?? seat;

  /**
   * Reads a yes/no answer: Enter or n is no, y is yes; 'q' and 'h' work here too; anything else is asked again. The
   * end of the input quits.
   */
  const askYesNo = async (question: string): Promise<boolean | Stop> => {
    for (;;) {
      const a = await io.prompter.ask(question);
      if (a === null) return EOF;
      const t = normalizeAnswer(a);
      if (NO.has(t)) return false;
      if (YES.has(t)) return true;
      if (t === 'q' || t === 'quit') {
        const stop = await confirmQuit();
        if (stop) return stop;
        continue;
      }
      if (t === 'h' || t === 'help' || t === '?') {
        for (const l of r.help(o)) write(l);
        continue;
      }
      write(m.yesNo(printable(a)));
    }
  };
  /** Asks whether to quit: y (or q) quits, Enter or n goes on, anything else is asked again; the end of input quits. */
  const confirmQuit = async (): Promise<Stop | null> => {
    for (;;) {
      const a = await io.prompter.ask(m.confirmQuit);
      if (a === null) return EOF;
      const t = normalizeAnswer(a);
      if (YES.has(t) || t === 'q') return QUIT;
      if (NO.has(t)) return null;
      write(m.yesNo(printable(a)));
    }
  };
  /**
   * Reads a menu number: 1…n for the numbered choices, 0 for the decline when there is one (`zero`). Returns the
   * choice's index (the decline's is n), or a stop. Full-width digits count; anything else is explained and asked
   * again, without echoing control characters or huge numbers back.
   */
  const askNumber = async (n: number, zero: boolean, reprint: () => void): Promise<number | Stop> => {
    const short = m.rangeShort(n, zero);
    const long = m.rangeLong(n, zero);
    for (;;) {
      const a = await io.prompter.ask(m.choose(short));
      if (a === null) return EOF;
      const t = normalizeAnswer(a);
      if (t === 'q' || t === 'quit' || t === 'exit') {
        const stop = await confirmQuit();
        if (stop) return stop;
        continue;
      }
      if (t === 'h' || t === 'help' || t === '?') {
        for (const l of r.help(o)) write(l);
        reprint();
        continue;
      }
      if (t === '') {
        write(m.empty(long));
        continue;
      }
      if (!/^\d+$/.test(t)) {
        write(m.notNumber(printable(a), long));
        continue;
      }
      const digits = t.replace(/^0+(?=\d)/, '');
      const v = digits.length <= 9 ? Number(digits) : Number.POSITIVE_INFINITY;
      if (v === 0 && zero) return n;
      if (!(v >= 1 && v <= n)) {
        write(m.outOfRange(printable(digits, 12), long));
        continue;
      }
      return v - 1;
    }
  };
  /**
   * Shows a menu (the decline, if any, last as 0) and reads the choice. An item with a sub-menu (`MenuItem.sub`) opens
   * it: its title, its items, and 0 to go back here (`nested`: this menu is such a sub-menu; BACK when 0 is chosen).
   */
  const menu = async (choices: readonly MenuItem[], nested = false): Promise<unknown | Stop | typeof BACK> => {
    const last = choices[choices.length - 1];
    const decline = last?.decline === true;
    const numbered = decline ? choices.slice(0, -1) : choices;
    const zeroLabel = decline && last ? last.label : nested ? m.back : null;
    const width = String(Math.max(1, numbered.length)).length;
    const show = (): void => {
      numbered.forEach((c, i) => {
        write(`  ${k.cyan(String(i + 1).padStart(width))}. ${c.label}`);
      });
      if (zeroLabel !== null) write(`  ${k.cyan('0'.padStart(width))}. ${zeroLabel}`);
    };
    for (;;) {
      show();
      const i = await askNumber(numbered.length, zeroLabel !== null, show);
      if (typeof i !== 'number') return i;
      if (i === numbered.length && !decline) return BACK;
      const item = choices[i] as MenuItem;
      if (!item.sub) return item.d;
      if (item.title) write(k.bold(item.title));
      const d = await menu(item.sub, true);
      if (d !== BACK) return d;
    }
  };

  let stop: Stop | null = null;
  /**
   * Once the person is out of the game (dead) while it goes on: `watch` shows the rest a turn at a time, `skip` shows
   * nothing until the result. Null while the person plays.
   */
  let out: 'watch' | 'skip' | null = null;
  let watchedTurn = -1;
  /** Asks how to follow the rest once the person is out; false when the input ended or the person quit. */
  const personOut = async (): Promise<boolean> => {
    showEvents(true);
    write('');
    if (!io.prompter.interactive) {
      write(k.dim(m.outSkipped));
      out = 'skip';
      return true;
    }
    return askWatch(m.outAsk);
  };
  /** Reads Enter (go on watching), s (skip to the result) or q (quit). False when the game is to stop. */
  const askWatch = async (question: string): Promise<boolean> => {
    for (;;) {
      const a = await io.prompter.ask(question);
      if (a === null) {
        stop = EOF;
        return false;
      }
      const t = a.toLowerCase();
      if (t === 's' || t === 'skip') {
        out = 'skip';
        write(k.dim(m.outSkipping));
        return true;
      }
      if (t === 'q' || t === 'quit') {
        const st = await confirmQuit();
        if (st) {
          stop = st;
          return false;
        }
        continue;
      }
      out = 'watch';
      return true;
    }
  };
  let offeredAt = -1;
  let othersMoved = true;
  const maxDecisions = 1_000_000;
  loop: while (log.length < maxDecisions) {
    const p = game.pending(state);
    if (p === null) break;
    if (out === null && entry.seatOut?.(state, human)) {
      if (!(await personOut())) break;
      watchedTurn = entry.turns(state);
    }
    if (out === 'skip') shown = events.length;
    else if (out === 'watch' && entry.turns(state) !== watchedTurn) {
      // Watching: a pause at every new turn.
      watchedTurn = entry.turns(state);
      showEvents(false);
      if (!(await askWatch(m.watchAsk))) break;
    }
    // Free actions offered while someone else decides (杀机四伏: the target of an attack may reveal, S-R1).
    const offered = game.offers?.(state) ?? [];
    for (const seat of offered) {
      if (seat === human) {
        if (offeredAt === log.length) continue;
        offeredAt = log.length;
        const offer = r.offer(game.view(state, human), o);
        if (!offer) continue;
        showEvents(true);
        const yes = await askYesNo(`${offer.question} (y/N) `);
        if (typeof yes !== 'boolean') {
          stop = yes;
          break loop;
        }
        if (!yes) continue;
        let d: unknown = offer.choices[0]?.d;
        if (offer.choices.length > 1) {
          write(m.whichTop);
          d = await menu(offer.choices);
          if (d === QUIT || d === EOF) {
            stop = d;
            break loop;
          }
        }
        apply(human, d);
      } else {
        const bot = bots[seat];
        const d = bot?.react?.(new Ctx(game, state, seat, 'free'));
        if (d !== null && d !== undefined) {
          apply(seat, d);
          othersMoved = true;
        }
      }
    }
    if (game.pending(state)?.id !== p.id) continue;
    for (const seat of p.seats) {
      const by = controllerOf(seat);
      if (by !== human) {
        const d = (bots[by] as Decider).decide(new Ctx(game, state, seat, p.kind, by));
        apply(seat, d, by);
        if (!entry.quiet(d)) othersMoved = true;
      } else {
        // The person decides for their own seat, or for a seat they control.
        const legal = game.legal(state, seat);
        const auto = entry.autoDecision(legal, p.kind);
        const view = auto === null ? game.view(state, human) : null;
        const items = view === null ? [] : r.menu(legal, view, o, seat === human ? undefined : seat);
        const only = items.length === 1 && items[0]?.decline !== true && !items[0]?.sub ? items[0] : null;
        if (auto !== null) apply(seat, auto, by);
        else if (only) {
          // One possible answer and no decline (e.g. 过路拆路 on a player with one hand card and nothing else): taken
          // at once, said in one line.
          showEvents(true);
          const q = r.question?.(view, o) ?? '';
          write(m.onlyChoice(q ? `${q} → ${only.label}` : only.label));
          apply(seat, only.d, by);
        } else {
          showEvents(true);
          write('');
          // Right after the person's own move, with nothing else in between, a short status is enough.
          for (const l of othersMoved ? r.table(view, o) : r.brief(view, o)) write(l);
          othersMoved = false;
          write(k.bold(seat === human ? m.yourTurn : m.forSeat(seat)));
          const d = await menu(items);
          if (d === QUIT || d === EOF) {
            stop = d;
            break loop;
          }
          apply(seat, d, by);
        }
      }
      // The request changed (a window closed, a turn ended, the game ended): look again. A free action such as a
      // reveal leaves the request as it was, so the same seat is asked again on the next pass.
      if (game.pending(state)?.id !== p.id) continue loop;
    }
  }

  if (out === 'skip') shown = events.length;
  showEvents(false);
  write('');
  if (stop === EOF) write(m.eof);
  if (stop === QUIT) write(m.quit);
  if (stop === null) {
    // Over: every identity is shown in the final table too.
    const over = game.pending(state) === null;
    const v = over && entry.finalView ? entry.finalView(state, human) : game.view(state, human);
    for (const l of r.table(v, o)) write(l);
  }
  for (const l of r.result(state, human, o)) write(l);

  const path = save();
  write('');
  write(m.saved(path));
  write(k.dim(m.replayHint(shellArg(path), human)));
  io.prompter.close();
  const record = makeRecord(
    game,
    opts.config,
    opts.seed,
    log,
    state,
    bots.map((bot, s) => (s === human ? 'human' : `bot:${bot?.name ?? '?'}`)),
  );
  return { end: stop === EOF ? 'eof' : stop === QUIT ? 'quit' : 'over', record, path };
}
