import type { Selectable, Transaction } from 'kysely';
import { findBrand, siteUrl } from '#brands/brand-registry.ts';
import type { AccountsTable, Tables } from '#db/tables.ts';
import { composeEmail, recipientOf, type EmailTemplate } from '#emails/email-layout.ts';
import { queueEmail } from '#jobs/queue.ts';

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

/** A page of the member's portal, as an email links to it. */
export function portalLink(account: Pick<Selectable<AccountsTable>, 'webpage'>, path: string) {
  const brand = findBrand(account.webpage);
  return brand ? `${siteUrl(brand)}${path}` : path;
}
