import { isoDate, type CalendarDate } from '#calendar/calendar-date.ts';
import { formatted, toCsv } from '#format/csv.ts';
import { FOLDER } from '#mail/folders.ts';
import type { MailView } from '#mail/mail-list.ts';

/**
 * The mail of a view (a folder or a search) exported as CSV, its labels included (issue 38): one
 * line per item, in the list's order, worded as the list words it in the member's language.
 */

/** An item as the export writes it; the screens put the words in the member's language. */
export interface MailCsvRow {
  /** When the item was received and scanned in, written as the list writes its day. */
  date: Date;
  /** The sender, as the list names the item. */
  name: string;
  /** Letter or parcel. */
  type: string;
  /** The status, with the pending action, as the list words it. */
  status: string;
  folder: string;
  /** The names of its labels. */
  labels: readonly string[];
}

/** The column headings, in the member's language. */
export interface MailCsvHeadings {
  date: string;
  name: string;
  type: string;
  status: string;
  folder: string;
  labels: string;
}

export interface MailCsvFormat {
  headings: MailCsvHeadings;
  /** The day of an instant, in the member's language and time zone. */
  day: (date: Date) => string;
}

/** Between the names of an item's labels, in one cell. */
export const LABEL_SEPARATOR = '; ';

/** The rows as CSV (the shared writer: text cells are kept from running as formulas). */
export function mailCsv(rows: readonly MailCsvRow[], { headings, day }: MailCsvFormat): string {
  return toCsv([
    [
      headings.date,
      headings.name,
      headings.type,
      headings.status,
      headings.folder,
      headings.labels,
    ],
    ...rows.map((row) => [
      formatted(day(row.date)),
      row.name,
      row.type,
      row.status,
      row.folder,
      row.labels.join(LABEL_SEPARATOR),
    ]),
  ]);
}

/**
 * The folder an exported item is in: Deleted Items for the items of Deleted Items (they keep the
 * folder they came from, to go back to it); otherwise the member's folder it is filed in, or the
 * Inbox when it is not filed — so All Stored Items and a search say where each item is.
 */
export function exportedFolderId(view: MailView, item: { folderId: number | null }): number {
  if ('folderId' in view && view.folderId === FOLDER.deletedItems) return FOLDER.deletedItems;
  return item.folderId ?? FOLDER.inbox;
}

/** How long the view's part of a file name may be, in characters. */
const NAME_LENGTH = 40;

/**
 * The file's name: `mail-<folder>-<day>.csv`, or `mail-search-<words>-<day>.csv`, the folder's
 * name or the search's words in letters and digits of any script, lower case, joined by hyphens.
 */
export function mailCsvFileName(
  view: { folderName: string } | { search: string },
  today: CalendarDate,
): string {
  const slug = (text: string) =>
    text
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .slice(0, NAME_LENGTH)
      .replace(/^-+|-+$/g, '');
  const name =
    'search' in view
      ? ['search', slug(view.search)].filter(Boolean).join('-')
      : slug(view.folderName) || 'folder';
  return `mail-${name}-${isoDate(today)}.csv`;
}
