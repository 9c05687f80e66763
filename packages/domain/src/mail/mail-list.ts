import { FOLDER } from '#mail/folders.ts';

/**
 * How the mail list the member is looking at changes after an action (§4), without refetching it.
 */

/** The list on screen: a folder, or search results. */
export type MailView = { folderId: number } | { search: string };

export type ListChange = { kind: 'recycle' } | { kind: 'move'; folderId: number };

interface Identified {
  mailId: number;
}

/**
 * Whether the changed items leave the list on screen. §4: recycling and moving to a folder remove
 * them. Where §4 is silent: items recycled from Deleted Items stay there; a move keeps them in
 * All Stored Items (they are still stored), in the folder they already sit in, and in search
 * results (they still match the search); recycled items leave search results, which show no
 * deleted mail.
 */
export function leavesView(view: MailView, change: ListChange): boolean {
  if (change.kind === 'recycle') {
    return !('folderId' in view) || view.folderId !== FOLDER.deletedItems;
  }
  if (!('folderId' in view)) return false;
  return view.folderId !== FOLDER.allStoredItems && view.folderId !== change.folderId;
}

/** The list after recycling or moving `mailIds` while it was on screen. */
export function listAfterChange<T extends Identified>(
  items: readonly T[],
  mailIds: readonly number[],
  view: MailView,
  change: ListChange,
): T[] {
  if (!leavesView(view, change)) return [...items];
  const leaving = new Set(mailIds);
  return items.filter((item) => !leaving.has(item.mailId));
}

/** A rescan answers with the item as the server now has it; it takes the old one's place (§4). */
export function replaceMailItem<T extends Identified>(items: readonly T[], updated: T): T[] {
  return items.map((item) => (item.mailId === updated.mailId ? updated : item));
}

/** Downloading items in bulk marks them read (§4). */
export function markRead<T extends Identified & { read: boolean }>(
  items: readonly T[],
  mailIds: readonly number[],
): T[] {
  const downloaded = new Set(mailIds);
  return items.map((item) => (downloaded.has(item.mailId) ? { ...item, read: true } : item));
}
