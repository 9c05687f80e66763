import type { Kysely } from 'kysely';
import type { AccountRow } from '#auth/credentials.ts';
import { issueCode, voidCodes } from '#auth/one-time-codes.ts';
import { newToken } from '#platform/secrets.ts';
import { siteUrl, type Brand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { composeEmail, recipientOf } from '#notices/email-layout.ts';
import { emailVerificationEmail } from '#notices/email-verification-email.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';

/** Verification links work once, for 10 minutes (the contract's SubmitVerification). */
export const EMAIL_VERIFICATION_MINUTES = 10;

/**
 * A fresh /verify?q= link for the account, in the email that carries it; earlier links stop
 * working. The caller sends it, deciding what a delivery failure means.
 */
export async function verificationEmail(
  db: Kysely<Tables>,
  brand: Brand,
  account: AccountRow,
): Promise<EmailMessage> {
  const scope = { accountId: account.account_id, purpose: 'email_verification' } as const;
  const token = newToken();
  await voidCodes(db, scope);
  await issueCode(db, scope, token, EMAIL_VERIFICATION_MINUTES);
  return composeEmail(brand, recipientOf(account), emailVerificationEmail, {
    link: `${siteUrl(brand)}/verify?q=${token}`,
    minutes: EMAIL_VERIFICATION_MINUTES,
  });
}
