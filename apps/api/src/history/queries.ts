import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

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
    .select(['audit_id', 'date_time', 'text_key', 'text_values', 'actor_name'])
    .where('account_id', '=', accountId)
    .orderBy('audit_id', 'desc')
    .offset(page * pageSize)
    .limit(pageSize)
    .execute();
}

/** Days a ledger page keeps (UTC calendar days, `YYYY-MM-DD`, both included). */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the account's ledger, newest first, within the range when one is given. */
export async function ledgerEntriesOf(
  db: Kysely<Tables>,
  accountId: number,
  { page, pageSize, from, to }: Page & DateRange,
) {
  let query = db.selectFrom('ledger_entries').selectAll().where('account_id', '=', accountId);
  if (from) query = query.where('date', '>=', new Date(`${from}T00:00:00Z`));
  // Before the start of the day after `to`, so the whole of that day is in.
  if (to) query = query.where('date', '<', new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000));
  return query
    .orderBy('transaction_id', 'desc')
    .offset(page * pageSize)
    .limit(pageSize)
    .execute();
}
