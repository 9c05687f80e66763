import type { Selectable, Transaction } from 'kysely';
import { findBrand } from '#brands/brand-registry.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';
import { composeEmail, recipientOf, type EmailTemplate } from '#notices/email-layout.ts';
import { queueEmail } from '#platform/job-queue.ts';

/*
 * Emails the server sends an account holder on its own (billing, lifecycle, receipts): queued in
 * the caller's transaction, so an email goes only if what it tells of was committed.
 */

/** Queues an email to the account holder in their language, in the caller's transaction. */
export async function notify<Values>(
  trx: Transaction<Tables>,
  account: Selectable<AccountsTable>,
  template: EmailTemplate<Values>,
  values: Values,
): Promise<void> {
  const brand = findBrand(account.webpage);
  if (!brand) return;
  await queueEmail(trx, composeEmail(brand, recipientOf(account), template, values));
}
