import {
  compareDates,
  daysBetween,
  startOfDayUtc,
  type CalendarDate,
} from '#calendar/calendar-date.ts';
import { monthlyFee, nextBillingDateAfter } from '#billing/monthly-fee.ts';
import { planChangeQuote } from '#fees/plan-change.ts';
import { prorate, type Cents } from '#money/money.ts';

/**
 * The monthly fee of the period an account is in, as the account lifecycle keeps it: what was
 * actually charged for which days. Every credit is measured against `charged`, so a credit can
 * never exceed money taken (DESIGN §3.13).
 */
export interface BillingPeriod {
  /** Day of month the fee is charged on (1 to 31). */
  billingDay: number;
  /** The first day the charge covers. */
  from: CalendarDate;
  /** The day the next monthly fee is due; the period ends the day before. */
  nextBillingDate: CalendarDate;
  /** Monthly fee charged for `from` to `nextBillingDate`, after plan-change charges and credits. */
  charged: Cents;
}

/**
 * The period registration starts: billing on today's day of month from now on. Its fee is the
 * signup's (the setup fee and deposit of §9's "today's charge"), so the monthly fee is first
 * charged on the next billing date and this period has charged nothing a credit could return.
 */
export function firstPeriod(today: CalendarDate): BillingPeriod {
  return {
    billingDay: today.day,
    from: today,
    nextBillingDate: nextBillingDateAfter(today.day, today),
    charged: 0,
  };
}

/** The next period with its full fee once the billing date has come; null before. */
export function renewedPeriod(
  period: BillingPeriod,
  fee: Cents,
  today: CalendarDate,
): BillingPeriod | null {
  const due = monthlyFee(
    {
      billingDay: period.billingDay,
      nextBillingDate: period.nextBillingDate,
      monthlyFee: fee,
      paused: false,
    },
    today,
  );
  if (!due.due) return null;
  return {
    billingDay: period.billingDay,
    from: due.period,
    nextBillingDate: due.nextBillingDate,
    charged: due.charge,
  };
}

const isCovered = (period: BillingPeriod, today: CalendarDate) =>
  compareDates(today, period.nextBillingDate) < 0;

/** A period and what moving to it costs now (positive: charged; negative: credited). */
export interface PeriodSettlement {
  period: BillingPeriod;
  amount: Cents;
}

/**
 * Unpausing: a period already paid for still covers today, so it simply goes on; after it, the
 * days left until the next billing day are charged pro-rata (plan-change's quote from a fee of 0),
 * so days paused beyond the period already paid are free and no other day is.
 */
export function resumedPeriod(
  period: BillingPeriod,
  fee: Cents,
  today: CalendarDate,
): PeriodSettlement {
  if (isCovered(period, today)) return { period, amount: 0 };
  const quote = planChangeQuote({
    currentMonthlyFee: 0,
    newMonthlyFee: fee,
    billingDay: period.billingDay,
    now: startOfDayUtc(today),
  });
  return {
    period: {
      billingDay: period.billingDay,
      from: today,
      nextBillingDate: quote.nextBillingDate,
      charged: quote.amount,
    },
    amount: quote.amount,
  };
}

/**
 * Changing plan mid-period: the pro-rata difference of plan-change.ts, but a credit is capped at
 * the unused share of what this period actually charged. On a billing date whose run has not yet
 * charged, nothing is settled: the run charges the new plan's full fee.
 */
export function periodAfterPlanChange(
  period: BillingPeriod,
  currentFee: Cents,
  newFee: Cents,
  today: CalendarDate,
): PeriodSettlement {
  if (!isCovered(period, today)) return { period, amount: 0 };
  const quote = planChangeQuote({
    currentMonthlyFee: currentFee,
    newMonthlyFee: newFee,
    billingDay: period.billingDay,
    now: startOfDayUtc(today),
  });
  const unused = prorate(
    period.charged,
    daysBetween(today, period.nextBillingDate),
    daysBetween(period.from, period.nextBillingDate),
  );
  // `0 - unused` rather than `-unused`: a credit of nothing is 0, never -0.
  const amount = Math.max(quote.amount, 0 - unused);
  return { period: { ...period, charged: period.charged + amount }, amount };
}
