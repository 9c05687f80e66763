import { PAYPAL_AMOUNTS, PAYPAL_CURRENCY } from '@portal/domain/top-up';
import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { issuePaymentReceipt } from '#billing/payment-receipt.ts';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { PaypalProvider } from '#platform/payments/paypal-provider.ts';
import { PaymentProviderUnavailable } from '#platform/payments/provider-http.ts';
import { audit } from '#platform/audit.ts';
import { postLedgerEntry } from '#money/ledger.ts';
import { toDollars } from '#contract/money.ts';

/**
 * Credits a PayPal order the member's PayPal button completed (`paypal/verify`), in the caller's
 * transaction: true when credited now or before to this account, false when PayPal does not report
 * it completed, or it is not one of the offered AUD amounts (§9), or another account was credited
 * with it. `paypal_orders` credits each order once, whatever the keys or concurrency of retries.
 */
export async function creditPaypalOrder(
  trx: Transaction<Tables>,
  paypal: PaypalProvider,
  log: FastifyBaseLogger,
  accountId: number,
  orderId: string,
): Promise<boolean> {
  const creditedTo = async () =>
    (
      await trx
        .selectFrom('paypal_orders')
        .select('account_id')
        .where('order_id', '=', orderId)
        .executeTakeFirst()
    )?.account_id;
  const before = await creditedTo();
  if (before !== undefined) return before === accountId;

  let order;
  try {
    order = await paypal.checkOrder(orderId);
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable)) throw error;
    log.error({ err: error }, 'PayPal order could not be checked');
    throw new ApiProblem(502, 'provider_error', 'PayPal could not be reached. Please try again.');
  }
  if (!order.completed) return false;
  if (order.currency !== PAYPAL_CURRENCY || !PAYPAL_AMOUNTS.includes(order.amountCents)) {
    // Money was taken but not as the button offers it: staff settle it by hand.
    log.warn(
      { orderId, currency: order.currency, amountCents: order.amountCents },
      'unexpected PayPal amount',
    );
    await audit(trx, accountId, {
      key: 'audit.paypalNeedsCheck',
      values: { orderId, currency: order.currency, amount: toDollars(order.amountCents) },
    });
    return false;
  }

  const inserted = await trx
    .insertInto('paypal_orders')
    .values({ order_id: orderId, account_id: accountId, amount_cents: order.amountCents })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('order_id')
    .executeTakeFirst();
  // Another request credited it while PayPal was asked: that credit stands, this one is not made.
  if (!inserted) return (await creditedTo()) === accountId;
  await postLedgerEntry(trx, accountId, {
    amount: order.amountCents,
    description: { key: 'ledger.paypalTopUp', values: {} },
    purchase: true,
  });
  await audit(trx, accountId, {
    key: 'audit.paypalCredited',
    values: { orderId, amount: toDollars(order.amountCents) },
  });
  await issuePaymentReceipt(trx, accountId, {
    amount: order.amountCents,
    paidBy: { method: 'paypal' },
    autoTopUp: false,
    description: { key: 'ledger.paypalTopUp', values: {} },
  });
  return true;
}
