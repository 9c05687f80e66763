import type { Kysely, Selectable } from 'kysely';
import { hashPassword, verifyPassword } from '#auth/passwords.ts';
import { newToken } from '#platform/secrets.ts';
import type { AccountsTable, Tables } from '#platform/db/tables.ts';

export type AccountRow = Selectable<AccountsTable>;

/** The brand's account for an email address (any letter case), closed or not. */
export async function findAccountByEmail(
  db: Kysely<Tables>,
  webpage: string,
  email: string,
): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('webpage', '=', webpage)
    .where('email', '=', email.trim())
    .executeTakeFirst();
}

/** A hash of a password nobody knows, made once when first needed. */
let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether the password is the login's (its hash). Without a login it still runs one argon2id
 * check, so the answer takes as long as for a real one and timing does not tell which emails have
 * one.
 */
export async function passwordMatches(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash !== undefined) return verifyPassword(passwordHash, password);
  unknownAccountHash ??= hashPassword(newToken());
  await verifyPassword(await unknownAccountHash, password);
  return false;
}
