/**
 * 杀机四伏's names in words: cards (short and long), seats, identities (S-S2) and win conditions (S-V1). Card names
 * come from the rules (games/shajisifu/src); the rest from the catalogues (zh.ts, en.ts).
 */
import type { Lang, RenderOptions } from '@shaju/words';
import { painterOf } from '@shaju/words';
import {
  CLUB,
  cardLabel,
  cardName,
  DIAMOND,
  defaultConfig,
  HEART,
  JOKER,
  rankOf,
  rulesOf,
  type ShajisifuConfig,
  SPADE,
  suitOf,
  suitSymbol,
} from '../src/index.ts';
import { messages } from './messages.ts';

/** `text` with its first letter in capitals. */
export const ucfirst = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Short card text: `♥Q` (zh) or `Q♥` (en); jokers `小王`/`大王` or `Joker`/`JOKER`. */
export function cardShort(card: number, lang: Lang): string {
  if (!messages(lang).rankFirst || suitOf(card) === JOKER) return cardLabel(card, lang);
  // The rules' label is suit first (`♥Q`, the Chinese form): turned round.
  const l = cardLabel(card, 'zh');
  return l.slice(1) + l.slice(0, 1);
}

/** Long card text: `红桃Q` (zh) or `Q of hearts` (en). */
export function cardLong(card: number, lang: Lang): string {
  return cardName(card, lang);
}

/** `text` painted by the suit of `card`: ♥♦ `suit-red`, jokers `suit-joker`, ♠♣ as is. */
export function paintSuit(card: number, text: string, o: RenderOptions): string {
  const s = suitOf(card);
  if (s === HEART || s === DIAMOND) return painterOf(o)('suit-red', text);
  return s === JOKER ? painterOf(o)('suit-joker', text) : text;
}

/** A short card text, painted by suit (♥♦ red, jokers magenta on a terminal). */
export function cardText(card: number, o: RenderOptions): string {
  return paintSuit(card, cardShort(card, o.lang), o);
}

/** Several cards, space-separated (`—` when none). */
export function cardsText(cards: readonly number[], o: RenderOptions): string {
  return cards.length === 0 ? '—' : cards.map((c) => cardText(c, o)).join(' ');
}

/** Sorts cards by suit (♠♥♣♦王) then rank, as a hand is shown. Returns a new array. */
export function sortCards(cards: readonly number[]): number[] {
  return cards.slice().sort((a, b) => suitOf(a) - suitOf(b) || rankOf(a) - rankOf(b) || a - b);
}

/** How a seat is named: `你`/`you` for the viewer, else `3号` / `seat 3`. */
export function seatName(seat: number, viewer: number | null, lang: Lang): string {
  const m = messages(lang);
  return seat === viewer ? m.you : m.seat(seat);
}

/** `3号的` / `你的` (zh), `seat 3's` / `your` (en). */
export function possessive(seat: number, viewer: number | null, lang: Lang): string {
  return messages(lang).possessive(seatName(seat, viewer, lang), seat === viewer, seat);
}

/** The identity of a suit index (S-S2) with its symbol: `♥ 嫉妒女`, `王 追星族`, `♦ Gold-digger`. */
export function identityName(suit: number, lang: Lang): string {
  return `${suitSymbol(suit)} ${messages(lang).identities[suit] ?? '?'}`;
}

/** An identity card in words: `♥ 嫉妒女（♥7）` / `♥ Jealous Woman (7♥)`, with an optional note after the card. */
export function identityText(card: number, o: RenderOptions, note?: string): string {
  const name = paintSuit(card, identityName(suitOf(card), o.lang), o);
  return messages(o.lang).identityCard(name, cardText(card, o), note);
}

/** The identity order used in reports: ♥ ♦ ♠ ♣ 王 (the rules' table order). */
export const IDENTITY_ORDER: readonly number[] = [HEART, DIAMOND, SPADE, CLUB, JOKER];

/** The seed's configuration, for words asked without a game's (its numbers are the options' defaults). */
const SEED_CONFIG = defaultConfig();

/**
 * A win-condition id (S-V1: `H-B`, `sole`…) in words: `嫉妒女B：别人胜利时自己还活着`, with the numbers of `config`
 * (default: the seed's, for a caller that has no game at hand). Unknown ids are returned as is.
 */
export function conditionLabel(id: string, lang: Lang, config: ShajisifuConfig = SEED_CONFIG): string {
  return withNumbers(messages(lang).conditions[id] ?? id, config);
}

/** A condition text with its `{n}` (the ♦ hand size of D-A, option `diamondHand`) filled in from `config`. */
export function withNumbers(text: string, config: ShajisifuConfig): string {
  return text.replace('{n}', String(rulesOf(config).diamondHand));
}

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** What an identity is immune to once public (S-R1): `♥ 花色或 7 点` / `jokers`. */
export function immunityText(identity: number, lang: Lang): string {
  const t = messages(lang).table;
  if (suitOf(identity) === JOKER) return t.immuneJoker;
  return t.immuneSuitRank(suitSymbol(suitOf(identity)), RANK_TEXT[rankOf(identity)] ?? '?');
}
