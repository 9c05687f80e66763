import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/session.ts';
import { gateFor } from '#shared/routing/route-guard.ts';

const account = {
  activePayment: true,
  termsAndConditionsSigned: true,
  signupStep: null,
} as Account;

describe('gateFor', () => {
  it('lets a paid member who agreed to the terms through', () => {
    expect(gateFor(account)).toBeNull();
  });

  it('asks for payment first, even when the terms are unsigned too', () => {
    expect(gateFor({ ...account, activePayment: false, termsAndConditionsSigned: false })).toBe(
      '/PaymentRequired',
    );
  });

  it('sends an unfinished signup back to its wizard, not to Payment Required', () => {
    expect(gateFor({ ...account, activePayment: false, signupStep: 'plan' })).toBe('/signup');
    expect(gateFor({ ...account, signupStep: 'addresses' })).toBe('/signup');
  });

  it('asks for the terms once payment is in place', () => {
    expect(gateFor({ ...account, termsAndConditionsSigned: false })).toBe('/TermsAndConditions');
  });
});
