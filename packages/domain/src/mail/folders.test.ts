import { describe, expect, it } from 'vitest';
import { FIXED_FOLDERS, FOLDER, folderFromLink, isFixedFolder } from './folders.ts';

describe('§2 sidebar fixed folders', () => {
  it('§2 folders: Inbox -4, Forward Log -2, Deleted Items -1, All Stored Items -5, in that order', () => {
    expect(FIXED_FOLDERS).toEqual([
      { folderId: -4, nameKey: 'mail.folder.inbox' },
      { folderId: -2, nameKey: 'mail.folder.forwardLog' },
      { folderId: -1, nameKey: 'mail.folder.deletedItems' },
      { folderId: -5, nameKey: 'mail.folder.allStoredItems' },
    ]);
    expect(FOLDER.inbox).toBe(-4);
  });

  it('§2 folders: the fixed ids are told apart from the member’s own folders', () => {
    expect([-5, -4, -2, -1].every(isFixedFolder)).toBe(true);
    expect([-3, 0, 1, 42].some(isFixedFolder)).toBe(false);
  });
});

describe('folderFromLink', () => {
  it('reads a fixed folder or a member folder from a number or its text', () => {
    expect(folderFromLink(-1)).toBe(FOLDER.deletedItems);
    expect(folderFromLink('-5')).toBe(FOLDER.allStoredItems);
    expect(folderFromLink('12')).toBe(12);
  });

  it('names no folder for anything else, so the inbox shows', () => {
    for (const value of [undefined, null, '', ' ', 'inbox', '-3', 0, -7, 1.5, '1e400', {}, [2]]) {
      expect(folderFromLink(value)).toBeUndefined();
    }
  });
});
