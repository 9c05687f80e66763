import {
  billingDateIn,
  calendarDateIn,
  compareDates,
  daysBetween,
  shiftMonth,
  type CalendarDate,
} from '#calendar/calendar-date.ts';
import type { DomainMessageKey } from '#messages/message-keys.ts';
import { prorate, type Cents } from '#money/money.ts';

/**
 * Changing plan mid-period (§4: "confirm warning about pro-rata charge or credit"). The monthly fee
 * is charged on the billing day of each month; a plan change settles the difference between the two
 * monthly fees for the days left in the current period:
 *
 *   amount = (new monthly fee − current monthly fee) × daysRemaining ÷ daysInPeriod
 *
 * rounded to the nearest cent, halves away from zero. The period runs from the latest billing date
 * on or before today to the next one; daysRemaining counts today, so a change on the billing day
 * itself settles the whole period. A billing day past the end of a month (31, or 29 and 30 in
 * February) falls on that month's last day. A positive amount is charged, a negative one credited.
 */

export interface PlanChangeQuote {
  /** Positive: charged now. Negative: credited now. */
  amount: Cents;
  daysRemaining: number;
  daysInPeriod: number;
  /** The next billing date, when the new plan's full monthly fee is first charged. */
  nextBillingDate: CalendarDate;
}

export interface PlanChangeInput {
  currentMonthlyFee: Cents;
  newMonthlyFee: Cents;
  /** The account's billing day of month, 1 to 31 (billingDayOfMonth of its billingDate). */
  billingDay: number;
  now: Date;
  /** The time zone whose calendar the billing days follow; UTC unless given. */
  timeZone?: string;
}

export function planChangeQuote(input: PlanChangeInput): PlanChangeQuote {
  const { billingDay } = input;
  if (!Number.isInteger(billingDay) || billingDay < 1 || billingDay > 31) {
    throw new RangeError(`A billing day is 1 to 31, got ${billingDay}`);
  }
  const today = calendarDateIn(input.now, input.timeZone);
  const thisMonth = billingDateIn(today.year, today.month, billingDay);
  const periodStart =
    compareDates(thisMonth, today) <= 0
      ? thisMonth
      : billingDateIn(...shiftMonth(today.year, today.month, -1), billingDay);
  const nextBillingDate = billingDateIn(
    ...shiftMonth(periodStart.year, periodStart.month, 1),
    billingDay,
  );
  const daysRemaining = daysBetween(today, nextBillingDate);
  const daysInPeriod = daysBetween(periodStart, nextBillingDate);
  const amount = prorate(
    input.newMonthlyFee - input.currentMonthlyFee,
    daysRemaining,
    daysInPeriod,
  );
  return { amount, daysRemaining, daysInPeriod, nextBillingDate };
}

/** The confirmation text for a quote; its `{amount}` is the absolute amount, formatted. */
export function planChangeNoticeKey(quote: PlanChangeQuote): DomainMessageKey {
  if (quote.amount > 0) return 'plan.change.charge';
  return quote.amount < 0 ? 'plan.change.credit' : 'plan.change.noCharge';
}
