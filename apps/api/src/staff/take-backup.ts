import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Client } from 'pg';
import {
  databaseFigures,
  DUMP_FILE,
  OBJECTS_DIR,
  sha256,
  writeManifest,
  type BackupManifest,
  type BackupTarget,
} from '#staff/backup-manifest.ts';
import { postgresTool, runPostgresTool, serverVersion } from '#staff/postgres-tools.ts';
import { StaffError } from '#staff/staff-context.ts';

/**
 * Backs up the database (`pg_dump --format=custom`) and every storage object into `dir`, a new or
 * empty folder, with a manifest of checksums and figures. The figures and the dump are of one
 * snapshot; objects are copied after it, so an upload meanwhile is an extra object, never a
 * missing one, unless a scan is deleted in between (reported as missing).
 */
export async function takeBackup(
  target: BackupTarget,
  dir: string,
  now = new Date(),
): Promise<BackupManifest> {
  const existing = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new StaffError(`Cannot back up into ${dir}: ${error.message}`);
  });
  if (existing.length > 0) {
    throw new StaffError(`${dir} is not empty: a backup goes into a new folder`);
  }
  const client = new Client({ connectionString: target.databaseUrl });
  await client.connect();
  let manifest: BackupManifest;
  try {
    const server = await serverVersion(client);
    const pgDump = await postgresTool('pg_dump', server);
    await mkdir(join(dir, OBJECTS_DIR), { recursive: true, mode: 0o700 });

    // pg_dump reads the snapshot this transaction exports, so the figures are of its moment.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const figures = await databaseFigures(client);
    await runPostgresTool(pgDump, target.databaseUrl, [
      '--format=custom',
      `--snapshot=${rows[0]!.id}`,
      `--file=${join(dir, DUMP_FILE)}`,
    ]);
    await client.query('commit');

    const objects = await copyObjects(target, join(dir, OBJECTS_DIR));
    const copied = new Set(objects.map((object) => object.key));
    const { referencedKeys, ...counted } = figures;
    manifest = {
      format: 1,
      createdAt: now.toISOString(),
      database: {
        serverVersion: server.version,
        pgDump: pgDump.version,
        file: DUMP_FILE,
        sha256: sha256(await readFile(join(dir, DUMP_FILE))),
      },
      ...counted,
      objects,
      missingObjects: referencedKeys.filter((key) => !copied.has(key)),
    };
  } finally {
    await client.end();
  }
  await writeManifest(dir, manifest);
  return manifest;
}

/** How many objects are read from storage at once: enough to hide a bucket's latency. */
const PARALLEL = 8;

async function copyObjects(target: BackupTarget, into: string): Promise<BackupManifest['objects']> {
  const keys = [];
  for await (const object of target.storage.list()) keys.push(object.key);
  keys.sort();
  const objects: BackupManifest['objects'] = [];
  for (let start = 0; start < keys.length; start += PARALLEL) {
    await Promise.all(
      keys.slice(start, start + PARALLEL).map(async (key) => {
        const bytes = await target.storage.get(key);
        if (!bytes) return; // deleted since it was listed
        const path = join(into, key);
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        await writeFile(path, bytes, { mode: 0o600 });
        objects.push({ key, bytes: bytes.byteLength, sha256: sha256(bytes) });
      }),
    );
  }
  return objects.sort((a, b) => (a.key < b.key ? -1 : 1));
}
