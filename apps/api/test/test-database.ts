import { inject } from 'vitest';
import { Pool, type ClientBase, type PoolConfig } from 'pg';
import { openDatabase, type Database } from '../src/platform/db/database.ts';
import { createDatabase, dropDatabase } from './database-server.ts';

/**
 * A new database on the test server, so each test file starts from nothing of another's: a copy of
 * the migrated template (global-setup.ts), or with `empty` one without even the migrations.
 */
export async function createTestDatabase({ empty = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = inject('databaseUrl');
  const { name, url } = await createDatabase(
    serverUrl,
    empty ? undefined : inject('migratedTemplate'),
  );
  return { url, drop: () => dropDatabase(serverUrl, name) };
}

/** A test file's own migrated database, open; `close` also drops it. */
export interface TestDatabase {
  url: string;
  db: Database;
  close(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const { url, drop } = await createTestDatabase();
  const db = await openDatabase({ databaseUrl: url, dataDir: '', embeddedPgPort: 0 });
  return {
    url,
    db,
    async close() {
      await db.close();
      await drop();
    },
  };
}

/**
 * A plain pg Pool on a test database, for tests below the app (migrations). pool.end() answers
 * before its connections have closed, and the forced drop after a test may terminate one still
 * closing; the pool reports that as an error of an idle client, which is the teardown's, not a test's.
 */
export function testPool(config: PoolConfig): Pool {
  const pool = new Pool(config);
  pool.on('error', () => undefined);
  return pool;
}

/**
 * An account with only the fields the first migration requires, for a migration test's old rows
 * to belong to (their foreign keys checked, as a database role without superuser must have them).
 * Answers its id.
 */
export async function insertBareAccount(client: Pick<ClientBase, 'query'>): Promise<number> {
  const { rows } = await client.query<{ account_id: string }>(
    `insert into accounts (webpage, email, password_hash, first_name, last_name, user_code, verification_code)
     values ('harbour-mail', 'old-rows@mail.test', 'x', 'Old', 'Rows', 'OLD001', '000000')
     returning account_id`,
  );
  return Number(rows[0]!.account_id);
}
