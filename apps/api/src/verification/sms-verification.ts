import {
  isMobileNumber,
  mobileCallingCode,
  normaliseMobileNumber,
} from '@portal/domain/validation/sms';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { consumeCode, issueCode, recordWrongCode, voidCodes } from '#auth/one-time-codes.ts';
import { newNumericCode } from '#platform/secrets.ts';
import { findBrand } from '#brands/brand-registry.ts';
import type { Tables } from '#platform/db/tables.ts';
import { emailText } from '#notices/email-text.ts';
import { ApiProblem, invalidField } from '#contract/problem.ts';
import type { SmsProvider } from '#platform/messages/messages.ts';
import { audit } from '#platform/audit.ts';
import { takeAttempt, type RateLimit } from '#platform/rate-limit.ts';

/** SMS codes expire after 10 minutes (DESIGN §7). */
export const SMS_CODE_MINUTES = 10;

const HOUR = 60 * 60;

/**
 * Every texted code costs money and lands on someone's phone: 5 an hour per account and per number,
 * 20 per IP. Checking codes: 10 per 15 minutes per account, 30 per IP, on top of the 5 wrong tries
 * that end each code.
 */
export const SMS_LIMITS = {
  sendPerAccount: { limit: 5, windowSeconds: HOUR },
  sendPerNumber: { limit: 5, windowSeconds: HOUR },
  sendPerIp: { limit: 20, windowSeconds: HOUR },
  checkPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  checkPerIp: { limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

/** `+61412345678` as `+61 4•• ••• 678`, for the audit log. */
const masked = (number: string) =>
  `${number.slice(0, 3)} ${number[3] ?? ''}•• ••• ${number.slice(-3)}`;

/**
 * Texts a fresh 6-digit code from the CSPRNG to a mobile with a calling code the member's brand
 * accepts (§5). Earlier codes die, the new one is stored hashed with the number it went to, and a
 * provider failure answers 502 and leaves no live code behind.
 */
export async function sendSmsCode(
  db: Kysely<Tables>,
  sms: SmsProvider,
  log: FastifyBaseLogger,
  { accountId, ip, typedNumber }: { accountId: number; ip: string; typedNumber: string },
): Promise<void> {
  const account = await db
    .selectFrom('accounts')
    .select(['webpage', 'language', 'time_zone'])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  const brand = findBrand(account.webpage);
  const number = normaliseMobileNumber(typedNumber);
  const callingCodes = brand?.smsCallingCodes ?? [];
  const callingCode = mobileCallingCode(number, callingCodes);
  if (!callingCode) {
    // The screen names the accepted codes from its brand data, in the member's language.
    throw new ApiProblem(
      422,
      'mobile_country_not_accepted',
      `Accepted country calling codes: ${callingCodes.join(', ')}`,
      'mobileNumber',
    );
  }
  if (!isMobileNumber(number, callingCode)) {
    throw invalidField('mobileNumber', `Not a ${callingCode} mobile number`);
  }
  await takeAttempt(db, [`sms-send:account:${accountId}`], SMS_LIMITS.sendPerAccount);
  await takeAttempt(db, [`sms-send:number:${number}`], SMS_LIMITS.sendPerNumber);
  await takeAttempt(db, [`sms-send:ip:${ip}`], SMS_LIMITS.sendPerIp);

  const code = newNumericCode(6);
  const scope = { accountId, purpose: 'sms' } as const;
  await db.transaction().execute(async (trx) => {
    await voidCodes(trx, scope);
    await issueCode(trx, scope, code, SMS_CODE_MINUTES);
    await trx
      .insertInto('mobile_verifications')
      .values({ account_id: accountId, mobile_number: number })
      .onConflict((conflict) =>
        conflict
          .column('account_id')
          .doUpdateSet({ mobile_number: number, requested_at: new Date() }),
      )
      .execute();
    await audit(trx, accountId, { key: 'audit.smsCodeSent', values: { number: masked(number) } });
  });

  try {
    await sms.send({
      webpage: account.webpage,
      to: number,
      text: emailText(
        account.language,
        account.time_zone,
        brand?.webpageName ?? account.webpage,
      ).plain('email.sms.code', { code, minutes: SMS_CODE_MINUTES }),
    });
  } catch (error) {
    await voidCodes(db, scope);
    // The provider's own error may describe our account with it: the log has it, the member not.
    log.error({ err: error }, 'SMS could not be sent');
    throw new ApiProblem(
      502,
      'provider_error',
      'The text message could not be sent. Check the number and try again.',
    );
  }
}

/**
 * Checks a typed SMS code: true when it is the live code, which verifies the number it was texted
 * to. A wrong code counts against the live one, which dies after 5 wrong tries.
 */
export async function checkSmsCode(
  db: Kysely<Tables>,
  { accountId, ip, code }: { accountId: number; ip: string; code: string },
): Promise<boolean> {
  await takeAttempt(db, [`sms-check:account:${accountId}`], SMS_LIMITS.checkPerAccount);
  await takeAttempt(db, [`sms-check:ip:${ip}`], SMS_LIMITS.checkPerIp);
  const verified = await db.transaction().execute(async (trx) => {
    if ((await consumeCode(trx, 'sms', code, { accountId })) === null) return false;
    const { mobile_number: number } = await trx
      .deleteFrom('mobile_verifications')
      .where('account_id', '=', accountId)
      .returning('mobile_number')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('accounts')
      .set({ sms_verification: SMS_VERIFICATION.verified, verified_mobile: number })
      .where('account_id', '=', accountId)
      .execute();
    await audit(trx, accountId, {
      key: 'audit.mobileVerified',
      values: { number: masked(number) },
    });
    return true;
  });
  if (!verified) await recordWrongCode(db, { accountId, purpose: 'sms' });
  return verified;
}
