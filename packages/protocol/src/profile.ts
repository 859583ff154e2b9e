/**
 * The player's home over HTTP (types only: the server writes these, clients read them). `GET /api/record` with
 * `Authorization: Bearer <player token>` answers a `PlayerRecord`; `GET /api/leaderboard/:game` a `Leaderboard`.
 * Ratings are OpenSkill's (mu, sigma; ordinal = mu − 3σ, the figure shown).
 */
import type { RulesInfo } from './rules.ts';

/** One finished game in a player's history. `rating`: their ordinal in that game before and after it (null: unrated). */
export interface HistoryEntry {
  readonly gameId: string;
  readonly game: string;
  readonly seat: number;
  readonly identity: string;
  readonly result: 'won' | 'lost' | 'draw';
  readonly score: number | null;
  /** The rules the game was played with (null for a game stored before rules were recorded). */
  readonly rules: RulesInfo | null;
  /** Epoch milliseconds of the end. */
  readonly at: number;
  readonly rating: { readonly before: number; readonly after: number } | null;
}

/** A player's rating in one game (OpenSkill, see apps/server/src/social/ratings.ts): mu, sigma, ordinal (mu − 3σ) and games rated. */
export interface RatingEntry {
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly games: number;
}

/** One line of a game's leaderboard: rank (1-based), the latest nickname and the rating. */
export interface LeaderboardEntry extends RatingEntry {
  readonly rank: number;
  readonly name: string;
  /**
   * Four hex digits that tell players of the same nickname apart, the same for a player on every board: a digest of
   * the player's token hash under its own label (`boardTag`, apps/server/src/storage/rows.ts), which reveals nothing of
   * the token or its hash.
   */
  readonly tag: string;
  /** Present and true on the asker's own line (the request carried the player's token). */
  readonly you?: true;
}

/** A player's record across finished games. */
export interface PlayerRecord {
  /**
   * The player's public tag, the four hex digits shown beside the nickname on every leaderboard (`LeaderboardEntry.tag`);
   * absent from a server that does not send it.
   */
  readonly tag?: string;
  /** Every finished game, newest first. */
  readonly history: readonly HistoryEntry[];
  /** Per game id: games played, won and drawn. */
  readonly byGame: Record<string, { games: number; wins: number; draws: number }>;
  /** Per game id: the player's current rating. */
  readonly ratings: Record<string, RatingEntry>;
  readonly games: number;
  readonly wins: number;
  /** Per game id, then per identity: games played, won and drawn (`draws` absent from a server that does not count them). */
  readonly byIdentity: Record<string, Record<string, { games: number; wins: number; draws?: number }>>;
  /** Sum of scores (score cards) over games that keep one. */
  readonly score: number;
  /** The latest games, newest first (at most 20). */
  readonly recent: readonly {
    gameId: string;
    game: string;
    seat: number;
    identity: string;
    won: boolean;
    score: number | null;
    at: number;
  }[];
}

/** A game's leaderboard: the best ratings, highest ordinal first. */
export interface Leaderboard {
  readonly game: string;
  readonly entries: readonly LeaderboardEntry[];
}
