/**
 * `shaju simulate`: many headless bot games through testkit's `playout` (no decision log, no views beyond what the
 * bots build), and the figures about them. `runSimulation` is deterministic for a given spec: only `timing` varies.
 */

import type { GameResult, RulesChoice } from '@shaju/engine';
import { kitOf } from '@shaju/games/loaded';
import { configure, type Decider, playout, type SeatContext } from '@shaju/runtime';
import { int, painterOf, pct, table } from '@shaju/words';
import { msg } from './i18n.ts';
import { deriveSeed, wilson } from './stats.ts';
import type { GameEntry, RenderOptions, SimTally } from './types.ts';

/** What to simulate. */
export interface SimulationSpec {
  readonly entry: GameEntry;
  readonly games: number;
  /** Player counts: game i has `minPlayers + (i mod (maxPlayers − minPlayers + 1))` players (the count cycles). */
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Bot kinds: seat s of game i gets `bots[(s + i) mod bots.length]`. */
  readonly bots: readonly string[];
  readonly seed: number;
  readonly decks?: number | undefined;
  readonly pong?: boolean | undefined;
  /** The game mode (跑跑杀: `identity` or `boss`); undefined: the game's default. */
  readonly mode?: string | undefined;
  /** An extra breakdown the game's tally offers (跑跑杀: `character`). */
  readonly by?: string | undefined;
  /**
   * `random`: every seat takes the first character it is offered (the engine shuffles the candidates, so characters
   * are dealt at random) instead of the one its bot would choose; for character figures free of the bots' taste.
   * Default `bots`.
   */
  readonly characters?: 'bots' | 'random' | undefined;
  /** Option values (or other configuration fields) set by name (`--set`), on top of the preset's. */
  readonly set?: Readonly<Record<string, number | boolean | string>> | undefined;
  /** A preset of the game's option catalogue (`--preset`); undefined: its first (default) preset. */
  readonly preset?: string | undefined;
  /** Packs of content (`--pack`, checked; docs/packs.md), embedded in every game's configuration. */
  readonly packs?: readonly unknown[] | undefined;
}

/**
 * `bot`, except that at a `kind` request (a character choice) it takes the first legal decision. The bot is still
 * asked first, so whatever it remembers of its own decisions stays as it would be.
 */
export function firstAt(bot: Decider, kind: string): Decider {
  return {
    name: bot.name,
    decide(ctx: SeatContext): unknown {
      const d = bot.decide(ctx);
      if (ctx.kind !== kind) return d;
      return ctx.legal()[0] ?? d;
    },
    ...(bot.react ? { react: (ctx: SeatContext) => bot.react?.(ctx) ?? null } : {}),
  };
}

/** A rate with its Wilson 95% interval, as reported. */
export interface RateFigure {
  readonly wins: number;
  readonly appearances: number;
  readonly rate: number;
  readonly ci95: readonly [number, number];
}

/** The deterministic figures of a simulation (same spec → same object). */
export interface SimulationStats {
  readonly game: string;
  readonly games: number;
  readonly players: { readonly min: number; readonly max: number; readonly assignment: 'cycle' };
  readonly bots: readonly string[];
  readonly seed: number;
  /**
   * The configuration as played (defaults filled in): `decks` (null for a game without decks), `pong`, `mode` (null
   * for a game with one mode), and `by`, the breakdown asked for (null: none).
   */
  readonly config: {
    readonly decks: number | null;
    readonly pong: boolean;
    readonly mode: string | null;
    readonly by: string | null;
    /** Who chose the characters: `bots`, or `random` (see `SimulationSpec.characters`); null for a game without. */
    readonly characters: 'bots' | 'random' | null;
    /** Fields set with `--set` (null: none). */
    readonly set: Readonly<Record<string, number | boolean | string>> | null;
    /** The rules played: the preset (id and version) and the sparse option values. */
    readonly rules: RulesChoice;
  };
  readonly decisions: number;
  readonly turns: number;
  readonly avgTurns: number;
  readonly avgDecisions: number;
  readonly draws: number;
  readonly drawRate: number;
  readonly multiWinnerGames: number;
  readonly multiWinnerShare: number;
  readonly avgWinners: number;
  /** Per bot kind: wins / seats played. */
  readonly byBot: Readonly<Record<string, RateFigure>>;
  /** Per win-condition id: how many winners met it. */
  readonly conditions: Readonly<Record<string, number>>;
  /** Game-specific figures (see the game's `SimTally`: for 杀机四伏 `identities` and `deaths`). */
  readonly [key: string]: unknown;
}

/** Timing of a simulation (varies from run to run). */
export interface SimulationTiming {
  readonly seconds: number;
  readonly gamesPerSecond: number;
  readonly decisionsPerSecond: number;
}

/** What `runSimulation` returns. */
export interface SimulationReport {
  readonly stats: SimulationStats;
  readonly timing: SimulationTiming;
  /** The game-specific tally, for its text report. */
  readonly tally: SimTally;
}

function rate(k: number, n: number): RateFigure {
  const w = wilson(k, n);
  return { wins: k, appearances: n, rate: w.p, ci95: [w.lo, w.hi] };
}

/** The player count of game `i`. */
export function playersOfGame(spec: Pick<SimulationSpec, 'minPlayers' | 'maxPlayers'>, i: number): number {
  return spec.minPlayers + (i % (spec.maxPlayers - spec.minPlayers + 1));
}

/** The bot kind of seat `seat` in game `i`. */
export function botOfSeat(bots: readonly string[], i: number, seat: number): string {
  return bots[(seat + i) % bots.length] as string;
}

/** One played game of a simulation: its final state and result, its decisions, each seat's bot kind. */
interface PlayedGame {
  readonly state: unknown;
  readonly result: GameResult | null;
  readonly decisions: number;
  readonly kinds: string[];
}

/**
 * Sets a game up with `seed` and plays it to the end headless (no decision log): `seat(deciders)` fills in one
 * decider per seat once the game is set up (a bot's seed is its own); the events go to `events`, and `drain` is called
 * after the setup and after every step. Shared by `simulate` and the lab (lab/batch.ts). Throws whatever the rules or
 * a bot throw.
 */
export function playSeeded(
  game: GameEntry['module'],
  config: unknown,
  seed: number,
  events: unknown[],
  drain: () => void,
  seat: (deciders: Decider[]) => void,
): { readonly state: unknown; readonly result: GameResult | null; readonly decisions: number } {
  const state = game.setup(config, seed, events);
  drain();
  const deciders: Decider[] = [];
  seat(deciders);
  const out = playout(game, state, deciders, { record: false, events, onStep: drain });
  drain();
  return { state, result: out.result, decisions: out.decisions };
}

/**
 * Plays game `i` of a simulation with `n` players: its seed and its bots' seeds derived from `spec.seed`, the events
 * collected in `events` and handed to `drain` after every step. Throws `Error` naming the game index and seed.
 */
function playGame(
  spec: SimulationSpec,
  i: number,
  n: number,
  config: unknown,
  events: unknown[],
  drain: () => void,
): PlayedGame {
  const { entry } = spec;
  const game = entry.module;
  const seed = deriveSeed(spec.seed, i);
  const kinds: string[] = [];
  try {
    const pickKind = spec.characters === 'random' ? entry.characterRequest : undefined;
    const out = playSeeded(game, config, seed, events, drain, (deciders) => {
      for (let s = 0; s < n; s++) {
        const kind = botOfSeat(spec.bots, i, s);
        kinds.push(kind);
        const bot = kitOf(entry.id).makeBot(kind, deriveSeed(spec.seed, i, s)) as Decider;
        deciders.push(pickKind ? firstAt(bot, pickKind) : bot);
      }
    });
    return { ...out, kinds };
  } catch (e) {
    throw new Error(msg('en').sim.failed(i, seed, (e as Error).message));
  }
}

/** The configuration of a game of `spec` with `n` players, and the rules it plays (preset and option values). */
function configOf(spec: SimulationSpec, n: number): ReturnType<typeof configure> {
  const { decks, mode, set, preset, packs } = spec;
  return configure(spec.entry, { players: n, decks, pong: spec.pong || undefined, mode, set, preset, packs });
}

/**
 * Plays `spec.games` games and counts. `onProgress(done, total)` is called after every game. Throws `Error` naming the
 * game index and seed if a game fails (a bot or rules bug), and the engine's `ConfigError` for a bad configuration.
 */
export function runSimulation(
  spec: SimulationSpec,
  onProgress?: (done: number, total: number) => void,
): SimulationReport {
  const { entry } = spec;
  const tally = entry.newTally({ mode: spec.mode, by: spec.by });
  const configs = new Map<number, unknown>();
  const byBotWins = new Map<string, number>();
  const byBotSeats = new Map<string, number>();
  for (const b of spec.bots) {
    byBotWins.set(b, 0);
    byBotSeats.set(b, 0);
  }
  const conditions = new Map<string, number>();
  let decisions = 0;
  let turns = 0;
  let draws = 0;
  let multi = 0;
  let winners = 0;
  const events: unknown[] = [];
  const drain = (): void => {
    for (const e of events) tally.event(e);
    events.length = 0;
  };
  const t0 = performance.now();
  for (let i = 0; i < spec.games; i++) {
    const n = playersOfGame(spec, i);
    let config = configs.get(n);
    if (config === undefined) {
      config = configOf(spec, n).config;
      configs.set(n, config);
    }
    const { state, result, decisions: d, kinds } = playGame(spec, i, n, config, events, drain);
    decisions += d;
    turns += entry.turns(state);
    tally.game(state, result, kinds);
    for (let s = 0; s < n; s++) {
      const kind = kinds[s] as string;
      byBotSeats.set(kind, (byBotSeats.get(kind) ?? 0) + 1);
    }
    if (result) {
      if (result.draw) draws++;
      if (result.winners.length > 1) multi++;
      winners += result.winners.length;
      for (const w of result.winners) {
        const kind = kinds[w] as string;
        byBotWins.set(kind, (byBotWins.get(kind) ?? 0) + 1);
        for (const c of result.why[w] ?? []) conditions.set(c, (conditions.get(c) ?? 0) + 1);
      }
    }
    onProgress?.(i + 1, spec.games);
  }
  const seconds = (performance.now() - t0) / 1000;
  const g = spec.games;
  const byBot: Record<string, RateFigure> = {};
  for (const [kind, seats] of byBotSeats) byBot[kind] = rate(byBotWins.get(kind) ?? 0, seats);
  const cond: Record<string, number> = {};
  for (const [c, v] of [...conditions.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) cond[c] = v;
  // The figures name the configuration as played, defaults included (e.g. 杀机四伏's 4 decks).
  const { config: first, rules } = configOf(spec, spec.minPlayers);
  const played = (configs.values().next().value ?? first) as Record<string, unknown>;
  const stats: SimulationStats = {
    game: entry.id,
    games: g,
    players: { min: spec.minPlayers, max: spec.maxPlayers, assignment: 'cycle' },
    bots: spec.bots.slice(),
    seed: spec.seed,
    config: {
      decks: typeof played.decks === 'number' ? played.decks : null,
      pong: played.pong === true,
      mode: typeof played.mode === 'string' ? played.mode : null,
      by: spec.by ?? null,
      characters: entry.characterRequest ? (spec.characters ?? 'bots') : null,
      set: spec.set ?? null,
      rules,
    },
    decisions,
    turns,
    avgTurns: turns / g,
    avgDecisions: decisions / g,
    draws,
    drawRate: draws / g,
    multiWinnerGames: multi,
    multiWinnerShare: multi / g,
    avgWinners: winners / g,
    byBot,
    conditions: cond,
    ...tally.summary(),
  };
  const timing: SimulationTiming = {
    seconds,
    gamesPerSecond: seconds > 0 ? g / seconds : 0,
    decisionsPerSecond: seconds > 0 ? decisions / seconds : 0,
  };
  return { stats, timing, tally };
}

/**
 * The report in words. The timing is on its own line (the second), so two runs with the same seed differ only there.
 * One string per line.
 */
export function formatSimulation(report: SimulationReport, entry: GameEntry, o: RenderOptions): string[] {
  const { stats: s, timing: t } = report;
  const m = msg(o.lang).sim;
  const paint = painterOf(o);
  const zh = o.lang === 'zh';
  const lines: string[] = [];
  const players =
    s.players.min === s.players.max ? m.playersOne(s.players.min) : m.playersRange(s.players.min, s.players.max);
  const opts: string[] = [];
  if (s.config.decks !== null) opts.push(zh ? `${s.config.decks} 副牌` : `${s.config.decks} decks`);
  if (s.config.pong) opts.push(zh ? '碰' : 'Pong (碰) on');
  // A mode other than the game's default (the first of its manifest) is named.
  const mode = entry.manifest.modes.find((x) => x.id === s.config.mode);
  if (mode && mode !== entry.manifest.modes[0]) opts.push(mode.title[o.lang]);
  const rules = s.config.rules;
  if (rules.preset !== entry.options.presets[0]?.id) opts.push(`preset ${rules.preset}@${rules.presetVersion}`);
  if (s.config.characters === 'random') opts.push(zh ? '人物随机分配' : 'characters dealt at random');
  if (s.config.set)
    opts.push(
      Object.entries(s.config.set)
        .map(([k, v]) => `${k}=${v}`)
        .join(' '),
    );
  // Bot kinds and win conditions in words (the manifest's titles, the game's renderer), never as raw ids.
  const botName = (kind: string) => entry.manifest.bots.find((b) => b.id === kind)?.title[o.lang] ?? kind;
  lines.push(
    paint(
      'title',
      m.title(
        entry.title[o.lang],
        int(s.games),
        players,
        s.bots.map(botName).join(zh ? '、' : ', '),
        s.seed,
        opts.length ? ` · ${opts.join(' · ')}` : '',
      ),
    ),
  );
  lines.push(paint('dim', m.timing(t.seconds.toFixed(2), int(t.gamesPerSecond), int(t.decisionsPerSecond))));
  lines.push(m.averages(s.avgTurns.toFixed(1), s.avgDecisions.toFixed(1)));
  lines.push(m.draws(pct(s.drawRate, 2), int(s.draws)));
  lines.push(m.multi(pct(s.multiWinnerShare), int(s.multiWinnerGames), s.avgWinners.toFixed(2)));
  lines.push('');
  lines.push(...report.tally.report(o));
  const kinds = Object.keys(s.byBot);
  if (kinds.length > 1) {
    lines.push(m.byBot);
    lines.push(
      ...table(
        kinds.map((kind) => {
          const f = s.byBot[kind] as RateFigure;
          return [
            `  ${botName(kind)}`,
            pct(f.rate),
            `[${pct(f.ci95[0])}, ${pct(f.ci95[1])}]`,
            `${int(f.wins)} / ${int(f.appearances)}`,
          ];
        }),
        ['l', 'r', 'l', 'r'],
      ),
    );
  }
  lines.push(m.conditions);
  const totalWins = Object.values(s.conditions).reduce((a, b) => a + b, 0);
  lines.push(
    ...table(
      Object.entries(s.conditions).map(([c, v]) => [
        `  ${entry.renderer.condition(c, o)}`,
        int(v),
        totalWins > 0 ? pct(v / totalWins) : '—',
      ]),
      ['l', 'r', 'r'],
    ),
  );
  return lines;
}

/** The JSON output of `simulate --json`: `{stats, timing}` (timing kept apart so stats compare exactly). */
export function simulationJson(report: SimulationReport): { stats: SimulationStats; timing: SimulationTiming } {
  return { stats: report.stats, timing: report.timing };
}
