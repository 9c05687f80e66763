import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database.ts';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres.ts';
import { freePort } from '../src/platform/db/free-port.ts';
import { createDatabase, dropDatabase } from './database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL the tests may create databases on. */
    databaseUrl: string;
    /** A database on it with every migration applied, which migrated test databases copy. */
    migratedTemplate: string;
  }
}

/**
 * Server tests run against real PostgreSQL: `DATABASE_URL` when given (e.g. Debian's PostgreSQL in
 * CI), otherwise one embedded cluster for the whole run in a temporary folder. The migrations (the
 * portal's and the job queue's) run once, into a template each test file's database is copied from.
 */
export default async function setup(project: TestProject) {
  let databaseUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined;
  if (!databaseUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'portal-api-test-'));
    const postgres = await startEmbeddedPostgres(dataDir, await freePort(), { throwaway: true });
    databaseUrl = postgres.url;
    stopServer = async () => {
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const template = await createDatabase(databaseUrl);
  const db = await openDatabase({ databaseUrl: template.url, dataDir: '', embeddedPgPort: 0 });
  await db.close();
  project.provide('databaseUrl', databaseUrl);
  project.provide('migratedTemplate', template.name);
  return async () => {
    await dropDatabase(databaseUrl, template.name);
    await stopServer();
  };
}
