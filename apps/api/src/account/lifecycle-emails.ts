import type { AccountEmail } from '@portal/domain/account-lifecycle';
import { parseIsoDate, startOfDayUtc } from '@portal/domain/calendar';
import { centsToDollars } from '@portal/domain/money';
import type { Transaction } from 'kysely';
import { planTerms } from '#account/account-state.ts';
import type { AccountRow } from '#platform/db/account-row.ts';
import type { Tables } from '#platform/db/tables.ts';
import {
  accountLifecycleEmails,
  type LifecycleEmail,
  type LifecycleEmailValues,
} from '#notices/account-lifecycle-emails.ts';
import { notify } from '#notices/notify-member.ts';
import { portalLink, MANUAL_PAYMENT_URL, TRANSACTIONS_URL } from '#brands/portal-links.ts';

/** Where each email sends the member to act on it. */
const LINKS: Record<LifecycleEmail, string> = {
  planChanged: TRANSACTIONS_URL,
  paused: '/Members',
  unpaused: '/Members',
  locked: MANUAL_PAYMENT_URL,
  unlocked: '/Members',
  scanningStopped: MANUAL_PAYMENT_URL,
  paymentRequired: '/Members/Account/PaymentMethod',
  closeRequested: '/Members/Account/CloseAccount',
  closeWithdrawn: '/Members/Account/CloseAccount',
  closed: '/',
};

const isLifecycleEmail = (email: AccountEmail): email is LifecycleEmail => email in LINKS;

/**
 * Queues the emails a transition named (decision 072) in its transaction. `before` is the account
 * as the transition found it: a closing email tells the notice that closing the account cleared.
 */
export async function queueLifecycleEmails(
  trx: Transaction<Tables>,
  before: AccountRow,
  after: AccountRow,
  emails: readonly AccountEmail[],
): Promise<void> {
  const toSend = emails.filter(isLifecycleEmail);
  if (toSend.length === 0) return;
  const notice = after.close_notice_ends_on ?? before.close_notice_ends_on;
  const noticeDate = notice === null ? null : parseIsoDate(notice);
  const values: Omit<LifecycleEmailValues, 'link'> = {
    planName: (await planTerms(trx, after.plan_id))?.name ?? '',
    balance: centsToDollars(after.balance_cents),
    noticeEndsOn: noticeDate && startOfDayUtc(noticeDate).getTime(),
    heldMail: after.close_held_mail ?? before.close_held_mail,
  };
  for (const email of toSend) {
    await notify(trx, after, accountLifecycleEmails[email], {
      ...values,
      link: portalLink(after, LINKS[email]),
    });
  }
}
