/** The orders the mail list can be sorted in (`?sort=`); the route reads them, so they stay small. */
export const MAIL_SORTS = ['date', 'name', 'status'] as const;
export type MailSort = (typeof MAIL_SORTS)[number];

/** The inbox's address (§2 /Members/): what the route validates and the page reads. */
export interface InboxSearch {
  folder?: number;
  /** A search over all stored mail instead of a folder. */
  q?: string;
  sort?: MailSort;
  /** An item to open when the view lists it (Action Required links to its items so). */
  open?: number;
}
