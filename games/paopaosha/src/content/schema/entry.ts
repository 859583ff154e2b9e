/**
 * Every kind of content entry of 跑跑杀 (docs/content.md): the union the seed's entries and a pack's follow, told apart
 * by `kind`, its JSON Schema (`shaju content paopaosha --schema`), and the check of untrusted entries that names the
 * JSON path of each problem.
 */
import { z } from 'zod';
import { CardEntry } from './card.ts';
import { CharacterEntry } from './character.ts';
import { SkillEntry } from './skill.ts';

/** One content entry: a card kind, a skill or a character (more kinds follow: modes, identities). */
export const ContentEntry = z.discriminatedUnion('kind', [CardEntry, SkillEntry, CharacterEntry]);

/** The data of a content entry. */
export type ContentEntryT = z.infer<typeof ContentEntry>;

/** The JSON Schema (draft 2020-12) of one entry. */
export function contentJsonSchema(): unknown {
  return z.toJSONSchema(ContentEntry);
}

/** A JSON path such as `[3].use.effect[0].amount` from zod's path parts. */
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

/**
 * A pack (docs/packs.md): new content entries with the pack's id and name (optionally its version and author), as one
 * JSON file. A configuration embeds the packs it plays (`PaopaoshaConfig.packs`).
 */
export const Pack = z
  .strictObject({
    id: z
      .string()
      .min(1)
      .max(60)
      .regex(/^[a-z0-9][a-z0-9-]*$/),
    name: z.string().min(1).max(80),
    version: z.string().max(40).optional(),
    author: z.string().max(80).optional(),
    entries: z.array(ContentEntry).min(1).max(200),
  })
  .meta({ description: 'A pack of 跑跑杀 content: its id, name and entries (docs/packs.md).' });

/** The problems of an untrusted pack, each with its JSON path (`entries[0].use.effect[0].amount`; empty: valid). */
export function checkPack(pack: unknown): { path: string; message: string }[] {
  const r = Pack.safeParse(pack);
  if (r.success) return [];
  return r.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message }));
}
