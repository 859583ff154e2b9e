/**
 * Free text from clients (nicknames; room names or chat when they come): the checks every such field gets, so that
 * what the server stores, syncs and shows is text every client decodes the same way.
 */
import { z } from 'zod';
import { isWellFormed } from './text-checks.ts';

export * from './text-checks.ts';

/** A string that is well-formed UTF-16 (refused otherwise with "not well-formed text (a lone surrogate)"). */
export function wellFormedText() {
  return z.string().refine(isWellFormed, 'not well-formed text (a lone surrogate)');
}
