/**
 * Free text from clients (nicknames; room names or chat when they come): the checks every such field gets, so that
 * what the server stores, syncs and shows is text every client decodes the same way.
 */
import { z } from 'zod';

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

/** A string that is well-formed UTF-16 (refused otherwise with "not well-formed text (a lone surrogate)"). */
export function wellFormedText() {
  return z.string().refine(isWellFormed, 'not well-formed text (a lone surrogate)');
}
