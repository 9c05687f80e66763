/**
 * Writes `src/platform/db/tables.ts`, Kysely's typed view of the database, from the migrations: they run on
 * a throwaway embedded PostgreSQL and the catalog is read back (`pnpm --filter @portal/api gen`).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'pg';
import { JSON_VALUES, NAMED_UNIONS } from './column-types.ts';
import { readSchema } from './read-schema.ts';
import { renderTables } from './render-tables.ts';
import { startEmbeddedPostgres } from '#platform/db/embedded-postgres.ts';
import { freePort } from '#platform/db/free-port.ts';
import { migrate } from '#platform/db/migrate.ts';

const OUTPUT = fileURLToPath(new URL('../tables.ts', import.meta.url));

const dataDir = await mkdtemp(join(tmpdir(), 'portal-gen-tables-'));
try {
  const database = await startEmbeddedPostgres(dataDir, await freePort());
  const pool = new Pool({ connectionString: database.url, max: 1 });
  // pool.end() resolves before its connection has closed, so stopping the database may still end
  // that connection (57P01): expected once we stop it, an error before.
  let stopping = false;
  pool.on('error', (error) => {
    if (!stopping) throw error;
  });
  try {
    await migrate(pool);
    const source = renderTables(await readSchema(pool), {
      jsonValues: JSON_VALUES,
      namedUnions: NAMED_UNIONS,
    });
    await writeFile(OUTPUT, source);
  } finally {
    await pool.end();
    stopping = true;
    await database.stop();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
