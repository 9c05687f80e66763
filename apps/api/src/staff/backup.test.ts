import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#platform/db/database.ts';
import { s3Storage } from '#platform/storage/s3-storage.ts';
import { localDiskStorage, type Storage } from '#platform/storage/storage.ts';
import { seedDemoData } from '#seed/demo-seed.ts';
import type { BackupManifest, BackupTarget } from '#staff/backup-manifest.ts';
import { newEnough } from '#staff/postgres-tools.ts';
import { startDebianPostgres, type DebianPostgres } from '../../test/debian-postgres.ts';
import { startS3rverBucket, type S3rverBucket } from '../../test/s3rver-bucket.ts';
import { opsInProcess } from '../../test/staff-fixtures.ts';

let postgres: DebianPostgres;
let s3rver: S3rverBucket;
let live: BackupTarget;
let liveDb: Database;
let workDir: string;

beforeAll(async () => {
  [postgres, s3rver, workDir] = await Promise.all([
    startDebianPostgres(),
    startS3rverBucket('restored-scans'),
    mkdtemp(join(tmpdir(), 'portal-backup-')),
  ]);
  const databaseUrl = await postgres.createDatabase();
  liveDb = await openDatabase({ databaseUrl, dataDir: '', embeddedPgPort: 0 });
  live = { databaseUrl, storage: localDiskStorage(join(workDir, 'live-storage')) };
  await seedDemoData(liveDb.kysely, new Date(), live.storage);
});
afterAll(async () => {
  await liveDb?.close();
  await Promise.all([postgres?.stop(), s3rver?.close()]);
  await rm(workDir, { recursive: true, force: true });
});

/** `ops <args>` run as staff would, on `target`; what it printed and its exit code. */
const ops = (target: BackupTarget, ...args: string[]) =>
  opsInProcess(args, {
    cwd: workDir,
    open: () => Promise.reject(new Error('backup commands do not open the staff context')),
    backupTarget: async () => target,
  });

async function query<T>(databaseUrl: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const tableCount = async (databaseUrl: string) =>
  (
    await query<{ n: string }>(
      databaseUrl,
      `select count(*) as n from pg_tables where schemaname = 'public'`,
    )
  )[0]!.n;

async function objectCount(storage: Storage): Promise<number> {
  const keys = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys.length;
}

const BALANCES = 'select user_code, balance_cents from accounts order by user_code';
const readManifest = async (dir: string) =>
  JSON.parse(await readFile(join(workDir, dir, 'manifest.json'), 'utf8')) as BackupManifest;

describe('ops backup, restore and backup verify', { timeout: 120_000 }, () => {
  let restored: BackupTarget;

  it('backs up the database and every object with a manifest of what must come back', async () => {
    const backup = await ops(live, 'backup', '--to', 'nightly');

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const manifest = await readManifest('nightly');
    const [ledger] = await query<{ rows: string; accounts: string }>(
      live.databaseUrl,
      'select count(*) as rows, count(distinct account_id) as accounts from ledger_entries',
    );
    expect(manifest.rows.ledger_entries).toBe(Number(ledger!.rows));
    expect(manifest.ledger).toHaveLength(Number(ledger!.accounts));
    expect(manifest.objects).toHaveLength(await objectCount(live.storage));
    expect(manifest.objects.length).toBeGreaterThan(0);
    expect(manifest.missingObjects).toEqual([]);
    expect(backup.stdout).toContain(`objects: ${manifest.objects.length} `);
    expect(backup.stdout).toContain(`ledger: ${manifest.rows.ledger_entries} rows`);
  });

  it('restores into a fresh database and a fresh bucket, byte for byte and cent for cent', async () => {
    restored = { databaseUrl: await postgres.createDatabase(), storage: s3Storage(s3rver.config) };

    const restore = await ops(restored, 'restore', '--from', 'nightly');

    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Verification passed.');
    expect(await query(restored.databaseUrl, BALANCES)).toEqual(
      await query(live.databaseUrl, BALANCES),
    );
    const [scan] = await query<{ contents_key: string }>(
      live.databaseUrl,
      'select contents_key from mail_items where contents_key is not null limit 1',
    );
    expect(await restored.storage.get(scan!.contents_key)).toEqual(
      await live.storage.get(scan!.contents_key),
    );
    expect((await ops(restored, 'backup', 'verify', '--from', 'nightly')).code).toBe(0);
  });

  it('refuses a database with tables, or storage with objects, and changes neither', async () => {
    const liveTables = await tableCount(live.databaseUrl);
    const overLive = await ops(live, 'restore', '--from', 'nightly');
    expect(overLive.code).toBe(1);
    expect(overLive.stderr).toContain('The database is not empty');
    expect(await tableCount(live.databaseUrl)).toBe(liveTables);

    const emptyDatabase = await postgres.createDatabase();
    const overStorage = await ops(
      { databaseUrl: emptyDatabase, storage: live.storage },
      'restore',
      '--from',
      'nightly',
    );
    expect(overStorage.code).toBe(1);
    expect(overStorage.stderr).toContain('The storage is not empty');
    expect(await tableCount(emptyDatabase)).toBe('0');
  });

  it('refuses a damaged backup before writing anything', async () => {
    await cp(join(workDir, 'nightly'), join(workDir, 'damaged'), { recursive: true });
    const { objects } = await readManifest('damaged');
    await writeFile(join(workDir, 'damaged', 'objects', objects[0]!.key), 'not the scan');
    const target = {
      databaseUrl: await postgres.createDatabase(),
      storage: localDiskStorage(join(workDir, 'empty-storage')),
    };

    const restore = await ops(target, 'restore', '--from', 'damaged');

    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(`damaged: 1 objects are missing or differ`);
    expect(await tableCount(target.databaseUrl)).toBe('0');
    expect(await objectCount(target.storage)).toBe(0);
  });

  it('says a restore happened when its check then finds differences', async () => {
    await cp(join(workDir, 'nightly'), join(workDir, 'edited'), { recursive: true });
    const manifest = await readManifest('edited');
    const accounts = manifest.rows.accounts;
    manifest.rows.accounts += 1;
    await writeFile(join(workDir, 'edited', 'manifest.json'), JSON.stringify(manifest));
    const target = {
      databaseUrl: await postgres.createDatabase(),
      storage: localDiskStorage(join(workDir, 'edited-storage')),
    };

    const restore = await ops(target, 'restore', '--from', 'edited');

    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(
      `Restored the backup of ${manifest.createdAt}, but the check found differences.`,
    );
    expect(restore.stderr).toContain(`accounts: ${accounts} rows, the backup had ${accounts + 1}`);
  });

  it('verify names every difference from the backup and exits 1', async () => {
    const { objects } = await readManifest('nightly');
    await query(
      restored.databaseUrl,
      `update ledger_entries set amount_cents = amount_cents + 100
       where transaction_id = (select min(transaction_id) from ledger_entries)`,
    );
    await restored.storage.put(objects[0]!.key, new Uint8Array([1]), 'application/pdf');

    const verify = await ops(restored, 'backup', 'verify', '--from', 'nightly');

    expect(verify.code).toBe(1);
    expect(verify.stderr).toContain('Verification FAILED: 3 differences from the backup');
    expect(verify.stderr).toMatch(/ledger of account \d+: \d+ entries summing/);
    expect(verify.stderr).toMatch(/account \d+: balance -?\d+ cents, its ledger sums/);
    expect(verify.stderr).toContain(`${objects[0]!.key}: checksum differs`);
  });

  it('refuses to back up into a folder that holds anything, or into a file', async () => {
    const backup = await ops(live, 'backup', '--to', 'nightly');
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('is not empty: a backup goes into a new folder');
    const intoFile = await ops(live, 'backup', '--to', 'nightly/manifest.json');
    expect(intoFile.code).toBe(1);
    expect(intoFile.stderr).toContain('Cannot back up into');
  });

  it('records a scan already lost from storage, and verify names it without failing', async () => {
    const { objects } = await readManifest('nightly');
    const lost = objects[0]!.key;
    const bytes = (await live.storage.get(lost))!;
    await live.storage.delete(lost);
    try {
      const backup = await ops(live, 'backup', '--to', 'with-a-lost-scan');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(
        `WARNING: storage already lacked 1 object that rows reference: ${lost}`,
      );
      expect((await readManifest('with-a-lost-scan')).missingObjects).toEqual([lost]);

      const verify = await ops(live, 'backup', 'verify', '--from', 'with-a-lost-scan');
      expect(verify.code).toBe(0);
      expect(verify.stdout).toContain(`already missing when the backup was taken: ${lost}`);
    } finally {
      await live.storage.put(lost, bytes, 'application/pdf');
    }
  });

  it('explains itself with --help, and a missing folder is a usage error', async () => {
    const help = await ops(live, 'restore', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain(
      'Usage: pnpm --filter @portal/api ops restore --from <backup folder>',
    );
    const missing = await ops(live, 'backup', 'verify');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Missing --from');
    const notABackup = await ops(live, 'backup', 'verify', '--from', '.');
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toContain('has no manifest.json');
  });
});

describe('pg_dump and pg_restore', () => {
  const server = { major: 17, version: '17.6' };

  it('refuses a client older than the server, naming what to install', () => {
    const debian15 = { path: '/usr/lib/postgresql/15/bin/pg_dump', version: '15.14', major: 15 };
    expect(() => newEnough('pg_dump', [debian15], server)).toThrow(
      'pg_dump 15.14 (/usr/lib/postgresql/15/bin/pg_dump) is older than the database server (PostgreSQL 17.6) and cannot dump it: install postgresql-client-17',
    );
    expect(() => newEnough('pg_restore', [], server)).toThrow(
      'No pg_restore found on PATH or under /usr/lib/postgresql',
    );
  });

  it('takes the newest one installed', () => {
    const tools = [15, 17, 16].map((major) => ({
      path: `/${major}`,
      version: `${major}.1`,
      major,
    }));
    expect(newEnough('pg_dump', tools, server).path).toBe('/17');
  });
});
