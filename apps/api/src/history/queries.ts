import type { Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';

/** A page of rows to skip and take: page `page` (from 0) of `pageSize` rows (§4 infinite scroll). */
export interface Page {
  page: number;
  pageSize: number;
}

/** One page of the account's audit log, newest first. */
export async function auditEntriesOf(
  db: Kysely<Tables>,
  accountId: number,
  { page, pageSize }: Page,
) {
  return db
    .selectFrom('audit_entries')
    .select(['audit_id', 'date_time', 'message'])
    .where('account_id', '=', accountId)
    .orderBy('audit_id', 'desc')
    .offset(page * pageSize)
    .limit(pageSize)
    .execute();
}

/** One page of the account's ledger, newest first. */
export async function ledgerEntriesOf(
  db: Kysely<Tables>,
  accountId: number,
  { page, pageSize }: Page,
) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('transaction_id', 'desc')
    .offset(page * pageSize)
    .limit(pageSize)
    .execute();
}
