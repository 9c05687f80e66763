/**
 * Money is held as integer cents everywhere (DESIGN §3.5); dollars exist only at the edges, where the
 * API and the screens show two decimals (§9). Arithmetic that divides (percentages, pro-rata) goes
 * through BigInt so no result ever carries floating point drift.
 */

export type Cents = number;

/** Every amount the portal charges or shows is in Australian dollars (§9). */
export const CURRENCY = 'AUD';

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

/**
 * A dollar amount received as a JSON number (12.5) in cents (1250). Throws when the number has more
 * than two decimals (0.125, or float noise such as 0.1 + 0.2), which would otherwise be rounded
 * silently. Exact for every amount below ten trillion dollars.
 */
export function dollarsToCents(amount: number): Cents {
  const cents = parseDollars(String(amount));
  if (cents === null) throw new RangeError(`Not an amount of dollars and cents: ${amount}`);
  return cents;
}

/** Cents as a plain two-decimal dollar string, as the API shows money: 1250 → "12.50". */
export function formatDollars(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}${Math.trunc(absolute / 100)}.${fraction}`;
}

/**
 * Cents as the JSON number of dollars the API takes (1250 → 12.5): the exact two-decimal string read
 * back, never a division whose float the server would refuse.
 */
export function centsToDollars(cents: Cents): number {
  return Number(formatDollars(cents));
}

/**
 * Cents for display in a language: "$12.50" in every language, grouped and signed the language's
 * way. The brand's site prices everything in its one currency, so the bare symbol is read the same
 * by every member; Intl's default would show "$", "A$" or "AU$" by language (decision 018).
 * Takes the Intl tag (the i18n package maps the portal's `jp` to `ja`). The exact decimal string is
 * what Intl formats, so even the largest balances show every cent.
 */
export function formatMoney(cents: Cents, intlTag: string): string {
  const dollars = formatDollars(cents) as `${number}`;
  return new Intl.NumberFormat(intlTag, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Money must be a whole number of cents, got ${value}`);
  }
}

/**
 * `cents × part ÷ whole`, rounded to the nearest cent with halves away from zero, so a charge and
 * the matching credit are mirror images: `prorate(-c, p, w) === -prorate(c, p, w)`.
 */
export function prorate(cents: Cents, part: number, whole: number): Cents {
  assertCents(cents);
  if (!Number.isSafeInteger(part) || !Number.isSafeInteger(whole) || whole <= 0) {
    throw new RangeError(`Pro-rata needs whole numbers and a positive whole, got ${part}/${whole}`);
  }
  const product = BigInt(cents) * BigInt(part);
  const divisor = BigInt(whole);
  const magnitude = ((product < 0n ? -product : product) * 2n + divisor) / (divisor * 2n);
  const rounded = Number(product < 0n ? -magnitude : magnitude);
  assertCents(rounded);
  return rounded;
}

/** Percent precision kept by {@link percentOf}: four decimals (12.3456%). */
const PERCENT_SCALE = 10_000;

/**
 * `percent`% of an amount, to the nearest cent (halves away from zero): `percentOf(2999, 10)` → 300.
 * The percent is read to four decimals.
 */
export function percentOf(cents: Cents, percent: number): Cents {
  return prorate(cents, Math.round(percent * PERCENT_SCALE), 100 * PERCENT_SCALE);
}
