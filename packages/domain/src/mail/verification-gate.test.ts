import { describe, expect, it } from 'vitest';
import { mailAccess } from './verification-gate.ts';

describe('§4/§6 verification gate', () => {
  it('§4 gate: with neither ID nor SMS verified, selecting mail is refused with the toast', () => {
    expect(mailAccess({ idVerified: false, smsVerified: false })).toEqual({
      allowed: false,
      toastKey: 'mail.gate.unverified',
    });
  });

  it('§6 gate: either verification opens the mail', () => {
    expect(mailAccess({ idVerified: true, smsVerified: false })).toEqual({ allowed: true });
    expect(mailAccess({ idVerified: false, smsVerified: true })).toEqual({ allowed: true });
  });
});
