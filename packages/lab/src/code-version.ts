/**
 * The version of the code that plays a lab's games: a SHA-256 over the source of the rules, bots and lab (every
 * `.ts`, `.mjs` and `.json` file under `games/` and `packages/` (the lab is packages/lab), tests, tables and dependencies
 * left out), read from this checkout. Two machines on the same commit get the same version; a lab worker refuses the
 * batches of a run whose version differs from its own (distributed.ts), since its figures would not be the run's.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout's root (this file is packages/lab/src/code-version.ts). */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const DIRS = ['games', 'packages'];
const SKIP = new Set(['node_modules', 'test', 'e2e', 'table', 'dist']);
const EXT = /\.(ts|mjs|json)$/;

function files(dir: string, out: string[]): void {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP.has(e.name)) files(p, out);
    } else if (EXT.test(e.name)) out.push(p);
  }
}

let cached: string | undefined;

/** The code version of this checkout (hex SHA-256; computed once per process, about 300 files). */
export function labCodeVersion(): string {
  if (cached !== undefined) return cached;
  const all: string[] = [];
  for (const d of DIRS) files(join(ROOT, d), all);
  const rel = all.map((f) => relative(ROOT, f).split('\\').join('/')).sort();
  const h = createHash('sha256');
  for (const r of rel) {
    h.update(`${r}\0`);
    // Line ends do not count (a checkout with CRLF plays the same games).
    h.update(readFileSync(join(ROOT, r), 'utf8').replace(/\r\n/g, '\n'));
    h.update('\0');
  }
  cached = h.digest('hex');
  return cached;
}
