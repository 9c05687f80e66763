import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Kysely, Transaction } from 'kysely';
import type { AccountRow } from '#account/queries.ts';
import type { Tables } from '#db/tables.ts';

/** The account's mail-receiving locations, by state and city, as the welcome email lists them. */
export async function chosenLocationsOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('account_locations')
    .innerJoin('locations', 'locations.location_id', 'account_locations.location_id')
    .selectAll('locations')
    .where('account_locations.account_id', '=', accountId)
    .orderBy('locations.state')
    .orderBy('locations.city')
    .execute();
}

/** Marks the registration complete; answers the account when this call completed it, else undefined. */
export async function markRegistrationComplete(
  trx: Transaction<Tables>,
  accountId: number,
): Promise<AccountRow | undefined> {
  return trx
    .updateTable('accounts')
    .set({ registration_status: REGISTRATION_STATUS.complete })
    .where('account_id', '=', accountId)
    .where('registration_status', '<>', REGISTRATION_STATUS.complete)
    .returningAll()
    .executeTakeFirst();
}

export async function markEmailVerified(trx: Transaction<Tables>, accountId: number) {
  await trx
    .updateTable('accounts')
    .set({ email_verified: true })
    .where('account_id', '=', accountId)
    .execute();
}
