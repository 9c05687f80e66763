import { describe, expect, it } from 'vitest';
import { findMatches } from '#inbox/state/find-matches.ts';

describe('findMatches', () => {
  const pages = [
    ['Dear Charlotte,', 'Your refund is due.'],
    ['Refund due: $1,214.35', 'REFUND paid'],
  ];

  it('finds every occurrence on every page, ignoring case, in reading order', () => {
    expect(findMatches(pages, 'refund')).toEqual([
      { page: 1, run: 1, start: 5, end: 11 },
      { page: 2, run: 0, start: 0, end: 6 },
      { page: 2, run: 1, start: 0, end: 6 },
    ]);
  });

  it('finds Japanese text', () => {
    expect(findMatches([['さて、先日ご注文いただきました商品']], 'ご注文')).toEqual([
      { page: 1, run: 0, start: 5, end: 8 },
    ]);
  });

  it('finds overlapping occurrences and nothing for blank or absent text', () => {
    expect(findMatches([['aaa']], 'aa')).toHaveLength(2);
    expect(findMatches(pages, '   ')).toEqual([]);
    expect(findMatches(pages, 'invoice')).toEqual([]);
  });
});
