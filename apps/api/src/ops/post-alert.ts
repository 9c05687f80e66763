import type { Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';
import { accountBySuite, StaffError, type StaffContext } from '#ops/staff-context.ts';

/** Where an alert about mail takes the member: the inbox. */
export const INBOX_URL = '/Members/';

/** Adds an unread alert; the member sees the first one as the banner of the inbox (§2). */
export async function postAlert(
  db: Kysely<Tables>,
  accountId: number,
  message: string,
  url: string,
): Promise<number> {
  const { alert_id: alertId } = await db
    .insertInto('alerts')
    .values({ account_id: accountId, message, url })
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
  return { alertId: await postAlert(db, account.account_id, message, url) };
}
