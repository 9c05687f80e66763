import type { Cents } from '#money/money.ts';

/**
 * The GST included in a price (Australia: 10% on top, so one eleventh of a GST-inclusive amount),
 * rounded to the nearest cent, halves up, as a tax invoice prints it.
 */
export function gstIncluded(amount: Cents): Cents {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`GST is worked out on whole non-negative cents, got ${amount}`);
  }
  return Math.floor((amount * 2 + 11) / 22);
}
