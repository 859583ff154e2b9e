/**
 * A batch of lab games (contract.ts `BatchSpec` → `BatchResult`), played by the same generic loop as `shaju simulate`
 * (simulate.ts: `configure` the rules, one bot per seat from the game's kit, `playout`).
 *
 * NOTE: a small stand-in written for the distributed runner (distributed.ts) and its tests; the lab's own `runBatch`
 * (with restrictions, characters and agency figures) replaces this file. Only `runBatch`, `mergeTallies` and
 * `emptyTally` are used outside it. Game `i` is played with seed `deriveSeed(spec.seed, i)` whatever the batch.
 */
import { kitOf } from '@shaju/games/loaded';
import { configure, type Decider, playout } from '@shaju/runtime';
import { findGame } from '../registry.ts';
import { deriveSeed } from '../stats.ts';
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
    byIdentity: {},
    byTeam: {},
    bySeat: {},
    byPlayersIdentity: {},
    byCharacter: {},
    subject: { all: { wins: 0, games: 0 }, byIdentity: {}, byPlayersIdentity: {} },
  };
}

function addCounts(a: Record<string, Count>, b: Record<string, Count>): Record<string, Count> {
  const out: Record<string, Count> = {};
  for (const k of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const x = a[k] ?? { wins: 0, games: 0 };
    const y = b[k] ?? { wins: 0, games: 0 };
    out[k] = { wins: x.wins + y.wins, games: x.games + y.games };
  }
  return out;
}

/** The sum of two tallies (exact, commutative, associative; keys sorted). Neither argument is changed. */
export function mergeTallies(a: LabTally, b: LabTally): LabTally {
  return {
    games: a.games + b.games,
    draws: a.draws + b.draws,
    limitEnds: a.limitEnds + b.limitEnds,
    decisions: a.decisions + b.decisions,
    realChoices: a.realChoices + b.realChoices,
    rounds: a.rounds + b.rounds,
    seats: a.seats + b.seats,
    deadBeforeFirstPlay: a.deadBeforeFirstPlay + b.deadBeforeFirstPlay,
    byIdentity: addCounts(a.byIdentity, b.byIdentity),
    byTeam: addCounts(a.byTeam, b.byTeam),
    bySeat: addCounts(a.bySeat, b.bySeat),
    byPlayersIdentity: addCounts(a.byPlayersIdentity, b.byPlayersIdentity),
    byCharacter: addCounts(a.byCharacter, b.byCharacter),
    subject: {
      all: { wins: a.subject.all.wins + b.subject.all.wins, games: a.subject.all.games + b.subject.all.games },
      byIdentity: addCounts(a.subject.byIdentity, b.subject.byIdentity),
      byPlayersIdentity: addCounts(a.subject.byPlayersIdentity, b.subject.byPlayersIdentity),
    },
  };
}

function bump(map: Record<string, Count>, key: string, won: boolean): void {
  const c = map[key] ?? { wins: 0, games: 0 };
  c.games++;
  if (won) c.wins++;
  map[key] = c;
}

/**
 * Plays games `spec.first … spec.first + spec.count − 1` and counts them. Pure: the same spec gives the same result,
 * whichever process or thread runs it. Throws `Error` for an unknown game, and the engine's `ConfigError` for bad rules.
 */
export function runBatch(spec: BatchSpec): BatchResult {
  const found = findGame(spec.game);
  if (!found.ok) throw new Error(`unknown game: ${spec.game}`);
  const entry = found.entry;
  const kit = kitOf(entry.id);
  const tally = emptyTally();
  const configs = new Map<number, unknown>();
  for (let i = spec.first; i < spec.first + spec.count; i++) {
    const n = spec.players[i % spec.players.length] as number;
    let config = configs.get(n);
    if (config === undefined) {
      config = configure(entry, { players: n, mode: spec.mode, preset: spec.rules.preset, set: spec.rules.set }).config;
      configs.set(n, config);
    }
    const seed = deriveSeed(spec.seed, i);
    const state = entry.module.setup(config, seed, []);
    const subjectSeat = spec.subject ? i % n : -1;
    const deciders: Decider[] = [];
    for (let s = 0; s < n; s++) {
      const kind =
        s === subjectSeat && spec.subject ? spec.subject.bot : (spec.bots[(s + i) % spec.bots.length] as string);
      deciders.push(kit.makeBot(kind, deriveSeed(spec.seed, i, s)));
    }
    const out = playout(entry.module, state, deciders, { record: false });
    const end = out.state;
    tally.games++;
    tally.decisions += out.decisions;
    tally.rounds += entry.turns(end);
    const result = out.result;
    if (!result || result.draw) tally.draws++;
    for (let s = 0; s < n; s++) {
      const won = result?.winners.includes(s) ?? false;
      const identity = kit.identityOf(end, s);
      tally.seats++;
      bump(tally.byIdentity, identity, won);
      bump(tally.bySeat, `${n}:${s}`, won);
      bump(tally.byPlayersIdentity, `${n}:${identity}`, won);
      if (s === subjectSeat) {
        tally.subject.all.games++;
        if (won) tally.subject.all.wins++;
        bump(tally.subject.byIdentity, identity, won);
        bump(tally.subject.byPlayersIdentity, `${n}:${identity}`, won);
      }
    }
  }
  // Keys sorted (as mergeTallies leaves them), so equal tallies serialise alike.
  return { arm: spec.arm, first: spec.first, count: spec.count, tally: mergeTallies(emptyTally(), tally) };
}
