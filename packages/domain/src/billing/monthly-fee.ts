import {
  billingDateIn,
  compareDates,
  shiftMonth,
  type CalendarDate,
} from '#calendar/calendar-date.ts';
import type { Cents } from '#money/money.ts';

/**
 * The monthly plan fee (§9: "Billing period shown as day of month"). An account has a billing day
 * (1 to 31) and its next billing date. On a billing run for a day on or after that date the plan's
 * monthly fee is charged once, and the next billing date moves to the first billing day after the
 * run's day: a month without the billing day bills on its last day, and the 31st comes back in a
 * month that has it. A run that comes late (the server was down) charges the period once and moves
 * on. Paused accounts are charged no fees (§9): their period passes without a charge.
 */

export interface MonthlyFeeInput {
  billingDay: number;
  nextBillingDate: CalendarDate;
  /** The plan's monthly fee; null without a plan. */
  monthlyFee: Cents | null;
  paused: boolean;
}

export type MonthlyFeeOutcome =
  | { due: false }
  | {
      due: true;
      /** The billing date the period starts on: it names the charge, so it is charged once. */
      period: CalendarDate;
      /** What to charge now: 0 for a paused account or a free plan. */
      charge: Cents;
      nextBillingDate: CalendarDate;
    };

export function monthlyFee(input: MonthlyFeeInput, today: CalendarDate): MonthlyFeeOutcome {
  if (compareDates(today, input.nextBillingDate) < 0) return { due: false };
  return {
    due: true,
    period: input.nextBillingDate,
    charge: input.paused ? 0 : (input.monthlyFee ?? 0),
    nextBillingDate: nextBillingDateAfter(input.billingDay, today),
  };
}

/** The first billing date strictly after `day` for a billing day of month. */
export function nextBillingDateAfter(billingDay: number, day: CalendarDate): CalendarDate {
  if (!Number.isInteger(billingDay) || billingDay < 1 || billingDay > 31) {
    throw new RangeError(`A billing day is 1 to 31, got ${billingDay}`);
  }
  const thisMonth = billingDateIn(day.year, day.month, billingDay);
  if (compareDates(thisMonth, day) > 0) return thisMonth;
  return billingDateIn(...shiftMonth(day.year, day.month, 1), billingDay);
}
