/**
 * Money is held as integer cents everywhere (DESIGN §3.5); dollars exist only at the edges,
 * where the API and the screens show two decimals (§9).
 */

export type Cents = number;

const DOLLAR_AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a dollar amount such as "20", "20.5" or "-3.75" into cents; null when it is not one. */
export function parseDollars(text: string): Cents | null {
  const match = DOLLAR_AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign && cents !== 0 ? -cents : cents;
}

/** Cents as a plain two-decimal dollar string, as the API shows money: 1250 → "12.50". */
export function formatDollars(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${Math.trunc(absolute / 100)}.${fraction}`;
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of cents, got ${value}`);
  }
}
