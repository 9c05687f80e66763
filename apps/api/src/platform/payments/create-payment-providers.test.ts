import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { createPaymentProviders, sandboxProvidersOf } from './create-payment-providers.ts';
import { fakeProviderServer } from './fake-provider-server.ts';

describe('payment providers from the environment', () => {
  it('are the sandboxes when nothing is configured', async () => {
    const { cards, paypal } = createPaymentProviders({});
    expect(await cards.saveCard(sandboxToken('4242424242424242') ?? '', 'Alex')).toMatchObject({
      ok: true,
    });
    expect(await paypal.checkOrder('SANDBOX-20-x')).toMatchObject({ completed: true });
    expect([cards.browser, paypal.browser]).toEqual([
      { provider: 'sandbox', publishableKey: null },
      { provider: 'sandbox', clientId: null },
    ]);
  });

  it('are Stripe and PayPal when their credentials are set', async () => {
    const server = await fakeProviderServer((request) =>
      request.path === '/v1/oauth2/token'
        ? { status: 200, body: { access_token: 'token', expires_in: 3600 } }
        : { status: 404, body: {} },
    );
    try {
      const { cards, paypal } = createPaymentProviders({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_API_URL: server.url,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_URL: server.url,
      });
      // A sandbox token means nothing to Stripe, and a sandbox order nothing to PayPal.
      expect(await cards.saveCard(sandboxToken('4242424242424242') ?? '', 'Alex')).toMatchObject({
        ok: false,
      });
      expect(await paypal.checkOrder('SANDBOX-20-x')).toEqual({ completed: false });
      // The browser is told to tokenise with Stripe.js and show PayPal's own button.
      expect([cards.browser, paypal.browser]).toEqual([
        { provider: 'stripe', publishableKey: 'pk_test_x' },
        { provider: 'paypal', clientId: 'id' },
      ]);
      expect(server.received.map((request) => request.path)).toEqual([
        '/v1/oauth2/token',
        '/v2/checkout/orders/SANDBOX-20-x',
      ]);
    } finally {
      await server.close();
    }
  });

  it('refuses half a PayPal or Stripe configuration', () => {
    expect(() => createPaymentProviders({ PAYPAL_CLIENT_ID: 'id' })).toThrow(/set together/);
    expect(() => createPaymentProviders({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
  });

  it('refuses the sandboxes in production unless a staging server allows them', () => {
    const production = { production: true, allowSandbox: false };
    expect(() => createPaymentProviders({}, production)).toThrow(
      /^STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, and PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set: .*ALLOW_SANDBOX_PAYMENTS=true on a staging server only/,
    );
    const stripeOnly = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    expect(() => createPaymentProviders(stripeOnly, production)).toThrow(
      /^PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set/,
    );
    const staging = createPaymentProviders(stripeOnly, { production: true, allowSandbox: true });
    expect(sandboxProvidersOf(staging)).toEqual(['PayPal']);
  });
});
