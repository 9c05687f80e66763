import type { MessageId } from '@portal/i18n/messages';
import type { Kysely, Selectable } from 'kysely';
import type { MailItemsTable, Tables } from '#db/tables.ts';
import { accountBySuite, itemKind, StaffError, type StaffContext } from '#ops/staff-context.ts';

/** Where an alert about mail takes the member: the inbox. */
export const INBOX_URL = '/Members/';

/**
 * How a message names a mail item: its kind, with the member-given name when it has one
 * (`item` selects the catalog's wording: "Letter", "Parcel "ATO"").
 */
export interface ItemValues {
  item: 'letter' | 'parcel' | 'namedLetter' | 'namedParcel';
  name: string;
}

export function itemValues(
  item: Pick<Selectable<MailItemsTable>, 'mail_type' | 'name'>,
): ItemValues {
  const kind = itemKind(item.mail_type);
  // An item's name is its kind until it gets a sender.
  if (item.name === kind) return { item: item.mail_type === 0 ? 'letter' : 'parcel', name: '' };
  return { item: item.mail_type === 0 ? 'namedLetter' : 'namedParcel', name: item.name };
}

/** What alerts say, per catalog message id (`alert.*`, members area): the values each takes. */
interface AlertValues {
  'alert.scanned': ItemValues;
  'alert.arrived': ItemValues;
  'alert.arrivedToScan': ItemValues;
  'alert.shredded': ItemValues;
  'alert.returned': ItemValues;
  'alert.forwardSent': { items: number; service: string; tracking: string };
  'alert.photoIdApproved': Record<string, never>;
  'alert.photoIdRejected': Record<string, never>;
  /** A message staff wrote, shown as written. */
  'alert.staff': { text: string };
}

export type AlertText = {
  [K in keyof AlertValues & MessageId]: { key: K; values: AlertValues[K] };
}[keyof AlertValues & MessageId];

/** Adds an unread alert; the member sees the first one as the banner of the inbox (§2). */
export async function postAlert(
  db: Kysely<Tables>,
  accountId: number,
  text: AlertText,
  url: string,
): Promise<number> {
  const { alert_id: alertId } = await db
    .insertInto('alerts')
    .values({
      account_id: accountId,
      text_key: text.key,
      text_values: JSON.stringify(text.values),
      url,
    })
    .returning('alert_id')
    .executeTakeFirstOrThrow();
  return alertId;
}

export interface StaffAlert {
  suite: string;
  message: string;
  /** A portal route (starting with "/") or an https address; none leaves the banner without a link. */
  url?: string;
}

const MAX_MESSAGE = 500;

/** A message staff write to one member (`ops alert`). */
export async function alertMember({ db }: Pick<StaffContext, 'db'>, alert: StaffAlert) {
  const message = alert.message.trim();
  if (!message) throw new StaffError('The alert message is empty');
  if (message.length > MAX_MESSAGE) {
    throw new StaffError(`The alert message is longer than ${MAX_MESSAGE} characters`);
  }
  const url = alert.url?.trim() ?? '';
  const portalPath = url.startsWith('/') && !url.startsWith('//');
  if (url && !portalPath && !url.startsWith('https://')) {
    throw new StaffError(
      `The alert URL must be a portal path such as /Members/ or an https address`,
    );
  }
  const account = await accountBySuite(db, alert.suite);
  return {
    alertId: await postAlert(
      db,
      account.account_id,
      { key: 'alert.staff', values: { text: message } },
      url,
    ),
  };
}
