import type { Metrics } from '#platform/metrics.ts';
import type { CardProvider } from '#platform/payments/card-provider.ts';
import type { PaypalProvider } from '#platform/payments/paypal-provider.ts';

/**
 * Providers that count their failures (`portal_payment_failures_total`): a declined card is the
 * member's story, but a run of `provider_error` or `unavailable` is an outage of ours.
 */
export function countedPayments(
  { cards, paypal }: { cards: CardProvider; paypal: PaypalProvider },
  metrics: Metrics,
): { cards: CardProvider; paypal: PaypalProvider } {
  const fail = (operation: string, reason: string, provider: string = cards.browser.provider) =>
    metrics.paymentFailures.inc({ provider, operation, reason });
  return {
    cards: {
      browser: cards.browser,
      async saveCard(sourceToken, cardName) {
        const result = await unavailableCounted(
          () => cards.saveCard(sourceToken, cardName),
          () => fail('save_card', 'unavailable'),
        );
        if (!result.ok) fail('save_card', result.reason);
        return result;
      },
      async charge(cardRef, amountCents, description, options) {
        const result = await unavailableCounted(
          () => cards.charge(cardRef, amountCents, description, options),
          () => fail('charge', 'unavailable'),
        );
        if (!result.ok) fail('charge', result.reason);
        return result;
      },
    },
    paypal: {
      browser: paypal.browser,
      async checkOrder(orderId) {
        const order = await unavailableCounted(
          () => paypal.checkOrder(orderId),
          () => fail('check_order', 'unavailable', paypal.browser.provider),
        );
        if (!order.completed) fail('check_order', 'not_completed', paypal.browser.provider);
        return order;
      },
    },
  };
}

/** The call's answer; a provider that throws (unreachable, refused us) is counted, then rethrown. */
async function unavailableCounted<T>(call: () => Promise<T>, count: () => void): Promise<T> {
  try {
    return await call();
  } catch (error) {
    count();
    throw error;
  }
}
