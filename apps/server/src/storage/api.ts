/**
 * The server's storage interface (re-exported by apps/server/src/storage/sqlite.ts, beside the SQLite storage) and what it
 * stores: games with their decision logs, results, player records and
 * ratings, chat lines, and the lobbies of rooms that have not started (so that they survive a restart).
 *
 * Why the interface is asynchronous: a Postgres client (apps/server/src/storage/postgres.ts) answers over the network, so its
 * methods return promises; SQLite (better-sqlite3, `SqliteStorage` in apps/server/src/storage/sqlite.ts) answers synchronously and stays
 * the default. The server speaks only `Storage` (promises): a synchronous storage (`SyncStorage`, same methods, plain
 * results) is wrapped by `asyncStorage`, whose methods run the SQLite call at once and return a settled promise — so
 * a SQLite write still happens in the same turn of the event loop as the decision, and only the broadcast moves to the
 * next microtask. `SqliteStorage` keeps its synchronous methods for tests and tools that read the database directly.
 *
 * The guarantees the game session builds on (apps/server/src/session/live-game.ts): a decision is announced only after its
 * `appendDecision` resolved; one that rejects is refused and nothing is announced; the decisions of one game are
 * appended strictly one after the other (the session runs its operations on one promise chain, so no append starts
 * before the previous one resolved). No storage batches or delays a write it has resolved: a resolved append is
 * committed (SQLite: WAL, `synchronous = NORMAL`; Postgres: a committed autocommit INSERT).
 */
import type { GameResult, RulesChoice } from '@shaju/engine';
import type { BotPace, ChatLine, LeaderboardEntry, PlayerRecord, RatingEntry } from '@shaju/protocol';

export type { HistoryEntry, LeaderboardEntry, PlayerRecord, RatingEntry } from '@shaju/protocol';

/** Who made a logged decision: the seat's player, a bot (a bot seat or one covering a human), or the timer. */
export type DecisionSource = 'human' | 'bot' | 'timeout';

/** One persisted seat: its nickname, the SHA-256 of its player token (null for a bot), and its bot kind if a bot. */
export interface StoredSeat {
  readonly name: string;
  readonly tokenHash: string | null;
  readonly bot: string | null;
  /**
   * A person's network address at the start, as a number shared by the seats whose people came from one address
   * (the address itself is not stored); absent for a bot or an unknown address. People sharing one are not rated.
   */
  readonly address?: number;
}

/** The room settings persisted with a game (the protocol's timer settings and the bot kind). */
export interface StoredSettings {
  readonly turnSeconds: number;
  readonly responseSeconds: number;
  readonly minResponseMs: number;
  /** How quickly the bots answer (absent in games stored before paces: their fixed `botDelayMs`). */
  readonly pace?: BotPace;
  /** A fixed delay before a bot answers instead of the pace's, in ms. */
  readonly botDelayMs?: number;
  readonly graceSeconds: number;
  readonly botKind: string;
  readonly private: boolean;
  /** The rules the game is played with (absent for a game stored before rules were recorded). */
  readonly rules?: RulesChoice;
}

/** A game as stored: enough to rebuild it exactly from (config, seed, log). */
export interface StoredGame {
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly config: unknown;
  readonly seed: number;
  readonly settings: StoredSettings;
  readonly seats: readonly StoredSeat[];
  /** `playing` or `finished`. */
  readonly status: 'playing' | 'finished';
  readonly result: GameResult | null;
  readonly finalHash: string | null;
  /** Every decision in order; `n` counts from 1. */
  readonly log: readonly {
    readonly seat: number;
    readonly d: unknown;
    readonly source: DecisionSource;
    /** The seat that made the decision when another seat controlled `seat` (跑跑杀's 控制). */
    readonly by?: number;
  }[];
  /** Epoch milliseconds. */
  readonly createdAt: number;
  readonly finishedAt: number | null;
}

/** The fields of a game given to `createGame` (the rest starts empty). */
export type NewGame = Omit<StoredGame, 'status' | 'result' | 'finalHash' | 'log' | 'finishedAt'>;

/** One human seat's outcome, kept when a game finishes. */
export interface PlayerOutcome {
  readonly tokenHash: string;
  readonly name: string;
  readonly seat: number;
  /** The seat's identity in that game (game-defined text, e.g. `spades` or `guozhu`). */
  readonly identity: string;
  readonly won: boolean;
  /** The seat's score card count or score, when the game keeps one. */
  readonly score: number | null;
}

/** One seat of a stored lobby, as the room keeps it (apps/server/src/rooms/state.ts `LobbySeat`). */
export interface StoredLobbySeat {
  readonly kind: 'empty' | 'human' | 'bot';
  readonly name: string;
  /** SHA-256 of the seated person's token (never the token itself), else null. */
  readonly tokenHash: string | null;
  readonly botKind: string;
  readonly ready: boolean;
}

/**
 * A room that has not started (or is back in its lobby for a rematch), stored on every change so that it comes back
 * after a restart with the same code, seats, tokens (their hashes) and options.
 */
export interface StoredLobby {
  /** The room code (also the first game's id). */
  readonly code: string;
  readonly game: string;
  /** The room's parsed creation options (protocol `CreateRoomOptions`; bots' fill, timers, privacy). */
  readonly options: unknown;
  /** The game's validated configuration. */
  readonly config: unknown;
  readonly settings: StoredSettings;
  readonly seats: readonly StoredLobbySeat[];
  /** The host's token hash, or null. */
  readonly hostHash: string | null;
  /** Games started in this room so far (the next game's number is `games + 1`). */
  readonly games: number;
  /** Whether this lobby is a rematch after a finished game. */
  readonly rematch: boolean;
  /** Epoch milliseconds of the last change. */
  readonly updatedAt: number;
}

/**
 * The server's storage. Every method returns a promise that rejects on an I/O or constraint error (the caller then
 * refuses what it was doing and announces nothing). Implementations: `asyncStorage(new SqliteStorage(file))` (the
 * default) and `PostgresStorage` (`SHAJU_DATABASE=postgres://…`).
 */
export interface Storage {
  /** Records a started game (status `playing`, empty log). Rejects if the id exists. */
  createGame(g: NewGame): Promise<void>;
  /**
   * Appends decision number `n` (1-based, the next one) to a game's log; `by` is the deciding seat when it is not
   * `seat`. Rejects on a gap or a duplicate. Resolves once the decision is committed.
   */
  appendDecision(id: string, n: number, seat: number, d: unknown, source: DecisionSource, by?: number): Promise<void>;
  /** Marks a game finished with its result and final hash, records every human seat's outcome and rates, atomically. */
  finishGame(id: string, result: GameResult, finalHash: string, outcomes: readonly PlayerOutcome[]): Promise<void>;
  /** A game with its log, or null. */
  loadGame(id: string): Promise<StoredGame | null>;
  /** Ids of the games still `playing` (to rebuild on start), oldest first. */
  unfinishedIds(): Promise<string[]>;
  /** Whether a game id is taken. */
  hasGame(id: string): Promise<boolean>;
  /** A player's record, by token hash. */
  playerRecord(tokenHash: string): Promise<PlayerRecord>;
  /** The best `limit` ratings of game `game`, by ordinal, highest first; the line of token hash `viewer` is marked `you`. */
  leaderboard(game: string, limit: number, viewer?: string): Promise<LeaderboardEntry[]>;
  /** A player's rating in game `game`, or null when unrated. */
  ratingOf(tokenHash: string, game: string): Promise<RatingEntry | null>;
  /** Keeps a chat line said during game `gameId` (its replay shows it). Rejects on a duplicate line number. */
  appendChat(gameId: string, line: ChatLine): Promise<void>;
  /** The chat lines of game `gameId`, in the order they were said (empty when none). */
  chatOf(gameId: string): Promise<ChatLine[]>;
  /** Stores (inserts or replaces) the lobby of room `l.code`. */
  saveLobby(l: StoredLobby): Promise<void>;
  /** Removes the lobby of room `code` (it started a game or emptied); no error when there is none. */
  deleteLobby(code: string): Promise<void>;
  /** Every stored lobby, oldest change first (to rebuild on start). */
  lobbies(): Promise<StoredLobby[]>;
  /** Closes the database. */
  close(): Promise<void>;
}

/** A storage answering synchronously: `Storage`'s methods with plain results (throwing instead of rejecting). */
export type SyncStorage = {
  readonly [K in keyof Storage]: (...a: Parameters<Storage[K]>) => Awaited<ReturnType<Storage[K]>>;
} & {
  /** Marks a synchronous storage (`startServer` wraps it with `asyncStorage`). */
  readonly synchronous: true;
};

/** Whether `s` is a synchronous storage (`SyncStorage`). */
export function isSyncStorage(s: Storage | SyncStorage): s is SyncStorage {
  return (s as { synchronous?: unknown }).synchronous === true;
}

/**
 * The `Storage` of a synchronous one: each method calls `s` at once (the write happens before it returns) and returns
 * a settled promise — resolved with the result, or rejected with what `s` threw.
 */
export function asyncStorage(s: SyncStorage): Storage {
  return {
    createGame: async (g) => s.createGame(g),
    appendDecision: async (id, n, seat, d, source, by) => s.appendDecision(id, n, seat, d, source, by),
    finishGame: async (id, result, hash, outcomes) => s.finishGame(id, result, hash, outcomes),
    loadGame: async (id) => s.loadGame(id),
    unfinishedIds: async () => s.unfinishedIds(),
    hasGame: async (id) => s.hasGame(id),
    playerRecord: async (h) => s.playerRecord(h),
    leaderboard: async (game, limit, viewer) => s.leaderboard(game, limit, viewer),
    ratingOf: async (h, game) => s.ratingOf(h, game),
    appendChat: async (id, line) => s.appendChat(id, line),
    chatOf: async (id) => s.chatOf(id),
    saveLobby: async (l) => s.saveLobby(l),
    deleteLobby: async (code) => s.deleteLobby(code),
    lobbies: async () => s.lobbies(),
    close: async () => s.close(),
  };
}
