import type { components } from '@portal/contract/schema';
import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { MAX_CODE_ATTEMPTS } from '#auth/one-time-codes.ts';
import type { Tables } from '#platform/db/tables.ts';

export type Verification = components['schemas']['Verification'];

/**
 * The account's verification as the contract shows it: `smsVerification` 1 ("code sent") is not
 * stored but read off a live SMS code, so it ends by itself when the code expires or is used up.
 */
export async function verificationState(
  db: Kysely<Tables>,
  accountId: number,
): Promise<Verification> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => [
      'id_verification',
      'id_rejection_reason',
      'sms_verification',
      eb
        .exists(
          eb
            .selectFrom('one_time_codes')
            .select('code_id')
            .whereRef('one_time_codes.account_id', '=', 'accounts.account_id')
            .where('purpose', '=', 'sms')
            .where('used_at', 'is', null)
            .where('expires_at', '>', sql<Date>`now()`)
            .where('attempts', '<', MAX_CODE_ATTEMPTS),
        )
        .as('code_sent'),
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    ...(row.id_rejection_reason === null ? {} : { rejectionReason: row.id_rejection_reason }),
    idVerification: row.id_verification,
    smsVerification:
      row.sms_verification === SMS_VERIFICATION.verified
        ? SMS_VERIFICATION.verified
        : row.code_sent
          ? SMS_VERIFICATION.codeSent
          : SMS_VERIFICATION.none,
  };
}

/** The selfie code the member writes on the note in their selfie (§3 verificationCode). */
export async function selfieCodeOf(db: Kysely<Tables>, accountId: number): Promise<string> {
  const { verification_code: code } = await db
    .selectFrom('accounts')
    .select('verification_code')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return code;
}
