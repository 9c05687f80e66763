import { postAlert } from '#notices/post-alert.ts';
import { accountBySuite, StaffError, type StaffContext } from '#staff/staff-context.ts';

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
