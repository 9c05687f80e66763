import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/**
 * One login in several accounts (decision 105): a row of `account_users` either holds a login's
 * credentials or names, in `login_of`, the row that does. These are the queries that treat all
 * the rows of one login as the one person they are.
 */

/** The row holding the credentials of the user's login (the user's own when they hold them). */
export const loginIdOf = (userId: number) =>
  sql<number>`(select coalesce(login_of, user_id) from account_users where user_id = ${userId})`;

/** Whether `column` is a user id of the same login as `userId` (in any account). */
export const ofSameLogin = (column: string, userId: number): Expression<SqlBool> =>
  sql<SqlBool>`${sql.ref(column)} in (select user_id from account_users
    where coalesce(login_of, user_id) = ${loginIdOf(userId)})`;

/** The accounts the user's login opens, open ones only, and the user's current one always. */
export async function accountsOfLogin(db: Kysely<Tables>, userId: number) {
  return db
    .selectFrom('account_users as u')
    .innerJoin('accounts as a', 'a.account_id', 'u.account_id')
    .select([
      'u.user_id',
      'u.account_id',
      'u.role',
      'u.name',
      sql<string>`trim(a.first_name || ' ' || a.last_name)`.as('holder_name'),
    ])
    .where(ofSameLogin('u.user_id', userId))
    .where((eb) => eb.or([eb('a.closed_at', 'is', null), eb('u.user_id', '=', userId)]))
    .orderBy('u.is_holder', 'desc')
    .orderBy('u.joined_at')
    .orderBy('u.user_id')
    .execute();
}
