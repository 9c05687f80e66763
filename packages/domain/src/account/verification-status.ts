import type { VerificationState } from '#mail/verification-gate.ts';

/**
 * The identity verification states of §3, as the API and the database carry them: numbers.
 */

/** `idVerification`: the photo ID. */
export const ID_VERIFICATION = {
  /** No complete submission, or it was withdrawn. */
  none: 0,
  /** Every side uploaded; waiting for a person's check. */
  pending: 1,
  /** A person checked the photos. */
  verified: 2,
} as const;
export type IdVerification = (typeof ID_VERIFICATION)[keyof typeof ID_VERIFICATION];

/** `smsVerification`: the mobile number. */
export const SMS_VERIFICATION = {
  none: 0,
  /** A code was texted and not yet entered correctly. */
  codeSent: 1,
  verified: 2,
} as const;
export type SmsVerification = (typeof SMS_VERIFICATION)[keyof typeof SMS_VERIFICATION];

/** `verificationStatus`, the answer to a typed SMS code. */
export const SMS_CODE_CHECK = {
  /** Wrong or expired code. */
  incorrect: 0,
  /** The code matched: the number is now verified. */
  verified: 1,
} as const;
export type SmsCodeCheck = (typeof SMS_CODE_CHECK)[keyof typeof SMS_CODE_CHECK];

/**
 * The account's `idVerified`, `idPending` and `smsVerified` (§3). International forwarding reads
 * `idVerified`, which only a person's approval sets; the mail gate also opens on `idPending`, the
 * temporary verification of a complete submission (§2). A code texted and not entered counts for
 * nothing.
 */
export function verificationFlags(account: {
  idVerification: number;
  smsVerification: number;
}): VerificationState {
  return {
    idVerified: account.idVerification === ID_VERIFICATION.verified,
    idPending: account.idVerification === ID_VERIFICATION.pending,
    smsVerified: account.smsVerification === SMS_VERIFICATION.verified,
  };
}
