/**
 * What a printed log line is about, carried through the words that build it. A game's event writer names a seat with
 * `markSeat` (its name followed by one invisible mark: a private-use character that encodes the seat), builds its
 * lines as it always has, and `readMarks` takes the marks out again: the plain text for the reader, and the seats the
 * line names for a log's filter (web: "mine", "one seat"). A mark is placed after the name, so that the words around
 * it (capitalising a line's first letter, colours) see the name as before.
 */

/** The first private-use code point of the seat marks (U+E000 + seat). */
const BASE = 0xe000;
/** Seats a mark can encode (U+E000–U+E0FF). */
const SEATS = 0x100;
/** Any seat mark. */
const MARKS = /[\ue000-\ue0ff]/g;

/** `name` of `seat` with the seat's invisible mark after it (see the module comment). Throws for a seat out of range. */
export function markSeat(name: string, seat: number): string {
  if (!Number.isInteger(seat) || seat < 0 || seat >= SEATS) throw new RangeError(`seat ${seat} cannot be marked`);
  return name + String.fromCharCode(BASE + seat);
}

/** A line without its marks, and the seats it names (each once, in the order named). */
export interface MarkedText {
  readonly text: string;
  readonly seats: readonly number[];
}

const NO_SEATS: readonly number[] = Object.freeze([]);

/** Takes the seat marks out of `line` (see `markSeat`). */
export function readMarks(line: string): MarkedText {
  let seats: number[] | null = null;
  const text = line.replace(MARKS, (c) => {
    const seat = c.charCodeAt(0) - BASE;
    seats ??= [];
    if (!seats.includes(seat)) seats.push(seat);
    return '';
  });
  return { text, seats: seats ?? NO_SEATS };
}

/** `line` without its seat marks. */
export function stripMarks(line: string): string {
  return line.replace(MARKS, '');
}
