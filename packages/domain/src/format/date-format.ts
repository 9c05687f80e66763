import { calendarDateIn } from '#calendar/calendar-date.ts';

/**
 * Dates as the portal shows them (§9): DD/MM/YY or DD/MM/YYYY, the same in every language. The time
 * zone is given (UTC unless said otherwise) so the server and the screens print the same day.
 */

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** 31/01/25 */
export function formatShortDate(instant: Date, timeZone = 'UTC'): string {
  const { year, month, day } = calendarDateIn(instant, timeZone);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year % 100, 2)}`;
}

/** 31/01/2025 */
export function formatLongDate(instant: Date, timeZone = 'UTC'): string {
  const { year, month, day } = calendarDateIn(instant, timeZone);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** The billing period is shown as the day of the month the account is billed on (§9). */
export function billingDayOfMonth(billingDate: Date, timeZone = 'UTC'): number {
  return calendarDateIn(billingDate, timeZone).day;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd... for English text. */
export function englishOrdinal(value: number): string {
  const lastTwo = value % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}
