/**
 * The rulebooks and rulings files of every game, found by name: `docs/rules/<id>.md` is the rulebook of game `<id>`,
 * `docs/rulings/<id>.md` its rulings (Vite's `import.meta.glob`, as raw text, in the rules page's lazy chunk). Adding a
 * game's two files adds its rules page.
 */
import { GAMES } from '@shaju/games';

type Files = Record<string, string>;

const RULES: Files = import.meta.glob<string>('../../../../docs/rules/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const RULINGS: Files = import.meta.glob<string>('../../../../docs/rulings/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** File texts by game id (the file name without `.md`). */
function byId(files: Files): Map<string, string> {
  const out = new Map<string, string>();
  for (const [path, text] of Object.entries(files)) {
    const id = /\/([^/]+)\.md$/.exec(path)?.[1];
    if (id) out.set(id, text);
  }
  return out;
}

const rules = byId(RULES);
const rulings = byId(RULINGS);

/** The games with a rulebook, in the catalogue's order, then any other rulebook by id. */
export const RULE_GAMES: readonly string[] = [
  ...GAMES.map((g) => g.id).filter((id) => rules.has(id)),
  ...[...rules.keys()].filter((id) => !GAMES.some((g) => g.id === id)).sort(),
];

/** The rulebook and the rulings (empty when the game has no rulings file) of game `id`, or undefined. */
export function docsOf(id: string): { readonly rules: string; readonly rulings: string } | undefined {
  const r = rules.get(id);
  return r === undefined ? undefined : { rules: r, rulings: rulings.get(id) ?? '' };
}
