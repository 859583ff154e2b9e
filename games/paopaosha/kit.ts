/**
 * 跑跑杀's kit: the rules, the bots and the words behind the manifest (`manifest.ts`), loaded on demand.
 */
import { ConfigError, type GameResult, resolveOptions } from '@shaju/engine';
import type {
  GameFlags,
  GameHelp,
  GameKit,
  Lang,
  SearchAdapter,
  SeatContext,
  SeatSummary,
  TallyOptions,
} from '@shaju/runtime';
import { makeBot, PaopaoshaHeuristicBot, searchAdapter } from './bot/index.ts';
import { lab } from './lab.ts';
import { checkEntries, checkPack, contentJsonSchema } from './src/content/schema/entry.ts';
import { SEED_CARDS, SEED_CHARACTERS, SEED_SKILLS } from './src/content/seed.generated.ts';
import {
  OPTIONS,
  PASS,
  type PaopaoshaDecision,
  type PaopaoshaState,
  type PaopaoshaView,
  paopaosha,
} from './src/index.ts';
import { PaopaoshaTally } from './stats/index.ts';
import {
  characterName,
  conditionLabel,
  identityName,
  isBoss,
  isDecline as isMenuDecline,
  paopaoshaRenderer,
} from './words/index.ts';

/** Requests where the person's only choice may be to pass (no 闪, no 杀, no 无懈可击, nothing to save with). */
const AUTO_PASS: ReadonlySet<string> = new Set(['wuxie', 'shan', 'sha', 'rescue']);

/** The game's lines of the command line's help. */
const help: GameHelp = {
  play: [
    {
      flag: '--mode identity|boss',
      text: {
        zh: '跑跑杀的模式：identity 身份局（默认），boss 海盗王模式（3–8 人，0号 是海盗王，\n其余玩家组成跑跑队）',
        en: '跑跑杀 mode: identity (default), or boss: the Pirate King mode (3–8 players, seat 0\nis the Pirate King, everyone else on the Paopao team)',
      },
    },
  ],
  simulate: [
    {
      flag: '--mode identity|boss',
      text: {
        zh: '跑跑杀的模式；boss 时人数为 3..8，报告海盗王按对手人数的胜率',
        en: '跑跑杀 mode; boss: 3..8 players, the report gives the boss win rate by opponents',
      },
    },
    {
      flag: '--by character',
      text: {
        zh: '跑跑杀：加上每个人物的胜率（总体与按身份，95% 置信区间，与期望之差，异常者标 ▲/▼）',
        en: '跑跑杀: add each character’s win rate (overall and by identity, 95% CI, difference\nfrom expected, outliers marked ▲/▼)',
      },
    },
    {
      flag: '--characters bots|random',
      text: {
        zh: '跑跑杀：由机器人挑选人物（默认），或随机分配（每人取第一个候选）',
        en: '跑跑杀: the bots choose their characters (default), or they are dealt at random\n(each seat takes its first candidate)',
      },
    },
  ],
  connect: [{ flag: '--mode boss', text: { zh: '跑跑杀的海盗王模式', en: '跑跑杀 Pirate King mode' } }],
  playExamples: ['--players 5 --seat 2'],
  simulateExamples: [
    '--games 1000 --players 8 --seed 7',
    '--games 2000 --players 8 --by character --seed 3',
    '--mode boss --games 1000 --players 3..8 --seed 3',
  ],
  setExample: { play: 'bossHpPerOpponent=5', simulate: 'lansefengyunDraw=3' },
};

/** 跑跑杀's kit. */
export const kit: GameKit = Object.freeze({
  module: paopaosha,
  options: OPTIONS,
  makeBot,
  search: searchAdapter as SearchAdapter,
  isDecline: (d: unknown) => (d as { t?: unknown } | null)?.t === 'pass',
  // Pass, the end of the play phase, or a question's no (the words' notion of a menu's 0).
  declineOf: (ctx: SeatContext) => {
    const v = ctx.view() as PaopaoshaView;
    return (ctx.legal() as readonly PaopaoshaDecision[]).find((d) => isMenuDecline(d, v));
  },
  // The heuristic bot's discard policy: its least useful card (bot/heuristic/discard.ts).
  leastUseful: (ctx: SeatContext) => new PaopaoshaHeuristicBot().decide(ctx as never),
  content: Object.freeze({
    entries: () => [...SEED_CARDS, ...SEED_SKILLS, ...SEED_CHARACTERS],
    jsonSchema: contentJsonSchema,
    check: checkEntries,
    checkPack,
  }),
  isFreeAction: () => false,
  identityOf: (state: unknown, seat: number) => (state as PaopaoshaState).seats[seat]?.identity ?? 'unknown',
  scoreOf: (result: GameResult, seat: number) => result.scores?.[seat] ?? null,
  seats: (state: unknown, lang: Lang): SeatSummary[] => {
    const s = state as PaopaoshaState;
    const boss = isBoss(s);
    return s.seats.map((p) => ({
      identity: identityName(p.identity, lang, boss),
      character: p.character ? characterName(p.character, lang) : null,
      alive: p.alive,
    }));
  },
  condition: (id: string, lang: Lang) => conditionLabel(id, lang),
  renderer: paopaoshaRenderer,
  flags: { by: ['character'] },
  config(flags: GameFlags): unknown {
    // The preset's values (default: `seed`), then `--set` on top (packages/engine/src/options.ts `resolveOptions`).
    const { values } = resolveOptions(OPTIONS, { preset: flags.preset, set: flags.set });
    const c: Record<string, unknown> = { ...values, players: flags.players };
    if (flags.mode !== undefined) c.mode = flags.mode;
    if (flags.packs !== undefined && flags.packs.length > 0) {
      // docs/packs.md: each pack is checked against the content schema here, where it comes in.
      flags.packs.forEach((p, i) => {
        const bad = checkPack(p)[0];
        if (bad) throw new ConfigError(`packs[${i}].${bad.path}`, bad.message, 'bad_type');
      });
      c.packs = flags.packs;
    }
    return paopaosha.validateConfig(c);
  },
  characterRequest: 'character',
  turns: (state: unknown) => (state as PaopaoshaState).turns,
  seatOut: (state: unknown, seat: number) => (state as PaopaoshaState).seats[seat]?.alive === false,
  // Once the game is over every identity and every last hand is public (shown on every table, result and replay).
  finalView(state: unknown, viewer: number | null): unknown {
    const s = state as PaopaoshaState;
    const v = paopaosha.view(s, viewer);
    if (!s.result) return v;
    const players = v.players.map((p, i) => {
      const full = s.seats[i];
      return full ? { ...p, identity: full.identity, hand: full.hand.slice() } : p;
    });
    return { ...v, players };
  },
  quiet: (d: unknown) => (d as PaopaoshaDecision).t === 'pass',
  autoDecision(legal: readonly unknown[], kind: string): unknown | null {
    if (!AUTO_PASS.has(kind)) return null;
    const ds = legal as readonly PaopaoshaDecision[];
    return ds.length === 1 && ds[0]?.t === 'pass' ? PASS : null;
  },
  newTally: (options?: TallyOptions) => new PaopaoshaTally(options),
  help,
  lab,
});
