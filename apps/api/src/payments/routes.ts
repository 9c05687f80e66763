import { validateTopUp } from '@portal/domain/top-up';
import { accountIdOf } from '#auth/sessions.ts';
import { toCents } from '#http/money.ts';
import { invalidField } from '#http/problem.ts';
import type { OperationHandlers } from '#operations/operation-handler.ts';
import { looksLikeCardNumber, updateCard } from '#payments/card-payments.ts';
import { creditPaypalOrder } from '#payments/paypal-payments.ts';
import type { ServerContext } from '#server-context.ts';
import { idempotent } from '#services/idempotency.ts';

/** Card and PayPal payments (§7); both move money, so both run once per `Idempotency-Key`. */
export function paymentOperations(
  ctx: ServerContext,
): Pick<OperationHandlers, 'verifyPaypalPayment' | 'updateCard' | 'getPaymentConfig'> {
  const { db } = ctx;
  const { paypal } = ctx;

  return {
    getPaymentConfig: async () => ({ card: ctx.cards.browser, paypal: paypal.browser }),

    verifyPaypalPayment: async (request) => {
      const accountId = accountIdOf(request);
      const { orderId } = request.query;
      return idempotent(
        db,
        {
          accountId,
          key: String(request.headers['idempotency-key']),
          operation: 'verifyPaypalPayment',
          request: { orderId },
        },
        (trx) => creditPaypalOrder(trx, paypal, request.log, accountId, orderId),
      );
    },

    updateCard: async (request) => {
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
      const key = String(request.headers['idempotency-key']);
      return idempotent(
        db,
        { accountId, key, operation: 'updateCard', request: request.body },
        (trx) =>
          updateCard(trx, ctx.cards, accountId, {
            sourceToken,
            cardName: cardName.trim(),
            autoTopUpCents: toCents(autoTopUpAmount),
            chargeNow,
            ...(chargeAmount === undefined ? {} : { chargeCents: toCents(chargeAmount) }),
            idempotencyKey: key,
          }),
      );
    },
  };
}
