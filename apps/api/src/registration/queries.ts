import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

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

export async function markEmailVerified(trx: Transaction<Tables>, accountId: number) {
  await trx
    .updateTable('accounts')
    .set({ email_verified: true })
    .where('account_id', '=', accountId)
    .execute();
}

/** The zone of the brand's first location: a member's zone when their browser sent none. */
export async function brandTimeZone(
  db: Kysely<Tables>,
  webpage: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('locations')
    .select('time_zone')
    .where('webpage', '=', webpage)
    .orderBy('location_id')
    .limit(1)
    .executeTakeFirst();
  return row?.time_zone;
}
