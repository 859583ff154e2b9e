/**
 * Lobbies that survive a restart: one row per room that has not started (or is back in its lobby for a rematch), the
 * same table as SQLite's `lobbies` (apps/server/src/storage/rows.ts `SCHEMA`). `lobby` is the JSON of
 * `StoredLobby` without its code, game and time (apps/server/src/storage/sqlite.ts).
 */
import type { MigrationBuilder } from 'node-pg-migrate';

/** Creates the lobbies table. */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
CREATE TABLE lobbies (
  code text PRIMARY KEY,
  game text NOT NULL,
  lobby text NOT NULL,
  updated_at bigint NOT NULL
);
`);
}

/** Drops the lobbies table. */
export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE lobbies;');
}
