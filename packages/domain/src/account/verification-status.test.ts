import { describe, expect, it } from 'vitest';
import {
  ID_VERIFICATION,
  SMS_CODE_CHECK,
  SMS_VERIFICATION,
  verificationFlags,
} from './verification-status.ts';
import { canUseInternational } from '#forward/forward-address.ts';
import { mailAccess } from '#mail/verification-gate.ts';

describe('§3 verification states', () => {
  it('carries the numbers of the contract', () => {
    expect(ID_VERIFICATION).toEqual({ none: 0, pending: 1, verified: 2 });
    expect(SMS_VERIFICATION).toEqual({ none: 0, codeSent: 1, verified: 2 });
    expect(SMS_CODE_CHECK).toEqual({ incorrect: 0, verified: 1 });
  });

  it('§3 idVerified and smsVerified: only a finished verification counts', () => {
    expect(
      verificationFlags({
        idVerification: ID_VERIFICATION.none,
        smsVerification: SMS_VERIFICATION.codeSent,
      }),
    ).toEqual({ idVerified: false, idPending: false, smsVerified: false });
    expect(
      verificationFlags({
        idVerification: ID_VERIFICATION.verified,
        smsVerification: SMS_VERIFICATION.none,
      }),
    ).toEqual({ idVerified: true, idPending: false, smsVerified: false });
    expect(
      verificationFlags({
        idVerification: ID_VERIFICATION.none,
        smsVerification: SMS_VERIFICATION.verified,
      }),
    ).toEqual({ idVerified: false, idPending: false, smsVerified: true });
  });

  it('§2 a photo ID awaiting its check is idPending: temporarily verified, not yet idVerified', () => {
    const pending = verificationFlags({
      idVerification: ID_VERIFICATION.pending,
      smsVerification: SMS_VERIFICATION.none,
    });
    expect(pending).toEqual({ idVerified: false, idPending: true, smsVerified: false });
    expect(mailAccess(pending)).toEqual({ allowed: true });
    expect(canUseInternational(pending)).toBe(false);
  });
});
