import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { inject } from 'vitest';

/** A new, empty database on the test server, so each test file starts from nothing. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = inject('databaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withClient<T>(
  connectionString: string,
  work: (client: Client) => Promise<T>,
): Promise<T> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
