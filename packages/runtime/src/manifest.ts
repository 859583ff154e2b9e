import type { AnyGameModule, GameResult, OptionCatalogue } from '@shaju/engine';
import type { Decider, SeatContext } from './playout.ts';
import type { SearchAdapter } from './search.ts';

/**
 * The game manifest: one object per game that the server, the command line, the web client, the bots and the
 * benchmarks read, so that none of them names a game, a card or a decision kind. A game is one folder under `games/`
 * (rules in `src/`, its bots in `bot/`, its words in `words/`, its web table in `table/`) plus one line in the
 * catalogue (`games/catalog`).
 *
 * The manifest itself is light (names, player counts, modes, bot kinds): a shell can list the games and build a room
 * form without loading any rules. Everything else is in the game's kit, loaded on demand with `load()` (its own chunk
 * in the web client).
 */

/** A display language: Chinese (the default) or English. */
export type Lang = 'zh' | 'en';

/** A text in every display language. */
export type Text = Readonly<Record<Lang, string>>;

/** A game mode (跑跑杀: the identity game and boss mode). The first mode of a manifest is the default. */
export interface GameMode {
  /** The mode's id as the game's configuration names it (`mode` field), e.g. `identity`, `boss`. */
  readonly id: string;
  readonly title: Text;
  /** The mode's name in a room form or a lobby, when it says more than the title (default: the title). */
  readonly label?: Text;
  /** Smallest and largest number of seats in this mode. */
  readonly players: readonly [number, number];
}

/**
 * A strength a shell offers for a bot (docs/bots.md): `easy` (the random bot), `normal` (the heuristic bot), `hard`
 * (the search bot). A level names a bot kind of the game (`BotKindInfo.level`).
 */
export type BotLevel = 'easy' | 'normal' | 'hard';

/** Every strength level, weakest first. */
export const BOT_LEVELS: readonly BotLevel[] = Object.freeze(['easy', 'normal', 'hard']);

/** A bot kind a game offers, e.g. `random`, `heuristic`, `search`. */
export interface BotKindInfo {
  readonly id: string;
  readonly title: Text;
  /** The strength this kind stands for, when it stands for one (a shell offers levels and sends the kind's id). */
  readonly level?: BotLevel;
}

/**
 * The bot kind id of `name` among `bots`: a kind id as it is, or a level (`easy`, `normal`, `hard`) as the kind that
 * stands for it; undefined when neither.
 */
export function botKindOf(bots: readonly BotKindInfo[], name: string): string | undefined {
  for (const b of bots) if (b.id === name) return b.id;
  for (const b of bots) if (b.level === name) return b.id;
  return undefined;
}

/**
 * A switch a room of this game can set besides its mode (杀机四伏's 碰 variant, S-P1): the configuration field `id`
 * is `true` or `false`. A shell offers it in its room form and names it in the lobby when on.
 */
export interface RoomOption {
  /** The configuration field it sets, e.g. `pong`. */
  readonly id: string;
  readonly title: Text;
  readonly type: 'boolean';
  /** The value a new room starts with. */
  readonly default: boolean;
}

/**
 * What a request of some kind answers for a seat whose time ran out. A timeout decides nothing for the player:
 * - `decline`: the game's "do nothing" (`GameKit.declineOf`: pass, end the phase, a question's no);
 * - `first`: a choice's first option — or its no, when it asks yes or no (a timeout never says yes for anyone);
 * - `leastUseful`: cards the rules make the seat give up (a discard), the least useful ones by the game's bot valuation
 *   (`GameKit.leastUseful`).
 * Each falls back to the next sensible answer: the decline when the request offers one, else the first option.
 */
export type TimeoutAnswer = 'decline' | 'first' | 'leastUseful';

/** Every timeout answer (`TimeoutAnswer`). */
export const TIMEOUT_ANSWERS: readonly TimeoutAnswer[] = Object.freeze(['decline', 'first', 'leastUseful']);

/** The light part of a game: what a shell needs before it loads the rules. */
export interface GameManifest {
  /** Stable id, the same as the rules module's `id`, e.g. `shajisifu`. */
  readonly id: string;
  readonly title: Text;
  /** One line about the game, for a home page or `--help`. */
  readonly summary: Text;
  /** Smallest and largest number of seats over every mode, and the count a new room starts with. */
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  /** The game's modes; the first is the default. A game without modes lists one. */
  readonly modes: readonly GameMode[];
  /** The switches a room of this game can set besides its mode (absent: none). */
  readonly roomOptions?: readonly RoomOption[];
  /** The bot kinds this game has; `defaultBot` is one of them. */
  readonly bots: readonly BotKindInfo[];
  readonly defaultBot: string;
  /**
   * Request kinds that answer someone else's action (response windows: 杀机四伏's 碰 claim, S-P1; 跑跑杀's 闪, 杀,
   * 无懈可击 and rescue requests, P-G6). A server times them by its response time and keeps them open for a minimum
   * time, so that a quick pass reveals nothing.
   */
  readonly responseKinds: readonly string[];
  /**
   * Request kinds asked one card at a time for what is one answer (跑跑杀's `discard`: the discard phase's N cards are
   * N requests). When one times out, a server answers the same seat's following requests of that kind with the
   * default at once, under the one timer and the one timeout: a discard of 3 cards does not wait out 3 timers.
   */
  readonly oneByOneKinds?: readonly string[];
  /**
   * The answer of a timed-out request, by request kind (`TimeoutAnswer`); a kind not named takes `decline`. A shell
   * that times requests answers with `timeoutDecision`, so that it names no game, card or decision kind.
   */
  readonly timeouts?: Readonly<Record<string, TimeoutAnswer>>;
  /**
   * The preset a newcomer's first game plays (快速开始): an id of the option catalogue's presets and its title there
   * (a test holds the two equal), chosen because the lab measured it fairer or kinder to a first game than the seed
   * rules. Absent: quick start plays the first preset (`seed`).
   */
  readonly newcomer?: { readonly preset: string; readonly title: Text };
  /**
   * Whether the game's table itself lists every seat's identity and fate when the game is over (跑跑杀's result table,
   * with characters, score cards and last hands). A shell's result panel beside that table then leaves out its own
   * seat list, so the end is not shown twice; where there is no table (a room that is gone) it still shows it.
   */
  readonly tableListsFinalSeats?: boolean;
  /** Loads the rest of the game (rules, bots, words). Resolves to the same object every time. */
  load(): Promise<GameKit>;
  /**
   * Loads the game's option catalogue alone (the same object as `GameKit.options`, in a small chunk of its own), for
   * the pages that show a room's rules before its game starts (the room form, the lobby): they need the options'
   * words, bounds and presets, not the rules. Resolves to the same object every time.
   */
  loadOptions(): Promise<OptionCatalogue>;
}

/** One seat at the end of a game, in words (every identity is public once a game is over). */
export interface SeatSummary {
  /** The identity in words, in the language asked for. */
  readonly identity: string;
  /** The character in words (跑跑杀), or null for a game without characters. */
  readonly character: string | null;
  readonly alive: boolean;
}

/** The heavy part of a game, loaded by `GameManifest.load()`. */
/** A game's content as data (`GameKit.content`). */
export interface GameContent {
  /** Every entry of the game's seed content, as plain JSON data, in table order (the manifest's). */
  entries(): readonly unknown[];
  /** The JSON Schema (draft 2020-12) one entry follows: an object whose `kind` says which entry it is. */
  jsonSchema(): unknown;
  /**
   * Checks untrusted entries: the list of problems, each with the JSON path it is at and what is expected there
   * (empty when every entry is valid).
   */
  check(entries: unknown): readonly ContentProblem[];
  /**
   * Optional: checks an untrusted pack (docs/packs.md: `{ id, name, entries }`), the list of problems with their JSON
   * paths (empty when it is valid). A valid pack goes into `GameFlags.packs`.
   */
  checkPack?(pack: unknown): readonly ContentProblem[];
}

/** A problem of an entry (`GameContent.check`): where, as a JSON path such as `[3].use.effect[0].amount`, and what. */
export interface ContentProblem {
  readonly path: string;
  readonly message: string;
}

export interface GameKit {
  /** The rules (`module.id` is the manifest's id). */
  readonly module: AnyGameModule;
  /**
   * Every option and preset of the game (the rules' catalogue, packages/engine/src/options.ts). A configuration is
   * `{ players, mode?, ...optionValues }`; the rules' `validateConfig` checks it.
   */
  readonly options: OptionCatalogue;
  /**
   * A new bot of `kind` (one of `manifest.bots`) with its own seed. Throws `Error` for a kind this game does not have.
   */
  makeBot(kind: string, seed: number): Decider;
  /**
   * What the generic search bot (`search` kind, @shaju/bots `SearchBot`) needs of this game: its determiniser, its
   * playout policy and its base bot (docs/bots.md). Absent: the game has no search bot.
   */
  readonly search?: SearchAdapter;
  /**
   * Whether `decision` declines (passes): the answer a driver plays for a seat that lets its time run out (when no
   * legal decision declines, the seat's bot decides), and the one that counts as "nothing to decide" when it is the
   * only legal decision besides free actions.
   */
  isDecline(decision: unknown): boolean;
  /**
   * Optional: the game's "do nothing" answer to the request `ctx` asks (pass; end the phase; the no of a yes-or-no
   * question), among `ctx.legal()`, or undefined when it offers none. Without it, the first legal decision that
   * `isDecline` accepts.
   */
  declineOf?(ctx: SeatContext): unknown | undefined;
  /**
   * Optional: the cards to give up for the request `ctx` asks (a discard), as the game's bot values them: the legal
   * decision that gives up the least useful one, or undefined when it finds none. What a timed-out discard answers
   * (`TimeoutAnswer` `leastUseful`); it is the game's bot valuation, never a second copy of it.
   */
  leastUseful?(ctx: SeatContext): unknown | undefined;
  /**
   * Whether `decision` is a free action a seat may take at any time, outside any request (杀机四伏's identity reveal,
   * S-R1). A request whose legal decisions are only declines and free actions gives the seat nothing to decide.
   */
  isFreeAction(decision: unknown): boolean;
  /** The seat's identity as a stable machine id, read from the full state (for records written after a game). */
  identityOf(state: unknown, seat: number): string;
  /** The seat's score in a result, or null when the game keeps none. */
  scoreOf(result: GameResult, seat: number): number | null;
  /** Every seat of a finished game's final state, in words (replays, results, records). */
  seats(finalState: unknown, lang: Lang): SeatSummary[];
  /**
   * The game's content as data (docs/content.md): its entries — cards, skills, characters, identities, modes — as
   * plain JSON, and the JSON Schema they follow (`shaju content <game> [--json | --schema]`). Absent: the game keeps
   * no content entries.
   */
  readonly content?: GameContent;
  /** A win-condition id of `GameResult.why` in words. */
  condition(id: string, lang: Lang): string;

  // What a terminal player (`shaju play`, `shaju connect`, `shaju replay`) and a simulation need. The words' part of
  // the kit, `renderer` (a `GameRenderer`), is declared by @shaju/words (packages/words/src/kit.ts), which adds it to
  // this interface: this contract imports only the engine.

  /** The options of this game a command line sets besides the player count, `--mode` and `--set`. */
  readonly flags: GameFlagSpec;
  /**
   * Builds the game's configuration from command-line options (the rules' `validateConfig` of the fields they set).
   * Throws the engine's `ConfigError` for bad values.
   */
  config(flags: GameFlags): unknown;
  /**
   * The kind of request where a seat chooses its character, for a game that has one: `simulate --characters random`
   * then gives each seat the first candidate instead of its bot's choice. Undefined for a game without characters.
   */
  readonly characterRequest?: string;
  /** Turns played so far, read from the full state. */
  turns(state: unknown): number;
  /** Optional: whether `seat` is out of a game that goes on (dead), so a terminal stops asking that person. */
  seatOut?(state: unknown, seat: number): boolean;
  /**
   * Optional: the viewer's view of a finished game with every identity and every seat's last hand filled in (the
   * final table shows them all, not "?"). Before the game is over it is the rules' own `view`. Every shell (the
   * server's last step, a browser replay's last step, the terminal) shows the end through it.
   */
  finalView?(state: unknown, viewer: number | null): unknown;
  /** Whether another seat's `decision` changes nothing worth a fresh table (e.g. a pass in a response window). */
  quiet(decision: unknown): boolean;
  /**
   * For a person's seat: the decision to take without asking when the only sensible answer is forced (e.g. a pass in
   * a response window when nothing else is legal), or null to ask. `kind` is the pending request's kind.
   */
  autoDecision(legal: readonly unknown[], kind: string): unknown | null;
  /** A fresh tally of this game's figures for a simulation (the command line's `simulate`, the designer's lab). */
  newTally(options?: TallyOptions): SimTally;
  /** The game's own lines of the help of `shaju play`, `simulate` and `connect`, and its examples. */
  readonly help: GameHelp;
  /** What the designer's lab (`shaju lab`) asks of this game beyond the rest of the kit (absent: no lab). */
  readonly lab?: LabHooks;
}

/** A card kind or skill a seat's bot may be kept from using (restricted play, `shaju lab`), with its name. */
export interface Restrictable {
  readonly kind: 'card' | 'skill';
  /** The card kind or skill id, in pinyin. */
  readonly id: string;
  readonly name: Text;
}

/**
 * What the designer's lab reads of a game (packages/lab): the seats of a finished game in machine ids, the events
 * that start a seat's first play phase and end its life (agency), the limits that end a game as a draw, and what a
 * restricted bot may be kept from using. Every answer is read from the rules' state, events and decision data.
 */
export interface LabHooks {
  /** The number of seats of a state. */
  seatCount(state: unknown): number;
  /** The seat's identity id for the fairness figures (a boss-mode side where the mode has no hidden identities). */
  identity(state: unknown, seat: number): string;
  /**
   * Optional: the seat's team id (the identities that win together: 跑跑杀's 国主 and 大臣, or a boss-mode side). The
   * lab counts a team once a game, won when any of its seats won. Absent for a game where every seat plays for itself
   * (杀机四伏).
   */
  team?(state: unknown, seat: number): string;
  /** The seat's character id, or null for a game without characters. */
  character(state: unknown, seat: number): string | null;
  /** Rounds played (or turns, for a game without rounds), read from the final state. */
  rounds(state: unknown): number;
  /** The seat whose play phase (or turn) event `e` begins, or −1 for any other event. */
  playStarts(e: unknown): number;
  /** The seat that event `e` says died, or −1 for any other event. */
  deathOf(e: unknown): number;
  /** `GameResult.reason`s that mean the round or turn limit ended the game. */
  readonly limitReasons: readonly string[];
  /** The card kinds and skills a game of configuration `config` can use, for restricted play. */
  restrictable(config: unknown): readonly Restrictable[];
  /** Whether `decision` uses card kind or skill `id` (`kind` says which). */
  uses(decision: unknown, kind: 'card' | 'skill', id: string): boolean;
  /**
   * The lab's metrics that fit this game, in its own words: the win rate of each identity (and team), their spread and
   * the spread within each player count always apply; those named here apply as well, and only they.
   */
  readonly metrics: LabMetrics;
}

/**
 * The game-dependent metrics of the lab (`LabHooks.metrics`), each with the game's name for it (a metric left out does
 * not apply to the game and is never shown).
 */
export interface LabMetrics {
  /**
   * The share of seats dead before the event `playStarts` reads first began for them: 跑跑杀's first play phase
   * ("dead before their first play phase"), 杀机四伏's first turn ("dead before their first turn").
   */
  readonly earlyDeaths?: LabMetricName;
  /** Deaths per game (the events `deathOf` reads). */
  readonly deaths?: LabMetricName;
  /** Game length in the unit `rounds` counts: rounds (跑跑杀) or turns (杀机四伏), per game. */
  readonly length?: LabMetricName;
}

/** A metric's name in the game's words, and a short one for a chart's axis or a table's column. */
export interface LabMetricName {
  readonly name: Text;
  readonly short: Text;
}

/** The options of a game that a command line may set (each one the game does not have is refused). */
export interface GameFlagSpec {
  /** `--decks D` with its allowed range, for a game played with several decks. */
  readonly decks?: readonly [number, number];
  /** `--pong`, for a game with a 碰 variant. */
  readonly pong?: boolean;
  /** `simulate --by X`: the extra breakdowns the game's tally offers. */
  readonly by?: readonly string[];
}

/** The game options a command line sets; the game's `config` maps them to its configuration. */
export interface GameFlags {
  readonly players: number;
  readonly decks?: number | undefined;
  readonly pong?: boolean | undefined;
  /** A mode id of the manifest, for a game that has several; undefined: the default mode. */
  readonly mode?: string | undefined;
  /** A preset id of `GameKit.options` (`--preset NAME`); undefined: the first preset (`seed`). */
  readonly preset?: string | undefined;
  /** Other configuration fields by name (`--set field=value`), checked by the rules' `validateConfig`. */
  readonly set?: Readonly<Record<string, number | boolean | string>> | undefined;
  /** Packs of content the game plays with (`--pack FILE`), each checked by `GameContent.checkPack`. */
  readonly packs?: readonly unknown[] | undefined;
}

/** What a simulation's tally is asked to count beyond its usual figures. */
export interface TallyOptions {
  /** A mode id of the manifest; undefined: the default mode. */
  readonly mode?: string | undefined;
  /** An extra breakdown among `GameFlagSpec.by`, or undefined. */
  readonly by?: string | undefined;
}

/** How a tally's report is written: the language (reports use no colour). */
export interface ReportOptions {
  readonly lang: Lang;
}

/** Counts a game's own figures over a simulation (identities, deaths…). Deterministic for a given list of games. */
export interface SimTally {
  /** Called with every event of every game (full information), in order. */
  event(e: unknown): void;
  /** Called once per game with its final state and result (null when unfinished), and each seat's bot kind. */
  game(state: unknown, result: GameResult | null, kinds: readonly string[]): void;
  /** The figures as plain JSON-able data. */
  summary(): Record<string, unknown>;
  /** The figures in words, one string per line. */
  report(o: ReportOptions): string[];
  /**
   * Optional: the few figures that say most about a game's balance, for a side-by-side comparison of two rule sets
   * (`simulate --preset P` beside the default preset). Without it, `tallyHeadline` reads them from `summary()`.
   */
  headline?(): HeadlineFigure[];
}

/** One headline figure of a simulation (see `SimTally.headline`). */
export interface HeadlineFigure {
  /** Stable id, e.g. a summary key such as `diedBeforeFirstPlay`. */
  readonly id: string;
  readonly label: Text;
  readonly value: number;
  /** Whether `value` is a share in [0, 1] (shown as a percentage). */
  readonly share: boolean;
}

/** The keys of a summary's nested object read by `tallyHeadline`'s default, in order. */
const HEADLINE_KEYS = ['rate', 'share', 'avg', 'perGame'] as const;

/** The object's words when it has them (`{ zh, en }` fields, as a tally's rows often do), else `id` in both. */
function labelOf(o: Record<string, unknown>, id: string): Text {
  return typeof o.zh === 'string' && typeof o.en === 'string' ? { zh: o.zh, en: o.en } : { zh: id, en: id };
}

/**
 * A tally's headline figures: its own `headline()`, or else `summaryHeadline(tally.summary())`.
 */
export function tallyHeadline(tally: SimTally): HeadlineFigure[] {
  return tally.headline ? tally.headline() : summaryHeadline(tally.summary());
}

/**
 * Headline figures read from a tally's `summary()`: every finite number of its top level; the `rate`, `share`, `avg`
 * or `perGame` of each top-level object (id `key.rate`…); and the `rate` of each object one level further (id
 * `key.row.rate`, e.g. a win rate per identity, labelled with the row's `zh`/`en` when it has them). A number is a
 * share when its key says `rate` or `share`, or it is a fraction in [0, 1]. `labels` names figures by id (a tally's
 * `headline()` passes its words, e.g. `{ 'deaths.perGame': { zh: '每局死亡人数', en: 'deaths per game' } }`); a figure
 * with neither a label nor row words is labelled with its id.
 */
export function summaryHeadline(
  summary: Record<string, unknown>,
  labels: Readonly<Record<string, Text>> = {},
): HeadlineFigure[] {
  const out: HeadlineFigure[] = [];
  const add = (id: string, label: Text, v: unknown, share: boolean): void => {
    if (typeof v === 'number' && Number.isFinite(v)) out.push({ id, label: labels[id] ?? label, value: v, share });
  };
  for (const [k, v] of Object.entries(summary)) {
    if (typeof v === 'number') {
      add(k, { zh: k, en: k }, v, (v >= 0 && v <= 1 && !Number.isInteger(v)) || /rate|share/i.test(k));
    } else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const o = v as Record<string, unknown>;
      for (const key of HEADLINE_KEYS)
        add(`${k}.${key}`, { zh: `${k}.${key}`, en: `${k}.${key}` }, o[key], key === 'rate' || key === 'share');
      for (const [row, x] of Object.entries(o)) {
        if (typeof x !== 'object' || x === null || Array.isArray(x)) continue;
        const id = `${k}.${row}.rate`;
        add(id, labelOf(x as Record<string, unknown>, id), (x as Record<string, unknown>).rate, true);
      }
    }
  }
  return out;
}

/**
 * One option line of a command's help: the flag as typed (`--decks D`) and what it does (`\n` starts a continuation
 * line, which the help indents under the text).
 */
export interface OptionHelp {
  readonly flag: string;
  readonly text: Text;
}

/** A game's part of the command line's help. */
export interface GameHelp {
  /** Option lines of `shaju play --help` that only this game has, in order. */
  readonly play: readonly OptionHelp[];
  /** Option lines of `shaju simulate --help` that only this game has, in order. */
  readonly simulate: readonly OptionHelp[];
  /** Option lines of `shaju connect --help` that only this game has (a room's options), in order. */
  readonly connect: readonly OptionHelp[];
  /** Example arguments after `npx shaju play <id>` (e.g. `--players 5 --seat 2`). */
  readonly playExamples: readonly string[];
  /** Example arguments after `npx shaju simulate <id>`. */
  readonly simulateExamples: readonly string[];
  /** Examples of `--set field=value` for this game's configuration, in `play` and `simulate` help. */
  readonly setExample?: { readonly play: string; readonly simulate: string };
}

/** Whether a seat has something to decide among `legal`: a decision that neither declines nor is a free action. */
export function hasRealChoice(kit: GameKit, legal: readonly unknown[]): boolean {
  for (const d of legal) if (!kit.isDecline(d) && !kit.isFreeAction(d)) return true;
  return false;
}

/**
 * The answer a client gives at once for a person who has nothing to decide (auto-pass), or null to ask them. `legal`
 * are the seat's legal decisions on a request of `kind`. One notion for every client: the kit's `autoDecision` (a
 * forced answer the game names), else, when no legal decision is a real choice (`hasRealChoice`: only declines and
 * free actions), the decline; else, when exactly one decision is legal and it is not a free action, that one (a dying
 * seat with nothing to give). A free action is never taken for the person: it can be taken any time (S-R1).
 */
export function autoAnswer(kit: GameKit, legal: readonly unknown[], kind: string): unknown | null {
  if (legal.length === 0) return null;
  const forced = kit.autoDecision(legal, kind);
  if (forced !== null) return forced;
  if (!hasRealChoice(kit, legal)) return legal.find((d) => kit.isDecline(d)) ?? null;
  const only = legal.length === 1 ? legal[0] : undefined;
  return only !== undefined && !kit.isFreeAction(only) ? only : null;
}

/**
 * The answer of a seat whose time ran out on the request `ctx` asks (a request of kind `ctx.kind`): the manifest's
 * `TimeoutAnswer` for that kind (`decline` when it names none), through the kit — the decline, the first option (the
 * no of a yes-or-no question), or the least useful cards by the game's bot valuation. Always one of `ctx.legal()`;
 * undefined only when nothing is legal.
 */
export function timeoutDecision(manifest: GameManifest, kit: GameKit, ctx: SeatContext): unknown | undefined {
  const how = manifest.timeouts?.[ctx.kind] ?? 'decline';
  const legal = ctx.legal();
  const decline = kit.declineOf ? kit.declineOf(ctx) : legal.find((d) => kit.isDecline(d));
  if (how === 'leastUseful') {
    const d = kit.leastUseful?.(ctx);
    // The legal decision itself, or the one equal to it field by field (a bot may build its answer anew).
    const same = d === undefined ? undefined : legal.includes(d) ? d : legal.find((x) => sameData(x, d));
    if (same !== undefined) return same;
  }
  // A free action (杀机四伏's reveal) is never taken for the player.
  return decline ?? legal.find((d) => !kit.isFreeAction(d));
}

/** Whether two decisions are the same plain data (a timeout's rare path: JSON is enough). */
function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Makes `load` of a manifest: calls `loader` once and returns the same promise afterwards, so every caller gets the
 * same kit.
 */
export function once<T>(loader: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () => {
    p ??= loader();
    return p;
  };
}
