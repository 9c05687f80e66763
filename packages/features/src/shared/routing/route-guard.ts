import type { Account } from '#shared/session.ts';

/** Where a member must go before any /Members page (§2 route guard), or null to show the page. */
export function gateFor(account: Account): '/PaymentRequired' | '/TermsAndConditions' | null {
  if (!account.activePayment) return '/PaymentRequired';
  if (!account.termsAndConditionsSigned) return '/TermsAndConditions';
  return null;
}
