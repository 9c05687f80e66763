import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '#platform/config.ts';
import { openDatabase, type Database } from '#platform/db/database.ts';
import { runningEmbeddedPostgres } from '#platform/db/embedded-postgres.ts';
import { StaffError } from '#staff/staff-context.ts';

/**
 * The database staff commands work on: `DATABASE_URL`, else the embedded one under the data folder.
 * While a server runs that embedded cluster, the command connects to it as one more client; starting
 * the cluster itself would stop the server's (see embedded-postgres.ts), and the point of a staff
 * command is that the running portal shows its work at once.
 */
export async function openStaffDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>,
): Promise<Database> {
  if (config.databaseUrl || (await runningEmbeddedPostgres(config.dataDir)) === null) {
    return openDatabase(config);
  }
  return openDatabase({ ...config, databaseUrl: await runningEmbeddedUrl(config.dataDir) });
}

/**
 * The URL of the database as it is, for backups and restores, which must not migrate it or start
 * the embedded cluster: `DATABASE_URL`, else the embedded cluster a running server has open.
 */
export async function staffDatabaseUrl(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>,
): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  if ((await runningEmbeddedPostgres(config.dataDir)) === null) {
    throw new StaffError(
      `No database is running: set DATABASE_URL, or start the server so its embedded database under ${config.dataDir} runs`,
    );
  }
  return runningEmbeddedUrl(config.dataDir);
}

/** The connection URL of the embedded cluster a server runs under `dataDir`. */
export async function runningEmbeddedUrl(dataDir: string): Promise<string> {
  // postmaster.pid's fourth line is the port the cluster listens on; the user, database and password
  // are the ones startEmbeddedPostgres made.
  const pidLines = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split(
    '\n',
  );
  const password = await readFile(join(dataDir, 'postgres-password'), 'utf8');
  return `postgres://portal:${encodeURIComponent(password)}@localhost:${pidLines[3]}/portal`;
}
