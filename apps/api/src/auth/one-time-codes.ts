import type { ExpressionBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import { sha256 } from '#platform/secrets.ts';
import type { CodePurpose, Tables } from '#platform/db/tables.ts';

/** A code stops working after this many wrong tries, even before it expires. */
export const MAX_CODE_ATTEMPTS = 5;

/** Whose codes: an account's codes for one purpose, and for login guard codes one browser's. */
export interface CodeScope {
  accountId: number;
  purpose: CodePurpose;
  deviceSha256?: string;
  /** For password reset links and login guard codes: the user they are for (decision 105). */
  userId?: number;
}

/** Stores a single-use code or link token, by its SHA-256 only, valid for `validMinutes`. */
export async function issueCode(
  db: Kysely<Tables>,
  scope: CodeScope,
  secret: string,
  validMinutes: number,
): Promise<void> {
  await db
    .insertInto('one_time_codes')
    .values({
      account_id: scope.accountId,
      purpose: scope.purpose,
      device_sha256: scope.deviceSha256 ?? null,
      user_id: scope.userId ?? null,
      code_sha256: sha256(secret),
      expires_at: sql<Date>`now() + make_interval(mins => ${validMinutes})`,
    })
    .execute();
}

/**
 * Uses a code: answers the account it belongs to, or null when it is wrong, used, expired or tried
 * too often. The update marks it used in the same statement that finds it, so two requests racing
 * with one code cannot both succeed. The scope's other live codes die with it: one emailed message
 * may carry two secrets (a code and a link), and either authorises once.
 */
export async function consumeCode(
  db: Kysely<Tables>,
  purpose: CodePurpose,
  secret: string,
  within: Omit<Partial<CodeScope>, 'purpose'> = {},
): Promise<number | null> {
  return (await useCode(db, purpose, secret, within))?.accountId ?? null;
}

/** consumeCode, answering whose the code was: the account and, when it names one, the user. */
export async function useCode(
  db: Kysely<Tables>,
  purpose: CodePurpose,
  secret: string,
  within: Omit<Partial<CodeScope>, 'purpose'> = {},
): Promise<{ accountId: number; userId: number | null } | null> {
  const used = await db
    .updateTable('one_time_codes')
    .set({ used_at: sql<Date>`now()` })
    .where(liveCodes({ ...within, purpose }))
    .where('code_sha256', '=', sha256(secret))
    .returning(['account_id', 'device_sha256', 'user_id'])
    .executeTakeFirst();
  if (!used) return null;
  await voidCodes(db, {
    accountId: used.account_id,
    purpose,
    ...(used.device_sha256 ? { deviceSha256: used.device_sha256 } : {}),
    ...(used.user_id ? { userId: used.user_id } : {}),
  });
  return { accountId: used.account_id, userId: used.user_id };
}

/** Ends every live code of the scope, e.g. earlier verification links when a new one is sent. */
export async function voidCodes(db: Kysely<Tables>, scope: CodeScope): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ used_at: sql<Date>`now()` })
    .where(liveCodes(scope))
    .execute();
}

/**
 * Counts a wrong code against every live code of the scope (the caller cannot know which one was
 * meant). Answers whether one still works, so the caller knows whether to send a fresh code.
 */
export async function recordWrongCode(db: Kysely<Tables>, scope: CodeScope): Promise<boolean> {
  const tried = await db
    .updateTable('one_time_codes')
    .set({ attempts: sql<number>`attempts + 1` })
    .where(liveCodes(scope))
    .returning('attempts')
    .execute();
  return tried.some((code) => code.attempts < MAX_CODE_ATTEMPTS);
}

/** Codes of the scope that still work: unused, unexpired and not tried too often. */
function liveCodes(scope: Omit<Partial<CodeScope>, 'purpose'> & Pick<CodeScope, 'purpose'>) {
  return (eb: ExpressionBuilder<Tables, 'one_time_codes'>) =>
    eb.and([
      eb('purpose', '=', scope.purpose),
      eb('used_at', 'is', null),
      eb('expires_at', '>', sql<Date>`now()`),
      eb('attempts', '<', MAX_CODE_ATTEMPTS),
      ...(scope.accountId === undefined ? [] : [eb('account_id', '=', scope.accountId)]),
      ...(scope.deviceSha256 === undefined ? [] : [eb('device_sha256', '=', scope.deviceSha256)]),
      ...(scope.userId === undefined ? [] : [eb('user_id', '=', scope.userId)]),
    ]);
}
