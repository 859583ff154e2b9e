import type { AnyGameModule, GameResult } from '@shaju/engine';
import type { Decider } from './playout.ts';

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

/** A bot kind a game offers, e.g. `random`, `heuristic`. */
export interface BotKindInfo {
  readonly id: string;
  readonly title: Text;
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
  /** Loads the rest of the game (rules, bots, words). Resolves to the same object every time. */
  load(): Promise<GameKit>;
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
export interface GameKit {
  /** The rules (`module.id` is the manifest's id). */
  readonly module: AnyGameModule;
  /**
   * A new bot of `kind` (one of `manifest.bots`) with its own seed. Throws `Error` for a kind this game does not have.
   */
  makeBot(kind: string, seed: number): Decider;
  /**
   * Whether `decision` declines (passes): the answer a driver plays for a seat that lets its time run out (when no
   * legal decision declines, the seat's bot decides), and the one that counts as "nothing to decide" when it is the
   * only legal decision besides free actions.
   */
  isDecline(decision: unknown): boolean;
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
  /** A win-condition id of `GameResult.why` in words. */
  condition(id: string, lang: Lang): string;
}

/** Whether a seat has something to decide among `legal`: a decision that neither declines nor is a free action. */
export function hasRealChoice(kit: GameKit, legal: readonly unknown[]): boolean {
  for (const d of legal) if (!kit.isDecline(d) && !kit.isFreeAction(d)) return true;
  return false;
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
