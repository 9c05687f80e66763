import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const INSUFFICIENT_PRIVILEGE = '42501';
const DROP_ATTEMPTS = 25;

/** A new database on the server of `serverUrl`: empty, or a copy of `template`. */
export async function createDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // `with (force)` ends the test's leftover sessions, but a role without superuser cannot end an
  // autovacuum worker busy in the database (Debian's PostgreSQL in CI, 42501): it finishes within
  // moments, so try again rather than fail a suite whose tests all passed.
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
      return;
    } catch (error) {
      const busy = (error as { code?: string }).code === INSUFFICIENT_PRIVILEGE;
      if (!busy || attempt === DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
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
