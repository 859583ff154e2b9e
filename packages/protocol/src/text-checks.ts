/**
 * The checks every free-text field gets (nicknames; room names or chat when they come), without zod, so that a small
 * client (the web client) checks a nickname exactly as the server will; and the skeleton of a name (UTS #39
 * confusables, through the `confusables` package), by which the server tells names in a room apart and the web client
 * mutes a player whatever look-alike spelling they take.
 */
import { remove as removeConfusables } from 'confusables';

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

/**
 * A bot's name as the server gives it (`bot-N`, apps/server/src/rooms/context.ts `botName`), and its look-alikes, on a
 * text skeleton (`textSkeleton`: lower case, ASCII digits): `b0t` too.
 */
const BOT_NAME = /^b[o0]t[\s\-_.\u00b7\u2010-\u2015\u2212]*\d+$/;

/** A decimal digit of any script. */
const DIGIT = /\p{Nd}/gu;

/** The ASCII digit of a decimal digit of any script (its place in its run of ten). */
function asciiDigit(d: string): string {
  const cp = d.codePointAt(0) as number;
  let start = cp;
  while (start > 0 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return String((cp - start) % 10);
}

/**
 * The skeleton of a text as a reader sees it: without the characters that show nothing (`INVISIBLE`: zero-width
 * characters, the soft hyphen U+00AD, the combining grapheme joiner U+034F, variation selectors, white space…), in
 * NFKC (full-width and compatibility forms), with look-alike letters of other scripts taken to the Latin ones they
 * pass for (UTS #39 confusables: `bоb` with a Cyrillic о, `ʙᴏᴛ` in small capitals), in lower case, and with the
 * decimal digits of every script as ASCII digits (`٣` → `3`). `bot-٣`, `ʙᴏᴛ-3` and `bοt-3` all read `bot-3`.
 */
export function textSkeleton(s: string): string {
  const plain = s.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '');
  return removeConfusables(plain).toLowerCase().replace(DIGIT, asciiDigit);
}

/**
 * The key by which two nicknames are the same name to a reader: the text skeleton (`textSkeleton`) with the digits
 * and letter pairs that pass for letters taken to them (`0` → `o`, `1` and a capital `I` → `l`, `rn` → `m`). Two
 * people in one room never share a key (the server refuses the second), and a muted name mutes its every spelling.
 */
export function nameKey(s: string): string {
  return textSkeleton(s.replace(/I/g, 'l')).replace(/0/g, 'o').replace(/1/g, 'l').replace(/rn/g, 'm');
}

/** Whether `s` shows something: it has a character that is not invisible (see `INVISIBLE`). */
export function isVisible(s: string): boolean {
  return s.replace(INVISIBLE, '') !== '';
}

/**
 * Whether a nickname would pass for a bot's (`bot-3`, `BOT 3`, `ｂｏｔ－３`, `bоt-3`, `b0t-3`, `bot-٣`, `ʙᴏᴛ-3`, with
 * invisible characters anywhere): compared on its text skeleton (`textSkeleton`).
 */
export function looksLikeBotName(s: string): boolean {
  return BOT_NAME.test(textSkeleton(s));
}

/**
 * C0 and C1 control characters, DEL, and the line and paragraph separators (U+2028, U+2029): none belongs in a
 * nickname or a chat line (U+0085, NEL, is a line break too).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is matched
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether `s` has a control character or a line break (`CONTROL`). */
export function hasControl(s: string): boolean {
  return CONTROL.test(s);
}

/** Whether `s` has a direction embedding, override or isolate. */
export function hasDirectionControl(s: string): boolean {
  return DIRECTION_CONTROL.test(s);
}
