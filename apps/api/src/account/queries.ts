import type { Kysely, Transaction, Updateable } from 'kysely';
import type { AccountLifecycleColumn } from '#account/lifecycle.ts';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';

/** PostgreSQL's unique_violation: another account took the email address at the same moment. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The columns of an account a member's settings change: anything but its lifecycle (lifecycle.ts). */
export type AccountSettings = Updateable<Omit<AccountsTable, AccountLifecycleColumn>>;

export async function updateAccount(
  db: Kysely<Tables>,
  accountId: number,
  changes: AccountSettings,
): Promise<AccountRow> {
  return db
    .updateTable('accounts')
    .set(changes) // eslint-disable-line portal/lifecycle-writer -- AccountSettings has no lifecycle column
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The account's email, and whether `email` belongs to another account of the same brand (compared
 * as stored; the caller trims it).
 */
export async function emailAndTaken(db: Kysely<Tables>, accountId: number, email: string) {
  return db
    .selectFrom('accounts as me')
    .select((eb) => [
      'me.email',
      eb
        .exists(
          // Any login of the brand: another account's holder or any invited user (decision 105).
          eb
            .selectFrom('account_users as other')
            .select('other.user_id')
            .whereRef('other.webpage', '=', 'me.webpage')
            .where('other.email', '=', email)
            .where((other) =>
              other.or([
                other('other.account_id', '!=', accountId),
                other('other.is_holder', '=', false),
              ]),
            ),
        )
        .as('taken'),
    ])
    .where('me.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/** The ids of the account's mail-receiving locations. */
export async function accountLocationIds(db: Kysely<Tables>, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('account_locations')
    .select('location_id')
    .where('account_id', '=', accountId)
    .orderBy('location_id')
    .execute();
  return rows.map((row) => row.location_id);
}

/** How many of `locationIds` are locations of the account's brand. */
export async function countBrandLocations(
  trx: Transaction<Tables>,
  accountId: number,
  locationIds: readonly number[],
): Promise<number> {
  const { webpage } = await trx
    .selectFrom('accounts')
    .select('webpage')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const known = await trx
    .selectFrom('locations')
    .select('location_id')
    .where('webpage', '=', webpage)
    .where('location_id', 'in', locationIds)
    .execute();
  return known.length;
}

/** Adds the locations the account does not have yet; answers how many were new. */
export async function addAccountLocations(
  trx: Transaction<Tables>,
  accountId: number,
  locationIds: readonly number[],
): Promise<number> {
  const added = await trx
    .insertInto('account_locations')
    .values(locationIds.map((locationId) => ({ account_id: accountId, location_id: locationId })))
    .onConflict((conflict) => conflict.doNothing())
    .returning('location_id')
    .execute();
  return added.length;
}

/** A public plan of the brand, which ChoosePlan may move an account to. */
export async function publicPlan(trx: Transaction<Tables>, webpage: string, planId: number) {
  return trx
    .selectFrom('plans')
    .select(['plan_id', 'plan_name', 'monthly_fee_cents'])
    .where('plan_id', '=', planId)
    .where('webpage', '=', webpage)
    .where('public', '=', true)
    .executeTakeFirst();
}

/** The name and monthly fee of the account's plan; none while it has no plan. */
export async function currentPlan(trx: Transaction<Tables>, account: AccountRow) {
  if (account.plan_id === null) return undefined;
  return trx
    .selectFrom('plans')
    .select(['plan_name', 'monthly_fee_cents'])
    .where('plan_id', '=', account.plan_id)
    .executeTakeFirstOrThrow();
}
