import { describe, expect, it } from 'vitest';
import type { Account } from '#shared/session.ts';
import { gateFor } from '#shared/routing/route-guard.ts';

const account = { activePayment: true, termsAndConditionsSigned: true } as Account;

describe('gateFor', () => {
  it('lets a paid member who agreed to the terms through', () => {
    expect(gateFor(account)).toBeNull();
  });

  it('asks for payment first, even when the terms are unsigned too', () => {
    expect(gateFor({ ...account, activePayment: false, termsAndConditionsSigned: false })).toBe(
      '/PaymentRequired',
    );
  });

  it('asks for the terms once payment is in place', () => {
    expect(gateFor({ ...account, termsAndConditionsSigned: false })).toBe('/TermsAndConditions');
  });
});
