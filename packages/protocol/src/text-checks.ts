/**
 * The checks every free-text field gets (nicknames; room names or chat when they come), without zod, so that a small
 * client (the web client) checks a nickname exactly as the server will.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether `s` is well-formed UTF-16: no lone surrogate (`"x\ud800"`). A string that is not cannot be encoded as
 * UTF-8, and the Colyseus state encoder writes such a string with a byte length that does not match its bytes, which
 * corrupts the synced room state of every client of the room.
 */
export function isWellFormed(s: string): boolean {
  return !LONE_SURROGATE.test(s);
}

/**
 * Characters that show nothing: format characters (zero-width space and joiners, direction marks, embeddings,
 * overrides and isolates, the byte order mark, the soft hyphen…), other default-ignorable code points (Hangul
 * fillers, variation selectors…), white space, and the braille blank.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800]/gu;

/** Direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text after them. */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/** A bot's name as the server gives it (`bot-N`, apps/server/src/rooms/context.ts `botName`), and its look-alikes. */
const BOT_NAME = /^bot[\s\-_.\u00b7\u2010-\u2015\u2212]*\d+$/i;

/** Whether `s` shows something: it has a character that is not invisible (see `INVISIBLE`). */
export function isVisible(s: string): boolean {
  return s.replace(INVISIBLE, '') !== '';
}

/**
 * Whether a nickname would pass for a bot's (`bot-3`, `BOT 3`, `ｂｏｔ－３`, with invisible characters anywhere):
 * compared after NFKC normalisation with the invisible characters removed.
 */
export function looksLikeBotName(s: string): boolean {
  return BOT_NAME.test(s.normalize('NFKC').replace(INVISIBLE, ''));
}

/** Whether `s` has a direction embedding, override or isolate. */
export function hasDirectionControl(s: string): boolean {
  return DIRECTION_CONTROL.test(s);
}
