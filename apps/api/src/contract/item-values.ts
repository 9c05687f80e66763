/** §3 mailType: 0 an envelope (a letter), anything else a parcel. */
export const itemKind = (mailType: number) => (mailType === 0 ? 'Letter' : 'Parcel');

/**
 * How a message names a mail item: its kind, with the member-given name when it has one
 * (`item` selects the catalog's wording: "Letter", "Parcel "ATO"").
 */
export interface ItemValues {
  item: 'letter' | 'parcel' | 'namedLetter' | 'namedParcel';
  name: string;
}

export function itemValues(item: { mail_type: number; name: string }): ItemValues {
  const kind = itemKind(item.mail_type);
  // An item's name is its kind until it gets a sender.
  if (item.name === kind) return { item: item.mail_type === 0 ? 'letter' : 'parcel', name: '' };
  return { item: item.mail_type === 0 ? 'namedLetter' : 'namedParcel', name: item.name };
}

/**
 * The name of an item's scan in a zip or an email: `10452 Letter from Service NSW.pdf`. Here, below
 * the areas, because both mail's routes and the emails about mail name scans so.
 */
export function scanFileName(row: { mail_id: number; name: string }): string {
  // No path separators or control characters from the member's item name.
  return `${row.mail_id} ${row.name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').slice(0, 100)}.pdf`;
}
