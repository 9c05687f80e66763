import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  billingDateIn,
  calendarDateIn,
  isoDate,
  parseIsoDate,
  startOfDayUtc,
  compareDates,
  daysBetween,
  daysInMonth,
  elapsedDays,
  shiftMonth,
} from './calendar-date.ts';

describe('§9 calendar days behind dates, billing and storage', () => {
  it('§9 calendar: an instant falls on the day of the time zone it is read in', () => {
    const instant = new Date('2025-12-31T14:00:00Z');
    expect(calendarDateIn(instant)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(calendarDateIn(instant, 'Australia/Sydney')).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('§9 calendar: month lengths, leap years included', () => {
    expect([1, 2, 4].map((month) => daysInMonth(2025, month))).toEqual([31, 28, 30]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(24, 2)).toBe(29);
  });

  it('§9 calendar: whole days between dates, across years', () => {
    expect(daysBetween({ year: 2024, month: 12, day: 31 }, { year: 2025, month: 1, day: 1 })).toBe(
      1,
    );
    expect(daysBetween({ year: 2025, month: 3, day: 1 }, { year: 2025, month: 2, day: 1 })).toBe(
      -28,
    );
    expect(
      compareDates({ year: 2025, month: 1, day: 2 }, { year: 2025, month: 1, day: 1 }),
    ).toBeGreaterThan(0);
  });

  it('§9 calendar: elapsed days are whole 24-hour periods, never negative', () => {
    const from = new Date('2025-01-01T12:00:00Z');
    expect(elapsedDays(from, new Date('2025-01-02T11:59:59Z'))).toBe(0);
    expect(elapsedDays(from, new Date('2025-01-02T12:00:00Z'))).toBe(1);
    expect(elapsedDays(from, new Date('2024-12-01T00:00:00Z'))).toBe(0);
  });

  it('§9 calendar: months shift across year ends both ways', () => {
    expect(shiftMonth(2025, 1, -1)).toEqual([2024, 12]);
    expect(shiftMonth(2025, 12, 1)).toEqual([2026, 1]);
    expect(shiftMonth(2025, 6, -18)).toEqual([2023, 12]);
  });

  it('§9 calendar: the day after any date is one day later (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (instant) => {
          const today = calendarDateIn(instant);
          const tomorrow = calendarDateIn(new Date(instant.getTime() + 86_400_000));
          expect(daysBetween(today, tomorrow)).toBe(1);
          expect(today.day).toBeLessThanOrEqual(daysInMonth(today.year, today.month));
        },
      ),
    );
  });
});

describe('§9 days as billing runs name them', () => {
  it('§9 calendar: YYYY-MM-DD both ways; a day that does not exist is refused', () => {
    expect(isoDate({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(parseIsoDate('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-00',
      '2026-3-5',
      'soon',
    ]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
  });

  it('§9 calendar: days added across months and years; a day starts at UTC midnight', () => {
    expect(addDays({ year: 2026, month: 12, day: 25 }, 10)).toEqual({
      year: 2027,
      month: 1,
      day: 4,
    });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
    expect(startOfDayUtc({ year: 2026, month: 3, day: 5 }).toISOString()).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });

  it('§9 calendar: a billing day past the month’s end falls on its last day', () => {
    expect(billingDateIn(2026, 2, 31)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(billingDateIn(2026, 3, 31)).toEqual({ year: 2026, month: 3, day: 31 });
  });
});
