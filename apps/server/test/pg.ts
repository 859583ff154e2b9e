/**
 * Fresh Postgres databases for the tests (`testService('postgres')` from @shaju/testkit): each is created as
 * `shaju_test_<random>` on the test server and dropped by `dropDatabases()`, so test files and runs never collide.
 */
import { randomBytes } from 'node:crypto';
import { testService } from '@shaju/testkit';
import pg from 'pg';

/** The test Postgres server's URL, or undefined (the Postgres tests are then skipped). */
export const POSTGRES = testService('postgres');

const created: string[] = [];

function adminUrl(): string {
  if (!POSTGRES) throw new Error('no test Postgres (SHAJU_TEST_POSTGRES)');
  return POSTGRES;
}

/** Creates a new empty database and returns its URL. */
export async function freshDatabase(): Promise<string> {
  const name = `shaju_test_${randomBytes(6).toString('hex')}`;
  const c = new pg.Client(adminUrl());
  await c.connect();
  try {
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  created.push(name);
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops every database `freshDatabase` created (closing their remaining connections). */
export async function dropDatabases(): Promise<void> {
  if (created.length === 0) return;
  const c = new pg.Client(adminUrl());
  await c.connect();
  try {
    for (const name of created.splice(0)) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}
