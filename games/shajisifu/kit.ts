/**
 * 杀机四伏's kit: the rules, the bots and the words behind the manifest (`manifest.ts`), loaded on demand.
 */
import { findPreset, type GameResult } from '@shaju/engine';
import type { GameFlags, GameHelp, GameKit, Lang, SearchAdapter, SeatContext, SeatSummary } from '@shaju/runtime';
import { makeBot, ShajisifuHeuristicBot, searchAdapter } from './bot/index.ts';
import { identityId, lab } from './lab.ts';
import { checkEntries, contentJsonSchema } from './src/content/schema/entry.ts';
import { SEED_IDENTITIES } from './src/content/seed.generated.ts';
import { CONFIG_BOUNDS, OPTIONS, PASS, type ShajisifuDecision, type ShajisifuState, shajisifu } from './src/index.ts';
import { ShajisifuTally } from './stats/index.ts';
import { conditionLabel, identityText, shajisifuRenderer } from './words/index.ts';

/** The game's lines of the command line's help. */
const help: GameHelp = {
  play: [
    {
      flag: '--decks D',
      text: { zh: '牌的副数（仅杀机四伏：2–8，默认 4）', en: 'number of decks (Shaji Sifu only: 2–8, default 4)' },
    },
    {
      flag: '--pong',
      text: { zh: '启用「碰」变体（仅杀机四伏）', en: 'turn the Pong (碰) variant on (Shaji Sifu only)' },
    },
  ],
  simulate: [
    { flag: '--decks D', text: { zh: '牌的副数', en: 'number of decks' } },
    { flag: '--pong', text: { zh: '启用「碰」变体', en: 'turn the Pong (碰) variant on' } },
  ],
  connect: [],
  playExamples: ['--players 5'],
  simulateExamples: [
    '--games 10000 --players 4..10 --bots heuristic,random',
    '--games 2000 --players 4..10 --set deathTotal=60',
  ],
  setExample: { play: 'deathTotal=60', simulate: 'deathTotal=60' },
};

/** The decision type's tag, or undefined. */
function tag(d: unknown): unknown {
  return (d as { t?: unknown } | null)?.t;
}

/** 杀机四伏's kit. */
export const kit: GameKit = Object.freeze({
  module: shajisifu,
  options: OPTIONS,
  makeBot,
  search: searchAdapter as SearchAdapter,
  isDecline: (d: unknown) => tag(d) === 'pass',
  // Pass (the self-heal, 碰), or stop a run of plays or flips.
  declineOf: (ctx: SeatContext) => ctx.legal().find((d) => tag(d) === 'pass' || tag(d) === 'stop'),
  // The heuristic bot's choice of the card a forced play gives up (bot/heuristic.ts `play`).
  leastUseful: (ctx: SeatContext) => new ShajisifuHeuristicBot().decide(ctx as never),
  // Revealing one's identity is free at any time (S-R1).
  isFreeAction: (d: unknown) => tag(d) === 'reveal',
  // The five identities as content entries (docs/content.md): `shaju content shajisifu [--json | --schema]`.
  content: Object.freeze({
    entries: () => SEED_IDENTITIES,
    jsonSchema: contentJsonSchema,
    check: checkEntries,
  }),
  identityOf: identityId,
  scoreOf: (result: GameResult, seat: number) => result.scores?.[seat] ?? null,
  seats: (state: unknown, lang: Lang): SeatSummary[] =>
    (state as ShajisifuState).players.map((p) => ({
      identity: identityText(p.identity, { lang }),
      character: null,
      alive: p.alive,
    })),
  condition: (id: string, lang: Lang) => conditionLabel(id, lang),
  renderer: shajisifuRenderer,
  flags: { decks: CONFIG_BOUNDS.decks, pong: true },
  config(flags: GameFlags): unknown {
    // The preset's values (default: the first, `seed`), then `--set` on top, then the flags of their own.
    const preset = flags.preset === undefined ? undefined : findPreset(OPTIONS, flags.preset);
    const c: Record<string, unknown> = { ...preset?.values, ...flags.set, players: flags.players };
    if (flags.decks !== undefined) c.decks = flags.decks;
    if (flags.pong !== undefined) c.pong = flags.pong;
    return shajisifu.validateConfig(c);
  },
  turns: (state: unknown) => (state as ShajisifuState).turns,
  // Once the game is over every identity and every last hand is public (shown on every table, result and replay).
  finalView(state: unknown, viewer: number | null): unknown {
    const s = state as ShajisifuState;
    const v = shajisifu.view(s, viewer);
    if (!s.result) return v;
    const players = v.players.map((p, i) => {
      const full = s.players[i];
      return full ? { ...p, identity: full.identity, hand: full.hand.slice() } : p;
    });
    return { ...v, players };
  },
  quiet: (d: unknown) => (d as ShajisifuDecision).t === 'pass',
  // In a 碰 window (S-P1) a seat holding no card to 碰 with can only pass.
  autoDecision(legal: readonly unknown[], kind: string): unknown | null {
    if (kind !== 'claim') return null;
    const ds = legal as readonly ShajisifuDecision[];
    return ds.some((d) => d.t === 'pong') ? null : PASS;
  },
  newTally: () => new ShajisifuTally(),
  help,
  lab,
});
