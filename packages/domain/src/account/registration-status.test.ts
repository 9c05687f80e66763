import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUS, registrationStatusOf } from './registration-status.ts';

describe('§3 registration status', () => {
  it('carries the numbers of the contract', () => {
    expect(REGISTRATION_STATUS).toEqual({ signedUp: 0, paymentAdded: 1, complete: 2 });
  });

  it('reads a stored status as it is, and one the contract does not know as signed up', () => {
    expect([0, 1, 2].map(registrationStatusOf)).toEqual([0, 1, 2]);
    expect(registrationStatusOf(7)).toBe(REGISTRATION_STATUS.signedUp);
  });
});
