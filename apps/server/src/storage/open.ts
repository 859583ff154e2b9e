/** Opening the server's storage: a given one, Postgres at a URL, or SQLite in a directory. */
import { join } from 'node:path';
import { PostgresStorage } from './postgres.ts';
import { asyncStorage, isSyncStorage, SqliteStorage, type Storage, type SyncStorage } from './sqlite.ts';

/** Where a server keeps its data (apps/server/src/server.ts `StartServerOptions`). */
export interface StorageChoice {
  /** A storage already open (a synchronous one is wrapped by `asyncStorage`). */
  readonly storage?: Storage | SyncStorage;
  /** A Postgres URL (`postgres://…` or `postgresql://…`). */
  readonly database?: string;
  /** The directory of the SQLite database `shaju.sqlite` (default `./data`). */
  readonly dataDir?: string;
}

/**
 * Opens the server's storage: `storage` when given, else Postgres at `database` (its migrations run first), else
 * SQLite in `dataDir`. Rejects when the database cannot be opened, or `database` is not a Postgres URL.
 */
export async function openStorage(o: StorageChoice): Promise<Storage> {
  if (o.storage) return isSyncStorage(o.storage) ? asyncStorage(o.storage) : o.storage;
  if (o.database) {
    if (!/^postgres(ql)?:\/\//.test(o.database)) {
      throw new Error(`the database must be a postgres:// URL (got ${o.database.split(':')[0]}:…)`);
    }
    return PostgresStorage.open(o.database);
  }
  return asyncStorage(new SqliteStorage(join(o.dataDir ?? './data', 'shaju.sqlite')));
}
