import { lockAccount } from '#platform/db/account-row.ts';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { postAlert } from '#notices/post-alert.ts';
import { queueActionDone } from '#notices/action-done.ts';
import { INBOX_URL } from '#brands/portal-links.ts';
import { StaffError, type StaffContext } from '#staff/staff-context.ts';
import { audit } from '#platform/audit.ts';

/** Carriers' tracking numbers: letters, digits and dashes (Australia Post's are 12–23 characters). */
const TRACKING_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

/**
 * Records that a pending forward was posted (`ops forward-sent`): it moves to the forward log with
 * its tracking number and today's date, and its items become forwarded (status 4) with nothing
 * pending, with an alert and the emails the account's users asked for (decision 112). The postage
 * was charged when the member created the forward.
 */
export async function markForwardSent(
  { db }: Pick<StaffContext, 'db'>,
  forwardId: number,
  trackingNumber: string,
  now = new Date(),
): Promise<{ items: number }> {
  const tracking = trackingNumber.trim();
  if (!TRACKING_NUMBER.test(tracking)) {
    throw new StaffError(
      `"${trackingNumber}" is not a tracking number: 4 to 40 letters, digits or dashes`,
    );
  }
  return db.transaction().execute(async (trx) => {
    const owner = await trx
      .selectFrom('forwards')
      .select('account_id')
      .where('forward_id', '=', forwardId)
      .executeTakeFirst();
    if (!owner) throw new StaffError(`No forward has the id ${forwardId}`);
    // The account row first, then the forward and its items: the order every change takes (decision 080).
    await lockAccount(trx, owner.account_id);
    const forward = await trx
      .selectFrom('forwards')
      .select(['account_id', 'status', 'service'])
      .where('forward_id', '=', forwardId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (forward.status !== 'pending') {
      throw new StaffError(`Forward ${forwardId} is ${forward.status}, not pending`);
    }
    await trx
      .updateTable('forwards')
      .set({ status: 'sent', tracking_number: tracking, date_sent: now })
      .where('forward_id', '=', forwardId)
      .execute();
    const count = await mailLifecycle.markForwardSent(trx, forwardId);
    await audit(trx, forward.account_id, {
      key: 'audit.forward.sent',
      values: { forwardId, count, service: forward.service, tracking },
    });
    await postAlert(
      trx,
      forward.account_id,
      { key: 'alert.forwardSent', values: { items: count, service: forward.service, tracking } },
      INBOX_URL,
    );
    await queueActionDone(trx, { action: 'forwarded', accountId: forward.account_id, forwardId });
    return { items: count };
  });
}
