import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleAll, toggleSelection } from '#data-table/selection.ts';

const IDS = ['a', 'b', 'c', 'd', 'e'];
const none = new Set<string>();

describe('toggleSelection', () => {
  it('toggles one row without Shift', () => {
    const selected = toggleSelection({
      ids: IDS,
      selected: none,
      id: 'b',
      checked: true,
      anchorId: undefined,
      range: false,
    });
    expect([...selected]).toEqual(['b']);
    const cleared = toggleSelection({
      ids: IDS,
      selected,
      id: 'b',
      checked: false,
      anchorId: 'b',
      range: false,
    });
    expect(cleared.size).toBe(0);
  });

  it('with Shift, selects every row between the anchor and the clicked row, in either direction', () => {
    expect(
      [
        ...toggleSelection({
          ids: IDS,
          selected: new Set(['b']),
          id: 'd',
          checked: true,
          anchorId: 'b',
          range: true,
        }),
      ].sort(),
    ).toEqual(['b', 'c', 'd']);
    expect(
      [
        ...toggleSelection({
          ids: IDS,
          selected: none,
          id: 'a',
          checked: true,
          anchorId: 'c',
          range: true,
        }),
      ].sort(),
    ).toEqual(['a', 'b', 'c']);
  });

  it('with Shift, clears a range when the clicked row is being cleared', () => {
    const all = new Set(IDS);
    expect([
      ...toggleSelection({
        ids: IDS,
        selected: all,
        id: 'd',
        checked: false,
        anchorId: 'b',
        range: true,
      }),
    ]).toEqual(['a', 'e']);
  });

  it('falls back to one row when the anchor is gone (another folder, a deleted row)', () => {
    expect([
      ...toggleSelection({
        ids: IDS,
        selected: none,
        id: 'c',
        checked: true,
        anchorId: 'zz',
        range: true,
      }),
    ]).toEqual(['c']);
  });

  it('never changes rows outside the range', () => {
    fc.assert(
      fc.property(
        fc.subarray(IDS),
        fc.nat(4),
        fc.nat(4),
        fc.boolean(),
        (initial, from, to, checked) => {
          const anchorId = IDS[from];
          const id = IDS[to] ?? 'a';
          const next = toggleSelection({
            ids: IDS,
            selected: new Set(initial),
            id,
            checked,
            anchorId,
            range: true,
          });
          IDS.forEach((rowId, index) => {
            const inRange = index >= Math.min(from, to) && index <= Math.max(from, to);
            expect(next.has(rowId)).toBe(inRange ? checked : initial.includes(rowId));
          });
        },
      ),
    );
  });
});

describe('toggleAll', () => {
  it('selects all when some are unselected, and clears all when all are selected', () => {
    expect([...toggleAll(IDS, new Set(['a']))].sort()).toEqual(IDS);
    expect(toggleAll(IDS, new Set(IDS)).size).toBe(0);
  });

  it('leaves rows that are not shown as they were', () => {
    expect([...toggleAll(['a', 'b'], new Set(['a', 'b', 'x']))]).toEqual(['x']);
  });
});
