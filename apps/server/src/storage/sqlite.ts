/**
 * The SQLite storage (`SqliteStorage`, better-sqlite3 in WAL mode, its WAL checkpointed by a worker thread), the
 * default; it re-exports the storage interface (api.ts).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GameResult } from '@shaju/engine';
import type { ChatLine, LeaderboardEntry, PlayerRecord, RatingEntry } from '@shaju/protocol';
import Database from 'better-sqlite3';
import type {
  DecisionSource,
  NewGame,
  PlayerOutcome,
  StoredGame,
  StoredLobby,
  StoredSeat,
  SyncStorage,
} from './api.ts';

export * from './api.ts';

import {
  type BoardRow,
  boardEntry,
  type DecisionRow,
  type GameRow,
  gameOf,
  lobbyBody,
  lobbyOf,
  type RatingRow,
  type RecordRow,
  ratingEntry,
  ratingWrites,
  recordOf,
  SCHEMA,
} from './rows.ts';

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
 * on a checkpoint. Throws if the file cannot be opened. Its methods answer synchronously (`SyncStorage`; tests and tools
 * read it directly); the server uses it through `asyncStorage` (apps/server/src/storage/api.ts, which explains why).
 */
export class SqliteStorage implements SyncStorage {
  readonly synchronous = true;
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
    lobbySet: Database.Statement;
    lobbyDel: Database.Statement;
    lobbies: Database.Statement;
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
        'SELECT token_hash, name, mu, sigma, games FROM ratings WHERE game = ? ORDER BY mu - 3 * sigma DESC, games DESC LIMIT ?',
      ),
      chatAdd: this.db.prepare('INSERT INTO chat (game_id, n, line) VALUES (?, ?, ?)'),
      chatOf: this.db.prepare('SELECT line FROM chat WHERE game_id = ? ORDER BY n'),
      lobbySet: this.db.prepare(
        `INSERT INTO lobbies (code, game, lobby, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (code) DO UPDATE SET game = excluded.game, lobby = excluded.lobby, updated_at = excluded.updated_at`,
      ),
      lobbyDel: this.db.prepare('DELETE FROM lobbies WHERE code = ?'),
      lobbies: this.db.prepare('SELECT code, game, lobby, updated_at FROM lobbies ORDER BY updated_at, code'),
    };
  }

  createGame(g: NewGame): void {
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
    const r = this.st.game.get(id) as GameRow | undefined;
    if (!r) return null;
    return gameOf(r, this.st.log.all(id) as DecisionRow[]);
  }

  unfinishedIds(): string[] {
    return (this.st.unfinished.all() as { id: string }[]).map((r) => r.id);
  }

  hasGame(id: string): boolean {
    return this.st.has.get(id) !== undefined;
  }

  /** Rates a finished game inside `finishGame`'s transaction (rows.ts `ratingWrites`). */
  private rate(id: string, game: string, seats: readonly StoredSeat[], result: GameResult): void {
    for (const w of ratingWrites(seats, result, (h) => this.ratingOf(h, game))) {
      this.st.rateSet.run(w.tokenHash, game, w.name, w.after.mu, w.after.sigma);
      this.st.rateLog.run(w.tokenHash, id, w.before.mu, w.before.sigma, w.after.mu, w.after.sigma);
    }
  }

  ratingOf(tokenHash: string, game: string): RatingEntry | null {
    const r = this.st.rating.get(tokenHash, game, game) as { mu: number; sigma: number; games: number } | undefined;
    return r ? ratingEntry(r) : null;
  }

  leaderboard(game: string, limit: number, viewer?: string): LeaderboardEntry[] {
    const rows = this.st.board.all(game, limit) as BoardRow[];
    return rows.map((r, i) => boardEntry(r, i + 1, viewer));
  }

  playerRecord(tokenHash: string): PlayerRecord {
    const rows = this.st.record.all(tokenHash) as RecordRow[];
    return recordOf(rows, this.st.rating.all(tokenHash, null, null) as RatingRow[], tokenHash);
  }

  appendChat(gameId: string, line: ChatLine): void {
    this.st.chatAdd.run(gameId, line.n, JSON.stringify(line));
  }

  chatOf(gameId: string): ChatLine[] {
    return (this.st.chatOf.all(gameId) as { line: string }[]).map((r) => JSON.parse(r.line) as ChatLine);
  }

  saveLobby(l: StoredLobby): void {
    this.st.lobbySet.run(l.code, l.game, lobbyBody(l), l.updatedAt);
  }

  deleteLobby(code: string): void {
    this.st.lobbyDel.run(code);
  }

  lobbies(): StoredLobby[] {
    return (this.st.lobbies.all() as { code: string; game: string; lobby: string; updated_at: number }[]).map(lobbyOf);
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
