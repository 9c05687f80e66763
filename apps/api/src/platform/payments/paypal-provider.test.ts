import { afterEach, describe, expect, it } from 'vitest';
import { fakeProviderServer, type Route } from './fake-provider-server.ts';
import { paypalOrdersProvider, sandboxPaypalProvider } from './paypal-provider.ts';
import { PaymentProviderUnavailable } from './provider-http.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const TOKEN = { status: 200, body: { access_token: 'A21-token', expires_in: 32400 } };

const order = (
  status: string,
  captures: { status: string; value: string; currency?: string }[],
) => ({
  status: 200,
  body: {
    id: '5O190127TN364715T',
    status,
    purchase_units: [
      {
        payments: {
          captures: captures.map((capture) => ({
            status: capture.status,
            amount: { currency_code: capture.currency ?? 'AUD', value: capture.value },
          })),
        },
      },
    ],
  },
});

async function paypalAt(orderAnswer: ReturnType<Route>, tokenAnswer: ReturnType<Route> = TOKEN) {
  const server = await fakeProviderServer((request) =>
    request.path === '/v1/oauth2/token' ? tokenAnswer : orderAnswer,
  );
  close = server.close;
  return {
    paypal: paypalOrdersProvider({
      clientId: 'client',
      clientSecret: 'secret',
      apiUrl: server.url,
    }),
    server,
  };
}

describe('PayPal Orders API provider', () => {
  it('answers a completed order with what PayPal captured, asking for a token once', async () => {
    const { paypal, server } = await paypalAt(
      order('COMPLETED', [{ status: 'COMPLETED', value: '50.00' }]),
    );
    expect(await paypal.checkOrder('5O190127TN364715T')).toEqual({
      completed: true,
      amountCents: 5000,
      currency: 'AUD',
    });
    await paypal.checkOrder('5O190127TN364715T');

    const [token, first, second] = server.received;
    expect(server.received).toHaveLength(3);
    expect(token).toMatchObject({ method: 'POST', body: 'grant_type=client_credentials' });
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from('client:secret').toString('base64')}`,
    );
    expect(first).toMatchObject({ method: 'GET', path: '/v2/checkout/orders/5O190127TN364715T' });
    expect(first?.headers.authorization).toBe('Bearer A21-token');
    expect(second?.path).toBe(first?.path);
  });

  it('answers not completed for an unknown order, an approved one and a pending capture', async () => {
    for (const answer of [
      { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } },
      order('APPROVED', []),
      order('COMPLETED', [{ status: 'PENDING', value: '50.00' }]),
      order('COMPLETED', [
        { status: 'COMPLETED', value: '50.00' },
        { status: 'COMPLETED', value: '20.00', currency: 'USD' },
      ]),
    ]) {
      const { paypal } = await paypalAt(answer);
      expect(await paypal.checkOrder('ORDER1')).toEqual({ completed: false });
      await close?.();
      close = undefined;
    }
  });

  it('throws PaymentProviderUnavailable when PayPal refuses our credentials or fails', async () => {
    const refused = await paypalAt(order('COMPLETED', []), {
      status: 401,
      body: { error: 'invalid_client' },
    });
    await expect(refused.paypal.checkOrder('ORDER1')).rejects.toThrow(PaymentProviderUnavailable);
    await close?.();
    const failing = await paypalAt({ status: 500, body: {} });
    await expect(failing.paypal.checkOrder('ORDER1')).rejects.toThrow(PaymentProviderUnavailable);
    await failing.server.close();
    close = undefined;
    await expect(failing.paypal.checkOrder('ORDER1')).rejects.toThrow(PaymentProviderUnavailable);
  });
});

describe('sandbox PayPal provider', () => {
  const paypal = sandboxPaypalProvider();

  it('answers the documented sandbox orders', async () => {
    expect(await paypal.checkOrder('SANDBOX-75-a1b2')).toEqual({
      completed: true,
      amountCents: 7500,
      currency: 'AUD',
    });
    expect(await paypal.checkOrder('5O190127TN364715T')).toEqual({ completed: false });
    await expect(paypal.checkOrder('SANDBOX-ERROR-1')).rejects.toThrow(PaymentProviderUnavailable);
  });
});
