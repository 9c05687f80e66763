/**
 * Calendar dates without hidden clocks: every function takes the instant and the time zone it reads
 * it in, so the screens and the server compute the same day for the same input.
 */

export interface CalendarDate {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

/** Formatters are costly to build and the server formats many rows: one per time zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date an instant falls on in a time zone (an IANA name such as Australia/Sydney). */
export function calendarDateIn(instant: Date, timeZone = 'UTC'): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(utcMidnight(year, month + 1, 0)).getUTCDate();
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (dayNumber(to) - dayNumber(from)) / MS_PER_DAY;
}

/** Whole 24-hour periods elapsed between two instants; 0 when `to` is not after `from`. */
export function elapsedDays(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY));
}

/** The month `offset` months after the given one (negative goes back), as year and month. */
export function shiftMonth(year: number, month: number, offset: number): [number, number] {
  const index = year * 12 + (month - 1) + offset;
  return [Math.floor(index / 12), index - Math.floor(index / 12) * 12 + 1];
}

/**
 * The billing date of a month for a billing day of 1 to 31: that day, or the month's last day when
 * the month is shorter (§9: a billing day past a month's end falls on its last day).
 */
export function billingDateIn(year: number, month: number, billingDay: number): CalendarDate {
  return { year, month, day: Math.min(billingDay, daysInMonth(year, month)) };
}

/** `YYYY-MM-DD`, as PostgreSQL's `date` and the API's `format: date` write a day. */
export function isoDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Reads `YYYY-MM-DD` (the form isoDate writes); null for anything else or a day that does not exist. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** The date `days` days after the given one (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(dayNumber(date) + days * MS_PER_DAY);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The instant a date starts at in UTC, the zone the billing runs keep their days in. */
export function startOfDayUtc(date: CalendarDate): Date {
  return new Date(dayNumber(date));
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

function dayNumber(date: CalendarDate): number {
  return utcMidnight(date.year, date.month, date.day);
}

/** Date.UTC reads years 0 to 99 as 1900 to 1999; setUTCFullYear takes the year as given. */
function utcMidnight(year: number, month: number, day: number): number {
  return new Date(0).setUTCFullYear(year, month - 1, day);
}
