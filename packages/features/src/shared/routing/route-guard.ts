import type { Account } from '#shared/session.ts';

/** Where a member must go before any /Members page (§2 route guard), or null to show the page. */
export function gateFor(
  account: Account,
): '/signup' | '/PaymentRequired' | '/TermsAndConditions' | null {
  // An unfinished signup goes back to its wizard, which resumes at the server's step: asking for
  // a card there, not on Payment Required, which is for members whose payment lapsed (issue 36).
  if (account.signupStep !== null) return '/signup';
  if (!account.activePayment) return '/PaymentRequired';
  if (!account.termsAndConditionsSigned) return '/TermsAndConditions';
  return null;
}
