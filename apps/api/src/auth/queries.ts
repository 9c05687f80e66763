import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { ofSameLogin } from '#auth/shared-logins.ts';

export async function passwordHashOf(db: Kysely<Tables>, accountId: number): Promise<string> {
  const { password_hash: hash } = await db
    .selectFrom('accounts')
    .select('password_hash')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return hash;
}

/**
 * Ends every session of the user but the one whose token hashes to `keepSha256`: of their login
 * in every account it opens (decision 105), since they all share its password.
 */
export async function endOtherSessions(
  trx: Transaction<Tables>,
  userId: number,
  keepSha256: string,
): Promise<void> {
  await trx
    .deleteFrom('sessions')
    .where(ofSameLogin('user_id', userId))
    .where('token_sha256', '<>', keepSha256)
    .execute();
}
