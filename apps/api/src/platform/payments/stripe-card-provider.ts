import {
  UNVERIFIED_CARD,
  type CardProvider,
  type ChargeFailure,
  type ChargeResult,
  type SaveCardResult,
} from '#platform/payments/card-provider.ts';
import {
  callProvider,
  formBody,
  PaymentProviderUnavailable,
} from '#platform/payments/provider-http.ts';

export interface StripeOptions {
  /** `STRIPE_SECRET_KEY`: a secret (`sk_...`) or restricted key. */
  secretKey: string;
  /** `STRIPE_PUBLISHABLE_KEY` (`pk_...`): what Stripe.js in the browser tokenises cards with. */
  publishableKey: string;
  /** Stripe's API; tests point it at a local server. */
  apiUrl?: string;
}

/** A PaymentMethod id from Stripe.js (`stripe.createPaymentMethod`) in the browser. */
const PAYMENT_METHOD = /^pm_[A-Za-z0-9_]+$/;
/** A saved card: the Customer that holds the PaymentMethod, and the PaymentMethod. */
const CARD_REF = /^(cus_[A-Za-z0-9_]+)\/(pm_[A-Za-z0-9_]+)$/;

const UNAVAILABLE = 'The card provider could not be reached. Please try again.';

interface StripeError {
  error?: { type?: string; code?: string; decline_code?: string; message?: string };
}

/**
 * Cards through Stripe's API: a saved card is a Customer holding the browser's PaymentMethod, and a
 * charge is a confirmed off-session PaymentIntent in AUD carrying our idempotency key.
 */
export function stripeCardProvider({
  secretKey,
  publishableKey,
  apiUrl = 'https://api.stripe.com',
}: StripeOptions): CardProvider {
  const post = (path: string, fields: Record<string, string>, idempotencyKey?: string) =>
    callProvider('Stripe', `${apiUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: formBody(fields),
    });

  return {
    browser: { provider: 'stripe', publishableKey },
    async saveCard(sourceToken, cardName) {
      if (!PAYMENT_METHOD.test(sourceToken)) {
        return { ok: false, reason: 'invalid_token', message: UNVERIFIED_CARD };
      }
      try {
        const customer = await post('/v1/customers', { name: cardName });
        if (customer.status !== 200) return unusable(customer.body);
        const customerId = (customer.body as { id: string }).id;
        // A confirmed SetupIntent is Stripe's verification of a card for later off-session
        // charges: the bank is asked now, and a refused card is refused here with its message.
        const setup = await post('/v1/setup_intents', {
          customer: customerId,
          payment_method: sourceToken,
          confirm: 'true',
          usage: 'off_session',
          'payment_method_types[]': 'card',
          'expand[]': 'payment_method',
        });
        if (setup.status !== 200) return unusable(setup.body);
        const intent = setup.body as SetupIntent;
        if (intent.status !== 'succeeded') return NEEDS_AUTHENTICATION;
        const card = intent.payment_method?.card;
        if (!card?.last4) return { ok: false, reason: 'invalid_token', message: UNVERIFIED_CARD };
        return {
          ok: true,
          cardRef: `${customerId}/${sourceToken}`,
          brand: card.brand ?? 'unknown',
          last4: card.last4,
          expMonth: card.exp_month ?? null,
          expYear: card.exp_year ?? null,
        };
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) {
          return { ok: false, reason: 'provider_error', message: UNAVAILABLE };
        }
        throw error;
      }
    },

    async charge(cardRef, amountCents, description, options) {
      const [, customer, paymentMethod] = CARD_REF.exec(cardRef) ?? [];
      if (!customer || !paymentMethod) {
        return { ok: false, reason: 'invalid_token', message: UNVERIFIED_CARD };
      }
      try {
        const intent = await post(
          '/v1/payment_intents',
          {
            amount: String(amountCents),
            currency: 'aud',
            customer,
            payment_method: paymentMethod,
            description,
            confirm: 'true',
            off_session: 'true',
            'expand[]': 'latest_charge',
          },
          options.idempotencyKey,
        );
        return chargeResult(intent.status, intent.body);
      } catch (error) {
        if (error instanceof PaymentProviderUnavailable) {
          return { ok: false, reason: 'provider_error', message: UNAVAILABLE };
        }
        throw error;
      }
    },
  };
}

interface SetupIntent {
  status: string;
  payment_method?: {
    card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number };
  };
}

/** Off-session charges cannot ask the member to authenticate; the bank wants them to. */
const NEEDS_AUTHENTICATION = {
  ok: false,
  reason: 'declined',
  message: 'Your card needs authentication by your bank.',
} as const;

interface PaymentIntent {
  id: string;
  status: string;
  latest_charge?: { payment_method_details?: { card?: { last4?: string } } };
}

function chargeResult(status: number, body: unknown): ChargeResult {
  if (status !== 200) {
    const failure = failureOf(body);
    return { ok: false, reason: failure.reason, message: failure.message };
  }
  const intent = body as PaymentIntent;
  if (intent.status !== 'succeeded') return NEEDS_AUTHENTICATION;
  return {
    ok: true,
    chargeId: intent.id,
    last4: intent.latest_charge?.payment_method_details?.card?.last4 ?? '',
  };
}

function failureOf(body: unknown): { reason: ChargeFailure; message: string } {
  const error = (body as StripeError).error ?? {};
  if (error.type === 'card_error') {
    return {
      reason: error.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
      message: error.message ?? 'Your card was declined.',
    };
  }
  if (error.type === 'invalid_request_error' && error.code === 'resource_missing') {
    return { reason: 'invalid_token', message: UNVERIFIED_CARD };
  }
  return { reason: 'provider_error', message: UNAVAILABLE };
}

/** A save Stripe refused: the card's own answer with its message, else why it could not be kept. */
function unusable(body: unknown): Extract<SaveCardResult, { ok: false }> {
  const failure = failureOf(body);
  return failure.reason === 'provider_error'
    ? { ok: false, reason: 'provider_error', message: UNAVAILABLE }
    : { ok: false, ...failure };
}
