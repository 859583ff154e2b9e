/**
 * Physical cards of 杀机四伏 (rulings S-C1…S-C3).
 *
 * A card is a small integer id in [0, 54 × decks). `face = id % 54`: faces 0–51 are the 52 suited cards
 * (suit = ⌊face / 13⌋, rank = face % 13 + 1), 52 and 53 are the small and big joker. Copies of a face in several
 * decks have different ids and are *identical* cards (S-C3).
 *
 * Seed: 伤害卡基本上只看数值。 A=1,J=11,Q=12,K=13,王=20. Values are options (`value.*`): read them with `cardValue`
 * (settings.ts), which takes the configuration.
 */

/** Suits, by index: ♠ 0, ♥ 1, ♣ 2, ♦ 3, 王 4 (the jokers' fifth suit, S-C2). */
export const SPADE = 0;
export const HEART = 1;
export const CLUB = 2;
export const DIAMOND = 3;
export const JOKER = 4;

/** Cards per standard deck with two jokers (S-C1). */
export const DECK_SIZE = 54;

const SUIT_OF = new Int8Array(DECK_SIZE);
const RANK_OF = new Int8Array(DECK_SIZE);
for (let f = 0; f < DECK_SIZE; f++) {
  if (f < 52) {
    SUIT_OF[f] = Math.floor(f / 13);
    RANK_OF[f] = (f % 13) + 1;
  } else {
    SUIT_OF[f] = JOKER;
    RANK_OF[f] = f === 52 ? 14 : 15;
  }
}

/** The face (0–53) of a card id. */
export function faceOf(card: number): number {
  return card % DECK_SIZE;
}
/** Suit index 0–4 of a card id (see SPADE…JOKER). */
export function suitOf(card: number): number {
  return SUIT_OF[card % DECK_SIZE] as number;
}
/** Rank 1–13 (A–K); 14 small joker, 15 big joker. */
export function rankOf(card: number): number {
  return RANK_OF[card % DECK_SIZE] as number;
}
/** True for either joker. */
export function isJoker(card: number): boolean {
  return card % DECK_SIZE >= 52;
}
/** S-C3: same suit and rank; any two jokers are identical. */
export function identical(a: number, b: number): boolean {
  const fa = a % DECK_SIZE;
  const fb = b % DECK_SIZE;
  return fa === fb || (fa >= 52 && fb >= 52);
}
/**
 * S-T1: a legal play (合理出牌) matches the top card's suit or rank, or is a joker, or the top card is a joker.
 * `top` is -1 when the discard pile is empty (anything is legal then).
 */
export function isLegalPlay(card: number, top: number): boolean {
  if (top < 0) return true;
  const fc = card % DECK_SIZE;
  const ft = top % DECK_SIZE;
  if (fc >= 52 || ft >= 52) return true;
  return SUIT_OF[fc] === SUIT_OF[ft] || RANK_OF[fc] === RANK_OF[ft];
}
/**
 * S-R1 immunity: a damage card matches an identity card when it has the identity's suit or rank.
 * A 王 identity matches jokers only.
 */
export function matchesIdentity(card: number, identity: number): boolean {
  const fc = card % DECK_SIZE;
  const fi = identity % DECK_SIZE;
  if (fi >= 52) return fc >= 52;
  if (fc >= 52) return false;
  return SUIT_OF[fc] === SUIT_OF[fi] || RANK_OF[fc] === RANK_OF[fi];
}

const SUIT_SYMBOL = ['♠', '♥', '♣', '♦', '王'] as const;
const SUIT_ZH = ['黑桃', '红桃', '梅花', '方块', ''] as const;
const SUIT_EN = ['spades', 'hearts', 'clubs', 'diamonds', ''] as const;
const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** Short label: `♥Q`, `♠10`, `小王`/`大王` (zh) or `JK`/`JK*` (en). */
export function cardLabel(card: number, lang: 'zh' | 'en' = 'zh'): string {
  const f = card % DECK_SIZE;
  if (f >= 52) return lang === 'zh' ? (f === 52 ? '小王' : '大王') : f === 52 ? 'Joker' : 'JOKER';
  return `${SUIT_SYMBOL[SUIT_OF[f] as number]}${RANK_TEXT[RANK_OF[f] as number]}`;
}
/** Long name: `红桃Q` (zh) or `Q of hearts` (en); jokers `小王`/`大王` or `small joker`/`big joker`. */
export function cardName(card: number, lang: 'zh' | 'en' = 'zh'): string {
  const f = card % DECK_SIZE;
  if (f >= 52) return lang === 'zh' ? (f === 52 ? '小王' : '大王') : f === 52 ? 'small joker' : 'big joker';
  const s = SUIT_OF[f] as number;
  const r = RANK_TEXT[RANK_OF[f] as number];
  return lang === 'zh' ? `${SUIT_ZH[s]}${r}` : `${r} of ${SUIT_EN[s]}`;
}
/** The suit symbol of a suit index. */
export function suitSymbol(suit: number): string {
  return SUIT_SYMBOL[suit] ?? '?';
}

/**
 * Parses a face written as in tests and the CLI: `♥Q`, `H Q`, `hq`, `S10`, `♠A`, `joker`/`小王`, `JOKER`/`大王`.
 * Returns the face 0–53. Throws `Error` for text that names no card.
 */
export function parseFace(text: string): number {
  const t = text.trim();
  if (/^(小王|joker|jk|sj)$/i.test(t) && t !== 'JOKER') return 52;
  if (/^(大王|JOKER|bj)$/.test(t) || /^bigjoker$/i.test(t)) return 53;
  const m = /^([♠♥♣♦SHCDshcd])\s*(10|[2-9]|[AJQKajqk])$/.exec(t);
  if (!m) throw new Error(`not a card: ${JSON.stringify(text)}`);
  const suitChar = (m[1] as string).toUpperCase();
  const suit = '♠S'.includes(suitChar) ? 0 : '♥H'.includes(suitChar) ? 1 : '♣C'.includes(suitChar) ? 2 : 3;
  const r = (m[2] as string).toUpperCase();
  const rank = r === 'A' ? 1 : r === 'J' ? 11 : r === 'Q' ? 12 : r === 'K' ? 13 : Number(r);
  return suit * 13 + rank - 1;
}
