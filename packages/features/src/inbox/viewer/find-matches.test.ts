import { describe, expect, it } from 'vitest';
import { findMatches } from '#inbox/viewer/find-matches.ts';

describe('findMatches', () => {
  const pages = [
    ['Dear Charlotte,', 'Your refund is due.'],
    ['Refund due: $1,214.35', 'REFUND paid'],
  ];

  it('finds every occurrence on every page, ignoring case, in reading order', () => {
    expect(findMatches(pages, 'refund')).toEqual([
      { page: 1, parts: [{ run: 1, start: 5, end: 11 }] },
      { page: 2, parts: [{ run: 0, start: 0, end: 6 }] },
      { page: 2, parts: [{ run: 1, start: 0, end: 6 }] },
    ]);
  });

  it('finds Japanese text', () => {
    expect(findMatches([['さて、先日ご注文いただきました商品']], 'ご注文')).toEqual([
      { page: 1, parts: [{ run: 0, start: 5, end: 8 }] },
    ]);
  });

  it('finds text an OCR layer split into runs and spaced, and ignores spacing in the query', () => {
    // How Tesseract's text layer gives 大阪銀行本店 to pdf.js.
    const ocr = [['の 残高', ' ', '大', ' ', '阪', ' ', '銀行', ' ', '本 店']];
    expect(findMatches(ocr, '大阪銀行')).toEqual([
      {
        page: 1,
        parts: [
          { run: 2, start: 0, end: 1 },
          { run: 4, start: 0, end: 1 },
          { run: 6, start: 0, end: 2 },
        ],
      },
    ]);
    expect(findMatches(ocr, 'の残高')).toEqual([
      { page: 1, parts: [{ run: 0, start: 0, end: 4 }] },
    ]);
    expect(findMatches(pages, 'refund  IS')).toHaveLength(1);
  });

  it('finds overlapping occurrences and nothing for blank or absent text', () => {
    expect(findMatches([['aaa']], 'aa')).toHaveLength(2);
    expect(findMatches(pages, '   ')).toEqual([]);
    expect(findMatches(pages, 'invoice')).toEqual([]);
  });

  it('keeps its places where lower-casing would change a character’s length', () => {
    expect(findMatches([['İstanbul office']], 'office')).toEqual([
      { page: 1, parts: [{ run: 0, start: 9, end: 15 }] },
    ]);
  });
});
