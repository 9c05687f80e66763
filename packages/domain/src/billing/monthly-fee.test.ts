import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareDates, daysInMonth, type CalendarDate } from '#calendar/calendar-date.ts';
import { monthlyFee, nextBillingDateAfter } from './monthly-fee.ts';

const day = (year: number, month: number, date: number): CalendarDate => ({
  year,
  month,
  day: date,
});

describe('§9 monthly fee on the billing day', () => {
  const account = {
    billingDay: 15,
    nextBillingDate: day(2026, 3, 15),
    monthlyFee: 1995,
    paused: false,
  };

  it('§9 monthly fee: nothing before the next billing date', () => {
    expect(monthlyFee(account, day(2026, 3, 14))).toEqual({ due: false });
  });

  it('§9 monthly fee: on the billing date the fee is charged and the date moves a month on', () => {
    expect(monthlyFee(account, day(2026, 3, 15))).toEqual({
      due: true,
      period: day(2026, 3, 15),
      charge: 1995,
      nextBillingDate: day(2026, 4, 15),
    });
  });

  it('§9 monthly fee: a late run charges the period once and moves past the run’s day', () => {
    expect(monthlyFee(account, day(2026, 5, 20))).toEqual({
      due: true,
      period: day(2026, 3, 15),
      charge: 1995,
      nextBillingDate: day(2026, 6, 15),
    });
  });

  it('§9 monthly fee: a paused account is charged nothing, and its period still passes', () => {
    expect(monthlyFee({ ...account, paused: true }, day(2026, 3, 15))).toEqual({
      due: true,
      period: day(2026, 3, 15),
      charge: 0,
      nextBillingDate: day(2026, 4, 15),
    });
  });

  it('§9 monthly fee: an account without a plan is charged nothing', () => {
    expect(monthlyFee({ ...account, monthlyFee: null }, day(2026, 3, 15))).toMatchObject({
      due: true,
      charge: 0,
    });
  });
});

describe('§9 billing days past a month’s end', () => {
  it('§9 billing day 31: the last day of short months, the 31st again when there is one', () => {
    const dates: CalendarDate[] = [];
    let date = day(2027, 1, 31);
    for (let months = 0; months < 4; months++) {
      dates.push(date);
      date = nextBillingDateAfter(31, date);
    }
    expect(dates).toEqual([day(2027, 1, 31), day(2027, 2, 28), day(2027, 3, 31), day(2027, 4, 30)]);
    expect(nextBillingDateAfter(29, day(2028, 1, 29))).toEqual(day(2028, 2, 29));
    expect(nextBillingDateAfter(31, day(2026, 12, 31))).toEqual(day(2027, 1, 31));
  });

  it('§9 next billing date: later this month when the day is still to come', () => {
    expect(nextBillingDateAfter(20, day(2026, 6, 3))).toEqual(day(2026, 6, 20));
  });

  it('§9 billing day: 1 to 31 only', () => {
    expect(() => nextBillingDateAfter(0, day(2026, 6, 3))).toThrow(RangeError);
    expect(() => nextBillingDateAfter(32, day(2026, 6, 3))).toThrow(RangeError);
    expect(() => nextBillingDateAfter(1.5, day(2026, 6, 3))).toThrow(RangeError);
  });

  it('§9 billing: a year of daily runs charges exactly twelve fees, each on its billing day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 2020, max: 2040 }),
        (billingDay, year) => {
          let next = nextBillingDateAfter(billingDay, day(year - 1, 12, 31));
          const charged: CalendarDate[] = [];
          for (let month = 1; month <= 12; month++) {
            for (let date = 1; date <= daysInMonth(year, month); date++) {
              const outcome = monthlyFee(
                { billingDay, nextBillingDate: next, monthlyFee: 995, paused: false },
                day(year, month, date),
              );
              if (outcome.due) {
                charged.push(outcome.period);
                expect(
                  compareDates(outcome.nextBillingDate, day(year, month, date)),
                ).toBeGreaterThan(0);
                next = outcome.nextBillingDate;
              }
            }
          }
          expect(charged).toHaveLength(12);
          charged.forEach((date, index) => {
            expect(date.month).toBe(index + 1);
            expect(date.day).toBe(Math.min(billingDay, daysInMonth(year, index + 1)));
          });
        },
      ),
    );
  });
});
