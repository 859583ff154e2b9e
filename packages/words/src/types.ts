/**
 * The shapes shared by every text renderer (the CLI's and the web client's): languages, render options, menu items,
 * event printers, and a game's renderer.
 */

/** Display languages. */
export type { Lang } from '@shaju/runtime';

import type { Lang } from '@shaju/runtime';

/**
 * A named style of the words: what a piece of text is, not how it looks. The words mark text with a style through a
 * `Painter`; the terminal (apps/cli/src/paint.ts) turns the styles into ANSI colours, the web client shows plain text.
 */
export type Style =
  /** A heading: the table's header line, the end of a game. */
  | 'title'
  /** A name to stand out: the viewer's seat, an identity, a character. */
  | 'strong'
  /** Less important text: column heads, round tags, reshuffles, dead players. */
  | 'dim'
  /** The viewer (`你` / `you` in the seat column). */
  | 'you'
  /** The header of the viewer's own turn. */
  | 'your-turn'
  /** The 国主 / 海盗王. */
  | 'lord'
  /** The question the viewer is asked. */
  | 'question'
  /** Something to watch: an attack under way, a dying player, a seat under control, repeated cards. */
  | 'warning'
  /** Good news: alive, in range. */
  | 'good'
  /** Bad news: dead. */
  | 'bad'
  /** Damage taken. */
  | 'damage'
  /** HP recovered. */
  | 'heal'
  /** A player's death. */
  | 'death'
  /** The viewer won. */
  | 'won'
  /** Full hearts of an HP bar. */
  | 'hp'
  /** Empty hearts of an HP bar. */
  | 'hp-lost'
  /** HP of 1 or less. */
  | 'hp-low'
  /** A card of a red suit (♥ ♦). */
  | 'suit-red'
  /** A joker. */
  | 'suit-joker'
  /** 杀机四伏: a card whose value is repeated in a damage pile. */
  | 'pair'
  /** 杀机四伏: a damage total of 40 or more. */
  | 'danger';

/** Marks `text` with `style` (e.g. wraps it in ANSI codes); the plain painter returns `text` unchanged. */
export type Painter = (style: Style, text: string) => string;

/** Output settings shared by every renderer. */
export interface RenderOptions {
  readonly lang: Lang;
  /** How styled text is marked (default: plain text, see `plain`). */
  readonly paint?: Painter;
}

/** One line of a decision menu. */
export interface MenuItem {
  readonly d: unknown;
  readonly label: string;
  /**
   * The "do nothing more" choice (stop, pass, end the phase, decline): at most one per menu, always listed last and
   * always numbered 0, so that its number never moves.
   */
  readonly decline?: boolean;
  /**
   * A group opening a sub-menu instead of a decision (e.g. 跑跑杀's 炒锅: first card, second card, target): `d` is then
   * unused, and `title` says what the sub-menu asks. A sub-menu's 0 goes back to the menu it came from.
   */
  readonly sub?: readonly MenuItem[];
  readonly title?: string;
  /**
   * A risky choice (杀机四伏's "flip again", S-A3's penalty draw): a terminal asks this yes/no question, whose default
   * is no, before taking it, so a number typed out of habit does not take it.
   */
  readonly confirm?: string;
}

/**
 * A printed log line with what it is about: the seats it names (for a log's filter by seat) and its action (`act`:
 * the kind of event that began it, e.g. `discard`; empty for a line no run should fold). Consecutive lines of one
 * action about the same seats are a run a log may fold ("4号 弃牌 ×13").
 */
export interface PrintedLine {
  readonly text: string;
  readonly seats: readonly number[];
  readonly act: string;
}

/** Turns batches of events into lines of words; consecutive events of one action share a line. */
export interface EventPrinter {
  /** The lines for `events` (the last line of the batch is completed, not held back). */
  print(events: readonly unknown[]): string[];
  /**
   * Optional: the same lines as `print`, each with the seats it names and its action (`PrintedLine`). A printer keeps
   * one context: call either `print` or `printLines` for every batch of a log, not both.
   */
  printLines?(events: readonly unknown[]): PrintedLine[];
  /**
   * Optional: a request kind (`Pending.kind`) in words, for a client's notes about a request (an auto-pass says what
   * it answered: 跑跑杀's `wuxie` is 无懈可击); null for a kind with no short name.
   */
  askName?(kind: string): string | null;
}

/** Text rendering of one game, in words, for one viewer (`null`: a spectator). */
export interface GameRenderer {
  /** The table as `view.seat` sees it: players, piles, the viewer's hand and identity. One string per line. */
  table(view: unknown, o: RenderOptions): string[];
  /** A short status (header, action in progress, the viewer's hand) for a prompt right after the viewer's own move. */
  brief(view: unknown, o: RenderOptions): string[];
  /**
   * A printer of already-redacted events (see `GameModule.redactEvent`) in words, as `viewer` sees them. It keeps
   * context between batches (whose turn it is), so a game can be printed a decision at a time.
   */
  events(viewer: number | null, o: RenderOptions): EventPrinter;
  /**
   * The menu: the legal decisions to offer, in display order, each with its label in words. `seat` is the seat they
   * are for when the viewer decides for another seat it controls (default: the viewer's own).
   */
  menu(legal: readonly unknown[], view: unknown, o: RenderOptions, seat?: number): MenuItem[];
  /**
   * Optional: how many of the menu's choices the request now asks (`legal`: the legal decisions of the seat deciding,
   * `seat` as for `menu`) — more than 1 for a request of several cards that the rules ask one at a time (a discard of
   * 4 is four requests), so a terminal takes them in one answer and answers the next requests with them; 1 (or
   * absent) for any other request.
   */
  picks?(legal: readonly unknown[], view: unknown, seat?: number): number;
  /**
   * The end of a game (or of an unfinished record): result, winners and why, and every identity when the game is
   * over. `state` is the final state (the CLI runs the game, so it may read it once the game has ended).
   */
  result(state: unknown, viewer: number | null, o: RenderOptions): string[];
  /** A win-condition id of `GameResult.why` in words (e.g. `H-B` → `嫉妒女B：别人胜利时自己还活着`). */
  condition(id: string, o: RenderOptions): string;
  /** Optional: the question the viewer is asked now, in one line (empty when none). */
  question?(view: unknown, o: RenderOptions): string;
  /** A short rules summary for the `h` key. */
  help(o: RenderOptions): string[];
  /**
   * The question asked when `seat` is offered a free action while another seat decides (e.g. reveal while being
   * attacked), with the free decisions it may take; null when nothing worth asking. The question is a plain sentence
   * (a terminal adds its own `(y/N)`).
   */
  offer(view: unknown, o: RenderOptions): { question: string; choices: { d: unknown; label: string }[] } | null;
  /**
   * Optional: the display name of a machine id that records and reports use (the lab's `report.json`): an identity
   * (as `GameKit.identityOf` gives it), a team, a character, a card kind or a skill, in `lang`; `mode` is the game
   * mode when the name depends on it (跑跑杀's boss mode names its sides). Undefined for an id the game does not know
   * (a caller shows the id itself).
   */
  name?(kind: IdKind, id: string, lang: Lang, mode?: string | null): string | undefined;
}

/** What a machine id names, for `GameRenderer.name`. */
export type IdKind = 'identity' | 'team' | 'character' | 'card' | 'skill';
