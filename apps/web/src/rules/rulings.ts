/**
 * The product's rulings (docs/rulings/*.md, copied from the shared rulings) as data: every ruling is one list item
 * opening with its bold id, e.g. `- **P-T3 Distance.** Seat distance …`, possibly continued on indented lines (with
 * sub-items). `parseRulings` turns a file into id → ruling; `citedIds` finds the ids a text cites.
 */

/**
 * One ruling: `P-T3`, its short title (`Distance`), the section of the rulings file it is in (plain text), its full
 * markdown.
 */
export interface Ruling {
  readonly id: string;
  readonly title: string;
  readonly section: string;
  /** The whole list item (id and title in bold first, then the text, sub-items included), dedented. */
  readonly markdown: string;
}

const ID_CORE = '[A-Z]-[A-Z]{1,3}[0-9]{1,3}[a-z]?';
/** The shape of a ruling id: one capital (the game), a dash, a group of capitals and a number: `S-A3`, `P-G1`. */
export const RULING_ID_SOURCE = `\\b${ID_CORE}\\b`;

/** A new global regular expression matching ruling ids (a fresh one per use: global regexps keep state). */
export function rulingIdPattern(): RegExp {
  return new RegExp(RULING_ID_SOURCE, 'g');
}

const ITEM = new RegExp(`^[-*]\\s+\\*\\*(${ID_CORE})\\b([^*]*)\\*\\*`);

/**
 * Parses a rulings file into its rulings, in file order (a Map keeps it). A ruling is a top-level list item whose
 * text opens with a bold id; its indented lines that follow belong to it. An id given twice keeps its first text.
 */
export function parseRulings(markdown: string): Map<string, Ruling> {
  const out = new Map<string, Ruling>();
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let section = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const h = /^#{2,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      section = (h[1] ?? '').replace(/[`*_]/g, '');
      continue;
    }
    const m = ITEM.exec(line);
    if (!m) continue;
    const id = m[1] as string;
    const body = [line.replace(/^[-*]\s+/, '')];
    while (i + 1 < lines.length && /^\s+\S/.test(lines[i + 1] as string)) {
      i++;
      body.push((lines[i] as string).replace(/^ {1,2}/, ''));
    }
    const title = (m[2] ?? '').trim().replace(/[.:：。]$/, '');
    if (!out.has(id)) out.set(id, { id, title, section, markdown: body.join('\n') });
  }
  return out;
}

/** Every ruling id `text` cites, once each, in order of first appearance. */
export function citedIds(text: string): string[] {
  return [...new Set(text.match(rulingIdPattern()) ?? [])];
}

/** The ruling ids `text` cites that `rulings` does not have (empty when every citation resolves). */
export function missingRulings(text: string, rulings: ReadonlyMap<string, Ruling>): string[] {
  return citedIds(text).filter((id) => !rulings.has(id));
}

/** Merges several rulings maps (earlier maps win on a duplicate id). */
export function mergeRulings(...maps: readonly ReadonlyMap<string, Ruling>[]): Map<string, Ruling> {
  const out = new Map<string, Ruling>();
  for (const m of maps) for (const [id, r] of m) if (!out.has(id)) out.set(id, r);
  return out;
}

/** Rulings grouped by their section, in file order. */
export function bySection(rulings: ReadonlyMap<string, Ruling>): { section: string; rulings: Ruling[] }[] {
  const groups: { section: string; rulings: Ruling[] }[] = [];
  for (const r of rulings.values()) {
    const last = groups[groups.length - 1];
    if (last && last.section === r.section) last.rulings.push(r);
    else groups.push({ section: r.section, rulings: [r] });
  }
  return groups;
}
