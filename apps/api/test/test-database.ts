import { inject } from 'vitest';
import type { ClientBase } from 'pg';
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
