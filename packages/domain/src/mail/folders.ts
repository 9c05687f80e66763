import type { DomainMessageKey } from '#messages/message-keys.ts';

/** The folders every member has (§2). Their ids are negative; the member's own folders are positive. */
export const FOLDER = {
  inbox: -4,
  forwardLog: -2,
  deletedItems: -1,
  allStoredItems: -5,
} as const;
export type FixedFolderId = (typeof FOLDER)[keyof typeof FOLDER];

/** The fixed folders in the order the sidebar lists them, above the member's own folders. */
export const FIXED_FOLDERS: readonly { folderId: FixedFolderId; nameKey: DomainMessageKey }[] = [
  { folderId: FOLDER.inbox, nameKey: 'mail.folder.inbox' },
  { folderId: FOLDER.forwardLog, nameKey: 'mail.folder.forwardLog' },
  { folderId: FOLDER.deletedItems, nameKey: 'mail.folder.deletedItems' },
  { folderId: FOLDER.allStoredItems, nameKey: 'mail.folder.allStoredItems' },
];

export function isFixedFolder(folderId: number): folderId is FixedFolderId {
  return FIXED_FOLDERS.some((folder) => folder.folderId === folderId);
}
