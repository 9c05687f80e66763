import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import * as mailLifecycle from '#mail/lifecycle.ts';
import { postAlert } from '#notices/post-alert.ts';
import { queueActionDone } from '#notices/action-done.ts';
import { INBOX_URL } from '#brands/portal-links.ts';
import { itemValues } from '#contract/item-values.ts';
import { auditItem, lockMailItem, StaffError, type StaffContext } from '#staff/staff-context.ts';
import { audit } from '#platform/audit.ts';

const DISPOSALS = {
  shred: {
    pending: PENDING_ACTION.shred,
    status: MAIL_STATUS.shredded,
    alert: 'alert.shredded',
    done: 'shredded',
  },
  return: {
    pending: PENDING_ACTION.returnToSender,
    status: MAIL_STATUS.returned,
    alert: 'alert.returned',
    done: 'returned',
  },
} as const;

export type Disposal = keyof typeof DISPOSALS;

/**
 * Fulfils a requested shred (`ops shred`: status 5) or return to sender (`ops return`: status 7):
 * the pending action clears, with an audit line, an alert and the emails the account's users asked
 * for (decision 112). The scans stay in the portal until the member deletes them; the physical
 * item is what is disposed of.
 */
export async function fulfilDisposal(
  { db }: Pick<StaffContext, 'db'>,
  mailId: number,
  disposal: Disposal,
): Promise<void> {
  const { pending, status, alert, done } = DISPOSALS[disposal];
  await db.transaction().execute(async (trx) => {
    const { item } = await lockMailItem(trx, mailId);
    if (item.mail_action !== pending) {
      throw new StaffError(
        `Mail item ${mailId} has no ${disposal === 'shred' ? 'shred' : 'return to sender'} pending`,
      );
    }
    await mailLifecycle.fulfilDisposal(trx, mailId, status);
    await audit(trx, item.account_id, {
      key: disposal === 'shred' ? 'audit.mail.shredded' : 'audit.mail.returned',
      values: auditItem(item),
    });
    await postAlert(trx, item.account_id, { key: alert, values: itemValues(item) }, INBOX_URL);
    await queueActionDone(trx, { action: done, accountId: item.account_id, mailId });
  });
}
