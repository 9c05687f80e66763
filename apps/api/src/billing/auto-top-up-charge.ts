import { autoTopUpAmount } from '@portal/domain/auto-top-up';
import { centsToDollars } from '@portal/domain/money';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import * as accountLifecycle from '#account/lifecycle.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import { autoTopUpSettingOf } from '#money/auto-top-up-request.ts';
import { autoTopUpFailedEmail } from '#billing/billing-emails.ts';
import { notify } from '#notices/notify-member.ts';
import { portalLink, MANUAL_PAYMENT_URL } from '#brands/portal-links.ts';
import { issuePaymentReceipt } from '#billing/payment-receipt.ts';
import type { Tables } from '#platform/db/tables.ts';
import type { CardProvider } from '#platform/payments/card-provider.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry } from '#money/ledger.ts';
import { toDollars } from '#contract/money.ts';

export type AutoTopUpOutcome = 'charged' | 'not_needed' | 'done_before' | 'retry' | 'failed';

/** A charge that did not go through and should be tried again by the queue. */
export class AutoTopUpRetry extends Error {}

/**
 * The `auto-top-up` job: charges the card on file once for one crossing, with the account row
 * locked and the top-up's own row as the record of what happened. The provider gets an idempotency
 * key of the top-up, so a retry after a crash between charge and commit is not charged twice there.
 * A balance back at the member's threshold by now (the member paid) needs no charge. A failed charge is
 * written down and the member told on the first failure and when the queue gives up; in between
 * the job throws and the queue tries again with backoff.
 */
export async function chargeAutoTopUp(
  ctx: { db: Kysely<Tables>; cards: Pick<CardProvider, 'charge'> },
  autoTopUpId: number,
  attempt: { number: number; last: boolean },
  at = new Date(),
): Promise<AutoTopUpOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const topUp = await trx
      .selectFrom('auto_top_ups')
      .selectAll()
      .where('auto_top_up_id', '=', autoTopUpId)
      .forUpdate()
      .executeTakeFirst();
    if (!topUp || topUp.status !== 'pending') return 'done_before';
    const account = await lockAccount(trx, topUp.account_id);
    const amount = autoTopUpAmount(autoTopUpSettingOf(account));
    const settle = (changes: { status: 'charged' | 'failed' | 'not_needed' }) =>
      trx
        .updateTable('auto_top_ups')
        .set({ ...changes, settled_at: sql<Date>`now()` })
        .where('auto_top_up_id', '=', autoTopUpId)
        .execute();
    if (amount === null || account.closed_at || !account.card_token) {
      await settle({ status: 'not_needed' });
      return 'not_needed';
    }
    const result = await ctx.cards.charge(account.card_token, amount, 'Auto top-up', {
      idempotencyKey: `auto-top-up-${autoTopUpId}`,
    });
    if (result.ok) {
      const { entryId: creditEntryId } = await postLedgerEntry(trx, account.account_id, {
        amount,
        description: {
          key: 'ledger.autoTopUp',
          values: { amount: centsToDollars(amount), last4: result.last4 },
        },
        purchase: true,
        date: at,
      });
      await trx
        .updateTable('auto_top_ups')
        .set({
          status: 'charged',
          amount_cents: amount,
          attempts: topUp.attempts + 1,
          credit_entry_id: creditEntryId,
          settled_at: sql<Date>`now()`,
        })
        .where('auto_top_up_id', '=', autoTopUpId)
        .execute();
      await audit(
        trx,
        account.account_id,
        {
          key: 'audit.autoTopUpCharged',
          values: { amount: toDollars(amount), last4: result.last4 },
        },
        at,
      );
      await issuePaymentReceipt(trx, account.account_id, {
        amount,
        paidBy: { method: 'card', last4: result.last4 },
        autoTopUp: true,
        description: {
          key: 'ledger.autoTopUp',
          values: { amount: centsToDollars(amount), last4: result.last4 },
        },
      });
      return 'charged';
    }
    await trx
      .updateTable('auto_top_ups')
      .set({ attempts: topUp.attempts + 1, last_error: result.message })
      .where('auto_top_up_id', '=', autoTopUpId)
      .execute();
    await accountLifecycle.cardFailed(trx, account.account_id, at);
    if (attempt.last) await settle({ status: 'failed' });
    if (attempt.number === 1 || attempt.last) {
      await audit(
        trx,
        account.account_id,
        {
          key: 'audit.autoTopUpFailed',
          values: { amount: toDollars(amount), reason: result.message },
        },
        at,
      );
      await notify(trx, account, autoTopUpFailedEmail, {
        amount: centsToDollars(amount),
        reason: result.message,
        retrying: !attempt.last,
        link: portalLink(account, MANUAL_PAYMENT_URL),
      });
    }
    return attempt.last ? 'failed' : 'retry';
  });
}
