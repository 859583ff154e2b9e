/**
 * Keeps the generic shells generic: fails (exit code 1, one line per finding) when a checked source tree names a game,
 * a card or a decision kind of any game outside comments. Part of `npm run lint`; run it alone with
 * `node --import tsx scripts/check-generic.ts`.
 *
 * What counts, read from the games themselves so that a new game is checked without editing this file:
 * - game ids (the catalogue, @shaju/games `GAMES`): anywhere in the code — identifiers, strings, import paths,
 *   regular expressions, JSX text — in any letter case;
 * - card ids (跑跑杀's `CARD_KIND_IDS`, @shaju/paopaosha) and decision kinds (every manifest's `responseKinds`, and the
 *   `t: '…'` tags of each game's `games/<id>/src/decisions.ts`): a string literal, template-literal piece or JSX text
 *   that is exactly the id, or has it as a dot-separated part (an i18n key such as `home.pong`).
 * Comments are never read (the TypeScript parser drops them), so a comment may cite a game, a card or a ruling.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@shaju/games';
import { CARD_KIND_IDS } from '@shaju/paopaosha';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The source trees that must name no game: the web shell, the server, the command line, the lab, the protocol, the UI
 * kit.
 */
const CHECKED: readonly string[] = [
  'apps/web/src',
  'apps/server/src',
  'apps/cli/src',
  'packages/lab/src',
  'packages/protocol/src',
  'packages/ui/src',
];

/**
 * Literals that spell a card id or a decision kind by coincidence and mean something else, by file: each with why.
 * Keep this list short; a game word in a shell belongs in its game.
 */
const NOT_GAME_WORDS: readonly { readonly file: string; readonly text: string; readonly why: string }[] = [
  { file: 'apps/server/src/rooms/room.ts', text: 'pong', why: "the WebSocket heartbeat's pong frame" },
  { file: 'apps/cli/src/args.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/lab/command.ts', text: 'play', why: 'the `shaju play` command a lab report prints' },
  { file: 'apps/cli/src/commands.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/warnings.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/connect/session.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/help.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/main.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/play-ask.ts', text: 'play', why: 'the `shaju play` command' },
  { file: 'apps/cli/src/play.ts', text: 'play', why: 'the `shaju play` command' },
  {
    file: 'apps/cli/src/args.ts',
    text: 'pong',
    why: 'the `--pong` flag, offered only to a game whose kit declares it (GameFlagSpec)',
  },
  { file: 'apps/server/src/timers/heartbeat.ts', text: 'pong', why: "the WebSocket heartbeat's pong frame" },
  { file: 'apps/server/src/storage/sqlite.ts', text: 'stop', why: "the checkpoint worker's stop message" },
];

/** The game ids, lower case. */
const gameIds = GAMES.map((g) => g.id.toLowerCase());

/** Decision kinds: the manifests' response kinds and the tags of every game's decision type. */
function decisionKinds(): Set<string> {
  const out = new Set<string>();
  for (const g of GAMES) {
    for (const k of g.responseKinds) out.add(k);
    const file = join(ROOT, 'games', g.id, 'src', 'decisions.ts');
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // a game without a decisions.ts file: its response kinds are still checked
    }
    for (const m of text.matchAll(/\bt:\s*'([A-Za-z0-9_-]+)'/g)) if (m[1]) out.add(m[1]);
  }
  return out;
}

/** Card ids and decision kinds, each with what it is (for the message). */
function exactWords(): Map<string, string> {
  const out = new Map<string, string>();
  for (const id of CARD_KIND_IDS) out.set(id, 'card id');
  for (const k of decisionKinds()) out.set(k, out.has(k) ? `${out.get(k)} / decision kind` : 'decision kind');
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx|mts|cts)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(p);
  }
  return out;
}

/** One thing named where it should not be. */
interface Finding {
  readonly file: string;
  readonly line: number;
  readonly what: string;
  readonly text: string;
}

/** The findings in one file's code (comments excluded). */
function checkSource(
  file: string,
  source: string,
  games: readonly string[],
  exact: ReadonlyMap<string, string>,
): Finding[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: Finding[] = [];
  const at = (n: ts.Node, what: string, text: string) =>
    out.push({ file, line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, what, text });
  const visit = (n: ts.Node): void => {
    let text: string | null = null;
    let literal = false;
    if (ts.isIdentifier(n) || ts.isPrivateIdentifier(n)) text = n.text;
    else if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateLiteralToken(n)) {
      text = n.text;
      literal = true;
    } else if (ts.isRegularExpressionLiteral(n)) text = n.text;
    else if (ts.isJsxText(n)) {
      text = n.text.trim();
      literal = true;
    }
    if (text) {
      const lower = text.toLowerCase();
      for (const g of games) if (lower.includes(g)) at(n, `game id "${g}"`, text);
      if (literal) {
        for (const part of new Set([text, ...text.split('.')])) {
          const what = exact.get(part);
          if (what && !NOT_GAME_WORDS.some((w) => w.file === file && w.text === text)) at(n, `${what} "${part}"`, text);
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function main(): void {
  const exact = exactWords();
  const findings: Finding[] = [];
  for (const dir of CHECKED) {
    for (const f of sourceFiles(join(ROOT, dir))) {
      findings.push(...checkSource(relative(ROOT, f), readFileSync(f, 'utf8'), gameIds, exact));
    }
  }
  for (const f of findings) console.error(`${f.file}:${f.line}: names a ${f.what}: ${JSON.stringify(f.text)}`);
  if (findings.length > 0) {
    console.error(
      `check-generic: ${findings.length} finding(s). The shells reach games through @shaju/games (manifests, kits) ` +
        'and the tables through games/<id>/table; move game-specific code into its game.',
    );
    process.exit(1);
  }
  console.log(`check-generic: ${CHECKED.join(', ')} name no game, card or decision kind.`);
}

main();
