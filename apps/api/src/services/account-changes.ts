import type { Kysely, Updateable } from 'kysely';
import type { AccountsTable, Tables } from '#db/tables.ts';
import type { RequestBodyOf } from '#operations/operation-handler.ts';
import { lockAccount } from '#services/account-row.ts';
import { accountView, type AccountView } from '#services/account-view.ts';
import { audit } from '#services/audit.ts';

/**
 * Saves account columns and audits the change in one transaction, answering the account as the
 * contract shows it. Saving what is already there changes nothing and writes no audit entry, so the
 * audit log lists real changes only.
 */
export async function changeAccount(
  db: Kysely<Tables>,
  accountId: number,
  changes: Updateable<AccountsTable>,
  auditMessage: string,
): Promise<AccountView> {
  return db.transaction().execute(async (trx) => {
    const row = await lockAccount(trx, accountId);
    const columns = Object.keys(changes) as (keyof typeof changes)[];
    if (columns.every((column) => row[column] === changes[column])) return accountView(row);
    const updated = await trx
      .updateTable('accounts')
      .set(changes)
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(trx, accountId, auditMessage);
    return accountView(updated);
  });
}

/** The account columns the contact form sets, stored the same way by signup and UpdateAccount. */
export function contactColumns(form: RequestBodyOf<'updateAccount'>) {
  return {
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    account_name: form.accountName.trim(),
    email: form.email.trim(),
    phone_number: form.phoneNumber ?? '',
    company_name: form.companyName ?? '',
    address1: form.address1,
    address2: form.address2 ?? '',
    city: form.city,
    postcode: form.postcode,
    state: form.state,
    country: form.country,
    language: form.language,
  } satisfies Updateable<AccountsTable>;
}
