import { describe, expect, it } from 'vitest';
import { FOLDER } from './folders.ts';
import { leavesView, listAfterChange, markRead, replaceMailItem } from './mail-list.ts';

const list = [
  { mailId: 1, name: 'Bank letter', read: false },
  { mailId: 2, name: 'Parcel', read: false },
  { mailId: 3, name: 'Invoice', read: true },
];
const ids = (items: readonly { mailId: number }[]) => items.map((item) => item.mailId);

describe('§4 the list after an action', () => {
  it('§4 list: recycled items leave the folder on screen', () => {
    const after = listAfterChange(list, [1, 3], { folderId: FOLDER.inbox }, { kind: 'recycle' });
    expect(ids(after)).toEqual([2]);
  });

  it('§4 list: items moved to another folder leave the folder on screen', () => {
    const after = listAfterChange(
      list,
      [2],
      { folderId: FOLDER.inbox },
      { kind: 'move', folderId: 7 },
    );
    expect(ids(after)).toEqual([1, 3]);
  });

  it('§4 list: a move keeps items in All Stored Items, in their own folder and in search results', () => {
    const move = { kind: 'move', folderId: 7 } as const;
    expect(leavesView({ folderId: FOLDER.allStoredItems }, move)).toBe(false);
    expect(leavesView({ folderId: 7 }, move)).toBe(false);
    expect(ids(listAfterChange(list, [2], { search: 'parcel' }, move))).toEqual([1, 2, 3]);
  });

  it('§4 list: a move out of Deleted Items restores the item, so it leaves the bin', () => {
    expect(
      leavesView({ folderId: FOLDER.deletedItems }, { kind: 'move', folderId: FOLDER.inbox }),
    ).toBe(true);
  });

  it('§4 list: recycled items leave search results and All Stored Items but not the bin itself', () => {
    expect(leavesView({ search: 'invoice' }, { kind: 'recycle' })).toBe(true);
    expect(leavesView({ folderId: FOLDER.allStoredItems }, { kind: 'recycle' })).toBe(true);
    expect(leavesView({ folderId: FOLDER.deletedItems }, { kind: 'recycle' })).toBe(false);
  });

  it('§4 list: a rescan puts the server’s version in the old item’s place', () => {
    const rescanned = { mailId: 2, name: 'Parcel (rescanned)', read: false };
    const after = replaceMailItem(list, rescanned);
    expect(after.map((item) => item.name)).toEqual([
      'Bank letter',
      'Parcel (rescanned)',
      'Invoice',
    ]);
    expect(list[1]?.name).toBe('Parcel');
  });

  it('§4 list: bulk download marks the downloaded items read, and only those', () => {
    const after = markRead(list, [1, 2]);
    expect(after.map((item) => item.read)).toEqual([true, true, true]);
    expect(markRead(list, [2]).map((item) => item.read)).toEqual([false, true, true]);
    expect(list[0]?.read).toBe(false);
  });
});
