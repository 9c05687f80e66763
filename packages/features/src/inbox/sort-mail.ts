import type { MailItem } from '#inbox/api/mail.ts';
import type { MailSort } from '#inbox/inbox-search.ts';

/**
 * The list in the chosen order: by date newest first (the server's order), by name A–Z in the
 * member's language, or by status (its label's first part, then newest first).
 */
export function sortMail(items: readonly MailItem[], sort: MailSort, locale: string): MailItem[] {
  if (sort === 'date') return [...items];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const key = (item: MailItem) =>
    sort === 'name' ? item.name : `${item.status}-${item.mailActions ?? ''}`;
  // Array.prototype.sort is stable: equal keys keep the server's newest-first order.
  return [...items].sort((a, b) =>
    sort === 'name' ? collator.compare(key(a), key(b)) : key(a).localeCompare(key(b)),
  );
}
