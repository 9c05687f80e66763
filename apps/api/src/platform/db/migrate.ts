import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool, PoolClient } from 'pg';
import { withoutTimeLimits } from '#platform/db/time-limits.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Any constant shared by every server instance, so two instances starting at once take turns. */
const MIGRATION_LOCK = 727_001;

/**
 * Applies the versioned SQL files of `migrations/` that this database has not had yet, in order,
 * each in its own transaction. Returns the versions it applied.
 */
export async function migrate(pool: Pool, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const malformed = files.filter((name) => !MIGRATION_FILE.test(name));
  if (malformed.length) {
    throw new Error(`Migration files must be named NNNN_snake_case.sql: ${malformed.join(', ')}`);
  }

  const client = await pool.connect();
  try {
    return await withoutTimeLimits(client, () => applyPending(client, dir, files));
  } finally {
    client.release();
  }
}

/** Applies, one transaction each, the files this database has not had, with the others waiting. */
async function applyPending(client: PoolClient, dir: string, files: string[]): Promise<string[]> {
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const { rows } = await client.query<{ version: string }>(
      'select version from schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    const appliedNow: string[] = [];
    for (const file of files) {
      const version = file.slice(0, -'.sql'.length);
      if (applied.has(version)) continue;
      const sql = await readFile(join(dir, file), 'utf8');
      try {
        await client.query('begin');
        await client.query(sql);
        await client.query('insert into schema_migrations (version) values ($1)', [version]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      appliedNow.push(version);
    }
    return appliedNow;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
  }
}
