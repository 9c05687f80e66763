import { afterEach, describe, expect, it } from 'vitest';
import { fakeProviderServer, type Route } from './fake-provider-server.ts';
import { stripeCardProvider } from './stripe-card-provider.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function stripeAt(route: Route) {
  const server = await fakeProviderServer(route);
  close = server.close;
  return {
    cards: stripeCardProvider({
      secretKey: 'sk_test_secret',
      publishableKey: 'pk_test_public',
      apiUrl: server.url,
    }),
    server,
  };
}

const cardError = (decline_code: string, message: string) => ({
  status: 402,
  body: { error: { type: 'card_error', code: 'card_declined', decline_code, message } },
});

describe('Stripe card provider', () => {
  it('saves a PaymentMethod on a new Customer once a SetupIntent verified it', async () => {
    const { cards, server } = await stripeAt((request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_123' } }
        : {
            status: 200,
            body: {
              id: 'seti_1',
              status: 'succeeded',
              payment_method: {
                card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2029 },
              },
            },
          },
    );
    expect(await cards.saveCard('pm_abc', 'Alex Chen')).toEqual({
      ok: true,
      cardRef: 'cus_123/pm_abc',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2029,
    });
    const [customer, setup] = server.received;
    expect(customer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      body: 'name=Alex+Chen',
    });
    expect(customer?.headers.authorization).toBe('Bearer sk_test_secret');
    expect(setup?.path).toBe('/v1/setup_intents');
    expect(Object.fromEntries(new URLSearchParams(setup?.body))).toMatchObject({
      customer: 'cus_123',
      payment_method: 'pm_abc',
      confirm: 'true',
      usage: 'off_session',
    });
  });

  it('refuses a card its bank declines while saving, with Stripe’s message', async () => {
    const { cards } = await stripeAt((request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_123' } }
        : cardError('insufficient_funds', 'Your card has insufficient funds.'),
    );
    expect(await cards.saveCard('pm_abc', 'Alex Chen')).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('refuses anything but a PaymentMethod id without calling Stripe', async () => {
    const { cards, server } = await stripeAt(() => ({ status: 500, body: {} }));
    expect(await cards.saveCard('4242424242424242', 'Alex')).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
    expect(
      await cards.charge('pm_only', 2000, 'Top-up', { idempotencyKey: 'top-up-test' }),
    ).toMatchObject({
      reason: 'invalid_token',
    });
    expect(server.received).toEqual([]);
  });

  it('answers invalid_token for a PaymentMethod Stripe does not know', async () => {
    const { cards } = await stripeAt(() => ({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
      },
    }));
    expect(await cards.saveCard('pm_gone', 'Alex')).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
  });

  it('charges the saved card in AUD off-session, passing the idempotency key on', async () => {
    const { cards, server } = await stripeAt(() => ({
      status: 200,
      body: {
        id: 'pi_1',
        status: 'succeeded',
        latest_charge: { payment_method_details: { card: { last4: '4242' } } },
      },
    }));
    expect(
      await cards.charge('cus_123/pm_abc', 5000, 'Top-up', { idempotencyKey: '42-key' }),
    ).toEqual({ ok: true, chargeId: 'pi_1', last4: '4242' });
    const [intent] = server.received;
    expect(intent?.path).toBe('/v1/payment_intents');
    expect(intent?.headers['idempotency-key']).toBe('42-key');
    expect(Object.fromEntries(new URLSearchParams(intent?.body))).toMatchObject({
      amount: '5000',
      currency: 'aud',
      customer: 'cus_123',
      payment_method: 'pm_abc',
      confirm: 'true',
      off_session: 'true',
    });
  });

  it('answers the card’s refusals with Stripe’s message', async () => {
    const noFunds = await stripeAt(() =>
      cardError('insufficient_funds', 'Your card has insufficient funds.'),
    );
    expect(
      await noFunds.cards.charge('cus_1/pm_1', 2000, 'Top-up', { idempotencyKey: 'top-up-test' }),
    ).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    await close?.();
    const declined = await stripeAt(() => cardError('generic_decline', 'Your card was declined.'));
    expect(
      await declined.cards.charge('cus_1/pm_1', 2000, 'Top-up', { idempotencyKey: 'top-up-test' }),
    ).toMatchObject({
      reason: 'declined',
      message: 'Your card was declined.',
    });
    await close?.();
    const needsAction = await stripeAt(() => ({
      status: 200,
      body: { id: 'pi_2', status: 'requires_action' },
    }));
    expect(
      await needsAction.cards.charge('cus_1/pm_1', 2000, 'Top-up', {
        idempotencyKey: 'top-up-test',
      }),
    ).toMatchObject({
      reason: 'declined',
    });
  });

  it('answers provider_error when Stripe fails or cannot be reached, without its key', async () => {
    const { cards, server } = await stripeAt(() => ({
      status: 500,
      body: { error: { type: 'api_error' } },
    }));
    const failed = await cards.charge('cus_1/pm_1', 2000, 'Top-up', {
      idempotencyKey: 'top-up-test',
    });
    expect(failed).toMatchObject({ ok: false, reason: 'provider_error' });
    await server.close();
    close = undefined;
    const unreachable = await cards.saveCard('pm_1', 'Alex');
    expect(unreachable).toMatchObject({ ok: false, reason: 'provider_error' });
    expect(JSON.stringify([failed, unreachable])).not.toContain('sk_test_secret');
  });
});
