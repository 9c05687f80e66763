import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { freePort } from '../src/db/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL the tests may create databases on. */
    databaseUrl: string;
  }
}

/**
 * Server tests run against real PostgreSQL: `DATABASE_URL` when given (e.g. Debian's PostgreSQL in
 * CI), otherwise one embedded cluster for the whole run in a temporary folder.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('databaseUrl', process.env.DATABASE_URL);
    return;
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-api-test-'));
  const postgres = await startEmbeddedPostgres(dataDir, await freePort());
  project.provide('databaseUrl', postgres.url);
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
