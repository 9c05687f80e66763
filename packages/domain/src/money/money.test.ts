import { describe, expect, it } from 'vitest';
import { formatDollars, parseDollars } from './money.ts';

describe('parseDollars', () => {
  it('reads whole dollars, one or two decimals and negatives as cents', () => {
    expect(parseDollars('20')).toBe(2000);
    expect(parseDollars('20.5')).toBe(2050);
    expect(parseDollars(' 0.07 ')).toBe(7);
    expect(parseDollars('-3.75')).toBe(-375);
  });

  it('refuses what is not an amount of money', () => {
    for (const text of ['', 'abc', '1.234', '1,000', '$5', '.5', '1e3']) {
      expect(parseDollars(text)).toBeNull();
    }
  });
});

describe('formatDollars', () => {
  it('shows two decimals without floating point drift', () => {
    expect(formatDollars(1250)).toBe('12.50');
    expect(formatDollars(5)).toBe('0.05');
    expect(formatDollars(-375)).toBe('-3.75');
    expect(formatDollars(10 + 20)).toBe('0.30');
  });

  it('round-trips with parseDollars', () => {
    for (const cents of [0, 1, 99, 100, 123456789, -1, -2050]) {
      expect(parseDollars(formatDollars(cents))).toBe(cents);
    }
  });

  it('rejects fractions of a cent', () => {
    expect(() => formatDollars(12.5)).toThrow(RangeError);
  });
});
