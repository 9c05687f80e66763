import { describe, expect, it } from 'vitest';
import { isCredit, parseTypedDate, transactionsCsv, validateDateRange } from './transactions.ts';

const headings = {
  date: 'Date',
  description: 'Description',
  plan: 'Plan',
  amount: 'Amount',
  balance: 'Balance',
};

/** The export's formats for a member reading `intlTag` in `timeZone`. */
const formatFor = (intlTag: string, timeZone: string) => ({
  headings,
  day: (date: Date) =>
    new Intl.DateTimeFormat(intlTag, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date),
  money: (cents: number) =>
    new Intl.NumberFormat(intlTag, { style: 'currency', currency: 'AUD' }).format(cents / 100),
});

describe('§3 transactions', () => {
  it('§3 transaction: amounts above zero are credits, zero or less debits', () => {
    expect(isCredit(1)).toBe(true);
    expect(isCredit(0)).toBe(false);
    expect(isCredit(-1995)).toBe(false);
  });

  it('§9 dates: reads DD/MM/YY and DD/MM/YYYY, refusing days that do not exist', () => {
    expect(parseTypedDate('01/04/26')).toBe('2026-04-01');
    expect(parseTypedDate(' 1/4/2026 ')).toBe('2026-04-01');
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
    expect(parseTypedDate('29/02/2026')).toBeNull();
    expect(parseTypedDate('2026-04-01')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });

  it('a date range may not end before it starts; either end may be open', () => {
    expect(validateDateRange({ from: '01/04/26', to: '31/03/26' })).toEqual({
      to: 'validation.dateRange.order',
    });
    expect(validateDateRange({ from: '01/04/26', to: '01/04/26' })).toEqual({});
    expect(validateDateRange({ from: '', to: '01/04/26' })).toEqual({});
    expect(validateDateRange({ from: '32/01/26', to: 'soon' })).toEqual({
      from: 'validation.date.invalid',
      to: 'validation.date.invalid',
    });
  });

  it("exports rows as CSV: days in the member's time zone, money, quoted text, CRLF lines", () => {
    const csv = transactionsCsv(
      [
        {
          // 09:00 on 12 November in Sydney, still the 11th in UTC.
          date: new Date('2026-11-11T22:00:00Z'),
          description: 'Forward: Express Post, 3 items',
          planName: 'Mail Plus',
          amount: -1720,
          balance: 8740,
        },
        {
          date: new Date('2026-10-28T02:00:00Z'),
          description: 'He said "top up"',
          planName: null,
          amount: 10000,
          balance: 10460,
        },
      ],
      formatFor('en-AU', 'Australia/Sydney'),
    );
    expect(csv).toBe(
      'Date,Description,Plan,Amount,Balance\r\n' +
        '12/11/2026,"Forward: Express Post, 3 items",Mail Plus,-$17.20,$87.40\r\n' +
        '28/10/2026,"He said ""top up""",,$100.00,$104.60\r\n',
    );
  });

  it('writes days and money as a Japanese member in Tokyo reads them', () => {
    const csv = transactionsCsv(
      [
        {
          date: new Date('2026-11-11T22:00:00Z'),
          description: '月額料金',
          planName: 'Station',
          amount: -105_000,
          balance: 500,
        },
      ],
      formatFor('ja-JP', 'Asia/Tokyo'),
    );
    expect(csv.split('\r\n')[1]).toBe('2026/11/12,月額料金,Station,"-A$1,050.00",A$5.00');
  });

  it('keeps a spreadsheet from running a description as a formula', () => {
    const csv = transactionsCsv(
      [
        {
          date: new Date('2026-01-01T00:00:00Z'),
          description: '=HYPERLINK("x")',
          planName: '@plan',
          amount: 0,
          balance: 0,
        },
      ],
      formatFor('en-AU', 'UTC'),
    );
    expect(csv.split('\r\n')[1]).toBe(`01/01/2026,"'=HYPERLINK(""x"")",'@plan,$0.00,$0.00`);
  });
});
