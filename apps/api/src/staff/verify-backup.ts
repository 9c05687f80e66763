import { Client } from 'pg';
import {
  databaseFigures,
  KEY_TABLES,
  sha256,
  type BackupManifest,
  type BackupTarget,
} from '#staff/backup-manifest.ts';

export interface Verification {
  /** Objects of the manifest found in storage with their checksum. */
  objects: number;
  /** Of them, those rows reference (scans and identity photos). */
  referenced: number;
  ledgerRows: number;
  accounts: number;
  /** Referenced keys already missing when the backup was taken: reported, not counted as failures. */
  missingAtBackup: string[];
  /** Every difference from the manifest, and every balance that is not its ledger's sum. */
  problems: string[];
}

/**
 * Checks a database and storage against a backup's manifest: every object readable with its
 * checksum, every key a row references among them, the key tables' row counts, each account's
 * ledger (entries and sum) as recorded, and each balance equal to the sum of its ledger.
 */
export async function verifyBackup(
  target: BackupTarget,
  manifest: BackupManifest,
): Promise<Verification> {
  const client = new Client({ connectionString: target.databaseUrl });
  await client.connect();
  let figures;
  let unbalanced;
  try {
    await client.query('begin isolation level repeatable read read only');
    figures = await databaseFigures(client);
    unbalanced = await client.query<{ account_id: string; balance: string; sum: string }>(
      `select a.account_id, a.balance_cents as balance, coalesce(sum(l.amount_cents), 0) as sum
       from accounts a left join ledger_entries l on l.account_id = a.account_id
       group by a.account_id having a.balance_cents <> coalesce(sum(l.amount_cents), 0)
       order by a.account_id`,
    );
    await client.query('commit');
  } finally {
    await client.end();
  }

  const problems: string[] = [];
  for (const table of KEY_TABLES) {
    if (figures.rows[table] !== manifest.rows[table]) {
      problems.push(
        `${table}: ${figures.rows[table]} rows, the backup had ${manifest.rows[table]}`,
      );
    }
  }
  const recorded = new Map(manifest.ledger.map((account) => [account.accountId, account]));
  for (const account of figures.ledger) {
    const expected = recorded.get(account.accountId);
    recorded.delete(account.accountId);
    if (expected?.entries !== account.entries || expected.sumCents !== account.sumCents) {
      problems.push(
        `ledger of account ${account.accountId}: ${account.entries} entries summing ${account.sumCents} cents, ` +
          `the backup had ${expected ? `${expected.entries} summing ${expected.sumCents}` : 'none'}`,
      );
    }
  }
  for (const account of recorded.values()) {
    problems.push(
      `ledger of account ${account.accountId}: no entries, the backup had ${account.entries}`,
    );
  }
  for (const row of unbalanced.rows) {
    problems.push(
      `account ${row.account_id}: balance ${row.balance} cents, its ledger sums ${row.sum}`,
    );
  }

  const inManifest = new Set(manifest.objects.map((object) => object.key));
  const missingAtBackup = new Set(manifest.missingObjects);
  for (const key of figures.referencedKeys) {
    if (!inManifest.has(key) && !missingAtBackup.has(key)) {
      problems.push(`${key}: a row references it, the backup has no such object`);
    }
  }
  let objects = 0;
  for (const object of manifest.objects) {
    const bytes = await target.storage.get(object.key);
    if (!bytes) problems.push(`${object.key}: not in storage`);
    else if (sha256(bytes) !== object.sha256) problems.push(`${object.key}: checksum differs`);
    else objects += 1;
  }
  return {
    objects,
    referenced: figures.referencedKeys.filter((key) => inManifest.has(key)).length,
    ledgerRows: figures.rows.ledger_entries,
    accounts: figures.rows.accounts,
    missingAtBackup: figures.referencedKeys.filter((key) => missingAtBackup.has(key)),
    problems,
  };
}
