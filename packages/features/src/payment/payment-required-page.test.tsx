import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';
import { receipt } from '#shared/payment-card/payment-fixtures.ts';
import type { Account } from '#shared/session.ts';
import { member, plans, sandboxPaymentConfig } from '#testing/fixtures.ts';

// A member who never saved a card: the card form, as §6 first asks.
const unpaid: Account = { ...member, activePayment: false, card: null };

function paymentApi(
  updateCard: FakeAnswer,
  { account = unpaid, config }: { account?: typeof unpaid; config?: FakeAnswer } = {},
) {
  let paid = false;
  return fakeApi({
    'POST /api/account/GetAccount': () => ({ body: { ...account, activePayment: paid } }),
    'GET /api/Plan/GetAll': {
      body: [{ ...plans[1]!, planName: 'Standard', monthlyFee: 19.95, minimumMailDeposit: 30 }],
    },
    ...(config ? { 'GET /api/Payment/Config': config } : {}),
    'POST /api/Payment/UpdateCard': () => {
      paid = updateCard.body === true;
      return updateCard;
    },
    'GET /api/Alert': { body: [] },
    'GET /api/Mail': { body: [] },
  });
}

/** The body the card form sent to UpdateCard. */
async function sentCard(calls: Request[]) {
  const update = calls.find((call) => call.url.includes('UpdateCard'));
  return update?.json();
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name on card'), 'Alex Chen');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1239');
  await user.type(screen.getByLabelText('CVC'), '1234');
  return user;
}

describe('/PaymentRequired', () => {
  it('groups the number by card brand, formats the expiry and limits the CVC', async () => {
    paymentApi({ body: true });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    expect(await screen.findByText(/Add a card to start using your mailbox/)).toBeVisible();
    await fillCard('378282246310005');

    expect(screen.getByLabelText('Card number')).toHaveValue('3782 822463 10005');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12/39');
    expect(screen.getByLabelText('CVC')).toHaveValue('1234');
  });

  it('shows the plan’s monthly charge', async () => {
    paymentApi({ body: true });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    expect(await screen.findByText('Your plan, Standard, costs $19.95 a month.')).toBeVisible();
  });

  it('refuses a wrong CVC length and an invalid number before sending', async () => {
    const calls = paymentApi({ body: true });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    const user = await fillCard('4242424242424241');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Card number is invalid')).toBeVisible();
    expect(screen.getByLabelText('CVC')).toHaveValue('123');
    expect(calls.some((call) => call.url.includes('UpdateCard'))).toBe(false);
  });

  it('sends only the browser-made token with an idempotency key, then opens the inbox', async () => {
    const calls = paymentApi({ body: true });
    const { history } = renderPortal('/PaymentRequired', { signedInAs: unpaid });
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    await waitFor(() => expect(history.location.pathname).toBe('/Members'));
    const update = calls.find((call) => call.url.includes('UpdateCard'))!;
    expect(update.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = await update.json();
    expect(body).toEqual({
      cardName: 'Alex Chen',
      autoTopUpAmount: 50,
      sourceToken: 'tok_sandbox_success_visa_4242',
      chargeNow: false,
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
  });

  it('says the card could not be verified when the server answers false', async () => {
    paymentApi({ body: false });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to verify credit card. Please try again.',
    );
  });

  it('says the update failed when the call fails', async () => {
    paymentApi({ status: 501 });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating credit card');
  });
});

describe('/PaymentRequired top-up', () => {
  it('§9 default top-up: without an amount of the account’s own, the plan’s minimum deposit', async () => {
    const calls = paymentApi({ body: true }, { account: { ...unpaid, autoTopUpAmount: null } });
    renderPortal('/PaymentRequired', { signedInAs: { ...unpaid, autoTopUpAmount: null } });
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(async () => expect(await sentCard(calls)).toMatchObject({ autoTopUpAmount: 30 }));
  });
});

/**
 * Stripe.js as a test stands it in: the script tag the form adds is answered by setting
 * `window.Stripe`, and its Elements are empty boxes whose PaymentMethod id is fixed.
 */
function stubStripeScript() {
  const seen = {
    keys: [] as string[],
    scripts: [] as string[],
    mounted: [] as string[],
    billing: [] as unknown[],
  };
  const element = (type: string) => ({
    mount: (box: HTMLElement) => seen.mounted.push(`${type}:${box.tagName}`),
    on: () => undefined,
    destroy: () => undefined,
  });
  const observer = new MutationObserver(() => {
    for (const script of document.head.querySelectorAll<HTMLScriptElement>('script[src]')) {
      if (seen.scripts.includes(script.src)) continue;
      seen.scripts.push(script.src);
      window.Stripe = (key: string) => {
        seen.keys.push(key);
        return {
          elements: () => ({ create: element }),
          createPaymentMethod: async ({ billing_details }) => {
            seen.billing.push(billing_details);
            return { paymentMethod: { id: `pm_stub_${billing_details.name.length}` } };
          },
        };
      };
      script.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return { seen, stop: () => observer.disconnect() };
}

describe('/PaymentRequired card tokeniser', () => {
  afterEach(() => {
    delete window.Stripe;
    document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  });

  it('with a sandbox server, tokenises with the sandbox and never loads Stripe.js', async () => {
    const calls = paymentApi({ body: true });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(async () =>
      expect(await sentCard(calls)).toMatchObject({
        sourceToken: 'tok_sandbox_success_visa_4242',
      }),
    );
    expect(document.head.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('with a Stripe server, loads Stripe.js with the publishable key and sends its PaymentMethod', async () => {
    const stripe = stubStripeScript();
    const calls = paymentApi(
      { body: true },
      {
        config: {
          body: {
            ...sandboxPaymentConfig,
            card: { provider: 'stripe', publishableKey: 'pk_test_portal' },
          },
        },
      },
    );
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    // The number, expiry and CVC are Stripe's own fields: ours are not shown.
    expect(await screen.findByRole('group', { name: 'Card number' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await waitFor(() => expect(stripe.seen.mounted).toHaveLength(3));
    expect(stripe.seen.scripts).toEqual(['https://js.stripe.com/v3/']);
    expect(stripe.seen.keys).toEqual(['pk_test_portal']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name on card'), 'Alex Chen');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(async () =>
      expect(await sentCard(calls)).toMatchObject({
        cardName: 'Alex Chen',
        sourceToken: 'pm_stub_9',
      }),
    );
    // The billing address goes to Stripe with the card, for its bank to check.
    expect(stripe.seen.billing).toEqual([
      {
        name: 'Alex Chen',
        address: {
          line1: unpaid.address1,
          line2: '',
          city: unpaid.city,
          state: unpaid.state,
          postal_code: unpaid.postcode,
          country: 'AU',
        },
      },
    ]);
    stripe.stop();
  });

  it('says so, and sends nothing, when the payment configuration cannot be read', async () => {
    const calls = paymentApi({ body: true }, { config: { status: 503 } });
    renderPortal('/PaymentRequired', { signedInAs: unpaid });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The card provider could not be reached',
    );
    expect(screen.getByRole('button', { name: 'Save card' })).toBeDisabled();
    expect(calls.some((call) => call.url.includes('UpdateCard'))).toBe(false);
  });
});

describe('/PaymentRequired with a card on file', () => {
  const refused = { ...member, activePayment: false };

  it('says the bank refused the card, pays with it by default and shows the receipt, then opens the inbox', async () => {
    let active = false;
    const calls = fakeApi({
      'POST /api/account/GetAccount': () => ({ body: { ...refused, activePayment: active } }),
      'GET /api/Plan/GetAll': { body: plans },
      'POST /api/Payment/ChargeCard': () => {
        active = true;
        return { body: receipt };
      },
      'GET /api/Alert': { body: [] },
      'GET /api/Mail': { body: [] },
      'GET /api/Folder': { body: [] },
      'GET /api/mail/FolderCounts': { body: [] },
    });
    const { history } = renderPortal('/PaymentRequired', { signedInAs: refused });
    expect(
      await screen.findByText(/Your bank refused the last charges to Visa ending 4242/),
    ).toBeVisible();
    expect(screen.getByText('Expires 08/2029')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay $50.00 with Visa ending 4242' }));

    expect(await screen.findByText('Payment received: thank you')).toBeVisible();
    expect(
      screen.getByText(`A tax invoice has been emailed to you at ${member.email}.`),
    ).toBeVisible();
    const charge = calls.find((call) => call.url.includes('ChargeCard'))!;
    expect(await charge.json()).toEqual({ amount: 50 });
    await user.click(screen.getByRole('button', { name: 'Continue to your inbox' }));
    await waitFor(() => expect(history.location.pathname).toBe('/Members'));
  });

  it('offers a different card, and back', async () => {
    paymentApi({ body: true }, { account: refused });
    renderPortal('/PaymentRequired', { signedInAs: refused });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    expect(await screen.findByLabelText('Card number')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use Visa ending 4242 instead' }));
    expect(await screen.findByRole('button', { name: /with Visa ending 4242/ })).toBeVisible();
  });

  it('asks for a new card when the one on file has expired', async () => {
    const expired = {
      ...refused,
      card: { brand: 'visa', last4: '4242', expMonth: 1, expYear: 2020 },
    };
    paymentApi({ body: true }, { account: expired });
    renderPortal('/PaymentRequired', { signedInAs: expired });
    expect(await screen.findByText(/Your card on file has expired/)).toBeVisible();
    expect(await screen.findByLabelText('Card number')).toBeVisible();
  });

  it('is no dead end: support by email, the language, and sign out', async () => {
    const calls = paymentApi({ body: true }, { account: refused });
    renderPortal('/PaymentRequired', { signedInAs: refused });
    const links = await screen.findByRole('navigation', { name: 'Other options' });
    expect(
      await within(links).findByRole('link', { name: 'support@test.example' }),
    ).toHaveAttribute('href', 'mailto:support@test.example');
    const user = userEvent.setup();
    await user.selectOptions(within(links).getByLabelText('Language'), 'jp');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'お支払いが必要です' }),
    ).toBeVisible();
    await user.click(within(links).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.toLowerCase().includes('logout'))).toBe(true),
    );
    expect(localStorage.getItem('portal.account')).toBeNull();
  });
});
