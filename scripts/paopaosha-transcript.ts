/**
 * Everything 跑跑杀's words say over whole seeded bot games, as text, to compare the words before and after a change
 * byte for byte: `node --import tsx scripts/paopaosha-transcript.ts <dir>` writes one file per game and language into
 * `<dir>` (then `diff -r before after`); `--many N` adds N more games (seeds 1000…, every player count and mode) and
 * writes only their SHA-256 to `<dir>/many.txt` (`--dump <name>` writes that game's text too). For every decision of every game it prints what the deciding seat is shown:
 * the table (with the question), the menu of its legal decisions, why each hand card is no choice, each seat's notes;
 * and, after it, the event log of every seat and of a spectator; at the end the result, names of every id and the help.
 * Styles are marked `<style>…</style>`, so a change of paint shows too. Random and heuristic bots, identity and boss
 * games, 3 to 8 players, skills on (the default) and off.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Decider, playout, type SeatContext } from '@shaju/runtime';
import type { IdKind, Lang, MenuItem, Painter, RenderOptions } from '@shaju/words';
import { makeBot } from '../games/paopaosha/bot/index.ts';
import {
  CARD_KIND_IDS,
  CHARACTER_IDS,
  IDENTITY_IDS,
  type PaopaoshaEvent,
  type PaopaoshaView,
  paopaosha,
  SKILL_IDS,
  whyNotPlayable,
} from '../games/paopaosha/src/index.ts';
import {
  characterLines,
  idName,
  mingdaoNote,
  notPlayableText,
  paopaoshaRenderer,
  statusParts,
} from '../games/paopaosha/words/index.ts';

const marks: Painter = (style, text) => `<${style}>${text}</${style}>`;

/** One game to play: its config, seed and bots. */
interface Game {
  readonly name: string;
  readonly config: Record<string, unknown>;
  readonly seed: number;
  readonly bots: 'heuristic' | 'random' | 'mixed';
}

const GAMES: readonly Game[] = [
  { name: 'h6', config: { players: 6 }, seed: 7, bots: 'heuristic' },
  { name: 'h8', config: { players: 8 }, seed: 11, bots: 'heuristic' },
  { name: 'r5', config: { players: 5 }, seed: 21, bots: 'random' },
  { name: 'r8', config: { players: 8 }, seed: 22, bots: 'random' },
  { name: 'm7', config: { players: 7 }, seed: 23, bots: 'mixed' },
  { name: 'm4', config: { players: 4 }, seed: 24, bots: 'mixed' },
  { name: 'boss5', config: { players: 5, mode: 'boss' }, seed: 3, bots: 'heuristic' },
  { name: 'boss4r', config: { players: 4, mode: 'boss' }, seed: 31, bots: 'random' },
  { name: 'boss8m', config: { players: 8, mode: 'boss' }, seed: 32, bots: 'mixed' },
  { name: 'noskills6', config: { players: 6, characterSkills: false }, seed: 41, bots: 'mixed' },
  { name: 'r3', config: { players: 3 }, seed: 51, bots: 'random' },
  { name: 'r6b', config: { players: 6 }, seed: 52, bots: 'random' },
];

function menuLines(items: readonly MenuItem[], depth = 0): string[] {
  const out: string[] = [];
  for (const m of items) {
    out.push(`${'  '.repeat(depth)}- ${m.decline ? '[0] ' : ''}${m.title ? `${m.title} | ` : ''}${m.label}`);
    if (m.sub) out.push(...menuLines(m.sub, depth + 1));
  }
  return out;
}

/** What the deciding seat is shown before it decides. */
function shown(v: PaopaoshaView, o: RenderOptions): string[] {
  const r = paopaoshaRenderer;
  const out = [...r.table(v, o), '# brief', ...r.brief(v, o), '# question', r.question?.(v, o) ?? ''];
  out.push('# status', statusParts(v, o.lang).join(' | '));
  if (v.legal.length > 0) out.push('# menu', ...menuLines(r.menu(v.legal, v, o) as MenuItem[]));
  for (const c of v.controlling ?? []) if (c.legal.length > 0) out.push(`# menu of ${c.seat}`);
  const why = (v.hand ?? []).map((c) => `${c}:${notPlayableText(whyNotPlayable(v, c) ?? 'ok', o.lang)}`);
  if (why.length > 0) out.push('# why', why.join(' '));
  for (const p of v.players) {
    const note = mingdaoNote(v, p, o.lang);
    if (note) out.push(`# note ${p.seat}: ${note}`);
  }
  if (v.ask?.kind === 'character' && v.ask.you)
    for (const c of v.ask.characters ?? []) out.push(...characterLines(v, c, o));
  return out;
}

function transcript(g: Game, lang: Lang): string {
  const o: RenderOptions = { lang, paint: marks };
  const m = paopaosha;
  const ev: PaopaoshaEvent[] = [];
  const config = m.validateConfig(g.config as never);
  const s = m.setup(config, g.seed, ev);
  const n = config.players;
  const out: string[] = [];
  const printers = [...Array.from({ length: n }, (_, i) => i), null].map((viewer) => ({
    viewer,
    p: paopaoshaRenderer.events(viewer, o),
  }));
  const flushEvents = () => {
    for (const { viewer, p } of printers) {
      const lines = p.print(ev.map((e) => m.redactEvent(e, viewer)));
      if (lines.length > 0) out.push(`## events for ${viewer}`, ...lines);
    }
    ev.length = 0;
  };
  let step = 0;
  const wrap = (bot: Decider): Decider => ({
    name: bot.name,
    decide(ctx: SeatContext) {
      flushEvents();
      const v = ctx.view() as PaopaoshaView;
      out.push(`## step ${step++} seat ${ctx.seat} (${ctx.kind})`, ...shown(v, o));
      return bot.decide(ctx);
    },
  });
  const kind = (i: number) => (g.bots === 'mixed' ? (i % 2 === 0 ? 'random' : 'heuristic') : g.bots);
  const bots = Array.from({ length: n }, (_, i) => wrap(makeBot(kind(i), g.seed * 100 + i) as Decider));
  playout(m as never, s, bots, { record: false, events: ev as unknown[] });
  flushEvents();
  const r = paopaoshaRenderer;
  out.push('## result 0', ...r.result(s, 0, o), '## result spectator', ...r.result(s, null, o));
  out.push('## help', ...r.help(o));
  return `${out.join('\n')}\n`;
}

/** Every id in words, as reports name them. */
function names(lang: Lang): string {
  const out: string[] = [];
  const kinds: [IdKind, readonly string[]][] = [
    ['card', CARD_KIND_IDS],
    ['character', CHARACTER_IDS],
    ['skill', [...SKILL_IDS, ...CARD_KIND_IDS]],
    ['identity', IDENTITY_IDS],
    ['team', ['boss', 'paopao', 'team']],
  ];
  for (const [kind, ids] of kinds)
    for (const id of ids) out.push(`${kind} ${id}: ${idName(kind, id, lang)} / ${idName(kind, id, lang, 'boss')}`);
  const asks = ['wuxie', 'shan', 'sha', 'rescue', 'play', 'discard', 'choose', 'character'];
  const printer = paopaoshaRenderer.events(0, { lang });
  for (const k of asks) out.push(`ask ${k}: ${printer.askName?.(k)}`);
  return `${out.join('\n')}\n`;
}

/** `n` more games from seed 1000 on: 3 to 8 players, identity and boss, random, mixed and heuristic bots. */
function moreGames(n: number): Game[] {
  const bots = ['random', 'mixed', 'heuristic'] as const;
  return Array.from({ length: n }, (_, i) => {
    const players = 3 + (i % 6);
    const mode = i % 5 === 4 && players >= 3 ? 'boss' : 'identity';
    return { name: `s${1000 + i}`, config: { players, mode }, seed: 1000 + i, bots: bots[i % 3] as Game['bots'] };
  });
}

function main(): void {
  const [dir, ...flags] = process.argv.slice(2);
  if (!dir) throw new Error('usage: scripts/paopaosha-transcript.ts <output dir> [--many N] [--dump <name>]');
  const flag = (name: string) => flags[flags.indexOf(name) + 1];
  mkdirSync(dir, { recursive: true });
  const many = flags.includes('--many') ? Number(flag('--many')) : 0;
  const dump = flags.includes('--dump') ? flag('--dump') : undefined;
  const hashes: string[] = [];
  for (const lang of ['zh', 'en'] as const) {
    if (many === 0) {
      writeFileSync(join(dir, `names-${lang}.txt`), names(lang));
      for (const g of GAMES) writeFileSync(join(dir, `${g.name}-${lang}.txt`), transcript(g, lang));
    }
    for (const g of moreGames(many)) {
      const text = transcript(g, lang);
      hashes.push(`${g.name}-${lang} ${createHash('sha256').update(text).digest('hex')}`);
      if (g.name === dump) writeFileSync(join(dir, `${g.name}-${lang}.txt`), text);
    }
  }
  if (many > 0) writeFileSync(join(dir, 'many.txt'), `${hashes.join('\n')}\n`);
}

main();
