/**
 * What both storages (apps/server/src/storage/sqlite.ts, apps/server/src/storage/postgres.ts) compute the same way from
 * their rows: the tables (`SCHEMA`, the first Postgres migration creates the same), a stored game, a player's record
 * and history, a rating entry, and the rating changes of a finished game.
 */
import { createHash } from 'node:crypto';
import type { GameResult } from '@shaju/engine';
import type { HistoryEntry, LeaderboardEntry, PlayerRecord, RatingEntry } from '@shaju/protocol';
import { botRating, NEW_RATING, ordinalOf, type RatedSeat, rateGame, type SkillRating } from '../social/ratings.ts';
import type { DecisionSource, StoredGame, StoredLobby, StoredSeat, StoredSettings } from './api.ts';

/** A row of the `games` table. */
export interface GameRow {
  id: string;
  game: string;
  version: number;
  config: string;
  seed: number;
  settings: string;
  seats: string;
  status: 'playing' | 'finished';
  result: string | null;
  final_hash: string | null;
  created_at: number;
  finished_at: number | null;
}

/** A row of the `decisions` table, as a game's log reads it (in `n` order). */
export interface DecisionRow {
  seat: number;
  decision: string;
  source: DecisionSource;
  by_seat: number | null;
}

/** A stored game from its row and its decisions (JSON columns parsed). */
export function gameOf(r: GameRow, log: readonly DecisionRow[]): StoredGame {
  return {
    id: r.id,
    game: r.game,
    version: r.version,
    config: JSON.parse(r.config),
    seed: r.seed,
    settings: JSON.parse(r.settings),
    seats: JSON.parse(r.seats),
    status: r.status,
    result: r.result ? JSON.parse(r.result) : null,
    finalHash: r.final_hash,
    log: log.map((e) => ({
      seat: e.seat,
      d: JSON.parse(e.decision) as unknown,
      source: e.source,
      ...(e.by_seat === null ? {} : { by: e.by_seat }),
    })),
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

/**
 * The SQLite tables. Postgres has the same tables and columns (apps/server/migrations/): text for JSON, bigint for
 * epoch milliseconds, double precision for REAL.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  version INTEGER NOT NULL,
  config TEXT NOT NULL,
  seed INTEGER NOT NULL,
  settings TEXT NOT NULL,
  seats TEXT NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  final_hash TEXT,
  created_at INTEGER NOT NULL,
  finished_at INTEGER
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS decisions (
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  decision TEXT NOT NULL,
  source TEXT NOT NULL,
  by_seat INTEGER,
  at INTEGER NOT NULL,
  PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS player_games (
  token_hash TEXT NOT NULL,
  game_id TEXT NOT NULL,
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  seat INTEGER NOT NULL,
  identity TEXT NOT NULL,
  won INTEGER NOT NULL,
  score INTEGER,
  at INTEGER NOT NULL,
  PRIMARY KEY (token_hash, game_id, seat)
);
CREATE TABLE IF NOT EXISTS ratings (
  token_hash TEXT NOT NULL,
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (token_hash, game)
);
CREATE INDEX IF NOT EXISTS ratings_game ON ratings(game, mu);
CREATE TABLE IF NOT EXISTS rating_changes (
  token_hash TEXT NOT NULL,
  game_id TEXT NOT NULL,
  before_mu REAL NOT NULL,
  before_sigma REAL NOT NULL,
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  PRIMARY KEY (token_hash, game_id)
);
CREATE TABLE IF NOT EXISTS chat (
  game_id TEXT NOT NULL,
  n INTEGER NOT NULL,
  line TEXT NOT NULL,
  PRIMARY KEY (game_id, n)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS lobbies (
  code TEXT PRIMARY KEY,
  game TEXT NOT NULL,
  lobby TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
`;

/** A row of the record query (player_games joined with the game and its rating change). */
export interface RecordRow {
  game_id: string;
  game: string;
  seat: number;
  identity: string;
  won: number;
  score: number | null;
  at: number;
  result: string | null;
  settings: string | null;
  before_mu: number | null;
  before_sigma: number | null;
  mu: number | null;
  sigma: number | null;
}

/** A row of the ratings table as read for a player. */
export interface RatingRow {
  game: string;
  mu: number;
  sigma: number;
  games: number;
}

/** A rating as shown: mu, sigma, ordinal (mu − 3σ) and games rated. */
/** A ratings row as the leaderboard reads it. */
export type BoardRow = SkillRating & { token_hash: string; name: string; games: number };

/**
 * A leaderboard line from a ratings row (`token_hash`, `name`, `mu`, `sigma`, `games`) at 1-based `rank`; `viewer` is
 * the asker's token hash (its line is marked `you`). The token hash itself never leaves: only `boardTag` of it.
 */
export function boardEntry(r: BoardRow, rank: number, viewer: string | undefined): LeaderboardEntry {
  const e = { rank, name: r.name, tag: boardTag(r.token_hash), ...ratingEntry(r) };
  return r.token_hash === viewer ? { ...e, you: true } : e;
}

/**
 * The public tag of a player on the leaderboards: the first four hex digits of SHA-256 over `shaju-board:` and the
 * token hash. Four digits tell apart the few players who share a nickname; they cannot be turned back into the hash.
 */
export function boardTag(tokenHash: string): string {
  return createHash('sha256').update(`shaju-board:${tokenHash}`).digest('hex').slice(0, 4);
}

export function ratingEntry(r: SkillRating & { games: number }): RatingEntry {
  return { mu: r.mu, sigma: r.sigma, ordinal: ordinalOf(r), games: r.games };
}

function historyEntry(r: RecordRow): HistoryEntry {
  const result = r.result ? (JSON.parse(r.result) as GameResult) : null;
  const settings = r.settings ? (JSON.parse(r.settings) as StoredSettings) : null;
  const rated = r.before_mu !== null && r.before_sigma !== null && r.mu !== null && r.sigma !== null;
  return {
    gameId: r.game_id,
    game: r.game,
    seat: r.seat,
    identity: r.identity,
    result: r.won ? 'won' : result?.draw ? 'draw' : 'lost',
    score: r.score,
    rules: settings?.rules ?? null,
    at: r.at,
    rating: rated
      ? {
          before: ordinalOf({ mu: r.before_mu as number, sigma: r.before_sigma as number }),
          after: ordinalOf({ mu: r.mu as number, sigma: r.sigma as number }),
        }
      : null,
  };
}

/**
 * A player's record from its record rows (newest first) and its rating rows; `tokenHash` gives the player's public
 * `tag` (`boardTag`, the four digits the leaderboards show).
 */
export function recordOf(
  rows: readonly RecordRow[],
  ratingRows: readonly RatingRow[],
  tokenHash: string,
): PlayerRecord {
  const byIdentity: Record<string, Record<string, { games: number; wins: number; draws: number }>> = {};
  const byGame: Record<string, { games: number; wins: number; draws: number }> = {};
  let wins = 0;
  let score = 0;
  const history = rows.map(historyEntry);
  for (const h of history) {
    const g = (byIdentity[h.game] ??= {});
    const e = (g[h.identity] ??= { games: 0, wins: 0, draws: 0 });
    const t = (byGame[h.game] ??= { games: 0, wins: 0, draws: 0 });
    e.games++;
    t.games++;
    if (h.result === 'won') {
      e.wins++;
      t.wins++;
      wins++;
    }
    if (h.result === 'draw') {
      e.draws++;
      t.draws++;
    }
    score += h.score ?? 0;
  }
  const ratings: Record<string, RatingEntry> = {};
  for (const r of ratingRows) ratings[r.game] = ratingEntry(r);
  return {
    tag: boardTag(tokenHash),
    history,
    byGame,
    ratings,
    games: rows.length,
    wins,
    byIdentity,
    score,
    recent: rows.slice(0, 20).map((r) => ({
      gameId: r.game_id,
      game: r.game,
      seat: r.seat,
      identity: r.identity,
      won: r.won === 1,
      score: r.score,
      at: r.at,
    })),
  };
}

/** One person's rating change in a finished game: the rating before and after. */
export interface RatingWrite {
  readonly tokenHash: string;
  readonly name: string;
  readonly before: SkillRating;
  readonly after: SkillRating;
}

/**
 * The rating changes of a finished game: every person seated (by token; a token in two seats is rated once, by its
 * first seat; its other seats play as a fixed rating) against the bots' fixed ratings (social/ratings.ts). People who
 * came from one address (`StoredSeat.address`) are not rated by the game: they play as fixed ratings for the others,
 * so that one address playing several seats with several tokens cannot farm a rating. `current(hash)` is a person's
 * stored rating or null. Bots are never stored.
 */
export function ratingWrites(
  seats: readonly StoredSeat[],
  result: GameResult,
  current: (tokenHash: string) => SkillRating | null,
): RatingWrite[] {
  const rated: RatedSeat[] = [];
  const who: (StoredSeat | null)[] = [];
  const seen = new Set<string>();
  const shared = sharedAddresses(seats);
  for (const s of seats) {
    if (s.tokenHash === null || seen.has(s.tokenHash) || (s.address !== undefined && shared.has(s.address))) {
      if (s.tokenHash === null) rated.push({ kind: 'bot', rating: botRating(s.bot ?? '') });
      else rated.push({ kind: 'bot', rating: current(s.tokenHash) ?? NEW_RATING });
      who.push(null);
      continue;
    }
    seen.add(s.tokenHash);
    rated.push({ kind: 'player', rating: current(s.tokenHash) ?? NEW_RATING });
    who.push(s);
  }
  const out: RatingWrite[] = [];
  rateGame(rated, result).forEach((r, i) => {
    const s = who[i];
    const before = rated[i]?.rating;
    if (!r || !s || s.tokenHash === null || !before) return;
    out.push({ tokenHash: s.tokenHash, name: s.name, before, after: r });
  });
  return out;
}

/** The addresses (`StoredSeat.address`) from which more than one person (distinct tokens) sat in the game. */
function sharedAddresses(seats: readonly StoredSeat[]): Set<number> {
  const people = new Map<number, Set<string>>();
  for (const s of seats) {
    if (s.tokenHash === null || s.address === undefined) continue;
    let p = people.get(s.address);
    if (!p) people.set(s.address, (p = new Set()));
    p.add(s.tokenHash);
  }
  const out = new Set<number>();
  for (const [a, p] of people) if (p.size > 1) out.add(a);
  return out;
}

/** The JSON kept for a lobby (everything but its code, game and time, which are columns). */
export function lobbyBody(l: StoredLobby): string {
  const { code: _code, game: _game, updatedAt: _at, ...rest } = l;
  return JSON.stringify(rest);
}

/** A stored lobby from its row. */
export function lobbyOf(r: { code: string; game: string; lobby: string; updated_at: number }): StoredLobby {
  return {
    ...(JSON.parse(r.lobby) as Omit<StoredLobby, 'code' | 'game' | 'updatedAt'>),
    code: r.code,
    game: r.game,
    updatedAt: r.updated_at,
  };
}
