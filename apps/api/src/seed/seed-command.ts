import { loadConfig } from '#platform/config.ts';
import { openDatabase } from '#platform/db/database.ts';
import { runningEmbeddedPostgres } from '#platform/db/embedded-postgres.ts';
import { describeSeed, seedDemoData } from '#seed/demo-seed.ts';
import { createStorage } from '#platform/storage/create-storage.ts';

/**
 * `pnpm db:seed`: opens the configured database (DATABASE_URL, else the embedded one), brings its
 * schema up to date and adds the demo data it lacks.
 */
const config = loadConfig();
// Opening the embedded cluster stops whatever runs on it, which would pull a running server's
// database from under it: refuse instead.
const runningPid = config.databaseUrl ? null : await runningEmbeddedPostgres(config.dataDir);
if (runningPid !== null) {
  console.error(
    `The embedded PostgreSQL under ${config.dataDir} is running (pid ${runningPid}). ` +
      'Stop the server, then run pnpm db:seed again.',
  );
  process.exit(1);
}

const db = await openDatabase(config);
try {
  console.log(
    describeSeed(await seedDemoData(db.kysely, new Date(), createStorage(config.dataDir))),
  );
} finally {
  await db.close();
}
