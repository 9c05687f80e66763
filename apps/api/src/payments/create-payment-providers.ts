import { sandboxCardProvider, type CardProvider } from '#payments/card-provider.ts';
import {
  paypalOrdersProvider,
  sandboxPaypalProvider,
  type PaypalProvider,
} from '#payments/paypal-provider.ts';
import { stripeCardProvider } from '#payments/stripe-card-provider.ts';

export interface PaymentProviders {
  cards: CardProvider;
  paypal: PaypalProvider;
}

/**
 * The payment providers the environment configures (DESIGN §3.7): Stripe with `STRIPE_SECRET_KEY`
 * and `STRIPE_PUBLISHABLE_KEY`,
 * PayPal's Orders API with `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET`; the sandboxes otherwise.
 * `STRIPE_API_URL` and `PAYPAL_API_URL` point elsewhere (PayPal's own sandbox, a test server).
 */
export function createPaymentProviders(env: NodeJS.ProcessEnv = process.env): PaymentProviders {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new Error('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  }
  // The browser must tokenise with Stripe.js too, or it would send tokens Stripe cannot read.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  return {
    cards:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? stripeCardProvider({
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
          })
        : sandboxCardProvider(),
    paypal:
      clientId && clientSecret
        ? paypalOrdersProvider({
            clientId,
            clientSecret,
            ...(env.PAYPAL_API_URL ? { apiUrl: env.PAYPAL_API_URL } : {}),
          })
        : sandboxPaypalProvider(),
  };
}
