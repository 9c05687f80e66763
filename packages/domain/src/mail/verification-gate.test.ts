import { describe, expect, it } from 'vitest';
import { mailAccess } from './verification-gate.ts';

describe('§4/§6 verification gate', () => {
  it('§4 gate: with neither ID nor SMS verified, selecting mail is refused with the toast', () => {
    expect(mailAccess({ idVerified: false, idPending: false, smsVerified: false })).toEqual({
      allowed: false,
      toastKey: 'mail.gate.unverified',
    });
  });

  it('§6 gate: either verification opens the mail', () => {
    expect(mailAccess({ idVerified: true, idPending: false, smsVerified: false })).toEqual({
      allowed: true,
    });
    expect(mailAccess({ idVerified: false, idPending: false, smsVerified: true })).toEqual({
      allowed: true,
    });
  });

  it('§2 gate: a photo ID awaiting its check is a temporary verification and opens the mail', () => {
    expect(mailAccess({ idVerified: false, idPending: true, smsVerified: false })).toEqual({
      allowed: true,
    });
  });
});
