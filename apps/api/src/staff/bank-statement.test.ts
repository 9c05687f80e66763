import { describe, expect, it } from 'vitest';
import { creditAmount, parseBankStatement, valueDate } from '#staff/bank-statement.ts';

const NOW = new Date('2026-11-28T01:00:00Z');
const read = (text: string) => parseBankStatement(text, NOW);
/** What a bad statement's error says. */
const refusal = (text: string) => {
  try {
    read(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the statement was accepted');
};

describe('bank statement CSV', () => {
  it('reads credits with their line numbers: BOM, CRLF, quotes, commas and line breaks in quotes', () => {
    const statement = read(
      '\uFEFFDate,Amount,Reference,Transaction ID,Description\r\n' +
        '2026-11-20,50.00,HM482913,TX-1,"Smith, J ""rent"""\r\n' +
        '\r\n' +
        '2026-11-21,"$1,250.00",hm 111222,TX-2,"two\r\nlines"\r\n' +
        '2026-11-22,-12.00,,TX-3,Bank fee\r\n' +
        '2026-11-22,7,HM333444,TX-4\r\n',
    );
    expect(statement).toEqual({
      credits: [
        {
          line: 2,
          reference: 'HM482913',
          transactionId: 'TX-1',
          amount: 5000,
          valueDate: { year: 2026, month: 11, day: 20 },
        },
        {
          line: 4,
          reference: 'hm 111222',
          transactionId: 'TX-2',
          amount: 125_000,
          valueDate: { year: 2026, month: 11, day: 21 },
        },
        {
          line: 7,
          reference: 'HM333444',
          transactionId: 'TX-4',
          amount: 700,
          valueDate: { year: 2026, month: 11, day: 22 },
        },
      ],
      skipped: 1,
    });
  });

  it('finds its columns by name in any order and case, ignoring others', () => {
    const statement = read(
      'Description;x,TRANSACTION_ID,reference,Balance,amount,DATE\n"Smith",TX-9,HM1,900.00,20,2026-11-27\n',
    );
    expect(statement.credits).toEqual([
      {
        line: 2,
        reference: 'HM1',
        transactionId: 'TX-9',
        amount: 2000,
        valueDate: { year: 2026, month: 11, day: 27 },
      },
    ]);
  });

  it('names every bad line and credits nothing', () => {
    const message = refusal(
      'date,amount,reference,transaction id\n' +
        '2026-11-20,50.00,HM1,TX-1\n' +
        '2026-11-20,"50,00",HM1,TX-2\n' +
        '20/11/2026,50.00,HM1,TX-3\n' +
        '2026-11-20,50.00,HM1,\n' +
        '2026-11-20,50.00,,TX-5\n' +
        '2026-12-01,50.00,HM1,TX-6\n',
    );
    expect(message).toBe(
      [
        'The statement has mistakes; nothing was credited. Correct them and import it again:',
        '  line 3: "50,00" is not an amount of dollars and cents such as 50.00',
        '  line 4: "20/11/2026" is not a date as YYYY-MM-DD',
        '  line 5: the transaction id is empty',
        '  line 6: the reference is empty',
        '  line 7: the date 2026-12-01 is in the future',
      ].join('\n'),
    );
  });

  it.each([
    ['', 'The statement is empty: it needs a header row'],
    [
      'date,amount,reference\n2026-11-20,5,HM1\n',
      'line 1: the header must name the columns date, amount, reference and transaction id; missing transaction id',
    ],
    ['date,amount,reference,transaction id\n2026-11-20,5,HM1,"TX-1\n', 'line 2: Quote Not Closed'],
  ])('refuses a file that is not a statement: %j', (text, expected) => {
    expect(refusal(text)).toContain(expected);
  });

  it('takes amounts in dollars and cents and days no later than the bank’s today', () => {
    expect(creditAmount('50')).toBe(5000);
    expect(creditAmount('0.01')).toBe(1);
    expect(creditAmount('0')).toBe('the amount must be more than $0.00, got "0"');
    expect(creditAmount('-5')).toBe('the amount must be more than $0.00, got "-5"');
    expect(creditAmount('12.345')).toBe(
      '"12.345" is not an amount of dollars and cents such as 50.00',
    );
    // On 28 November in UTC it may already be the 29th in Sydney.
    expect(valueDate('2026-11-29', NOW)).toEqual({ year: 2026, month: 11, day: 29 });
    expect(valueDate('2026-11-30', NOW)).toBe('the date 2026-11-30 is in the future');
    expect(valueDate('2026-02-30', NOW)).toBe('"2026-02-30" is not a date as YYYY-MM-DD');
  });
});
