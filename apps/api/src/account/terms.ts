import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { AccountRow } from '#platform/db/account-row.ts';
import { ApiProblem } from '#contract/problem.ts';

/**
 * The version of the terms and conditions the server holds now: the `terms.*` texts of the
 * members' catalogs (packages/i18n), as the terms screen shows them in every language. Change it
 * when those texts change in substance: every member then accepts the new version before using
 * the members' area again (decision 082). A test pins the texts to this version.
 */
export const TERMS_VERSION = '2026-11-26';

/** What SaveTermsAndConditions records: the server's version, never what the browser sent. */
export const termsAcceptance = (now: Date) => ({
  terms_version: TERMS_VERSION,
  terms_accepted_at: now,
});

/** Whether the member accepted the terms the server holds now (an older version does not count). */
export const acceptedCurrentTerms = (account: Pick<AccountRow, 'terms_version'>): boolean =>
  account.terms_version === TERMS_VERSION;

/**
 * A signup payment waits for the current terms (decision 082): the screens call
 * SaveTermsAndConditions first, and nothing reaches the provider before they do.
 */
export function refuseSignupChargeWithoutTerms(
  account: Pick<AccountRow, 'terms_version' | 'registration_status'>,
): void {
  if (account.registration_status === REGISTRATION_STATUS.complete) return;
  if (acceptedCurrentTerms(account)) return;
  throw new ApiProblem(409, 'terms_required', 'Accept the current terms before paying.');
}
