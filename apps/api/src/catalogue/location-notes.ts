import type { MessageId } from '@portal/i18n/messages';

/**
 * The notes the seeded locations carry, by the message id each is worded by. The note is free
 * data in the locations table, so a note not listed here is shown as it was typed.
 */
export const LOCATION_NOTES = {
  'location.note.poBox': 'PO Box: the fastest mail processing',
  'location.note.street': 'Street address for couriers, available on request',
  'location.note.parcelsWeekdays': 'Parcels collected weekdays until 4 pm',
  'location.note.lettersOnly': 'Letters only',
  'location.note.sortedTwiceWeekly': 'Mail sorted twice a week',
  'location.note.japaneseStaff': 'Japanese-speaking staff on site',
} as const satisfies Partial<Record<MessageId, string>>;

const KEY_OF_NOTE = new Map<string, MessageId>(
  Object.entries(LOCATION_NOTES).map(([key, note]) => [note, key as MessageId]),
);

/** A location's note as a text in the member's language; null when it has none. */
export function locationNoteText(
  note: string | null,
): { key: MessageId; values: Record<string, string> } | null {
  if (!note) return null;
  const key = KEY_OF_NOTE.get(note);
  return key ? { key, values: {} } : { key: 'location.note.legacy', values: { text: note } };
}
