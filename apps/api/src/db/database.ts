import { Pool } from 'pg';
import type { ServerConfig } from '#config.ts';
import { startEmbeddedPostgres } from '#db/embedded-postgres.ts';
import { migrate } from '#db/migrate.ts';

export interface Database {
  pool: Pool;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

/** Connects to `DATABASE_URL`, or starts the embedded PostgreSQL, and brings the schema up to date. */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  const pool = new Pool({ connectionString: config.databaseUrl ?? embedded?.url, max: 10 });
  // An idle connection the database drops (restart, failover) is discarded and replaced on demand;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) =>
    console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
  );
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    pool,
    async close() {
      await pool.end();
      await embedded?.stop();
    },
  };
}
