import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { AccountRow } from '#auth/credentials.ts';
import { forgetDevices } from '#auth/device-authorisations.ts';
import { consumeCode, issueCode, voidCodes } from '#auth/one-time-codes.ts';
import { verifyPassword } from '#auth/passwords.ts';
import { passwordHashOf } from '#auth/queries.ts';
import { limitAttempt } from '#auth/rate-limits.ts';
import { newToken, sha256 } from '#platform/secrets.ts';
import { endAllSessions } from '#auth/sessions.ts';
import { siteUrl, type Brand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import {
  emailChangeNoticeEmail,
  emailChangeVerifyEmail,
} from '#notices/account-security-emails.ts';
import { composeEmail, recipientOf } from '#notices/email-layout.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';
import { audit } from '#platform/audit.ts';

/*
 * Changing the sign-in email (issue 33, decision 081). The new address is only pending until its
 * link is opened, so a session in the wrong hands cannot point password resets at another inbox;
 * the old address hears at once, with a link that undoes the change, before or after it is
 * verified, and signs everyone out.
 */

/** The new address's link works as long as a signup verification link. */
export const EMAIL_CHANGE_VERIFY_MINUTES = 10;
/** The old address's undo link lasts a week: the member may not read that inbox every day. */
export const EMAIL_CHANGE_UNDO_DAYS = 7;

/**
 * 403 `current_password_wrong` unless `password` is the member's (ASVS 5.0 V6.2.3): a session
 * alone, perhaps a borrowed or stolen one, does not move the account to another inbox. Each try
 * counts against ChangePassword's limit, so neither call lets a session guess more often.
 */
export async function confirmCurrentPassword(
  db: Kysely<Tables>,
  accountId: number,
  ip: string,
  password: string | undefined,
): Promise<void> {
  await limitAttempt(db, 'passwordChange', { ip, account: accountId });
  if (password && (await verifyPassword(await passwordHashOf(db, accountId), password))) return;
  await audit(db, accountId, { key: 'audit.emailChangeRefused' });
  throw new ApiProblem(
    403,
    'current_password_wrong',
    'Enter your current password to change your sign-in email.',
  );
}

/**
 * Records the request: the account's pending email, a verification code for the new address (an
 * earlier one stops working) and an undo token for the old one. Answers the two emails to send.
 */
export async function requestEmailChange(
  trx: Transaction<Tables>,
  brand: Brand,
  account: AccountRow,
  newEmail: string,
): Promise<EmailMessage[]> {
  const accountId = account.account_id;
  const verifyToken = newToken();
  const undoToken = newToken();
  await trx
    .updateTable('accounts')
    .set({ pending_email: newEmail })
    .where('account_id', '=', accountId)
    .execute();
  const scope = { accountId, purpose: 'email_change' } as const;
  await voidCodes(trx, scope);
  await issueCode(trx, scope, verifyToken, EMAIL_CHANGE_VERIFY_MINUTES);
  await trx
    .insertInto('email_changes')
    .values({
      account_id: accountId,
      old_email: account.email,
      new_email: newEmail,
      undo_sha256: sha256(undoToken),
      undo_expires_at: sql<Date>`now() + make_interval(days => ${EMAIL_CHANGE_UNDO_DAYS})`,
    })
    .execute();
  await audit(trx, accountId, {
    key: 'audit.emailChangeRequested',
    values: { newEmail, oldEmail: account.email },
  });
  const site = siteUrl(brand);
  return [
    composeEmail(brand, { ...recipientOf(account), email: newEmail }, emailChangeVerifyEmail, {
      link: `${site}/verify?q=${verifyToken}`,
      minutes: EMAIL_CHANGE_VERIFY_MINUTES,
    }),
    composeEmail(brand, recipientOf(account), emailChangeNoticeEmail, {
      newEmail,
      link: `${site}/UndoEmailChange?q=${undoToken}`,
      days: EMAIL_CHANGE_UNDO_DAYS,
    }),
  ];
}

/**
 * Uses a new address's link: the pending email becomes the sign-in email, verified. False when
 * the code is not a live email change code, or another account of the brand took the address in
 * the meantime (the change then stays pending, and the member may ask for another address).
 */
export async function confirmEmailChange(trx: Transaction<Tables>, code: string): Promise<boolean> {
  const accountId = await consumeCode(trx, 'email_change', code);
  if (accountId === null) return false;
  const account = await trx
    .selectFrom('accounts')
    .select(['email', 'pending_email', 'webpage'])
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const newEmail = account.pending_email;
  if (newEmail === null || (await emailTaken(trx, account.webpage, newEmail, accountId))) {
    return false;
  }
  await trx
    .updateTable('accounts')
    .set({ email: newEmail, pending_email: null, email_verified: true })
    .where('account_id', '=', accountId)
    .execute();
  await audit(trx, accountId, {
    key: 'audit.emailChanged',
    values: { oldEmail: account.email, newEmail },
  });
  return true;
}

/**
 * Uses an old address's undo link: a pending change is cancelled, a verified one reversed (the
 * link proves the old address is the member's, so it counts as verified), and every session and
 * authorised browser of the account ends. False when the link is wrong, used or expired.
 */
export async function undoEmailChange(db: Kysely<Tables>, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const change = await trx
      .updateTable('email_changes')
      .set({ undone_at: sql<Date>`now()` })
      .where('undo_sha256', '=', sha256(token))
      .where('undone_at', 'is', null)
      .where('undo_expires_at', '>', sql<Date>`now()`)
      .returning(['account_id', 'old_email'])
      .executeTakeFirst();
    if (!change) return false;
    const accountId = change.account_id;
    const account = await trx
      .selectFrom('accounts')
      .select(['email', 'webpage'])
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // Later changes fall with this one: the old address is the one the member still holds.
    await trx
      .updateTable('email_changes')
      .set({ undone_at: sql<Date>`now()` })
      .where('account_id', '=', accountId)
      .where('undone_at', 'is', null)
      .execute();
    await voidCodes(trx, { accountId, purpose: 'email_change' });
    const restore =
      account.email !== change.old_email &&
      !(await emailTaken(trx, account.webpage, change.old_email, accountId));
    await trx
      .updateTable('accounts')
      .set({
        pending_email: null,
        ...(restore ? { email: change.old_email, email_verified: true } : {}),
      })
      .where('account_id', '=', accountId)
      .execute();
    await endAllSessions(trx, accountId);
    await forgetDevices(trx, accountId);
    await audit(trx, accountId, {
      key: restore ? 'audit.emailChangeUndoneRestored' : 'audit.emailChangeUndone',
      values: { oldEmail: change.old_email },
    });
    return true;
  });
}

async function emailTaken(
  db: Kysely<Tables>,
  webpage: string,
  email: string,
  exceptAccountId: number,
): Promise<boolean> {
  const other = await db
    .selectFrom('accounts')
    .select('account_id')
    .where('webpage', '=', webpage)
    .where('email', '=', email)
    .where('account_id', '!=', exceptAccountId)
    .executeTakeFirst();
  return other !== undefined;
}
