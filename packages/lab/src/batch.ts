/**
 * A batch of the lab's games (contract.ts `BatchSpec` → `BatchResult`): plays games `first … first + count − 1` of an
 * arm headless (`playGame`, as `shaju simulate` does), game `i` with seed `deriveSeed(spec.seed, i)` whatever the arm, and
 * counts them into a `LabTally` of integers. Pure and deterministic: the same spec gives the same tally in any thread.
 *
 * What a game is counted by comes from the game's lab hooks (packages/runtime/src/manifest.ts `LabHooks`): identities,
 * teams, characters, rounds, the events that begin a seat's first play phase and end its life, the round or turn
 * limit's reasons, and which decisions use a card kind or skill (restricted play).
 */

import type { GameResult } from '@shaju/engine';
import { kitOf, manifestOf } from '@shaju/games/loaded';
import {
  botKindOf,
  configure,
  type Decider,
  deriveSeed,
  type GameKit,
  hasRealChoice,
  type LabHooks,
  playout,
} from '@shaju/runtime';
import { ChoiceCounter, makeLabBot } from './bots.ts';
import type { BatchResult, BatchSpec, Count, LabTally } from './contract.ts';

/** A tally of no games. */
export function emptyTally(): LabTally {
  return {
    games: 0,
    draws: 0,
    limitEnds: 0,
    decisions: 0,
    realChoices: 0,
    rounds: 0,
    seats: 0,
    deadBeforeFirstPlay: 0,
    deaths: 0,
    byIdentity: {},
    byTeam: {},
    bySeat: {},
    byPlayersIdentity: {},
    byCharacter: {},
    byCharacterGroup: {},
    subject: { all: { wins: 0, games: 0 }, byIdentity: {}, byPlayersIdentity: {} },
  };
}

/** Adds the counts of `from` into `into` (key by key). */
function addCounts(into: Record<string, Count>, from: Readonly<Record<string, Count>>): void {
  for (const [k, c] of Object.entries(from)) {
    const t = into[k];
    if (t) {
      t.wins += c.wins;
      t.games += c.games;
    } else into[k] = { wins: c.wins, games: c.games };
  }
}

/** Orders a map of counts by key, so that merged tallies serialise the same whatever the merge order. */
function sorted(m: Record<string, Count>): Record<string, Count> {
  const out: Record<string, Count> = {};
  for (const k of Object.keys(m).sort()) out[k] = m[k] as Count;
  return out;
}

/**
 * The sum of tallies, as a new tally (the arguments are left as they are). Exact and order-free: integers added key by
 * key, maps ordered by key.
 */
export function mergeTallies(...tallies: readonly LabTally[]): LabTally {
  const t = emptyTally();
  const groups: Record<string, Count> = {};
  for (const x of tallies) {
    t.games += x.games;
    t.draws += x.draws;
    t.limitEnds += x.limitEnds;
    t.decisions += x.decisions;
    t.realChoices += x.realChoices;
    t.rounds += x.rounds;
    t.seats += x.seats;
    t.deadBeforeFirstPlay += x.deadBeforeFirstPlay;
    t.deaths += x.deaths;
    addCounts(t.byIdentity, x.byIdentity);
    addCounts(t.byTeam, x.byTeam);
    addCounts(t.bySeat, x.bySeat);
    addCounts(t.byPlayersIdentity, x.byPlayersIdentity);
    addCounts(t.byCharacter, x.byCharacter);
    addCounts(groups, x.byCharacterGroup ?? {});
    t.subject.all.wins += x.subject.all.wins;
    t.subject.all.games += x.subject.all.games;
    addCounts(t.subject.byIdentity, x.subject.byIdentity);
    addCounts(t.subject.byPlayersIdentity, x.subject.byPlayersIdentity);
  }
  t.byIdentity = sorted(t.byIdentity);
  t.byTeam = sorted(t.byTeam);
  t.bySeat = sorted(t.bySeat);
  t.byPlayersIdentity = sorted(t.byPlayersIdentity);
  t.byCharacter = sorted(t.byCharacter);
  t.byCharacterGroup = sorted(groups);
  t.subject.byIdentity = sorted(t.subject.byIdentity);
  t.subject.byPlayersIdentity = sorted(t.subject.byPlayersIdentity);
  return t;
}

/** Counts one appearance (and a win when `won`) under `key`. */
function inc(m: Record<string, Count>, key: string, won: boolean): void {
  let c = m[key];
  if (!c) {
    c = { wins: 0, games: 0 };
    m[key] = c;
  }
  c.games++;
  if (won) c.wins++;
}

/** The game's kit and its lab hooks. Throws `Error` for a game without lab hooks. */
export function labKit(game: string): { readonly kit: GameKit; readonly hooks: LabHooks } {
  const kit = kitOf(game);
  if (!kit.lab) throw new Error(`game ${JSON.stringify(game)} has no lab hooks (GameKit.lab)`);
  return { kit, hooks: kit.lab };
}

/** The configuration of the arm's games with `n` players (the engine's `ConfigError` for bad rules). */
export function armConfig(kit: GameKit, spec: Pick<BatchSpec, 'rules' | 'mode'>, n: number): unknown {
  const { preset, set, packs } = spec.rules;
  return configure(kit, { players: n, mode: spec.mode, preset, set, packs }).config;
}

/**
 * A game's agency figures, read from its events in order as the rules append them (bit `s` of `played`: seat `s`'s
 * first play phase has begun; `early`: seats dead before theirs). It stands in for the game's event list: the rules
 * only append to that list (packages/engine/src/game.ts: `setup` and `apply` append events to `events`), so each event
 * is read once as it comes and none is kept.
 */
class Agency {
  played = 0;
  early = 0;
  deaths = 0;
  constructor(private readonly hooks: LabHooks) {}
  /** Starts a new game. */
  reset(): void {
    this.played = 0;
    this.early = 0;
    this.deaths = 0;
  }
  /** Reads the game's next event (the event list's `push`). */
  push(e: unknown): number {
    const p = this.hooks.playStarts(e);
    if (p >= 0) this.played |= 1 << p;
    else {
      const d = this.hooks.deathOf(e);
      if (d >= 0) {
        this.deaths++;
        if ((this.played & (1 << d)) === 0) this.early++;
      }
    }
    return 0;
  }
  /** This agency as the event list the rules append to (`push` is all they call). */
  asEvents(): unknown[] {
    return this as unknown as unknown[];
  }
}

/**
 * Plays one game headless (as `shaju simulate`'s `playSeeded`, without a callback per step): its
 * events, from the deal on, go to `events` as the rules append them.
 */
function playGame(
  game: GameKit['module'],
  config: unknown,
  seed: number,
  events: unknown[],
  deciders: Decider[],
): { readonly state: unknown; readonly result: GameResult | null } {
  const state = game.setup(config, seed, events);
  return playout(game, state, deciders, { record: false, events });
}

/**
 * Counts a finished game's seats into `t` (the subject's seat `subject`, −1 for none); `lean`: identities, teams and
 * player counts only (no seats, characters or subject).
 */
function countGame(
  t: LabTally,
  hooks: LabHooks,
  state: unknown,
  winners: readonly number[],
  subject: number,
  lean: boolean,
): void {
  const n = hooks.seatCount(state);
  // A team is counted once a game (its seats win together): won when any of its seats won.
  const teamOf = hooks.team;
  const teams = teamOf ? new Map<string, boolean>() : null;
  for (let s = 0; s < n; s++) {
    const won = winners.includes(s);
    const id = hooks.identity(state, s);
    const group = `${n}:${id}`;
    inc(t.byIdentity, id, won);
    if (teams && teamOf) {
      const team = teamOf.call(hooks, state, s);
      teams.set(team, won || teams.get(team) === true);
    }
    inc(t.byPlayersIdentity, group, won);
    if (lean) continue;
    inc(t.bySeat, `${n}:${s}`, won);
    const ch = hooks.character(state, s);
    if (ch !== null) {
      inc(t.byCharacter, ch, won);
      inc(t.byCharacterGroup as Record<string, Count>, `${ch}|${group}`, won);
    }
    if (s === subject) {
      t.subject.all.games++;
      if (won) t.subject.all.wins++;
      inc(t.subject.byIdentity, id, won);
      inc(t.subject.byPlayersIdentity, group, won);
    }
  }
  if (teams) for (const [team, won] of teams) inc(t.byTeam, team, won);
  t.seats += n;
}

/**
 * Plays the batch and counts it. Throws `Error` naming the arm, the game index and its seed when a game fails (a bot
 * or rules bug), and the engine's `ConfigError` for bad rules.
 */
export function runBatch(spec: BatchSpec): BatchResult {
  const { kit, hooks } = labKit(spec.game);
  const t = emptyTally();
  const configs = new Map<number, unknown>();
  const agency = new Agency(hooks);
  const events = agency.asEvents();
  const subjectKind = spec.subject ? botName(spec.game, spec.subject.bot) : '';
  const kinds = spec.bots.map((b) => botName(spec.game, b));
  const counter = new ChoiceCounter((legal) => legal.length > 1 && hasRealChoice(kit, legal));
  const restrict = spec.subject?.restrict;
  for (let i = spec.first; i < spec.first + spec.count; i++) {
    const n = spec.players[i % spec.players.length] as number;
    let config = configs.get(n);
    if (config === undefined) {
      config = armConfig(kit, spec, n);
      configs.set(n, config);
    }
    const seed = deriveSeed(spec.seed, i);
    const subject = spec.subject ? i % n : -1;
    let out: ReturnType<typeof playGame>;
    agency.reset();
    try {
      const deciders: Decider[] = [];
      for (let s = 0; s < n; s++) {
        const kind = s === subject ? subjectKind : (kinds[(s + i) % kinds.length] as string);
        const bot = makeLabBot(
          kit,
          kind,
          deriveSeed(spec.seed, i, s),
          spec.searchIterations,
          s === subject ? restrict : undefined,
        );
        deciders.push(counter.wrap(bot));
      }
      out = playGame(kit.module, config, seed, events, deciders);
    } catch (e) {
      throw new Error(`lab arm ${spec.arm}: game ${i} (seed ${seed}) failed: ${(e as Error).message}`);
    }
    const { state, result } = out;
    t.games++;
    t.rounds += hooks.rounds(state);
    if (!result || result.draw) t.draws++;
    if (!result || hooks.limitReasons.includes(result.reason)) t.limitEnds++;
    t.deadBeforeFirstPlay += agency.early;
    t.deaths += agency.deaths;
    countGame(t, hooks, state, result?.winners ?? [], subject, spec.lean === true);
  }
  t.decisions = counter.decisions;
  t.realChoices = counter.realChoices;
  return { arm: spec.arm, first: spec.first, count: spec.count, tally: mergeTallies(t) };
}

/** The bot kind a name stands for in game `game` (a kind id, or a level as its manifest names it); else the name. */
export function botName(game: string, name: string): string {
  return botKindOf(manifestOf(game).bots, name) ?? name;
}
