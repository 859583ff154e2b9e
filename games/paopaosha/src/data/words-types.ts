/**
 * The words and pictures a content entry carries for the game's renderers — the words (games/paopaosha/words: the
 * terminal, the table's log, menus and questions) and the table (games/paopaosha/table) — so that they name no card,
 * skill or character: a card kind's `words`/`art`/`display` (card-types.ts `CardKind`), a skill's `words` and a
 * character's `art` (characters.ts). Plain JSON-compatible data, no functions; types only, no rule reads any of it.
 *
 * Every text is a `Template`, filled by games/paopaosha/words/template.ts `fill`; each field below lists the
 * placeholders its renderer gives (the words' test checks every entry's templates against them), and any template may
 * also name a config field (`{benlaijiuyouDraw}`). Every field is optional: without it the renderers say the generic
 * words of their catalogues (words/zh.ts, en.ts). An entry's `zh` and `en` words have the same fields.
 *
 * English agreement placeholders, wherever a subject seat is given: `{s}` ('' for "you", 's' otherwise: `discard{s}`),
 * `{has}` (have/has), `{is}` (are/is); `{whose}` is the subject's possessive (your, seat 3's); a capitalised name
 * (`{Who}`) is the same value with a capital first letter.
 */

/**
 * A text with placeholders: `{name}` for a value, `{name|=1:one use|# uses}` for a form chosen by the value (the first
 * `=<value>:` form equal to it, else the last form; `#` is the value). See games/paopaosha/words/template.ts.
 */
export type Template = string;

/**
 * What an entry says about one of its requests (reason = its id) or about a step of one (reason `<id>-<step>`, in
 * `EntryWords.steps`).
 */
export interface RequestWords {
  /**
   * The question, by request kind (`choose`, `discard`; `shan`, `sha` for the window a card opens; `wuxie` for the
   * 无懈可击 window against it). Placeholders: `{n}` the request's count, `{hp}` the asked seat's HP, `{you}` (you, or
   * the seat answered for), `{source}`/`{Source}` the seat that asks, `{target}` its target, `{card}` the card asked
   * about, `{optionCard}` the card of the first option ('' without), `{poss}` the source's possessive, `{whose}` the
   * asked seat's possessive, `{toYou}` ("对你"/"on you"), `{weapon}` the asked seat's weapon ('?' without), `{more}`
   * the 杀 still needed ('' for one), `{tail}` the notes of a 闪 window ('' without).
   */
  readonly ask?: Readonly<Record<string, Template>>;
  /**
   * The words of the options of its `choose` requests, by option code (`yes`, `card`, `mode-a`, `give`, `die`…).
   * Placeholders: `{card}` the option's card ('' without), `{place}` where that card lies (a slot, or in front),
   * `{seat}` the option's seat ('' without), `{count}` the request's count, `{target}` its target.
   */
  readonly options?: Readonly<Record<string, Template>>;
}

/** The words of a card's pairs: two hand cards used or played as one card (炒锅); placeholders as each says. */
export interface PairWords {
  /** A menu line using a pair: `{pair}` the two cards, `{arrow}` ` → ` and the target ('' without). */
  readonly use: Template;
  /** A menu line playing a pair: `{pair}`. */
  readonly play: Template;
  /** The menu line that opens the pairs: to use (`group`) or to play (`groupPlayed`) them. */
  readonly group: Template;
  readonly groupPlayed: Template;
  /** The title of the first card's sub-menu. */
  readonly first: Template;
  /** The title of the second card's sub-menu: `{card}` the first card. */
  readonly second: Template;
  /** The title of the targets' sub-menu: `{pair}`. */
  readonly target: Template;
  /** In the log, after the two cards (`杀♠7+闪♥3（炒锅）当杀`). */
  readonly log: Template;
}

/** Everything an entry says in one language (each field is optional; see the file's comment). */
export interface EntryWords extends RequestWords {
  /** The words of its requests' steps (reason `<id>-<step>`), by step (`take`, `give`, `target`, `top`). */
  readonly steps?: Readonly<Record<string, RequestWords>>;
  /** A judgement for it (its reason): the outcome when it hits, and when it does not. */
  readonly judge?: readonly [hit: Template, miss: Template];
  /** The log's clause of cards discarded for it: `{who}` the seat, `{whose}`, `{s}`, `{list}` the cards, `{n}`. */
  readonly discard?: Template;
  /**
   * The menu line of using it (as itself or as what another card is used as): `{card}` the card, `{as}` (` 当水`, ''
   * when used as itself), `{arrow}` (` → ` and the targets, '' without), `{a}` and `{b}` its first and second targets,
   * `{weapon}` the first target's weapon ('?' without), `{notes}` the attack's notes (the equipment it goes through,
   * its damage when above 1; '' without).
   */
  readonly use?: Template;
  /** The menu line of playing it in answer to a request: `{card}`, `{as}`. */
  readonly play?: Template;
  /** The same, in answer to a card of the key's kind (躲 against a 杀): `{card}`, `{as}`. */
  readonly playAgainst?: Readonly<Record<string, Template>>;
  /** The menu line of rescuing a dying seat with it: `{on}` (对自己 / on 3号), `{card}`, `{as}`. */
  readonly rescue?: Template;
  /** The log's clause of answering a request with it: `{who}`, `{s}`, `{what}` the card(s). Default: played. */
  readonly respond?: Template;
  /** The menu line of not answering the request it made: `{source}` its user, `{weapon}` the asked seat's weapon. */
  readonly pass?: Template;
  /** The log's targets of its use, after the card: `{a}`, `{b}` its first and second targets. */
  readonly targets?: Template;
  /** Equipment: a note in the 闪 question against its holder's card of the key's kind (木槌 against 杀). */
  readonly shanNotes?: Readonly<Record<string, Template>>;
  /** Equipment: a note in the menu line of a card of the key's kind used as another card through it (水枪: 水). */
  readonly useNotes?: Readonly<Record<string, Template>>;
  /** Equipment: a note in the menu line of a use with several targets through it (跑跑散弹枪). */
  readonly manyTargetsNote?: Template;
  /** Equipment: the menu line of the alternative to 闪 it offers (八卦阵). */
  readonly shanAlternative?: Template;
  /** The log's clause when it is cancelled by 无懈可击 (default: "<kind> on <target> is cancelled"). */
  readonly nullified?: Template;
  /** The log's clause when a card has no effect by it: `{who}`, `{s}`, `{has}`, `{kind}` the card. */
  readonly immune?: Template;
  /** The log's clause of its user's healing right after its use: `{who}`, `{whose}`, `{hp}`, `{shield}`. */
  readonly heal?: Template;
  /**
   * The log's clauses of a look at hands right after its use, hands only: the user told one hand (`look`: `{who}`,
   * `{s}`, `{target}`, `{theirs}` the target's possessive, `{hand}`), the others told it looked at all (`lookAll`).
   */
  readonly look?: Template;
  readonly lookAll?: Template;
  /** The log's clause of a control it gives: `{by}`, `{s}`, `{who}`, `{via}` its name, `{turns}`. */
  readonly control?: Template;
  /** The table's line of a seat under the control it gives (海洋公主): `{who}`, `{Who}`, `{by}`, `{turns}`. */
  readonly controlled?: Template;
  /** The table's line of a seat whose next turn it commands (司令部): `{who}`, `{Whose}`, `{by}`. */
  readonly commanded?: Template;
  /** The table's line of the cards it revealed for everyone to pick from (收获子弹): `{cards}`. */
  readonly harvest?: Template;
  /** The table's line of an armed copy of it (永恒之火): `{card}`, `{who}` its holder. */
  readonly armed?: Template;
  /** The log's clause of the limits it sets on a seat (控制 a): `{by}`, `{byWhose}`, `{who}`. */
  readonly restrict?: Template;
  /** The table's note of its limited uses (死神冥刀): `{card}`, `{left}`, `{spent}` ('' or "used this turn"). */
  readonly usesLeft?: Template;
  /** Why its owner skips a phase, by phase (`discard`: 谦让, 中公普), before the skip: `{name}` its name. */
  readonly skips?: Readonly<Record<string, Template>>;
  /** Why a hand card is no choice, by the rules' reason code (src/rules/queries.ts `NotPlayable`) it causes. */
  readonly notPlayable?: Readonly<Record<string, Template>>;
  /** The words of its pairs (炒锅). */
  readonly pair?: PairWords;
}

/** An entry's words in both languages, with the same fields. */
export interface Words {
  readonly zh: EntryWords;
  readonly en: EntryWords;
}

/**
 * A card kind's or character's picture on the table: a Game Icons icon (https://game-icons.net, CC BY 3.0, its
 * Iconify name; `npm run art` copies the icons the entries name into games/paopaosha/table/art-icons.gen.ts).
 */
export interface Art {
  /** The icon's name (Game Icons, Iconify ids): the card's picture, the character's emblem. */
  readonly icon: string;
  /** A card: the mark drawn on a seat it damages (`slash`, 杀); none without. */
  readonly hit?: 'slash';
}

/** How the words and the table present a card kind beyond its words and picture. */
export interface CardDisplay {
  /**
   * Its place in the menu of the play phase's uses (lower first), used as itself and as what another card is used
   * as: [as itself, from another card]. Without: tricks 4, equipment 5.
   */
  readonly menu?: readonly [number, number];
  /** Its targets are picked in order, the first acting on the second (借刀杀人). */
  readonly orderedTargets?: boolean;
  /** Its judgement's words when it hits already say the phase it makes its holder skip (画圈圈). */
  readonly hitTellsSkip?: boolean;
}
