/**
 * Every kind of content entry of 杀机四伏 (docs/content.md): the union the seed's entries and a pack's follow, told apart
 * by `kind`, its JSON Schema (`shaju content shajisifu --schema`), and the check of untrusted entries that names the
 * JSON path of each problem.
 */
import { z } from 'zod';
import { IdentityEntry } from './identity.ts';

/** One content entry: an identity (the game's only kind of content: it has no characters, skills or card kinds). */
export const ContentEntry = z.discriminatedUnion('kind', [IdentityEntry]);

/** The data of a content entry. */
export type ContentEntryT = z.infer<typeof ContentEntry>;

/** The JSON Schema (draft 2020-12) of one entry. */
export function contentJsonSchema(): unknown {
  return z.toJSONSchema(ContentEntry);
}

/** A JSON path such as `[3].wins[0].when.count` from zod's path parts. */
export function jsonPath(parts: readonly PropertyKey[]): string {
  let out = '';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out === '' ? String(p) : `.${String(p)}`;
  return out === '' ? '(the entry)' : out;
}

/** The problems of a list of untrusted entries, each with its JSON path and what is expected (empty: all valid). */
export function checkEntries(entries: unknown): { path: string; message: string }[] {
  const r = z.array(ContentEntry).safeParse(entries);
  if (r.success) return [];
  return r.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message }));
}
