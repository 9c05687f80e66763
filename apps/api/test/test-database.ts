import { inject } from 'vitest';
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
