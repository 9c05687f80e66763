import { sql, type Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { loginIdOf } from '#auth/shared-logins.ts';
import { audit, type AuditKey } from '#platform/audit.ts';

/**
 * How long a browser the login guard authorised stays known, counted from the code or link that
 * authorised it and not from its last login (decision 078): a copied device cookie that is used
 * every day still stops working on time, and a member types one code per browser a quarter.
 */
export const DEVICE_AUTHORISATION_DAYS = 90;

/** Authorisations granted before this are spent, whether or not the cleanup job has run. */
const spentBefore = () => sql<Date>`now() - make_interval(days => ${DEVICE_AUTHORISATION_DAYS})`;

/** Whose browsers: one user of one account (decision 105). */
export interface DeviceOwner {
  accountId: number;
  userId: number;
}

/** Whether the browser whose device token hashes to `deviceSha256` is known for the user. */
export async function isDeviceAuthorised(
  db: Kysely<Tables>,
  userId: number,
  deviceSha256: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('device_authorisations')
    .select('account_id')
    .where('user_id', '=', userId)
    .where('device_sha256', '=', deviceSha256)
    .where('authorised_at', '>', spentBefore())
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the browser as known from now; a spent row of the same browser starts its days again. */
export async function authoriseDevice(
  db: Kysely<Tables>,
  { accountId, userId }: DeviceOwner,
  deviceSha256: string,
  how: AuditKey,
): Promise<void> {
  await db
    .insertInto('device_authorisations')
    .values({ account_id: accountId, user_id: userId, device_sha256: deviceSha256 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'device_sha256']).doUpdateSet({ authorised_at: sql`now()` }),
    )
    .execute();
  await audit(db, accountId, { key: how });
}

/**
 * Forgets the user's known browsers (every user's of the account when `owner` is an account id),
 * but the one `keepSha256` names, so each must enter an emailed code again: the events that change
 * who may be trusted (password change or reset, the guard turned on or off, "sign out other
 * sessions", a new sign-in email) call it in their transaction.
 */
export async function forgetDevices(
  db: Kysely<Tables>,
  owner: DeviceOwner | number,
  keepSha256?: string,
): Promise<void> {
  const accountId = typeof owner === 'number' ? owner : owner.accountId;
  // A user's browsers are their login's, kept with the row holding its credentials, which for a
  // login shared with another account is that account's row (decision 105).
  let query =
    typeof owner === 'number'
      ? db.deleteFrom('device_authorisations').where('account_id', '=', accountId)
      : db.deleteFrom('device_authorisations').where('user_id', '=', loginIdOf(owner.userId));
  if (keepSha256 !== undefined) query = query.where('device_sha256', '<>', keepSha256);
  const forgotten = await query.executeTakeFirst();
  const count = Number(forgotten.numDeletedRows);
  if (count > 0) {
    await audit(db, accountId, { key: 'audit.browsersForgotten', values: { count } });
  }
}

/** The cleanup job's part: rows past their lifetime, which no longer let anyone in. */
export async function deleteSpentDeviceAuthorisations(db: Kysely<Tables>): Promise<number> {
  const deleted = await db
    .deleteFrom('device_authorisations')
    .where('authorised_at', '<=', spentBefore())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
