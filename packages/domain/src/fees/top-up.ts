import type { DomainMessageKey } from '#messages/message-keys.ts';
import { CURRENCY, parseDollars, type Cents } from '#money/money.ts';
import { isBlank } from '#validation/form.ts';

/** Prepaid top-ups (§9): the amounts offered, the default, and what signup charges today. */

export const MINIMUM_TOP_UP: Cents = 2000;

/** The amounts signup offers after the plan's own minimum, which is shown only when lower. */
const SIGNUP_TOP_UPS: readonly Cents[] = [5000, 7500, 10000, 15000, 20000];
const SIGNUP_SMALLEST_STANDARD = Math.min(...SIGNUP_TOP_UPS);

/** The auto top-up amounts settings offers (§9). */
export const SETTINGS_TOP_UP_CHOICES: readonly Cents[] = [
  2000, 3000, 5000, 7500, 10000, 15000, 20000,
];

/** PayPal payments (§9): the amounts offered, the one preselected, and the currency. */
export const PAYPAL_AMOUNTS: readonly Cents[] = [2000, 5000, 7500, 10000, 15000, 20000];
export const PAYPAL_DEFAULT_AMOUNT: Cents = 5000;
export const PAYPAL_CURRENCY = CURRENCY;

/**
 * The top-ups offered at signup (§9): the plan's minimum deposit first when it is under $50, then
 * $50, $75, $100, $150 and $200. A plan without a minimum (0) adds nothing.
 */
export function signupTopUpChoices(planMinimum: Cents): Cents[] {
  return planMinimum > 0 && planMinimum < SIGNUP_SMALLEST_STANDARD
    ? [planMinimum, ...SIGNUP_TOP_UPS]
    : [...SIGNUP_TOP_UPS];
}

/**
 * The top-up preselected for a member (§9): the account's own amount, else the plan's minimum
 * deposit, else the brand's page setting. An amount of 0 or none counts as not set.
 */
export function defaultTopUp(chain: {
  account: Cents | null | undefined;
  planMinimum: Cents | null | undefined;
  pageSetting: Cents;
}): Cents {
  return chain.account || chain.planMinimum || chain.pageSetting;
}

/**
 * The top-up preselected at signup: §9's default (the plan's minimum, else the page setting) as
 * one of the choices offered, the nearest at or above it, else the largest.
 */
export function signupDefaultTopUp(planMinimum: Cents, pageSetting: Cents): Cents {
  const wanted = defaultTopUp({ account: null, planMinimum, pageSetting });
  const choices = signupTopUpChoices(planMinimum);
  return choices.find((choice) => choice >= wanted) ?? Math.max(...choices);
}

/** What signup charges today (§9): the setup fee or the first top-up, whichever is larger. */
export function signupChargeToday(setupFee: Cents, topUp: Cents): Cents {
  return Math.max(setupFee, topUp);
}

/**
 * Checks a typed once-off payment or top-up amount: dollars with up to two decimals, at least the
 * $20 minimum (§9).
 */
export function validateTopUp(typed: string): DomainMessageKey | null {
  if (isBlank(typed)) return 'validation.required';
  const cents = parseDollars(typed);
  if (cents === null) return 'validation.amount.invalid';
  return cents < MINIMUM_TOP_UP ? 'validation.topUp.minimum' : null;
}
