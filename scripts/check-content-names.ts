/**
 * Keeps 跑跑杀's words, table, bots and rules free of content: fails (exit code 1, one line per finding) when a non-test
 * source file under games/paopaosha/words, games/paopaosha/table, games/paopaosha/bot or games/paopaosha/src names a
 * card kind, character or skill id outside comments — in src, but for the generated index (src/content/seed.generated.ts)
 * and what `STILL_NAMED` lists, file by file, still to be derived from entry data; and 杀机四伏's the same of an identity id (its entries' ids: games/shajisifu/content/identities). What is about one card, skill or character lives in its data entry (`words`, `art`, `display`:
 * src/data/words-types.ts; the bots' `bot` hints: src/data/bot-hints.ts); the renderers find it there by id, by
 * request reason or by the words an entry has, the bots by the entry a decision or a request names, or they ask the
 * rules. Part of `npm run lint`; run it alone with `node --import tsx scripts/check-content-names.ts`.
 *
 * The ids are read from the game's own tables (`CARD_KIND_IDS`, `CHARACTER_IDS`, `SKILL_IDS`), so a new entry is
 * checked without editing this file. A name counts as an identifier (a variable, a property, an object key) equal to an
 * id, or a string literal, template-literal piece or JSX text that is an id or has one as a part (split at `.`, `-`,
 * `:`, `/` and spaces: the reason `kongzhi-take`, the key `use:sha`). Two kinds of word share an id and are let be:
 * - an identity id (`IDENTITY_IDS`: the identity 强盗 `qiangdao`, whose id 海盗王's skill 强盗 shares): the words
 *   name identities, which are the game's, not content;
 * - a request kind named after the card it asks for (the manifest's `responseKinds`: `shan`, `sha`), but only as a
 *   request kind: a `case` of a `switch` on a `kind`, or compared (`===`, `!==`) with a `kind`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_KIND_IDS, CHARACTER_IDS, IDENTITY_IDS, SKILL_IDS } from '@shaju/paopaosha';
import { manifest } from '@shaju/paopaosha/manifest';
import { IDENTITIES } from '@shaju/shajisifu';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The trees that must name no content, per game. */
const CHECKED: Readonly<Record<string, readonly string[]>> = {
  paopaosha: ['games/paopaosha/words', 'games/paopaosha/table', 'games/paopaosha/bot', 'games/paopaosha/src'],
  shajisifu: ['games/shajisifu/words', 'games/shajisifu/table', 'games/shajisifu/bot'],
};

/**
 * The one source file under games/paopaosha/src that names content: the generated index (`npm run content`). Typed
 * tables derived from it (src/content/roles.ts) find their ids in the entries' data, so they name none.
 */
const GENERATED: ReadonlySet<string> = new Set(['games/paopaosha/src/content/seed.generated.ts']);

/**
 * What games/paopaosha/src still names, file by file (docs/content.md, "What stays code"): the kinds the turn, the 杀
 * and the response windows are made of (杀, 闪, 水, 躲, 无懈可击, 生死簿: request kinds and the rules' own cards), the
 * boss and the default character of boss mode, control of another seat (海洋公主, 司令部: rules/control.ts), the option
 * groups of config-check.ts and presets.ts and the request reasons of state.ts. Each is to be
 * derived from entry data in turn; a file or id not listed here fails, and so does a listed id the file no longer
 * names, so the list only shrinks.
 */
const STILL_NAMED: Readonly<Record<string, readonly string[]>> = {
  'games/paopaosha/src/cards/index.ts': ['shan', 'sha'],
  'games/paopaosha/src/cards/types.ts': ['shan', 'sha'],
  'games/paopaosha/src/content/compile-card.ts': ['shan'],
  'games/paopaosha/src/content/compile-skill.ts': ['sha', 'shui'],
  'games/paopaosha/src/content/schema/bot.ts': ['sha', 'shan'],
  'games/paopaosha/src/content/schema/card.ts': ['shan', 'sha'],
  'games/paopaosha/src/content/schema/skill.ts': ['sha'],
  'games/paopaosha/src/content/schema/steps.ts': ['shan', 'sha'],
  'games/paopaosha/src/data/bot-hints.ts': ['sha', 'shan'],
  'games/paopaosha/src/data/config-check.ts': [
    'sha',
    'shashanzhijiao',
    'wandaoqifa',
    'qiangdaoruqin',
    'kongbufenzi',
    'dantiao',
    'dilei',
    'shuilei',
    'zuzhou',
    'sishenmingdao',
    'shenmijingqi',
    'yonghengzhihuo',
    'jiaolazhihua',
  ],
  'games/paopaosha/src/data/presets.ts': ['yonghengzhihuo', 'jiaolazhihua', 'shan'],
  'games/paopaosha/src/effects/steps/flow.ts': ['shan'],
  'games/paopaosha/src/effects/attack.ts': ['sha'],
  'games/paopaosha/src/events.ts': ['haiyanggongzhu', 'silingbu'],
  'games/paopaosha/src/game.ts': ['haidaowang'],
  'games/paopaosha/src/legal.ts': ['sha', 'shui', 'shan', 'shengsibu'],
  'games/paopaosha/src/rules/control.ts': ['haiyanggongzhu', 'silingbu'],
  'games/paopaosha/src/rules/core.ts': ['wuxiekeji', 'shan', 'sha'],
  'games/paopaosha/src/rules/delayed.ts': ['dunpai'],
  'games/paopaosha/src/rules/queries.ts': ['shui', 'shan', 'sha'],
  'games/paopaosha/src/rules/turn.ts': ['haidaowang', 'yibuliushen'],
  'games/paopaosha/src/rules/use.ts': ['dunpai', 'heiniu_niu'],
  'games/paopaosha/src/scenario.ts': ['haidaowang', 'laopi'],
  'games/paopaosha/src/state.ts': ['shan', 'sha', 'kongzhi', 'jiaolazhihua', 'shenmijingqi', 'diannaoqicai', 'kandou'],
};

/** The findings of games/paopaosha/src against `STILL_NAMED`: what it names beyond it, and what it lists in vain. */
export function srcFindings(found: readonly Finding[]): Finding[] {
  const out: Finding[] = [];
  const named = new Map<string, Set<string>>();
  for (const f of found) {
    const id = /"([^"]+)"$/.exec(f.what)?.[1] ?? '';
    const allowed = STILL_NAMED[f.file];
    if (allowed?.includes(id)) named.set(f.file, (named.get(f.file) ?? new Set()).add(id));
    else out.push(f);
  }
  for (const [file, ids] of Object.entries(STILL_NAMED))
    for (const id of ids)
      if (!named.get(file)?.has(id))
        out.push({ file, line: 0, what: `listed id "${id}" it no longer names`, text: 'remove it from STILL_NAMED' });
  return out;
}

/** 杀机四伏's content ids: its identities (content/identities; the words read their names from the entries). */
function shajisifuIds(): Map<string, string> {
  return new Map(IDENTITIES.list.map((c) => [c.id, 'identity id']));
}

/** 跑跑杀's content ids, each with what it is (for the message); identity ids left out (see the file's comment). */
function contentIds(): Map<string, string> {
  const out = new Map<string, string>();
  const add = (ids: readonly string[], what: string) => {
    for (const id of ids) out.set(id, out.has(id) ? `${out.get(id)} / ${what}` : what);
  };
  add(CARD_KIND_IDS, 'card kind id');
  add(CHARACTER_IDS, 'character id');
  add(SKILL_IDS, 'skill id');
  for (const id of IDENTITY_IDS) out.delete(id);
  return out;
}

/** The request kinds that are also card ids: allowed as request kinds only. */
const REQUEST_KINDS: ReadonlySet<string> = new Set(manifest.responseKinds);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Whether `n` is an expression that reads a request's kind (`kind`, `a.kind`, `v.ask.kind`…). */
function isKindRead(n: ts.Node): boolean {
  return (ts.isIdentifier(n) && n.text === 'kind') || (ts.isPropertyAccessExpression(n) && n.name.text === 'kind');
}

/** Whether string literal `n` stands as a request kind: a `case` on a `kind`, or compared with a `kind`. */
function asRequestKind(n: ts.Node): boolean {
  const p = n.parent;
  if (ts.isCaseClause(p) && p.expression === n) return isKindRead(p.parent.parent.expression);
  if (ts.isBinaryExpression(p)) {
    const op = p.operatorToken.kind;
    if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken) return false;
    return isKindRead(p.left === n ? p.right : p.left);
  }
  return false;
}

/** One id named where it should not be. */
interface Finding {
  readonly file: string;
  readonly line: number;
  readonly what: string;
  readonly text: string;
}

/** The findings in one file's code (comments excluded: the parser drops them). */
export function checkSource(file: string, source: string, ids: ReadonlyMap<string, string>): Finding[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: Finding[] = [];
  const visit = (n: ts.Node): void => {
    let parts: string[] = [];
    let text = '';
    if (ts.isIdentifier(n) || ts.isPrivateIdentifier(n)) {
      text = n.text;
      parts = [text];
    } else if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateLiteralToken(n)) {
      text = n.text;
      parts = [text, ...text.split(/[.\-:/\s]+/)];
    } else if (ts.isJsxText(n)) {
      text = n.text.trim();
      parts = text.split(/\s+/);
    }
    for (const part of new Set(parts)) {
      const what = ids.get(part);
      if (!what) continue;
      if (REQUEST_KINDS.has(part) && part === text && ts.isStringLiteral(n) && asRequestKind(n)) continue;
      const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
      out.push({ file, line, what: `${what} "${part}"`, text });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function main(): void {
  const idsOf: Record<string, Map<string, string>> = { paopaosha: contentIds(), shajisifu: shajisifuIds() };
  const findings: Finding[] = [];
  const src: Finding[] = [];
  for (const [game, dirs] of Object.entries(CHECKED))
    for (const dir of dirs)
      for (const f of sourceFiles(join(ROOT, dir))) {
        const file = relative(ROOT, f);
        if (GENERATED.has(file)) continue;
        const found = checkSource(file, readFileSync(f, 'utf8'), idsOf[game] as Map<string, string>);
        (file.startsWith('games/paopaosha/src/') ? src : findings).push(...found);
      }
  findings.push(...srcFindings(src));
  for (const f of findings) console.error(`${f.file}:${f.line}: names a ${f.what}: ${JSON.stringify(f.text)}`);
  if (findings.length > 0) {
    console.error(
      `check-content-names: ${findings.length} finding(s). What is about one card, skill or character belongs in its ` +
        "entry's words, art or display (games/paopaosha/src/data/words-types.ts; an identity of 杀机四伏: its entry, " +
        'games/shajisifu/content/identities), read by id, reason or the words it ' +
        'has, or in its bot hints (src/data/bot-hints.ts), or is a fact the bots ask the rules.',
    );
    process.exit(1);
  }
  console.log(
    `check-content-names: ${Object.values(CHECKED).flat().join(', ')} name no card, character, skill or identity ` +
      `(games/paopaosha/src: but its generated index, and the ${Object.keys(STILL_NAMED).length} files STILL_NAMED lists).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
