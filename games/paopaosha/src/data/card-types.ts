/**
 * The types of the card kinds' data entries. Each entry lives in its card module (src/cards/<id>.ts, with the card's
 * rules); `CARD_KINDS` (data/cards.ts) gathers them from the explicit index (cards/index.ts). A physical card is (kind,
 * suit, rank, id): see `DeckCopy` and `DeckEntry`. Types only: every layer may import this file.
 *
 * Sources: the seed's 牌补充解释 section (Chinese texts, quoted verbatim in `textZh`) and the rulings' card, weapon, mount,
 * armor, skill book and god card sections (the English `textEn`), docs/rulings/paopaosha.md. Counts: P-D1. Names: P-G3.
 */
import type { CardBotHints } from './bot-hints.ts';
import type { PaopaoshaConfig } from './config-types.ts';
import type { Suit } from './suits.ts';
import type { Art, CardDisplay, Words } from './words-types.ts';

/**
 * The card kinds by pinyin id (lower case, no tones). Each card module declares its own id here by declaration merging
 * (`declare module '../data/card-types.ts' { interface CardKindIds { <id>: true } }` at the end of src/cards/<id>.ts),
 * so a kind's id is written once, in its module, and the compiler still checks every use of every id.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the card modules (declaration merging)
export interface CardKindIds {}

/** Pinyin id of a card kind: one per card module (src/cards/<id>.ts, listed in cards/index.ts). */
export type CardKindId = Extract<keyof CardKindIds, string>;

/**
 * Card type. `trick` = 技能牌 (锦囊, P-G3): cancellable by 无懈可击 and void against 盾牌. `god` = 神卡: not a trick, used
 * in the play phase, not stopped by 无懈可击 or 盾牌 (god cards ruling). Skill books are `equipment` with subtype `book`.
 */
export type CardType = 'basic' | 'trick' | 'equipment' | 'god';

/**
 * Subtype. `delayed`: a trick placed in front of a player that takes effect at that player's turn start or draw phase
 * (地雷, 水雷, 画圈圈, 一不留神, 时间前进). `weapon`/`armor`/`mount`/`book`: the equipment slot it occupies (P-T4).
 */
export type CardSubtype = 'delayed' | 'weapon' | 'armor' | 'mount' | 'book';

/**
 * Mount distance changes (P-T3), in seats. `attack`: change to your distance to every other player (震震狗 −1).
 * `defense`: change to every other player's distance to you (旺财狗 +1). Distance is never below 1.
 */
export interface MountDistance {
  readonly attack?: number;
  readonly defense?: number;
}

/**
 * One physical copy of a card kind in the deck (P-D2): its physical card id (index into `DECK`, 0–109), suit and rank
 * (1 = A … 13 = K). The ids of all copies of all kinds are 0…N-1, each once, ordered by suit then rank.
 */
export type DeckCopy = readonly [id: number, suit: Suit, rank: number];

/** One card kind (the data entry of its card module, src/cards/<id>.ts). */
export interface CardKind {
  /** Pinyin id. */
  readonly id: CardKindId;
  /** Chinese name as printed in the seed (P-G3 aliases in `textEn`). */
  readonly zh: string;
  /** English gloss of the name. */
  readonly en: string;
  /** Card type. */
  readonly type: CardType;
  /** Subtype: the equipment slot, or `delayed` for delayed tricks. */
  readonly subtype?: CardSubtype;
  /** Weapons only: 攻击距离, the largest distance (P-T3) a 杀 can reach. Without a weapon it is 1. */
  readonly range?: number;
  /** Mounts only: distance changes (P-T3). */
  readonly distance?: MountDistance;
  /** Physical copies in the 110-card deck (P-D1): `deck.length`. */
  readonly copies: number;
  /** The physical copies (P-D2): physical card id, suit and rank of each. */
  readonly deck: readonly DeckCopy[];
  /** The seed's Chinese card text, verbatim (the seed's `\\` artefact in 永恒之火 is written 、). */
  readonly textZh: string;
  /** English rules text as the rulings fix it (defaults of the config fields in `params`). */
  readonly textEn: string;
  /** Ruling ids that apply beyond the card's own ruling line, comma separated (e.g. `'P-G4, P-W1'`). */
  readonly ruling?: string;
  /** Config fields that set this card's numbers (P-G2); the texts show their defaults. */
  readonly params?: readonly (keyof PaopaoshaConfig)[];
  /** Bot hint, 0–10: how much a bot should value keeping this card in hand. Data only, never a rule. */
  readonly hint: number;
  /** Equipment only — bot hint, 0–10: what the card is worth to its holder once equipped. Data only, never a rule. */
  readonly equippedHint?: number;
  /**
   * What the renderers say about this card beyond its names and texts (questions of its requests, its options, its log
   * clauses, menu lines…), zh and en: templates, see words-types.ts. Without: the renderers' generic words.
   */
  readonly words?: Words;
  /** Its picture on the table (words-types.ts `Art`). */
  readonly art: Art;
  /** How the renderers present it beyond its words (words-types.ts `CardDisplay`). */
  readonly display?: CardDisplay;
  /**
   * What the heuristic bot knows of the card beyond `hint` (data/bot-hints.ts: keep values of repeated copies, harm or
   * help of a trick, how to use it and answer its choices). Data only, never a rule.
   */
  readonly bot?: CardBotHints;
}

/** One physical card: its kind, suit and rank (1 = A … 11 = J, 12 = Q, 13 = K). */
export type DeckEntry = readonly [kind: CardKindId, suit: Suit, rank: number];
