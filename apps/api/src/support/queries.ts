import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/** How a support email names the member: their name and suite code. */
export async function memberOf(db: Kysely<Tables>, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['first_name', 'last_name', 'user_code'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}
