import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergePage, PAGE_SIZE } from './paging.ts';

interface Row {
  auditId: number;
  message: string;
}
const row = (auditId: number, message = `entry ${auditId}`): Row => ({ auditId, message });
const idOf = (item: Row) => item.auditId;

describe('§4 infinite scroll', () => {
  it('§4 paging: pages of 20', () => {
    expect(PAGE_SIZE).toBe(20);
  });

  it('§4 paging: page 0 replaces the list', () => {
    const result = mergePage([row(1), row(2)], [row(9)], 0, idOf);
    expect(result).toEqual({ items: [row(9)], hadEntries: true });
  });

  it('§4 paging: later pages append', () => {
    const result = mergePage([row(1), row(2)], [row(3), row(4)], 1, idOf);
    expect(result.items.map(idOf)).toEqual([1, 2, 3, 4]);
  });

  it('§4 paging: the fetch reports whether the page had entries', () => {
    expect(mergePage([row(1)], [], 3, idOf)).toEqual({ items: [row(1)], hadEntries: false });
    expect(mergePage([row(1)], [], 0, idOf)).toEqual({ items: [], hadEntries: false });
  });

  it('§4 paging: rows a later page repeats keep their place and take the fresher copy', () => {
    const result = mergePage([row(1), row(2, 'old')], [row(2, 'new'), row(3)], 1, idOf);
    expect(result.items).toEqual([row(1), row(2, 'new'), row(3)]);
  });

  it('§4 paging: whatever the pages, no row is ever shown twice and none is lost (property)', () => {
    const page = fc.array(
      fc.nat(40).map((id) => row(id)),
      { maxLength: PAGE_SIZE },
    );
    fc.assert(
      fc.property(fc.array(page, { minLength: 1, maxLength: 6 }), (pages) => {
        let items: Row[] = [];
        pages.forEach((next, index) => {
          items = mergePage(items, next, index, idOf).items;
        });
        const ids = items.map(idOf);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set(pages.flat().map(idOf)));
      }),
    );
  });
});
