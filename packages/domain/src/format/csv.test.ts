import { describe, expect, it } from 'vitest';
import { formatted, toCsv } from './csv.ts';

describe('the CSV every export writes', () => {
  it('ends each line in CRLF, the last one too', () => {
    expect(
      toCsv([
        ['Date', 'Name'],
        [formatted('20/11/2026'), 'Medicare'],
      ]),
    ).toBe('Date,Name\r\n20/11/2026,Medicare\r\n');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(toCsv([['Smith, J', 'He said "hi"', 'two\nlines', 'plain']])).toBe(
      '"Smith, J","He said ""hi""","two\nlines",plain\r\n',
    );
  });

  it('keeps a spreadsheet from running text as a formula: an apostrophe before =, +, -, @, tab or CR', () => {
    expect(toCsv([['=1+1', '+61 2', '-x', '@SUM(A1)', '\tx', '\rx', 'a=b']])).toBe(
      `'=1+1,'+61 2,'-x,'@SUM(A1),'\tx,"'\rx",a=b\r\n`,
    );
    expect(toCsv([['=HYPERLINK("http://x","y")']])).toBe(`"'=HYPERLINK(""http://x"",""y"")"\r\n`);
  });

  it('writes a cell the portal formatted as it is, quoted where needed: a minus sign stays one', () => {
    expect(toCsv([[formatted('-$17.20'), formatted('-A$1,050.00')]])).toBe(
      '-$17.20,"-A$1,050.00"\r\n',
    );
  });

  it('writes an empty cell as nothing, and Japanese text unchanged', () => {
    expect(toCsv([['', '月額料金', '']])).toBe(',月額料金,\r\n');
  });
});
