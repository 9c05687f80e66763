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

/**
 * The folder a link names (`/Members/?folder=-1`): a fixed folder's id or a member's own folder's
 * (a positive whole number), as a number or its text; anything else names no folder (undefined),
 * and the inbox shows. Whether a member's folder still exists is the server's answer to give.
 */
export function folderFromLink(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
  return id > 0 || isFixedFolder(id) ? id : undefined;
}
