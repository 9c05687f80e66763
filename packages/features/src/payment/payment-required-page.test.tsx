import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal, type FakeAnswer } from '#shared/testing/render-portal.tsx';
import { member } from '#shared/testing/fixtures.ts';

const unpaid = { ...member, activePayment: false };

function paymentApi(updateCard: FakeAnswer) {
  let paid = false;
  return fakeApi({
    'POST /api/account/GetAccount': () => ({ body: { ...unpaid, activePayment: paid } }),
    'GET /api/Plan/GetAll': {
      body: [{ planId: 2, planName: 'Standard', monthlyFee: 19.95 }],
    },
    'POST /api/Payment/UpdateCard': () => {
      paid = updateCard.body === true;
      return updateCard;
    },
    'GET /api/Alert': { body: [] },
    'GET /api/Mail': { body: [] },
  });
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
    expect(
      await screen.findByText('You must update your credit card before continuing'),
    ).toBeVisible();
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
