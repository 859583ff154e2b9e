/**
 * The shape of a game as the CLI knows it (the registry's entries, see registry.ts). Adding a game to the CLI means
 * writing one `GameEntry`: its engine module, its bots, how to build its configuration from flags, how to show it
 * in words, and what to count in simulations.
 */
import type { AnyGameModule, GameResult } from '@shaju/engine';
import type { GameRenderer, Lang, RenderOptions } from '@shaju/words';

export type { EventPrinter, GameRenderer, Lang, MenuItem, RenderOptions } from '@shaju/words';

/** The game options the CLI's flags can set (each game maps them to its configuration). */
export interface GameFlags {
  readonly players: number;
  readonly decks?: number | undefined;
  readonly pong?: boolean | undefined;
  /** The game mode (`--mode`), for a game that has several (跑跑杀: `identity`, `boss`). */
  readonly mode?: string | undefined;
  /** Other configuration fields by name (`--set field=value`), checked by the game's `validateConfig`. */
  readonly set?: Readonly<Record<string, number | boolean | string>> | undefined;
}

/** What a simulation's tally is asked to count beyond its usual figures. */
export interface TallyOptions {
  /** The game mode (`--mode`), when the game has several. */
  readonly mode?: string | undefined;
  /** `--by`: an extra breakdown (跑跑杀: `character`), or undefined. */
  readonly by?: string | undefined;
}

/** Counts game-specific figures over a simulation (identities, deaths…). Deterministic for a given game list. */
export interface SimTally {
  /** Called with every event of every game (full information), in order. */
  event(e: unknown): void;
  /** Called once per game with its final state and result, and each seat's bot kind. */
  game(state: unknown, result: GameResult | null, kinds: readonly string[]): void;
  /** Plain JSON-able figures. */
  summary(): Record<string, unknown>;
  /** The figures in words, one string per line. */
  report(o: RenderOptions): string[];
}

/** One game of the registry. */
export interface GameEntry {
  /** The module's id, e.g. `shajisifu`. */
  readonly id: string;
  /** Display name per language. */
  readonly title: Readonly<Record<Lang, string>>;
  readonly module: AnyGameModule;
  /** Bot kinds that can play this game (for `makeBot`). */
  readonly botKinds: readonly string[];
  /** The bot kind used when none is named. */
  readonly defaultBot: string;
  /**
   * Game flags (besides the common ones) this game accepts: `decks` with its allowed range, `pong`, `mode` with the
   * modes it names (the first is the default), `by` with the breakdowns `simulate --by` offers.
   */
  readonly flags: {
    readonly decks?: readonly [number, number];
    readonly pong?: boolean;
    readonly mode?: readonly string[];
    readonly by?: readonly string[];
  };
  /**
   * The kind of request where a seat chooses its character, for a game that has one (跑跑杀: `character`): `simulate
   * --characters random` then gives each seat the first candidate instead of its bot's choice.
   */
  readonly characterRequest?: string;
  /** The player counts a mode allows (default: the module's `minPlayers`–`maxPlayers`). */
  playerRange?(mode: string | undefined): readonly [number, number];
  /** Builds the configuration from flags; throws the engine's `ConfigError` for bad values. */
  config(flags: GameFlags): unknown;
  readonly renderer: GameRenderer;
  /** Turns played so far (from the state). */
  turns(state: unknown): number;
  /** Optional: whether `seat` is out of the game while it goes on (dead), so `play` stops asking that person. */
  seatOut?(state: unknown, seat: number): boolean;
  /** A fresh tally for a simulation. */
  newTally(options?: TallyOptions): SimTally;
  /**
   * Optional: the viewer's view of a finished game with every identity filled in (the final table shows them all,
   * not "?"). Only called once the game is over.
   */
  finalView?(state: unknown, viewer: number | null): unknown;
  /** Whether another seat's decision changes nothing worth a fresh table (e.g. a pass in a 碰 window). */
  quiet(decision: unknown): boolean;
  /**
   * For the person's seat: a decision to take without asking when the only sensible answer is forced (e.g. "pass"
   * in a 碰 window when holding no identical card), or null to ask.
   */
  autoDecision(legal: readonly unknown[], kind: string): unknown | null;
}

/** A game the CLI names but cannot run yet. */
export interface PlannedGame {
  readonly id: string;
  readonly title: Readonly<Record<Lang, string>>;
}
