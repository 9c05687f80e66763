import type { components } from '@portal/api-client/schema';
import type { MailStatus, PendingAction } from '@portal/domain/mail-status';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { MailItemsTable, Tables } from '#db/tables.ts';

export type MailItem = components['schemas']['MailItem'];
export type MailRow = Selectable<MailItemsTable>;

/** §9: a deleted item's digital copy is removed from Deleted Items after this many days. */
export const DELETED_RETENTION_DAYS = 30;

/**
 * Deleted items older than the retention are gone for the member even before the hourly purge
 * (purge-deleted-mail.ts) removes their rows and scans, so no query depends on its timing.
 */
export const withinRetention = sql<boolean>`(recycled_at is null or recycled_at > now() - make_interval(days => ${DELETED_RETENTION_DAYS}))`;

/** The account's mail the member can still see, in any folder including Deleted Items. */
export function mailOf(db: Kysely<Tables>, accountId: number) {
  return db.selectFrom('mail_items').where('account_id', '=', accountId).where(withinRetention);
}

/** The columns a MailItem is made of: lists leave out the scanned text and storage keys. */
export const VIEW_COLUMNS = [
  'mail_id',
  'name',
  'status',
  'mail_action',
  'mail_type',
  'date_scanned',
  'date_received',
  'weight_grams',
  'blurb',
  'read',
] as const;

export function mailItemView(row: Pick<MailRow, (typeof VIEW_COLUMNS)[number]>): MailItem {
  return {
    mailId: row.mail_id,
    name: row.name,
    status: row.status as MailStatus,
    mailActions: row.mail_action as PendingAction | null,
    mailType: row.mail_type === 0 ? 0 : 1,
    dateScanned: (row.date_scanned ?? row.date_received).toISOString(),
    weight: row.weight_grams,
    blurb: row.blurb || null,
    read: row.read,
  };
}

/** The preview a member sees: the opened contents once scanned, else the envelope. */
export const previewKey = (row: Pick<MailRow, 'contents_key' | 'envelope_key'>) =>
  row.contents_key ?? row.envelope_key;
