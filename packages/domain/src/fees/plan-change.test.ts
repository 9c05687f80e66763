import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planChangeNoticeKey, planChangeQuote } from './plan-change.ts';

const fees = { currentMonthlyFee: 1000, newMonthlyFee: 3800 };

describe('§4 plan change pro-rata', () => {
  it('§4 plan change: an upgrade charges the fee difference for the days left in the period', () => {
    // Billed on the 15th: the period is 15 Feb to 15 Mar 2025 (28 days), 5 days left on 10 Mar.
    const quote = planChangeQuote({
      ...fees,
      billingDay: 15,
      now: new Date('2025-03-10T09:00:00Z'),
    });
    expect(quote).toEqual({
      amount: 500,
      daysRemaining: 5,
      daysInPeriod: 28,
      nextBillingDate: { year: 2025, month: 3, day: 15 },
    });
    expect(planChangeNoticeKey(quote)).toBe('plan.change.charge');
  });

  it('§4 plan change: a downgrade credits the difference for the days left', () => {
    const quote = planChangeQuote({
      currentMonthlyFee: 3800,
      newMonthlyFee: 1000,
      billingDay: 15,
      now: new Date('2025-03-10T09:00:00Z'),
    });
    expect(quote.amount).toBe(-500);
    expect(planChangeNoticeKey(quote)).toBe('plan.change.credit');
  });

  it('§4 plan change: on the billing day itself the whole new period is settled', () => {
    const quote = planChangeQuote({
      ...fees,
      billingDay: 15,
      now: new Date('2025-03-15T00:00:00Z'),
    });
    expect(quote).toMatchObject({ amount: 2800, daysRemaining: 31, daysInPeriod: 31 });
    expect(quote.nextBillingDate).toEqual({ year: 2025, month: 4, day: 15 });
  });

  it('§4 plan change: a billing day past the month’s end falls on its last day', () => {
    // Billed on the 31st: in 2024 February's billing falls on the 29th.
    const quote = planChangeQuote({
      ...fees,
      billingDay: 31,
      now: new Date('2024-03-01T12:00:00Z'),
    });
    expect(quote).toMatchObject({ daysRemaining: 30, daysInPeriod: 31 });
    expect(quote.nextBillingDate).toEqual({ year: 2024, month: 3, day: 31 });
    const january = planChangeQuote({
      ...fees,
      billingDay: 31,
      now: new Date('2025-01-31T00:00:00Z'),
    });
    expect(january.nextBillingDate).toEqual({ year: 2025, month: 2, day: 28 });
  });

  it('§4 plan change: the period crosses the year end', () => {
    const quote = planChangeQuote({
      ...fees,
      billingDay: 20,
      now: new Date('2025-01-05T00:00:00Z'),
    });
    expect(quote).toMatchObject({ daysRemaining: 15, daysInPeriod: 31 });
  });

  it('§4 plan change: the day is read in the given time zone', () => {
    // 14 Mar 23:30 UTC is already 15 Mar (the billing day) in Sydney.
    const now = new Date('2025-03-14T23:30:00Z');
    expect(planChangeQuote({ ...fees, billingDay: 15, now }).daysRemaining).toBe(1);
    expect(
      planChangeQuote({ ...fees, billingDay: 15, now, timeZone: 'Australia/Sydney' }).daysRemaining,
    ).toBe(31);
  });

  it('§4 plan change: the same fee costs nothing', () => {
    const quote = planChangeQuote({
      currentMonthlyFee: 2000,
      newMonthlyFee: 2000,
      billingDay: 1,
      now: new Date('2025-06-17T00:00:00Z'),
    });
    expect(quote.amount).toBe(0);
    expect(planChangeNoticeKey(quote)).toBe('plan.change.noCharge');
  });

  it('§4 plan change: a billing day outside 1 to 31 is refused', () => {
    const now = new Date('2025-06-17T00:00:00Z');
    for (const billingDay of [0, 32, 1.5]) {
      expect(() => planChangeQuote({ ...fees, billingDay, now })).toThrow(RangeError);
    }
  });

  it('§4 plan change: whole cents, never more than the full difference, and going back undoes it (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.nat(100_000),
        fc.integer({ min: 1, max: 31 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (current, next, billingDay, now) => {
          const there = planChangeQuote({
            currentMonthlyFee: current,
            newMonthlyFee: next,
            billingDay,
            now,
          });
          const back = planChangeQuote({
            currentMonthlyFee: next,
            newMonthlyFee: current,
            billingDay,
            now,
          });
          expect(Number.isSafeInteger(there.amount)).toBe(true);
          expect(Math.abs(there.amount)).toBeLessThanOrEqual(Math.abs(next - current));
          expect(there.amount + back.amount).toBe(0);
          expect(there.daysRemaining).toBeGreaterThanOrEqual(1);
          expect(there.daysRemaining).toBeLessThanOrEqual(there.daysInPeriod);
          expect(there.daysInPeriod).toBeGreaterThanOrEqual(28);
          expect(there.daysInPeriod).toBeLessThanOrEqual(31);
        },
      ),
    );
  });
});
