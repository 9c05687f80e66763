import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatDollars,
  formatMoney,
  parseDollars,
  percentOf,
  prorate,
} from './money.ts';

/** Amounts up to ten trillion dollars either way, in cents. */
const cents = fc.integer({ min: -1e15, max: 1e15 });

describe('§9 money: integer cents with two decimals at the edges', () => {
  it('§9 money: cents become the exact dollar number the API takes, and back', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(centsToDollars(-30)).toBe(-0.3);
    fc.assert(fc.property(cents, (amount) => dollarsToCents(centsToDollars(amount)) === amount));
  });

  it('§9 money: reads whole dollars, one or two decimals and negatives as cents', () => {
    expect(parseDollars('20')).toBe(2000);
    expect(parseDollars('20.5')).toBe(2050);
    expect(parseDollars(' 0.07 ')).toBe(7);
    expect(parseDollars('-3.75')).toBe(-375);
    expect(Object.is(parseDollars('-0.00'), 0)).toBe(true);
  });

  it('§9 money: refuses what is not an amount of money', () => {
    for (const text of ['', 'abc', '1.234', '1,000', '$5', '.5', '1e3', '99999999999999999']) {
      expect(parseDollars(text)).toBeNull();
    }
  });

  it('§9 money: the API form shows two decimals without floating point drift', () => {
    expect(formatDollars(1250)).toBe('12.50');
    expect(formatDollars(5)).toBe('0.05');
    expect(formatDollars(-375)).toBe('-3.75');
    expect(formatDollars(10 + 20)).toBe('0.30');
    expect(() => formatDollars(12.5)).toThrow(RangeError);
  });

  it('§9 money: cents survive a trip through the API form and back (property)', () => {
    fc.assert(fc.property(cents, (amount) => parseDollars(formatDollars(amount)) === amount));
  });

  it('§9 money: a JSON dollar number becomes the same cents it was made from (property)', () => {
    fc.assert(fc.property(cents, (amount) => dollarsToCents(amount / 100) === amount));
    expect(dollarsToCents(12.5)).toBe(1250);
  });

  it('§9 money: a JSON number with more than two decimals is refused, not rounded', () => {
    expect(() => dollarsToCents(0.125)).toThrow(RangeError);
    expect(() => dollarsToCents(0.1 + 0.2)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
  });

  it('§9 money: the display form is AUD with two decimals in each language', () => {
    expect(formatMoney(1250, 'en-AU')).toBe('$12.50');
    expect(formatMoney(-123450, 'en-AU')).toBe('-$1,234.50');
    // One display in every language (decision 018).
    expect(formatMoney(2000, 'ja')).toBe('$20.00');
    expect(formatMoney(7, 'zh-CN')).toBe('$0.07');
    expect(formatMoney(-8740, 'zh-TW')).toBe('-$87.40');
    expect(formatMoney(9_007_199_254_740_991, 'en-AU')).toBe('$90,071,992,547,409.91');
  });

  it('§9 money: the display form shows exactly the cents of the API form (property)', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        const digits = (text: string) => text.replace(/[^\d-]/g, '');
        return digits(formatMoney(amount, 'en-AU')) === digits(formatDollars(amount));
      }),
    );
  });
});

describe('§9 money: division never drifts', () => {
  it('§4 plan change: pro-rata rounds to the nearest cent, halves away from zero', () => {
    expect(prorate(1000, 1, 3)).toBe(333);
    expect(prorate(1000, 2, 3)).toBe(667);
    expect(prorate(5, 1, 2)).toBe(3);
    expect(prorate(-5, 1, 2)).toBe(-3);
    expect(prorate(9_007_199_254_740_991, 1, 1)).toBe(9_007_199_254_740_991);
  });

  it('§4 plan change: pro-rata stays in whole cents, within the amount, and mirrors credits (property)', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 400 }),
        fc.nat(400),
        (amount, whole, rawPart) => {
          const part = rawPart % (whole + 1);
          const share = prorate(amount, part, whole);
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(Math.abs(share)).toBeLessThanOrEqual(Math.abs(amount));
          expect(prorate(-amount, part, whole) + share).toBe(0);
          const error = BigInt(share) * BigInt(whole) - BigInt(amount) * BigInt(part);
          expect((error < 0n ? -error : error) * 2n <= BigInt(whole)).toBe(true);
          expect(prorate(amount, whole, whole)).toBe(amount);
        },
      ),
    );
  });

  it('§9 money: pro-rata refuses fractions of a cent, fractional days and an empty period', () => {
    expect(() => prorate(10.5, 1, 2)).toThrow(RangeError);
    expect(() => prorate(100, 1.5, 2)).toThrow(RangeError);
    expect(() => prorate(100, 1, 0)).toThrow(RangeError);
    expect(() => prorate(100, 1, 2.5)).toThrow(RangeError);
    expect(() => prorate(Number.MAX_SAFE_INTEGER, 3, 1)).toThrow(RangeError);
  });

  it('§9 fees: a percent of an amount is exact to the cent, four decimals of percent kept', () => {
    expect(percentOf(2999, 10)).toBe(300);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(333, 33.3333)).toBe(111);
    expect(percentOf(1999, 0)).toBe(0);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
  });

  it('§9 fees: 100% of an amount is the amount; percentages add up within a cent (property)', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        expect(percentOf(amount, 100)).toBe(amount);
        const split = percentOf(amount, percent) + percentOf(amount, 100 - percent);
        expect(Math.abs(split - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
