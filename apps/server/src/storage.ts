import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GameResult, RulesChoice } from '@shaju/engine';
import type { ChatLine, HistoryEntry, LeaderboardEntry, PlayerRecord, RatingEntry } from '@shaju/protocol';

export type { HistoryEntry, LeaderboardEntry, RatingEntry } from '@shaju/protocol';

import Database from 'better-sqlite3';
import { botRating, NEW_RATING, ordinalOf, type RatedSeat, rateGame, type SkillRating } from './ratings.ts';

/** Who made a logged decision: the seat's player, a bot (a bot seat or one covering a human), or the timer. */
export type DecisionSource = 'human' | 'bot' | 'timeout';

/** One persisted seat: its nickname, the SHA-256 of its player token (null for a bot), and its bot kind if a bot. */
export interface StoredSeat {
  readonly name: string;
  readonly tokenHash: string | null;
  readonly bot: string | null;
}

/** The room settings persisted with a game (the protocol's timer settings and the bot kind). */
export interface StoredSettings {
  readonly turnSeconds: number;
  readonly responseSeconds: number;
  readonly minResponseMs: number;
  readonly botDelayMs: number;
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

export type { PlayerRecord } from '@shaju/protocol';

/**
 * The server's storage: games, their decision logs, results and per-player records. A small interface so that a
 * Postgres implementation can follow the SQLite one. Every method is synchronous in the SQLite implementation and
 * throws on an I/O or constraint error (the caller then refuses the decision and broadcasts nothing).
 */
export interface Storage {
  /** Records a started game (status `playing`, empty log). Throws if the id exists. */
  createGame(g: Omit<StoredGame, 'status' | 'result' | 'finalHash' | 'log' | 'finishedAt'>): void;
  /**
   * Appends decision number `n` (1-based, the next one) to a game's log; `by` is the deciding seat when it is not
   * `seat`. Throws on a gap or a duplicate.
   */
  appendDecision(id: string, n: number, seat: number, d: unknown, source: DecisionSource, by?: number): void;
  /** Marks a game finished with its result and final hash, and records every human seat's outcome, atomically. */
  finishGame(id: string, result: GameResult, finalHash: string, outcomes: readonly PlayerOutcome[]): void;
  /** A game with its log, or null. */
  loadGame(id: string): StoredGame | null;
  /** Ids of the games still `playing` (to rebuild on start). */
  unfinishedIds(): string[];
  /** Whether a game id is taken. */
  hasGame(id: string): boolean;
  /** A player's record, by token hash. */
  playerRecord(tokenHash: string): PlayerRecord;
  /** The best `limit` ratings of game `game`, by ordinal, highest first. */
  leaderboard(game: string, limit: number): LeaderboardEntry[];
  /** A player's rating in game `game`, or null when unrated. */
  ratingOf(tokenHash: string, game: string): RatingEntry | null;
  /** Keeps a chat line said during game `gameId` (its replay shows it). Throws on a duplicate line number. */
  appendChat(gameId: string, line: ChatLine): void;
  /** The chat lines of game `gameId`, in the order they were said (empty when none). */
  chatOf(gameId: string): ChatLine[];
  /** Closes the database. */
  close(): void;
}

const SCHEMA = `
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
`;

/** A row of the record query (player_games joined with the game and its rating change). */
interface RecordRow {
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

function ratingEntry(r: SkillRating & { games: number }): RatingEntry {
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

/** Checkpoints the WAL from a worker thread, so that the server's event loop never waits on one. */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.ms);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

/**
 * SQLite storage through better-sqlite3 (WAL mode, `synchronous = NORMAL`: a committed decision survives a killed
 * process; an OS crash may lose the last transactions). `file` is created with its directory; `:memory:` works for
 * tests. For a file, a worker thread checkpoints the WAL every `checkpointMs` (default 1000) so that no decision waits
 * on a checkpoint. Throws if the file cannot be opened.
 */
export class SqliteStorage implements Storage {
  private readonly db: Database.Database;
  private readonly st: {
    createGame: Database.Statement;
    append: Database.Statement;
    last: Database.Statement;
    finish: Database.Statement;
    outcome: Database.Statement;
    game: Database.Statement;
    log: Database.Statement;
    unfinished: Database.Statement;
    has: Database.Statement;
    record: Database.Statement;
    chatAdd: Database.Statement;
    chatOf: Database.Statement;
    rating: Database.Statement;
    rateSet: Database.Statement;
    rateLog: Database.Statement;
    board: Database.Statement;
  };
  private readonly next = new Map<string, number>();
  private readonly checkpointer: Worker | null = null;

  constructor(file: string, checkpointMs = 1000) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    if (file !== ':memory:' && checkpointMs > 0) {
      this.db.pragma('wal_autocheckpoint = 0');
      const module = createRequire(import.meta.url).resolve('better-sqlite3');
      this.checkpointer = new Worker(CHECKPOINTER, { eval: true, workerData: { file, ms: checkpointMs, module } });
      this.checkpointer.unref();
    }
    this.st = {
      createGame: this.db.prepare(
        `INSERT INTO games (id, game, version, config, seed, settings, seats, status, created_at)
         VALUES (@id, @game, @version, @config, @seed, @settings, @seats, 'playing', @createdAt)`,
      ),
      append: this.db.prepare(
        'INSERT INTO decisions (game_id, n, seat, decision, source, by_seat, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      last: this.db.prepare('SELECT COALESCE(MAX(n), 0) AS n FROM decisions WHERE game_id = ?'),
      finish: this.db.prepare(
        `UPDATE games SET status = 'finished', result = ?, final_hash = ?, finished_at = ? WHERE id = ?`,
      ),
      outcome: this.db.prepare(
        `INSERT OR REPLACE INTO player_games (token_hash, game_id, game, name, seat, identity, won, score, at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      game: this.db.prepare('SELECT * FROM games WHERE id = ?'),
      log: this.db.prepare('SELECT seat, decision, source, by_seat FROM decisions WHERE game_id = ? ORDER BY n'),
      unfinished: this.db.prepare(`SELECT id FROM games WHERE status = 'playing' ORDER BY created_at`),
      has: this.db.prepare('SELECT 1 FROM games WHERE id = ?'),
      record: this.db.prepare(
        `SELECT p.game_id, p.game, p.seat, p.identity, p.won, p.score, p.at, g.result, g.settings,
           c.before_mu, c.before_sigma, c.mu, c.sigma
         FROM player_games p LEFT JOIN games g ON g.id = p.game_id
           LEFT JOIN rating_changes c ON c.token_hash = p.token_hash AND c.game_id = p.game_id
         WHERE p.token_hash = ? ORDER BY p.at DESC, p.game_id DESC`,
      ),
      rating: this.db.prepare(
        'SELECT game, mu, sigma, games FROM ratings WHERE token_hash = ? AND (? IS NULL OR game = ?)',
      ),
      rateSet: this.db.prepare(
        `INSERT INTO ratings (token_hash, game, name, mu, sigma, games) VALUES (?, ?, ?, ?, ?, 1)
         ON CONFLICT (token_hash, game) DO UPDATE SET name = excluded.name, mu = excluded.mu, sigma = excluded.sigma,
           games = games + 1`,
      ),
      rateLog: this.db.prepare(
        `INSERT OR REPLACE INTO rating_changes (token_hash, game_id, before_mu, before_sigma, mu, sigma)
         VALUES (?, ?, ?, ?, ?, ?)`,
      ),
      board: this.db.prepare(
        'SELECT name, mu, sigma, games FROM ratings WHERE game = ? ORDER BY mu - 3 * sigma DESC, games DESC LIMIT ?',
      ),
      chatAdd: this.db.prepare('INSERT INTO chat (game_id, n, line) VALUES (?, ?, ?)'),
      chatOf: this.db.prepare('SELECT line FROM chat WHERE game_id = ? ORDER BY n'),
    };
  }

  createGame(g: Omit<StoredGame, 'status' | 'result' | 'finalHash' | 'log' | 'finishedAt'>): void {
    this.st.createGame.run({
      id: g.id,
      game: g.game,
      version: g.version,
      config: JSON.stringify(g.config),
      seed: g.seed,
      settings: JSON.stringify(g.settings),
      seats: JSON.stringify(g.seats),
      createdAt: g.createdAt,
    });
    this.next.set(g.id, 1);
  }

  appendDecision(id: string, n: number, seat: number, d: unknown, source: DecisionSource, by?: number): void {
    let expected = this.next.get(id);
    if (expected === undefined) {
      expected = (this.st.last.get(id) as { n: number }).n + 1;
    }
    if (n !== expected) throw new Error(`decision ${n} of game ${id}: expected ${expected}`);
    this.st.append.run(id, n, seat, JSON.stringify(d), source, by ?? null, Date.now());
    this.next.set(id, n + 1);
  }

  finishGame(id: string, result: GameResult, finalHash: string, outcomes: readonly PlayerOutcome[]): void {
    const row = this.st.game.get(id) as { game: string; seats: string } | undefined;
    if (!row) throw new Error(`no game ${id}`);
    const now = Date.now();
    this.db.transaction(() => {
      this.st.finish.run(JSON.stringify(result), finalHash, now, id);
      for (const o of outcomes) {
        this.st.outcome.run(o.tokenHash, id, row.game, o.name, o.seat, o.identity, o.won ? 1 : 0, o.score, now);
      }
      this.rate(id, row.game, JSON.parse(row.seats) as StoredSeat[], result);
    })();
    this.next.delete(id);
  }

  loadGame(id: string): StoredGame | null {
    const r = this.st.game.get(id) as
      | {
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
      | undefined;
    if (!r) return null;
    const log = (
      this.st.log.all(id) as { seat: number; decision: string; source: DecisionSource; by_seat: number | null }[]
    ).map((e) => ({
      seat: e.seat,
      d: JSON.parse(e.decision) as unknown,
      source: e.source,
      ...(e.by_seat === null ? {} : { by: e.by_seat }),
    }));
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
      log,
      createdAt: r.created_at,
      finishedAt: r.finished_at,
    };
  }

  unfinishedIds(): string[] {
    return (this.st.unfinished.all() as { id: string }[]).map((r) => r.id);
  }

  hasGame(id: string): boolean {
    return this.st.has.get(id) !== undefined;
  }

  /**
   * Rates a finished game inside `finishGame`'s transaction: every person seated (by token; a token in two seats is
   * rated once, by its first seat) against the bots' fixed ratings (ratings.ts). Bots are never stored.
   */
  private rate(id: string, game: string, seats: readonly StoredSeat[], result: GameResult): void {
    const rated: RatedSeat[] = [];
    const who: (StoredSeat | null)[] = [];
    const seen = new Set<string>();
    for (const s of seats) {
      if (s.tokenHash === null || seen.has(s.tokenHash)) {
        if (s.tokenHash === null) rated.push({ kind: 'bot', rating: botRating(s.bot ?? '') });
        else rated.push({ kind: 'bot', rating: this.ratingOf(s.tokenHash, game) ?? NEW_RATING });
        who.push(null);
        continue;
      }
      seen.add(s.tokenHash);
      rated.push({ kind: 'player', rating: this.ratingOf(s.tokenHash, game) ?? NEW_RATING });
      who.push(s);
    }
    const next = rateGame(rated, result);
    next.forEach((r, i) => {
      const s = who[i];
      const before = rated[i]?.rating;
      if (!r || !s || s.tokenHash === null || !before) return;
      this.st.rateSet.run(s.tokenHash, game, s.name, r.mu, r.sigma);
      this.st.rateLog.run(s.tokenHash, id, before.mu, before.sigma, r.mu, r.sigma);
    });
  }

  ratingOf(tokenHash: string, game: string): RatingEntry | null {
    const r = this.st.rating.get(tokenHash, game, game) as { mu: number; sigma: number; games: number } | undefined;
    return r ? ratingEntry(r) : null;
  }

  leaderboard(game: string, limit: number): LeaderboardEntry[] {
    const rows = this.st.board.all(game, limit) as { name: string; mu: number; sigma: number; games: number }[];
    return rows.map((r, i) => ({ rank: i + 1, name: r.name, ...ratingEntry(r) }));
  }

  playerRecord(tokenHash: string): PlayerRecord {
    const rows = this.st.record.all(tokenHash) as RecordRow[];
    const byIdentity: Record<string, Record<string, { games: number; wins: number }>> = {};
    const byGame: Record<string, { games: number; wins: number; draws: number }> = {};
    let wins = 0;
    let score = 0;
    const history = rows.map(historyEntry);
    for (const h of history) {
      const g = (byIdentity[h.game] ??= {});
      const e = (g[h.identity] ??= { games: 0, wins: 0 });
      const t = (byGame[h.game] ??= { games: 0, wins: 0, draws: 0 });
      e.games++;
      t.games++;
      if (h.result === 'won') {
        e.wins++;
        t.wins++;
        wins++;
      }
      if (h.result === 'draw') t.draws++;
      score += h.score ?? 0;
    }
    const ratings: Record<string, RatingEntry> = {};
    for (const r of this.st.rating.all(tokenHash, null, null) as {
      game: string;
      mu: number;
      sigma: number;
      games: number;
    }[]) {
      ratings[r.game] = ratingEntry(r);
    }
    return {
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

  appendChat(gameId: string, line: ChatLine): void {
    this.st.chatAdd.run(gameId, line.n, JSON.stringify(line));
  }

  chatOf(gameId: string): ChatLine[] {
    return (this.st.chatOf.all(gameId) as { line: string }[]).map((r) => JSON.parse(r.line) as ChatLine);
  }

  close(): void {
    if (this.checkpointer) {
      this.checkpointer.postMessage('stop');
      void this.checkpointer.terminate();
    }
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // another connection holds the database; the next start checkpoints
    }
    this.db.close();
  }
}
