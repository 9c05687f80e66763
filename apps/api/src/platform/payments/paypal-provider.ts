import {
  callProvider,
  formBody,
  PaymentProviderUnavailable,
} from '#platform/payments/provider-http.ts';

/** What PayPal says of an order the browser's PayPal button completed. */
export type PaypalOrder =
  { completed: true; amountCents: number; currency: string } | { completed: false };

/**
 * Verifies PayPal orders (DESIGN §3.7): the sandbox by default, PayPal's Orders API behind
 * configuration. Throws `PaymentProviderUnavailable` when PayPal cannot answer.
 */
export interface PaypalProvider {
  /** The PayPal button the browser shows (GET /api/Payment/Config): public values only. */
  readonly browser:
    { provider: 'sandbox'; clientId: null } | { provider: 'paypal'; clientId: string };
  checkOrder(orderId: string): Promise<PaypalOrder>;
}

/**
 * Documented sandbox orders: `SANDBOX-<dollars>-<anything>` is a completed AUD payment of that many
 * dollars (`SANDBOX-50-a1b2` credits $50), `SANDBOX-ERROR-<anything>` is PayPal being unreachable,
 * and every other id is an order PayPal does not report as completed.
 */
export function sandboxPaypalProvider(): PaypalProvider {
  return {
    browser: { provider: 'sandbox', clientId: null },
    async checkOrder(orderId) {
      if (/^SANDBOX-ERROR-/.test(orderId)) {
        throw new PaymentProviderUnavailable('PayPal sandbox: simulated outage');
      }
      const dollars = /^SANDBOX-(\d{1,5})-[A-Za-z0-9-]+$/.exec(orderId)?.[1];
      return dollars
        ? { completed: true, amountCents: Number(dollars) * 100, currency: 'AUD' }
        : { completed: false };
    },
  };
}

export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** `PAYPAL_API_URL`: live by default, `https://api-m.sandbox.paypal.com` for PayPal's sandbox. */
  apiUrl?: string;
}

interface Capture {
  status?: string;
  amount?: { currency_code?: string; value?: string };
}

interface Order {
  status?: string;
  purchase_units?: { payments?: { captures?: Capture[] } }[];
}

/**
 * PayPal's Orders API v2: an OAuth client-credentials token, then the order. The amount credited is
 * what PayPal captured, never what the browser says.
 */
export function paypalOrdersProvider({
  clientId,
  clientSecret,
  apiUrl = 'https://api-m.paypal.com',
}: PaypalOptions): PaypalProvider {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const { status, body } = await callProvider('PayPal', `${apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: formBody({ grant_type: 'client_credentials' }),
    });
    const granted = body as { access_token?: string; expires_in?: number };
    if (status !== 200 || !granted.access_token) {
      throw new PaymentProviderUnavailable(`PayPal refused our credentials (${status})`);
    }
    // Renewed a minute early, so a token never expires between this check and PayPal's.
    const lifetime = Math.max(0, (granted.expires_in ?? 0) - 60) * 1000;
    token = { value: granted.access_token, expiresAt: Date.now() + lifetime };
    return token.value;
  }

  return {
    browser: { provider: 'paypal', clientId },
    async checkOrder(orderId) {
      const { status, body } = await callProvider(
        'PayPal',
        `${apiUrl}/v2/checkout/orders/${encodeURIComponent(orderId)}`,
        { headers: { authorization: `Bearer ${await accessToken()}` } },
      );
      if (status === 404) return { completed: false };
      if (status !== 200) throw new PaymentProviderUnavailable(`PayPal answered ${status}`);
      const order = body as Order;
      const captures = (order.purchase_units ?? []).flatMap(
        (unit) => unit.payments?.captures ?? [],
      );
      if (order.status !== 'COMPLETED' || !captures.length) return { completed: false };
      if (captures.some((capture) => capture.status !== 'COMPLETED')) return { completed: false };
      const currencies = new Set(captures.map((capture) => capture.amount?.currency_code));
      const [currency] = currencies;
      if (currencies.size !== 1 || !currency) return { completed: false };
      const amountCents = captures.reduce(
        (sum, capture) => sum + Math.round(Number(capture.amount?.value) * 100),
        0,
      );
      return Number.isSafeInteger(amountCents)
        ? { completed: true, amountCents, currency }
        : { completed: false };
    },
  };
}
