/** The Postgres storage (`PostgresStorage`) and its migrations, behind the same interface as SQLite (api.ts). */
import { fileURLToPath } from 'node:url';
import type { GameResult } from '@shaju/engine';
import type { ChatLine, LeaderboardEntry, PlayerRecord, RatingEntry } from '@shaju/protocol';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import type { SkillRating } from '../social/ratings.ts';
import type { DecisionSource, NewGame, PlayerOutcome, Storage, StoredGame, StoredLobby, StoredSeat } from './api.ts';
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
} from './rows.ts';

/** The versioned migrations (node-pg-migrate), run at start-up by `PostgresStorage.open`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

/** int8 (bigint: epoch milliseconds, counts) as a JavaScript number; every other type as pg parses it. */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Postgres storage through `pg` (a `Pool` of `poolSize` connections, default 10), with the same tables as SQLite
 * (rows.ts `SCHEMA`), created and upgraded by the versioned migrations of apps/server/migrations/ at
 * `open`. Every write is an autocommit statement or one transaction, and a method resolves only once Postgres
 * committed it: nothing acknowledged is batched or delayed. Decisions of one game are appended in order by their
 * session (one append at a time); the next expected number is also checked here (a gap or a duplicate rejects).
 */
export class PostgresStorage implements Storage {
  private readonly pool: pg.Pool;
  private readonly next = new Map<string, number>();

  private constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /**
   * Connects to `url` (`postgres://user@host:port/db`), runs the pending migrations (waiting for another process
   * running them at the same time) and returns the storage. Rejects if the database cannot be reached or a migration
   * fails.
   */
  static async open(url: string, poolSize = 10): Promise<PostgresStorage> {
    await migrate(url);
    // A query that hangs (a lost server) fails after 30 s: its decision is refused instead of stalling the game.
    const timeouts = { connectionTimeoutMillis: 10_000, query_timeout: 30_000 };
    const pool = new pg.Pool({ connectionString: url, max: poolSize, types: TYPES, ...timeouts });
    // An idle client's error (the server restarted) must not end the process; the next query reconnects.
    pool.on('error', (e) => console.error(`postgres: ${e.message}`));
    return new PostgresStorage(pool);
  }

  private async q<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
    return (await this.pool.query<R>(text, values)).rows;
  }

  async createGame(g: NewGame): Promise<void> {
    await this.q(
      `INSERT INTO games (id, game, version, config, seed, settings, seats, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'playing', $8)`,
      [
        g.id,
        g.game,
        g.version,
        JSON.stringify(g.config),
        g.seed,
        JSON.stringify(g.settings),
        JSON.stringify(g.seats),
        g.createdAt,
      ],
    );
    this.next.set(g.id, 1);
  }

  async appendDecision(
    id: string,
    n: number,
    seat: number,
    d: unknown,
    source: DecisionSource,
    by?: number,
  ): Promise<void> {
    let expected = this.next.get(id);
    if (expected === undefined) {
      const [r] = await this.q<{ n: number }>('SELECT COALESCE(MAX(n), 0) AS n FROM decisions WHERE game_id = $1', [
        id,
      ]);
      expected = (r?.n ?? 0) + 1;
    }
    if (n !== expected) throw new Error(`decision ${n} of game ${id}: expected ${expected}`);
    await this.q(
      'INSERT INTO decisions (game_id, n, seat, decision, source, by_seat, at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [id, n, seat, JSON.stringify(d), source, by ?? null, Date.now()],
    );
    this.next.set(id, n + 1);
  }

  async finishGame(
    id: string,
    result: GameResult,
    finalHash: string,
    outcomes: readonly PlayerOutcome[],
  ): Promise<void> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const row = (await c.query<{ game: string; seats: string }>('SELECT game, seats FROM games WHERE id = $1', [id]))
        .rows[0];
      if (!row) throw new Error(`no game ${id}`);
      const now = Date.now();
      await c.query(
        `UPDATE games SET status = 'finished', result = $1, final_hash = $2, finished_at = $3 WHERE id = $4`,
        [JSON.stringify(result), finalHash, now, id],
      );
      for (const o of outcomes) {
        await c.query(
          `INSERT INTO player_games (token_hash, game_id, game, name, seat, identity, won, score, at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT (token_hash, game_id, seat) DO UPDATE SET game = excluded.game, name = excluded.name,
             identity = excluded.identity, won = excluded.won, score = excluded.score, at = excluded.at`,
          [o.tokenHash, id, row.game, o.name, o.seat, o.identity, o.won ? 1 : 0, o.score, now],
        );
      }
      await rate(c, id, row.game, JSON.parse(row.seats) as StoredSeat[], result);
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
    this.next.delete(id);
  }

  async loadGame(id: string): Promise<StoredGame | null> {
    const [r] = await this.q<GameRow>('SELECT * FROM games WHERE id = $1', [id]);
    if (!r) return null;
    const rows = await this.q<DecisionRow>(
      'SELECT seat, decision, source, by_seat FROM decisions WHERE game_id = $1 ORDER BY n',
      [id],
    );
    return gameOf(r, rows);
  }

  async unfinishedIds(): Promise<string[]> {
    const rows = await this.q<{ id: string }>(`SELECT id FROM games WHERE status = 'playing' ORDER BY created_at, id`);
    return rows.map((r) => r.id);
  }

  async hasGame(id: string): Promise<boolean> {
    return (await this.q('SELECT 1 FROM games WHERE id = $1', [id])).length > 0;
  }

  async playerRecord(tokenHash: string): Promise<PlayerRecord> {
    const rows = await this.q<RecordRow>(
      `SELECT p.game_id, p.game, p.seat, p.identity, p.won, p.score, p.at, g.result, g.settings,
         c.before_mu, c.before_sigma, c.mu, c.sigma
       FROM player_games p LEFT JOIN games g ON g.id = p.game_id
         LEFT JOIN rating_changes c ON c.token_hash = p.token_hash AND c.game_id = p.game_id
       WHERE p.token_hash = $1 ORDER BY p.at DESC, p.game_id DESC`,
      [tokenHash],
    );
    const ratings = await this.q<RatingRow>('SELECT game, mu, sigma, games FROM ratings WHERE token_hash = $1', [
      tokenHash,
    ]);
    return recordOf(rows, ratings, tokenHash);
  }

  async leaderboard(game: string, limit: number, viewer?: string): Promise<LeaderboardEntry[]> {
    const rows = await this.q<BoardRow>(
      'SELECT token_hash, name, mu, sigma, games FROM ratings WHERE game = $1 ORDER BY mu - 3 * sigma DESC, games DESC LIMIT $2',
      [game, limit],
    );
    return rows.map((r, i) => boardEntry(r, i + 1, viewer));
  }

  async ratingOf(tokenHash: string, game: string): Promise<RatingEntry | null> {
    const [r] = await this.q<RatingRow>(
      'SELECT game, mu, sigma, games FROM ratings WHERE token_hash = $1 AND game = $2',
      [tokenHash, game],
    );
    return r ? ratingEntry(r) : null;
  }

  async appendChat(gameId: string, line: ChatLine): Promise<void> {
    await this.q('INSERT INTO chat (game_id, n, line) VALUES ($1, $2, $3)', [gameId, line.n, JSON.stringify(line)]);
  }

  async chatOf(gameId: string): Promise<ChatLine[]> {
    const rows = await this.q<{ line: string }>('SELECT line FROM chat WHERE game_id = $1 ORDER BY n', [gameId]);
    return rows.map((r) => JSON.parse(r.line) as ChatLine);
  }

  async saveLobby(l: StoredLobby): Promise<void> {
    await this.q(
      `INSERT INTO lobbies (code, game, lobby, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (code) DO UPDATE SET game = excluded.game, lobby = excluded.lobby, updated_at = excluded.updated_at`,
      [l.code, l.game, lobbyBody(l), l.updatedAt],
    );
  }

  async deleteLobby(code: string): Promise<void> {
    await this.q('DELETE FROM lobbies WHERE code = $1', [code]);
  }

  async lobbies(): Promise<StoredLobby[]> {
    const rows = await this.q<{ code: string; game: string; lobby: string; updated_at: number }>(
      'SELECT code, game, lobby, updated_at FROM lobbies ORDER BY updated_at, code',
    );
    return rows.map(lobbyOf);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Rates a finished game inside `finishGame`'s transaction (the ratings read FOR UPDATE; rows.ts). */
async function rate(c: pg.PoolClient, id: string, game: string, seats: readonly StoredSeat[], result: GameResult) {
  const hashes = [...new Set(seats.flatMap((s) => (s.tokenHash === null ? [] : [s.tokenHash])))];
  const current = new Map<string, SkillRating>();
  if (hashes.length > 0) {
    const rows = await c.query<{ token_hash: string; mu: number; sigma: number }>(
      'SELECT token_hash, mu, sigma FROM ratings WHERE game = $1 AND token_hash = ANY($2) FOR UPDATE',
      [game, hashes],
    );
    for (const r of rows.rows) current.set(r.token_hash, { mu: r.mu, sigma: r.sigma });
  }
  for (const w of ratingWrites(seats, result, (h) => current.get(h) ?? null)) {
    await c.query(
      `INSERT INTO ratings (token_hash, game, name, mu, sigma, games) VALUES ($1, $2, $3, $4, $5, 1)
       ON CONFLICT (token_hash, game) DO UPDATE SET name = excluded.name, mu = excluded.mu, sigma = excluded.sigma,
         games = ratings.games + 1`,
      [w.tokenHash, game, w.name, w.after.mu, w.after.sigma],
    );
    await c.query(
      `INSERT INTO rating_changes (token_hash, game_id, before_mu, before_sigma, mu, sigma) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (token_hash, game_id) DO UPDATE SET before_mu = excluded.before_mu,
         before_sigma = excluded.before_sigma, mu = excluded.mu, sigma = excluded.sigma`,
      [w.tokenHash, id, w.before.mu, w.before.sigma, w.after.mu, w.after.sigma],
    );
  }
}

/**
 * Runs the pending migrations of `MIGRATIONS_DIR` on `url` (node-pg-migrate, table `pgmigrations`, one transaction;
 * a second process starting at the same time waits for the advisory lock). Rejects when one fails.
 */
export async function migrate(url: string): Promise<void> {
  await runner({
    databaseUrl: url,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    count: Number.POSITIVE_INFINITY,
    singleTransaction: true,
    advisoryLockMode: 'wait',
    checkOrder: true,
    // Dot files and the README are not migrations.
    ignorePattern: '(\\..*)|(.*\\.md)',
    log: () => undefined,
  });
}
