import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Client } from 'pg';
import {
  OBJECTS_DIR,
  readManifest,
  sha256,
  type BackupManifest,
  type BackupTarget,
} from '#staff/backup-manifest.ts';
import { postgresTool, runPostgresTool, serverVersion } from '#staff/postgres-tools.ts';
import { StaffError } from '#staff/staff-context.ts';
import { verifyBackup, type Verification } from '#staff/verify-backup.ts';

/** What a stored object is served as; storage keeps only the bytes' key, whose extension says it. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * Restores the backup in `dir` into an empty database and empty storage, then verifies them
 * against its manifest. Everything is checked before anything is written: a damaged backup, a
 * database with tables or storage with objects is refused and left as it was.
 */
export async function restoreBackup(
  target: BackupTarget,
  dir: string,
): Promise<{ manifest: BackupManifest; verification: Verification }> {
  const manifest = await readManifest(dir);
  await checkObjects(dir, manifest);
  const dump = join(dir, manifest.database.file);
  const dumpBytes = await readFile(dump).catch(() => null);
  if (!dumpBytes || sha256(dumpBytes) !== manifest.database.sha256) {
    throw new StaffError(`${dump} is missing or differs from the manifest's checksum`);
  }

  const client = new Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const server = await serverVersion(client);
    const pgRestore = await postgresTool('pg_restore', server);
    const { rows } = await client.query<{ relations: string }>(
      `select count(*) as relations from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    if (Number(rows[0]!.relations) > 0) {
      throw new StaffError(
        `The database is not empty (${rows[0]!.relations} tables, sequences or indexes): ` +
          'restore into a new, empty database',
      );
    }
    for await (const object of target.storage.list()) {
      throw new StaffError(
        `The storage is not empty (it holds ${object.key}, perhaps more): restore into a new, empty bucket or folder`,
      );
    }
    // One transaction: a restore that fails leaves the database empty, ready to try again.
    await runPostgresTool(pgRestore, target.databaseUrl, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      dump,
    ]);
  } finally {
    await client.end();
  }
  for (const { key } of manifest.objects) {
    const bytes = new Uint8Array(await readFile(join(dir, OBJECTS_DIR, key)));
    await target.storage.put(key, bytes, CONTENT_TYPES[extname(key)] ?? 'application/octet-stream');
  }
  return { manifest, verification: await verifyBackup(target, manifest) };
}

/** Refuses the backup as a whole when one of its objects is missing or altered. */
async function checkObjects(dir: string, manifest: BackupManifest): Promise<void> {
  const damaged = [];
  for (const { key, sha256: expected } of manifest.objects) {
    const bytes = await readFile(join(dir, OBJECTS_DIR, key)).catch(() => null);
    if (!bytes || sha256(bytes) !== expected) damaged.push(key);
  }
  if (damaged.length > 0) {
    throw new StaffError(
      `The backup in ${dir} is damaged: ${damaged.length} objects are missing or differ from the manifest (${damaged.slice(0, 5).join(', ')})`,
    );
  }
}
