import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

export async function passwordHashOf(db: Kysely<Tables>, accountId: number): Promise<string> {
  const { password_hash: hash } = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return hash;
}

/** Ends every session of the user but the one whose token hashes to `keepSha256`. */
export async function endOtherSessions(
  trx: Transaction<Tables>,
  userId: number,
  keepSha256: string,
): Promise<void> {
  await trx
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_sha256', '<>', keepSha256)
    .execute();
}
