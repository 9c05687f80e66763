/** The orders the mail list can be sorted in (`?sort=`); the route reads them, so they stay small. */
export const MAIL_SORTS = ['date', 'name', 'status'] as const;
export type MailSort = (typeof MAIL_SORTS)[number];
