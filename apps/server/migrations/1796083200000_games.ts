/**
 * The first version of the Postgres schema: the same tables and columns as SQLite's (apps/server/src/storage/rows.ts
 * `SCHEMA`) — games, their decision logs, player outcomes, ratings and rating changes, chat lines. JSON is kept as
 * text (parsed by the server, as with SQLite), epoch milliseconds as bigint, REAL as double precision.
 */
import type { MigrationBuilder } from 'node-pg-migrate';

/** Creates the tables. */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
CREATE TABLE games (
  id text PRIMARY KEY,
  game text NOT NULL,
  version integer NOT NULL,
  config text NOT NULL,
  seed bigint NOT NULL,
  settings text NOT NULL,
  seats text NOT NULL,
  status text NOT NULL,
  result text,
  final_hash text,
  created_at bigint NOT NULL,
  finished_at bigint
);
CREATE INDEX games_status ON games (status);
CREATE TABLE decisions (
  game_id text NOT NULL,
  n integer NOT NULL,
  seat integer NOT NULL,
  decision text NOT NULL,
  source text NOT NULL,
  by_seat integer,
  at bigint NOT NULL,
  PRIMARY KEY (game_id, n)
);
CREATE TABLE player_games (
  token_hash text NOT NULL,
  game_id text NOT NULL,
  game text NOT NULL,
  name text NOT NULL,
  seat integer NOT NULL,
  identity text NOT NULL,
  won integer NOT NULL,
  score integer,
  at bigint NOT NULL,
  PRIMARY KEY (token_hash, game_id, seat)
);
CREATE TABLE ratings (
  token_hash text NOT NULL,
  game text NOT NULL,
  name text NOT NULL,
  mu double precision NOT NULL,
  sigma double precision NOT NULL,
  games integer NOT NULL,
  PRIMARY KEY (token_hash, game)
);
CREATE INDEX ratings_game ON ratings (game, mu);
CREATE TABLE rating_changes (
  token_hash text NOT NULL,
  game_id text NOT NULL,
  before_mu double precision NOT NULL,
  before_sigma double precision NOT NULL,
  mu double precision NOT NULL,
  sigma double precision NOT NULL,
  PRIMARY KEY (token_hash, game_id)
);
CREATE TABLE chat (
  game_id text NOT NULL,
  n integer NOT NULL,
  line text NOT NULL,
  PRIMARY KEY (game_id, n)
);
`);
}

/** Drops the tables (and everything stored in them). */
export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE chat, rating_changes, ratings, player_games, decisions, games;');
}
