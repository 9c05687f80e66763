import { describe, expect, it } from 'vitest';
import {
  billingDayOfMonth,
  englishOrdinal,
  formatLongDate,
  formatShortDate,
} from './date-format.ts';

describe('§9 dates', () => {
  it('§9 dates: DD/MM/YY and DD/MM/YYYY, in UTC unless told otherwise', () => {
    const date = new Date('2025-01-05T23:30:00Z');
    expect(formatShortDate(date)).toBe('05/01/25');
    expect(formatLongDate(date)).toBe('05/01/2025');
  });

  it('§9 dates: the same instant prints the day of the given time zone', () => {
    const date = new Date('2025-01-05T23:30:00Z');
    expect(formatShortDate(date, 'Australia/Sydney')).toBe('06/01/25');
    expect(formatLongDate(date, 'America/Los_Angeles')).toBe('05/01/2025');
  });

  it('§9 dates: years pad to their width', () => {
    expect(formatShortDate(new Date('2009-12-31T00:00:00Z'))).toBe('31/12/09');
    expect(formatShortDate(new Date('2100-02-01T00:00:00Z'))).toBe('01/02/00');
  });

  it('§9 billing: the billing period is shown as the day of the month', () => {
    expect(billingDayOfMonth(new Date('2024-03-31T10:00:00Z'))).toBe(31);
    expect(billingDayOfMonth(new Date('2024-03-31T15:00:00Z'), 'Australia/Sydney')).toBe(1);
  });

  it('§9 billing: English ordinals for the billing day', () => {
    const days = [1, 2, 3, 4, 10, 11, 12, 13, 21, 22, 23, 24, 30, 31, 111, 112];
    expect(days.map(englishOrdinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '10th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
      '111th',
      '112th',
    ]);
  });
});
