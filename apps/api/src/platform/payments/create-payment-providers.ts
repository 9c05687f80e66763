import { ConfigError } from '#platform/config.ts';
import { sandboxCardProvider, type CardProvider } from '#platform/payments/card-provider.ts';
import {
  paypalOrdersProvider,
  sandboxPaypalProvider,
  type PaypalProvider,
} from '#platform/payments/paypal-provider.ts';
import { stripeCardProvider } from '#platform/payments/stripe-card-provider.ts';

export interface PaymentProviders {
  cards: CardProvider;
  paypal: PaypalProvider;
}

/** Whether the server runs in production, and whether a staging server asked for play money. */
export interface PaymentPolicy {
  production: boolean;
  /** `ALLOW_SANDBOX_PAYMENTS=true`. */
  allowSandbox: boolean;
}

/**
 * The payment providers the environment configures (DESIGN §3.7): Stripe with `STRIPE_SECRET_KEY`
 * and `STRIPE_PUBLISHABLE_KEY`,
 * PayPal's Orders API with `PAYPAL_CLIENT_ID` and `PAYPAL_CLIENT_SECRET`; the sandboxes otherwise.
 * `STRIPE_API_URL` and `PAYPAL_API_URL` point elsewhere (PayPal's own sandbox, a test server).
 */
export function createPaymentProviders(
  env: NodeJS.ProcessEnv = process.env,
  policy: PaymentPolicy = { production: false, allowSandbox: false },
): PaymentProviders {
  const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret } = env;
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
  }
  // The browser must tokenise with Stripe.js too, or it would send tokens Stripe cannot read.
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }
  refuseSandboxInProduction(env, policy);
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

/**
 * The sandboxes credit any documented test card or `SANDBOX-<dollars>-…` order: in production they
 * would hand out money, so a missing provider stops the start (decision 070) unless a staging server
 * sets `ALLOW_SANDBOX_PAYMENTS=true`, which main.ts then warns about at every start.
 */
function refuseSandboxInProduction(env: NodeJS.ProcessEnv, policy: PaymentPolicy): void {
  if (!policy.production || policy.allowSandbox) return;
  const missing = [
    env.STRIPE_SECRET_KEY ? null : 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
    env.PAYPAL_CLIENT_ID ? null : 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
  ].filter((names) => names !== null);
  if (missing.length === 0) return;
  throw new ConfigError(
    `${missing.join(', and ')} are not set: production would take payments through the sandbox providers, which credit play money. Set them to your live keys (or ALLOW_SANDBOX_PAYMENTS=true on a staging server only)`,
  );
}

/** Which providers are sandboxes, for the warning a staging server logs at start. */
export function sandboxProvidersOf({ cards, paypal }: PaymentProviders): string[] {
  return [
    cards.browser.provider === 'sandbox' ? 'cards' : null,
    paypal.browser.provider === 'sandbox' ? 'PayPal' : null,
  ].filter((name) => name !== null);
}
