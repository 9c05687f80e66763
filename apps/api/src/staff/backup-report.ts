import type { BackupManifest } from '#staff/backup-manifest.ts';
import { counted, StaffError } from '#staff/staff-context.ts';
import type { Verification } from '#staff/verify-backup.ts';

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** What `ops backup` prints: where the backup is and what it holds. */
export function describeBackup(dir: string, manifest: BackupManifest): string {
  const bytes = manifest.objects.reduce((total, object) => total + object.bytes, 0);
  const lines = [
    `Backup in ${dir}:`,
    `  database: PostgreSQL ${manifest.database.serverVersion} dumped by pg_dump ${manifest.database.pgDump}`,
    `  objects: ${manifest.objects.length} (${megabytes(bytes)})`,
    `  ledger: ${manifest.rows.ledger_entries} rows over ${counted(manifest.ledger.length, 'account')}; ${counted(manifest.rows.accounts, 'account')}, ${manifest.rows.mail_items} mail items`,
  ];
  if (manifest.missingObjects.length > 0) {
    lines.push(
      `WARNING: storage already lacked ${counted(manifest.missingObjects.length, 'object')} that rows reference: ${manifest.missingObjects.join(', ')}`,
    );
  }
  return lines.join('\n');
}

/**
 * What `ops backup verify` and `ops restore` print when everything matches; a refusal naming every
 * difference (exit code 1) when something does not.
 */
export function describeVerification(verification: Verification): string {
  if (verification.problems.length > 0) {
    throw new StaffError(
      [
        `Verification FAILED: ${counted(verification.problems.length, 'difference')} from the backup`,
        ...verification.problems.map((problem) => `  ${problem}`),
      ].join('\n'),
    );
  }
  const lines = [
    `  objects: ${verification.objects} readable with their checksums (${verification.referenced} referenced by rows)`,
    `  ledger: ${verification.ledgerRows} rows as recorded per account; ${counted(verification.accounts, 'account')}, each balance equal to its ledger's sum`,
    `Verification passed.`,
  ];
  if (verification.missingAtBackup.length > 0) {
    lines.splice(
      2,
      0,
      `  already missing when the backup was taken: ${verification.missingAtBackup.join(', ')}`,
    );
  }
  return lines.join('\n');
}
