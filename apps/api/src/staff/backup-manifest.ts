import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClientBase } from 'pg';
import type { Storage } from '#platform/storage/storage.ts';
import { StaffError } from '#staff/staff-context.ts';

/** What `ops backup` and `ops restore` work on: the database as it is (not migrated) and the storage. */
export interface BackupTarget {
  databaseUrl: string;
  storage: Storage;
}

/** The tables whose row counts a backup records and a restore must match. */
export const KEY_TABLES = [
  'accounts',
  'account_users',
  'mail_items',
  'scan_pages',
  'verification_photos',
  'forwards',
  'ledger_entries',
  'receipts',
] as const;

export interface LedgerOfAccount {
  accountId: number;
  entries: number;
  sumCents: number;
}

/** The figures of a database that a restore of its backup must show again. */
export interface DatabaseFigures {
  rows: Record<(typeof KEY_TABLES)[number], number>;
  ledger: LedgerOfAccount[];
  /** Storage keys rows reference: scans and identity photos. */
  referencedKeys: string[];
}

/** manifest.json of a backup folder, written last: a folder without one is not a finished backup. */
export interface BackupManifest extends Omit<DatabaseFigures, 'referencedKeys'> {
  format: 1;
  createdAt: string;
  database: { serverVersion: string; pgDump: string; file: string; sha256: string };
  objects: { key: string; bytes: number; sha256: string }[];
  /** Keys rows referenced that storage did not hold when the backup was taken. */
  missingObjects: string[];
}

export const DUMP_FILE = 'database.dump';
export const OBJECTS_DIR = 'objects';
const MANIFEST_FILE = 'manifest.json';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function databaseFigures(client: ClientBase): Promise<DatabaseFigures> {
  const counts = await client.query<Record<string, string>>(
    `select ${KEY_TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
  );
  const ledger = await client.query<{ account_id: string; entries: string; sum: string }>(
    `select account_id, count(*) as entries, sum(amount_cents) as sum
     from ledger_entries group by account_id order by account_id`,
  );
  const keys = await client.query<{ key: string }>(
    `select storage_key as key from verification_photos
     union select envelope_key from mail_items where envelope_key is not null
     union select contents_key from mail_items where contents_key is not null
     order by key`,
  );
  return {
    rows: Object.fromEntries(
      KEY_TABLES.map((table) => [table, Number(counts.rows[0]![table])]),
    ) as DatabaseFigures['rows'],
    ledger: ledger.rows.map((row) => ({
      accountId: Number(row.account_id),
      entries: Number(row.entries),
      sumCents: Number(row.sum),
    })),
    referencedKeys: keys.rows.map((row) => row.key),
  };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  let text;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new StaffError(
      `${dir} has no ${MANIFEST_FILE}: it is not a backup, or one that did not finish`,
    );
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) {
    throw new StaffError(`${join(dir, MANIFEST_FILE)} is of an unknown format`);
  }
  return manifest;
}
