import { validateTopUp } from '@portal/domain/top-up';
import { accountView } from '#account/rules.ts';
import { accountIdOf } from '#auth/sessions.ts';
import { listReceipts } from '#billing/payment-receipt.ts';
import { brandFor } from '#brands/brand-registry.ts';
import { toCents } from '#contract/money.ts';
import { invalidField } from '#contract/problem.ts';
import {
  chargeCardOnFile,
  looksLikeCardNumber,
  removeCard,
  updateCard,
} from '#billing/card-payments.ts';
import { creditPaypalOrder } from '#billing/paypal-payments.ts';
import type { ServerContext } from '#platform/server-context.ts';
import type { AreaHandlers } from '#money/idempotency.ts';

/** How many receipts GET /api/Payment/Receipts answers unless asked (the contract's default). */
const DEFAULT_RECEIPTS = 20;

/** Card and PayPal payments (§7); both move money, so both run once per `Idempotency-Key`. */
export function paymentOperations(
  ctx: ServerContext,
): Pick<
  AreaHandlers,
  | 'verifyPaypalPayment'
  | 'updateCard'
  | 'getPaymentConfig'
  | 'chargeCard'
  | 'removeCard'
  | 'listReceipts'
> {
  const { db } = ctx;
  const { paypal } = ctx;

  return {
    getPaymentConfig: async (request) => {
      const brand = brandFor(request.query.webpage);
      return {
        card: ctx.cards.browser,
        paypal: paypal.browser,
        business: { ...brand.business, supportEmail: brand.email },
        bankTransfer: brand.bankTransfer,
      };
    },

    chargeCard: async (request, trx) => {
      const accountId = accountIdOf(request);
      const { amount } = request.body;
      const amountProblem = validateTopUp(String(amount));
      if (amountProblem) {
        throw invalidField(
          'amount',
          'The minimum payment is $20, in dollars and cents',
          amountProblem,
        );
      }
      const key = String(request.headers['idempotency-key']);
      return chargeCardOnFile(trx, ctx.cards, accountId, toCents(amount), key);
    },

    removeCard: async (request) => {
      const accountId = accountIdOf(request);
      return db
        .transaction()
        .execute(async (trx) => accountView(trx, await removeCard(trx, accountId)));
    },

    listReceipts: async (request) =>
      listReceipts(db, accountIdOf(request), request.query.limit ?? DEFAULT_RECEIPTS),

    verifyPaypalPayment: async (request, trx) =>
      creditPaypalOrder(trx, paypal, request.log, accountIdOf(request), request.query.orderId),

    updateCard: async (request, trx) => {
      const accountId = accountIdOf(request);
      const { cardName, autoTopUpAmount, sourceToken, chargeNow, chargeAmount } = request.body;
      if (looksLikeCardNumber(sourceToken)) {
        throw invalidField('sourceToken', 'Send the card provider token, never the card number');
      }
      const topUpProblem = validateTopUp(String(autoTopUpAmount));
      if (topUpProblem) {
        throw invalidField(
          'autoTopUpAmount',
          'The minimum top-up is $20, in dollars and cents',
          topUpProblem,
        );
      }
      const chargeProblem = chargeAmount === undefined ? null : validateTopUp(String(chargeAmount));
      if (chargeProblem) {
        throw invalidField(
          'chargeAmount',
          'The minimum payment is $20, in dollars and cents',
          chargeProblem,
        );
      }
      // A once-off amount that is not charged would be silently dropped: refuse it instead.
      if (chargeAmount !== undefined && !chargeNow) {
        throw invalidField(
          'chargeAmount',
          'A once-off payment is charged now: send chargeNow true',
        );
      }
      return updateCard(trx, ctx.cards, accountId, {
        sourceToken,
        cardName: cardName.trim(),
        autoTopUpCents: toCents(autoTopUpAmount),
        chargeNow,
        ...(chargeAmount === undefined ? {} : { chargeCents: toCents(chargeAmount) }),
        idempotencyKey: String(request.headers['idempotency-key']),
      });
    },
  };
}
