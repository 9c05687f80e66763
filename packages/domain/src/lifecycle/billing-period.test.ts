import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '#calendar/calendar-date.ts';
import {
  firstPeriod,
  periodAfterPlanChange,
  renewedPeriod,
  resumedPeriod,
} from './billing-period.ts';

const day = (year: number, month: number, date: number): CalendarDate => ({
  year,
  month,
  day: date,
});

// Registered on 10 Feb 2026, billed $39.95 on 10 Mar for the 31 days to 10 Apr.
const signup = firstPeriod(day(2026, 2, 10));
const march = renewedPeriod(signup, 3995, day(2026, 3, 10)) ?? signup;

describe('issue 32 billing period', () => {
  it('the first period starts today, bills on today’s day of month and has charged nothing', () => {
    expect(signup).toEqual({
      billingDay: 10,
      from: day(2026, 2, 10),
      nextBillingDate: day(2026, 3, 10),
      charged: 0,
    });
    expect(march).toEqual({
      billingDay: 10,
      from: day(2026, 3, 10),
      nextBillingDate: day(2026, 4, 10),
      charged: 3995,
    });
  });

  it('renews with the full fee once the billing date has come, not before', () => {
    expect(renewedPeriod(march, 3995, day(2026, 4, 9))).toBeNull();
    expect(renewedPeriod(march, 995, day(2026, 4, 10))).toEqual({
      billingDay: 10,
      from: day(2026, 4, 10),
      nextBillingDate: day(2026, 5, 10),
      charged: 995,
    });
  });

  it('unpausing inside the period already charged costs nothing', () => {
    expect(resumedPeriod(march, 3995, day(2026, 4, 9))).toEqual({ period: march, amount: 0 });
  });

  it('unpausing after the period charges the days left to the billing day, pro-rata', () => {
    // Paused before 10 Apr, back on 25 Apr: 15 of April's 30 days.
    expect(resumedPeriod(march, 3000, day(2026, 4, 25))).toEqual({
      period: {
        billingDay: 10,
        from: day(2026, 4, 25),
        nextBillingDate: day(2026, 5, 10),
        charged: 1500,
      },
      amount: 1500,
    });
  });

  it('an upgrade charges the pro-rata difference and adds it to what the period charged', () => {
    const settled = periodAfterPlanChange(march, 3995, 7095, day(2026, 3, 10));
    expect(settled).toEqual({ period: { ...march, charged: 7095 }, amount: 3100 });
  });

  it('a day-one downgrade credits the difference, which was charged', () => {
    const settled = periodAfterPlanChange(march, 3995, 495, day(2026, 3, 10));
    expect(settled).toEqual({ period: { ...march, charged: 495 }, amount: -3500 });
  });

  it('a downgrade credits no more than the unused share of what was charged', () => {
    // Nothing was charged for the first period: a day-one downgrade credits nothing.
    expect(periodAfterPlanChange(signup, 3995, 495, day(2026, 2, 10))).toEqual({
      period: signup,
      amount: 0,
    });
    // Half charged: at most half of the unused share.
    const half = { ...march, charged: 2000 };
    expect(periodAfterPlanChange(half, 3995, 0, day(2026, 3, 10)).amount).toBe(-2000);
  });

  it('on a billing date whose run has not charged yet, nothing is settled', () => {
    expect(periodAfterPlanChange(march, 3995, 495, day(2026, 4, 10))).toEqual({
      period: march,
      amount: 0,
    });
  });

  it('property: credits never exceed the fees charged, and a period never holds less than zero', () => {
    const fee = fc.integer({ min: 0, max: 20_000 });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fee,
        fc.array(fc.tuple(fee, fc.integer({ min: 0, max: 45 })), { minLength: 1, maxLength: 12 }),
        (start, firstFee, changes) => {
          let today: CalendarDate = {
            year: start.getUTCFullYear(),
            month: start.getUTCMonth() + 1,
            day: start.getUTCDate(),
          };
          let period = firstPeriod(today);
          let currentFee = firstFee;
          let charged = 0;
          let credited = 0;
          for (const [newFee, daysLater] of changes) {
            today = addDays(today, daysLater);
            const renewed = renewedPeriod(period, currentFee, today);
            if (renewed) charged += renewed.charged;
            period = renewed ?? period;
            const settled = periodAfterPlanChange(period, currentFee, newFee, today);
            expect(Math.max(-settled.amount, 0)).toBeLessThanOrEqual(period.charged);
            expect(settled.period.charged).toBeGreaterThanOrEqual(0);
            charged += Math.max(settled.amount, 0);
            credited += Math.max(-settled.amount, 0);
            period = settled.period;
            currentFee = newFee;
          }
          expect(credited).toBeLessThanOrEqual(charged);
        },
      ),
    );
  });
});
