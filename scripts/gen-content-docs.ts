/**
 * `npm run content` (second part): writes the reference sections of docs/content.md — every primitive of 跑跑杀's
 * effect library, every test, target and modifier, and the win tests of 杀机四伏's identities — from the content
 * schemas' own descriptions (their JSON Schema) and, for each, an example taken from the seed's entries (the first entry
 * that uses it). Between the markers `<!-- reference:start -->` and `<!-- reference:end -->` (跑跑杀), and
 * `<!-- shajisifu-reference:start -->` and `<!-- shajisifu-reference:end -->`; the rest of the page is written by hand. `--check` (part of
 * `npm run lint`): exit 1 when the page is out of date, or when a primitive has no seed example and no description.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentJsonSchema } from '../games/paopaosha/src/content/schema/entry.ts';
import { contentJsonSchema as shajisifuJsonSchema } from '../games/shajisifu/src/content/schema/entry.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOC = join(ROOT, 'docs', 'content.md');
const START = '<!-- reference:start -->';
const END = '<!-- reference:end -->';
/** The markers of 杀机四伏's reference (its identities' win tests). */
const SJSF_START = '<!-- shajisifu-reference:start -->';
const SJSF_END = '<!-- shajisifu-reference:end -->';

type Json = Record<string, unknown>;

/** Every seed entry of a game (跑跑杀 unless said) with its file (content/<folder>/<id>.json). */
function seedEntries(game = 'paopaosha'): { file: string; entry: Json }[] {
  const base = join(ROOT, 'games', game, 'content');
  const out: { file: string; entry: Json }[] = [];
  for (const dir of readdirSync(base, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(join(base, dir.name))
      .filter((x) => x.endsWith('.json'))
      .sort())
      out.push({ file: `${dir.name}/${f}`, entry: JSON.parse(readFileSync(join(base, dir.name, f), 'utf8')) as Json });
  }
  return out;
}

/** The first object (depth first, in entry order) under which `key` equals `value`, with its entry's id. */
function exampleOf(entries: { entry: Json }[], key: string, value: string): { id: string; data: unknown } | null {
  for (const { entry } of entries) {
    let found: unknown = null;
    const walk = (x: unknown): void => {
      if (found !== null || x === null || typeof x !== 'object') return;
      if (!Array.isArray(x) && (x as Json)[key] === value) {
        found = x;
        return;
      }
      for (const v of Object.values(x as Json)) walk(v);
    };
    walk(entry);
    if (found !== null) return { id: String(entry.id), data: found };
  }
  return null;
}

/** The alternatives of a union in the JSON Schema, resolving `$ref`s into `$defs`. */
function alternatives(schema: Json, root: Json): Json[] {
  const deref = (x: Json): Json => {
    const ref = x.$ref as string | undefined;
    if (!ref) return x;
    const name = ref.replace('#/$defs/', '');
    return deref(((root.$defs as Json)[name] as Json) ?? {});
  };
  const s = deref(schema);
  return ((s.oneOf ?? s.anyOf ?? []) as Json[]).map(deref);
}

function tagOf(alt: Json, key: string): string | null {
  const p = (alt.properties as Json | undefined)?.[key] as Json | undefined;
  return (p?.const as string | undefined) ?? null;
}

function fieldsOf(alt: Json, key: string): string {
  const props = Object.keys((alt.properties as Json | undefined) ?? {}).filter((k) => k !== key);
  const req = new Set((alt.required as string[] | undefined) ?? []);
  return props.length === 0 ? '—' : props.map((p) => (req.has(p) ? `\`${p}\`` : `\`${p}\`?`)).join(', ');
}

/** Finds, anywhere in the schema, the union whose alternatives are told apart by `key` and hold `sample`. */
function unionBy(root: Json, key: string, sample: string): Json[] {
  let hit: Json[] = [];
  const seen = new Set<unknown>();
  const walk = (x: unknown): void => {
    if (hit.length > 0 || x === null || typeof x !== 'object' || seen.has(x)) return;
    seen.add(x);
    const alts = alternatives(x as Json, root);
    if (alts.length > 0 && alts.some((a) => tagOf(a, key) === sample)) {
      hit = alts;
      return;
    }
    for (const v of Object.values(x as Json)) walk(v);
  };
  walk(root);
  return hit;
}

function section(title: string, intro: string, alts: Json[], key: string, entries: { entry: Json }[]): string[] {
  const out = [`### ${title}`, '', intro, ''];
  for (const a of alts) {
    const tag = tagOf(a, key);
    if (!tag) continue;
    const ex = exampleOf(entries, key, tag);
    out.push(`#### \`${key}: "${tag}"\``, '', (a.description as string | undefined) ?? '(no description)', '');
    out.push(`Fields: ${fieldsOf(a, key)}.`, '');
    if (ex) out.push(`In the seed, \`${ex.id}\`:`, '', '```json', JSON.stringify(ex.data), '```', '');
    else out.push('Not used by the seed (a primitive for new content).', '');
  }
  return out;
}

function reference(): string {
  const root = contentJsonSchema() as Json;
  const entries = seedEntries();
  const parts = [
    section(
      'Effect steps (`do`)',
      'Each step of an effect list names one primitive of the library by `do`.',
      unionBy(root, 'do', 'damage'),
      'do',
      entries,
    ),
    section(
      'Card tests (`is`)',
      'A test of one physical card (a judgement card): false when there is no card.',
      unionBy(root, 'is', 'suit'),
      'is',
      entries,
    ),
    section(
      'Seat tests (`is`)',
      'A test of a seat, seen from the seat acting (targets’ `where`, a use’s `when`).',
      unionBy(root, 'is', 'injured'),
      'is',
      entries,
    ),
    section(
      'Targets (`pick`)',
      'Whom a card is used on: the `use` decision’s targets.',
      unionBy(root, 'pick', 'attack'),
      'pick',
      entries,
    ),
  ];
  return [START, '', ...parts.flat(), END].join('\n');
}

/** 杀机四伏's reference: the tests its identities' win conditions are made of. */
function shajisifuReference(): string {
  const root = shajisifuJsonSchema() as Json;
  const part = section(
    'Win tests of 杀机四伏 (`is`)',
    'A test of a seat (the identity’s holder, or in `killed` a seat it killed) and of the table, when the engine checks victories (S-V2); a win condition’s `when` is one of them, or `othersWin`.',
    unionBy(root, 'is', 'neighboursDead'),
    'is',
    seedEntries('shajisifu'),
  );
  return [SJSF_START, '', ...part, SJSF_END].join('\n');
}

/** `doc` with the text between `start` and `end` (the markers kept) replaced by `text`, or null without the markers. */
function replaced(doc: string, start: string, end: string, text: string): string | null {
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a < 0 || b < a) return null;
  return doc.slice(0, a) + text + doc.slice(b + end.length);
}

const doc = readFileSync(DOC, 'utf8');
const first = replaced(doc, START, END, reference());
const next = first === null ? null : replaced(first, SJSF_START, SJSF_END, shajisifuReference());
if (next === null) {
  console.error(`docs/content.md: the markers ${START} … ${END} or ${SJSF_START} … ${SJSF_END} are missing`);
  process.exit(1);
}
if (process.argv.includes('--check')) {
  if (next !== doc) {
    console.error('docs/content.md is out of date: run npm run content');
    process.exit(1);
  }
} else writeFileSync(DOC, next);
