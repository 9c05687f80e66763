import { MINIMUM_TOP_UP } from '#fees/top-up.ts';
import type { Cents } from '#money/money.ts';
import { TERMINATION_AFTER_DAYS } from '#account/account-standing.ts';

/**
 * What an unpaid account is told and asked for (§9). Below zero the account is locked until it is
 * paid back to zero or more; a payment is at least the $20 minimum top-up. Warning emails go out
 * once the account has been negative for 7, 30, 60 and 83 days (a week before termination); a run
 * that finds the account further along than one not yet sent sends only the latest, so a member
 * never gets a pile of them at once. After more than 90 days the account is terminated.
 */

export const UNPAID_WARNING_DAYS = [7, 30, 60, 83] as const;

/** The smallest payment that unlocks the account: its debt, or the minimum top-up if more. */
export function amountToUnlock(balance: Cents): Cents {
  return balance >= 0 ? 0 : Math.max(-balance, MINIMUM_TOP_UP);
}

/**
 * The warning due after `daysNegative` whole days below zero, given those already sent in this
 * stretch below zero; null when none is due.
 */
export function unpaidWarningDue(daysNegative: number, sent: readonly number[]): number | null {
  const reached = UNPAID_WARNING_DAYS.filter((day) => day <= daysNegative);
  const latest = reached.at(-1);
  if (latest === undefined || sent.some((day) => day >= latest)) return null;
  return latest;
}

/** The whole days left before termination (the account is terminated on day 91). */
export function daysUntilTermination(daysNegative: number): number {
  return Math.max(0, TERMINATION_AFTER_DAYS + 1 - daysNegative);
}
