/**
 * `npm run lint` (sizes): no hand-written source file over 600 lines and no function over 120 lines, so that a reader
 * can hold any file and any function. Data tables and message catalogues are exempt by name (`EXEMPT_FILES`, each
 * with its reason); tests are not checked. Prints every offender with its length and exits 1 when there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('..', import.meta.url).pathname;
const DIRS = ['packages', 'games', 'apps', 'bench', 'scripts'];
const MAX_FILE = 600;
const MAX_FUNCTION = 120;

/** Files allowed past MAX_FILE lines, with the reason: data, not logic. */
const EXEMPT_FILES: Readonly<Record<string, string>> = {
  'games/paopaosha/src/data/characters.ts': 'data table: every character with its skills and their texts',
  'games/paopaosha/src/data/cards.ts': 'data table: every card kind with its texts',
};

function sourceFiles(dir: string, out: string[]): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test' || name === 'e2e') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The name of a function-like node, for the report. */
function nameOf(node: ts.Node, sf: ts.SourceFile): string {
  const n = (node as { name?: ts.Node }).name;
  if (n) return n.getText(sf);
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p)) return p.name.getText(sf);
  if (p && ts.isPropertyAssignment(p)) return p.name.getText(sf);
  return '(anonymous)';
}

const problems: string[] = [];
for (const dir of DIRS) {
  for (const file of sourceFiles(join(ROOT, dir), [])) {
    const rel = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n').length;
    if (lines > MAX_FILE && !(rel in EXEMPT_FILES)) problems.push(`${rel}: ${lines} lines (max ${MAX_FILE})`);
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && (node as { body?: ts.Node }).body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const n = end - start + 1;
        if (n > MAX_FUNCTION)
          problems.push(`${rel}:${start + 1}: ${nameOf(node, sf)} is ${n} lines (max ${MAX_FUNCTION})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
}
if (problems.length > 0) {
  console.error(`${problems.length} file(s) or function(s) too long to hold:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('sizes: every file and function within bounds');
