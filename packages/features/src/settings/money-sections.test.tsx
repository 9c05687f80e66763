import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setIntersecting } from '@portal/ui/test-support/browser-apis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Schema } from '@portal/api-client/types';
import { receipt } from '#shared/payment-card/payment-fixtures.ts';
import { member, plans, transactions } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Name on card'), 'Alex Chen');
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '1239');
  await user.type(screen.getByLabelText('CVC'), '123');
  return user;
}

/** A member without a card on file: Payment Method and Manual Payment show the card form. */
const noCard = { ...member, card: null };

const updateCardBody = async (calls: Request[]) =>
  calls.find((call) => call.url.includes('UpdateCard'))?.json();

describe('the Payment Method section', () => {
  it('saves a card with the member’s top-up and says "Payment updated"', async () => {
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': { body: noCard },
      'POST /api/Payment/UpdateCard': { body: true },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: noCard });
    expect(await heading('Payment Method')).toBeVisible();
    const user = await fillCard('5555555555554444');
    expect(screen.getByText('Mastercard')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save card' }));

    expect(await screen.findByText('Payment updated')).toBeVisible();
    expect(await updateCardBody(calls)).toEqual({
      cardName: 'Alex Chen',
      autoTopUpAmount: 50,
      sourceToken: 'tok_sandbox_success_mastercard_4444',
      chargeNow: false,
    });
  });

  it('says why the bank refused a card, from the catalog, keeping what was typed', async () => {
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: noCard },
      'POST /api/Payment/UpdateCard': {
        status: 402,
        body: {
          code: 'payment_failed',
          detail: 'card_declined: do_not_honor',
          text: { key: 'payment.declined.insufficientFunds', values: {} },
        },
      },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: noCard });
    const user = await fillCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Try another card or contact your bank.',
    );
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.queryByText('Payment updated')).toBeNull();
  });

  it('tells a Japanese member of a declined card in Japanese, never the provider’s English', async () => {
    const japanese = { ...noCard, language: 'jp' as const };
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: japanese },
      'POST /api/Payment/UpdateCard': {
        status: 402,
        body: {
          code: 'payment_failed',
          detail: 'Your card was declined.',
          text: { key: 'payment.declined.generic', values: {} },
        },
      },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: japanese, locale: 'jp' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('カード名義'), 'Alex Chen');
    await user.type(screen.getByLabelText('カード番号'), '4000000000000002');
    await user.type(screen.getByLabelText('有効期限'), '1239');
    await user.type(screen.getByLabelText('セキュリティコード'), '123');
    await user.click(screen.getByRole('button', { name: 'カードを保存' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'カードが承認されませんでした。別のカードをお使いいただくか、カード会社にお問い合わせください。',
    );
    expect(alert).not.toHaveTextContent(/declined/);
  });

  it('pays $50 by PayPal by default and shows its receipt, and gives each bank detail its own copy button', async () => {
    const paypalReceipt = { ...receipt, method: 'paypal' as const, cardBrand: null, last4: null };
    let paid = false;
    const calls = fakeMembersApi({
      'POST /api/paypal/verify': () => {
        paid = true;
        return { body: true };
      },
      'GET /api/Payment/Receipts': () => ({
        body: paid ? [{ ...paypalReceipt, issuedAt: new Date().toISOString() }] : [],
      }),
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    // user-event stands in a clipboard the test can read back.
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $50.00 with PayPal' }));
    const panel = (await screen.findByText('Payment received: thank you')).closest('[role]')!;
    expect(panel).toHaveTextContent('PayPal');
    expect(panel).toHaveTextContent('TM-000123');
    expect(panel).toHaveTextContent('GST included$4.55');
    expect(panel).toHaveTextContent(`A tax invoice has been emailed to you at ${member.email}.`);
    const verify = calls.find((call) => call.url.includes('paypal/verify'))!;
    expect(new URL(verify.url).searchParams.get('orderId')).toMatch(/^SANDBOX-50-[0-9a-f]{8}$/);
    expect(verify.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    await user.click(screen.getByRole('button', { name: 'Copy Your reference' }));
    expect(await navigator.clipboard.readText()).toBe(member.userCode);
    await user.click(screen.getByRole('button', { name: 'Copy BSB' }));
    expect(await navigator.clipboard.readText()).toBe('000-000');
  });

  it('shows the card on file with its expiry, replaces it with the card form, and keeps it', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    expect(await screen.findByText('Visa ending 4242')).toBeVisible();
    expect(screen.getByText('Expires 08/2029')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    expect(await screen.findByLabelText('Card number')).toBeVisible();
    // The billing address line's link is the kit's link, to the Account section.
    const billing = screen.getByText(/The card must be registered to your billing address/);
    expect(within(billing).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/Members/Account',
    );
    await user.click(screen.getByRole('button', { name: 'Keep the card on file' }));
    expect(await screen.findByText('Visa ending 4242')).toBeVisible();
  });

  it('says a card expiring this month expires soon, and an expired one expired', async () => {
    const now = new Date();
    const thisMonth = { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() };
    fakeMembersApi({
      'POST /api/account/GetAccount': {
        body: { ...member, card: { brand: 'mastercard', last4: '4444', ...thisMonth } },
      },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    expect(await screen.findByText('Mastercard ending 4444')).toBeVisible();
    expect(screen.getByText('Expires soon')).toBeVisible();
  });

  it('shows a card whose expiry the provider never gave without one, and without a warning', async () => {
    fakeMembersApi({
      'POST /api/account/GetAccount': {
        body: {
          ...member,
          card: { brand: 'unknown', last4: '4444', expMonth: null, expYear: null },
        },
      },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    expect(await screen.findByText('Card ending 4444')).toBeVisible();
    expect(screen.queryByText(/^Expires/)).toBeNull();
  });

  it('removes the card after a confirmation that says auto top-up turns off with it', async () => {
    const calls = fakeMembersApi({
      'POST /api/Payment/RemoveCard': { body: { ...member, card: null, autoTopUpAmount: null } },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Visa ending 4242?' });
    expect(dialog).toHaveTextContent(/Automatic top-up turns off with it/);
    expect(calls.some((call) => call.url.includes('RemoveCard'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));

    expect(await screen.findByLabelText('Card number')).toBeVisible();
    expect(screen.queryByText('Visa ending 4242')).toBeNull();
    expect(calls.filter((call) => call.url.includes('RemoveCard'))).toHaveLength(1);
  });
});

describe('the Payment Method section’s auto top-up and monthly charge', () => {
  it('§9 starts the auto top-up at the plan’s minimum when the account has none, and saves a new one', async () => {
    const account = { ...member, autoTopUpAmount: null, autoTopUpThreshold: 0 };
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': { body: account },
      'POST /api/Account/UpdateAutoTopup': {
        body: { ...account, autoTopUpAmount: 75, autoTopUpThreshold: 10 },
      },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: account });
    const amount = await screen.findByRole('combobox', { name: 'Top up' });
    expect(amount).toHaveDisplayValue('$20.00');
    expect(screen.getByText(/^Auto top-up is off/)).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(amount, '$75.00');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'When my balance falls below' }),
      '$10.00',
    );
    await user.click(screen.getByRole('button', { name: 'Save auto top-up' }));
    expect(
      await screen.findByText('Auto top-up set: $75.00 when your balance falls below $10.00'),
    ).toBeVisible();
    const saved = new URL(calls.find((call) => call.url.includes('UpdateAutoTopup'))!.url);
    expect(saved.searchParams.get('amount')).toBe('75');
    expect(saved.searchParams.get('threshold')).toBe('10');
    expect(
      screen.getByText(
        'Now: your card is charged $75.00 (or what a charge needs, if more) when your balance falls below $10.00.',
      ),
    ).toBeVisible();
  });

  it('shows the saved threshold and amount, and turns auto top-up off', async () => {
    const calls = fakeMembersApi({
      'POST /api/Account/UpdateAutoTopup': {
        body: { ...member, autoTopUpAmount: null, autoTopUpThreshold: 10 },
      },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    const amount = await screen.findByRole('combobox', { name: 'Top up' });
    expect(amount).toHaveDisplayValue('$50.00');
    const threshold = screen.getByRole('combobox', { name: 'When my balance falls below' });
    expect(threshold).toHaveDisplayValue('$10.00');
    const save = screen.getByRole('button', { name: 'Save auto top-up' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(amount, 'Off');
    expect(threshold).toBeDisabled();
    await user.click(save);
    expect(await screen.findByText('Auto top-up turned off')).toBeVisible();
    const saved = new URL(calls.find((call) => call.url.includes('UpdateAutoTopup'))!.url);
    expect(saved.searchParams.get('amount')).toBe('0');
    expect(screen.getByText(/^Auto top-up is off/)).toBeVisible();
  });

  it('saves a low-balance warning level and says what is saved now', async () => {
    const calls = fakeMembersApi({
      'POST /api/Account/UpdateLowBalanceWarning': { body: { ...member, lowBalanceWarning: 20 } },
    });
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    const level = await screen.findByRole('combobox', {
      name: 'Email me when my balance falls below',
    });
    expect(level).toHaveDisplayValue('My monthly fee');
    expect(
      screen.getByText(
        'Now: you are emailed when your balance will not cover your next monthly fee.',
      ),
    ).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save warning' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.selectOptions(level, '$20.00');
    await user.click(save);
    expect(
      await screen.findByText('We will email you when your balance falls below $20.00'),
    ).toBeVisible();
    const saved = new URL(calls.find((call) => call.url.includes('UpdateLowBalanceWarning'))!.url);
    expect(saved.searchParams.get('amount')).toBe('20');
    expect(
      screen.getByText(
        'Now: you are emailed when your balance falls below $20.00, and before a monthly fee it cannot cover.',
      ),
    ).toBeVisible();
  });

  it('§9 shows the plan’s monthly fee and the billing day of the month', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/PaymentMethod', { signedInAs: member });
    expect(
      await screen.findByText(
        'Your plan, Mail Plus, costs $19.95 a month, charged on the 1st of each month.',
      ),
    ).toBeVisible();
  });
});

describe('the Manual Payment section', () => {
  it('pays with the card on file once, shows the receipt with its GST, and the new balance in the top bar', async () => {
    let balance = member.balance;
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': () => ({ body: { ...member, balance } }),
      'POST /api/Payment/ChargeCard': () => {
        balance = 107.4;
        return { body: { ...receipt, amount: 20, gst: 1.82 } };
      },
    });
    renderPortal('/Members/Account/ManualPayment', { signedInAs: member });
    expect(await heading('Manual Payment')).toBeVisible();
    const user = userEvent.setup();
    expect(await screen.findByText('Visa ending 4242')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '$20.00' }));
    const pay = screen.getByRole('button', { name: 'Pay $20.00 with Visa ending 4242' });
    await user.dblClick(pay);

    const panel = (await screen.findByText('Payment received: thank you')).closest('[role]')!;
    expect(panel).toHaveTextContent('Amount paid$20.00');
    expect(panel).toHaveTextContent('GST included$1.82');
    expect(panel).toHaveTextContent('Paid withVisa ending 4242');
    expect(panel).toHaveTextContent('Receipt numberTM-000123');
    const charges = calls.filter((call) => call.url.includes('ChargeCard'));
    expect(charges).toHaveLength(1);
    expect(await charges[0]!.json()).toEqual({ amount: 20 });
    expect(charges[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The user menu in the top bar: "Alexandra Montgo.. ($107.40)".
    expect(await screen.findByRole('button', { name: /\(\$107\.40\)$/ })).toBeVisible();
  });

  it('says why the bank refused the card on file, from the catalog, and charges nothing more', async () => {
    fakeMembersApi({
      'POST /api/Payment/ChargeCard': {
        status: 402,
        body: {
          code: 'payment_failed',
          detail: 'card_declined: insufficient_funds',
          text: { key: 'payment.declined.insufficientFunds', values: {} },
        },
      },
    });
    renderPortal('/Members/Account/ManualPayment', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Pay \$50\.00 with Visa/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card has insufficient funds. Try another card or contact your bank.',
    );
    expect(screen.queryByText(/insufficient_funds/)).toBeNull();
  });

  it('pays with a different card once, and shows the newest receipt', async () => {
    let paid = false;
    const calls = fakeMembersApi({
      'POST /api/Payment/UpdateCard': () => {
        paid = true;
        return { body: true };
      },
      'GET /api/Payment/Receipts': () => ({
        body: paid ? [{ ...receipt, last4: '1111', issuedAt: new Date().toISOString() }] : [],
      }),
    });
    renderPortal('/Members/Account/ManualPayment', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a different card' }));
    await fillCard('4111111111111111');
    await user.click(screen.getByRole('radio', { name: '$20.00' }));
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));

    expect(await updateCardBody(calls)).toMatchObject({ chargeAmount: 20, chargeNow: true });
    expect(await screen.findByText('Visa ending 1111')).toBeVisible();
    expect(screen.getByText('Payment received: thank you')).toBeVisible();
  });

  it('takes any amount from $20 in dollars and cents, exactly, and refuses less', async () => {
    const calls = fakeMembersApi({
      'POST /api/account/GetAccount': { body: noCard },
      'POST /api/Payment/UpdateCard': { body: true },
    });
    renderPortal('/Members/Account/ManualPayment', { signedInAs: noCard });
    const user = await fillCard('4242424242424242');
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const amount = screen.getByRole('textbox', { name: 'Amount in dollars' });
    await user.type(amount, '19.99');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The minimum top-up is $20')).toBeVisible();
    expect(calls.some((call) => call.url.includes('UpdateCard'))).toBe(false);

    // 20.1 + 0.2 in floats is 20.300000000000001: the amount goes as typed, in cents.
    await user.clear(amount);
    await user.type(amount, '20.30');
    await user.click(screen.getByRole('button', { name: 'Pay $20.30' }));
    await waitFor(async () =>
      expect(await updateCardBody(calls)).toMatchObject({ chargeAmount: 20.3 }),
    );
  });
});

describe('the Choose Plan section', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the plans in order, marks the most popular and the member’s own, with their fees', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/ChoosePlan', { signedInAs: member });
    const plans = await screen.findByRole('list', { name: 'Choose Plan' });
    const names = within(plans).getAllByRole('heading', { level: 2 });
    expect(names.map((name) => name.textContent)).toEqual(['Mail Lite', 'Mail Plus']);
    const plus = within(plans).getByRole('region', { name: 'Mail Plus' });
    expect(within(plus).getByText('Most popular')).toBeVisible();
    expect(within(plus).getByText('Your plan')).toBeVisible();
    expect(within(plus).getByText('10% of the courier price')).toBeVisible();
    expect(within(plus).queryByRole('button')).toBeNull();
    const lite = within(plans).getByRole('region', { name: 'Mail Lite' });
    expect(within(lite).getByText('$19.95')).toBeVisible();
  });

  it('shows each plan’s storage after the free days: a price a day, or "Free"', async () => {
    fakeMembersApi();
    renderPortal('/Members/Account/ChoosePlan', { signedInAs: member });
    const plans = await screen.findByRole('list', { name: 'Choose Plan' });
    const fee = (plan: string, label: string) =>
      within(within(plans).getByRole('region', { name: plan })).getByText(label).nextElementSibling
        ?.textContent;

    expect(fee('Mail Plus', 'Envelope storage after 30 days')).toBe('$0.10 a day');
    expect(fee('Mail Plus', 'Parcel storage after 30 days')).toBe('$0.50 a day');
    expect(fee('Mail Lite', 'Envelope storage after 30 days')).toBe('Free');
    expect(fee('Mail Lite', 'Parcel storage after 30 days')).toBe('Free');
  });

  it('§4 confirms with the pro-rata credit in dollars, then changes the plan once', async () => {
    // Mid-period: 15 of November's 30 days left before the billing day, the 1st.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-16T00:00:00Z') });
    const calls = fakeMembersApi({
      'POST /api/Account/ChoosePlan': { body: { ...member, planId: 1 } },
    });
    renderPortal('/Members/Account/ChoosePlan', { signedInAs: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Mail Lite' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change to Mail Lite?' });
    // ($9.95 − $19.95) × 15 ÷ 30 = −$5.00
    expect(dialog).toHaveTextContent(
      'Changing plan now credits $5.00 to your balance for the rest of this billing period.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Your plan is now Mail Lite')).toBeVisible();
    const changes = calls.filter((call) => call.url.includes('ChoosePlan'));
    expect(changes).toHaveLength(1);
    expect(new URL(changes[0]!.url).searchParams.get('planId')).toBe('1');
    expect(changes[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says what to do when the balance cannot cover the charge', async () => {
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: { ...member, planId: 1 } },
      'POST /api/Account/ChoosePlan': { status: 402, body: { code: 'insufficient_funds' } },
    });
    renderPortal('/Members/Account/ChoosePlan', { signedInAs: { ...member, planId: 1 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Mail Plus' }));
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your balance and auto top-up could not cover the plan change.',
    );
  });
});

/** A ledger of `count` rows, newest first, each 10 cents on the last. */
function ledger(count: number): Schema<'Transaction'>[] {
  return Array.from({ length: count }, (_, index) => ({
    transactionId: 1000 - index,
    date: `2026-11-${String(28 - (index % 28)).padStart(2, '0')}T03:00:00Z`,
    text: { key: 'ledger.forwardRefund', values: { forward: index + 1 } },
    planName: 'Mail Plus',
    amount: index % 2 ? -0.2 : 0.1,
    balance: Number(((count - index) * 0.1).toFixed(2)),
  }));
}

function pagedTransactions(rows: Schema<'Transaction'>[]) {
  return async (request: Request): Promise<FakeAnswer> => {
    // As over a network: the page is loading for a moment, as the infinite scroll expects.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page'));
    const size = Number(query.get('pageSize'));
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '9999';
    const inRange = rows.filter((row) => row.date >= from && row.date.slice(0, 10) <= to);
    return { body: inRange.slice(page * size, (page + 1) * size) };
  };
}

describe('the Transactions section', () => {
  it('shows date, description, plan, amount and balance, credits apart from debits', async () => {
    fakeMembersApi({ 'GET /api/Transaction': pagedTransactions(transactions) });
    renderPortal('/Members/Account/Transactions', { signedInAs: member });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '12/11/2026Forward #12: 3 items by Australia Post Express PostMail Plus-$17.20$87.40',
      '01/11/2026Monthly feeMail Plus-$19.95$104.60',
      '28/10/2026Card top-up—+$100.00$124.55',
    ]);
  });

  it('shows a Japanese member every description, day and amount in Japanese', async () => {
    fakeMembersApi({ 'GET /api/Transaction': pagedTransactions(transactions) });
    renderPortal('/Members/Account/Transactions', { signedInAs: member, locale: 'jp' });
    const table = await screen.findByRole('table', { name: '取引履歴' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2026/11/12転送#12：3点（Australia Post Express Post）Mail Plus-A$17.20A$87.40',
      '2026/11/01月額料金Mail Plus-A$19.95A$104.60',
      '2026/10/28カードでのチャージ—+A$100.00A$124.55',
    ]);
  });

  it('loads page 2 when the list’s end scrolls into view, and stops at an empty page', async () => {
    const calls = fakeMembersApi({ 'GET /api/Transaction': pagedTransactions(ledger(25)) });
    renderPortal('/Members/Account/Transactions', { signedInAs: member });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    const sentinel = document.querySelector('[class*="sentinel"]')!;
    setIntersecting(sentinel, true);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    // Still in view after the short page: page 2 is asked for, comes back empty, and ends the list.
    const pagesAsked = () =>
      calls
        .filter((call) => call.url.includes('/api/Transaction'))
        .map((call) => new URL(call.url).searchParams.get('page'));
    await waitFor(() => expect(pagesAsked()).toEqual(['0', '1', '2']));
    setIntersecting(sentinel, true);
    expect(pagesAsked()).toEqual(['0', '1', '2']);
    // 0.1 and -0.2 rows: shown exactly, never float sums such as 0.30000000000000004.
    expect(within(table).getByText('$2.50')).toBeVisible();
    expect(within(table).getAllByText('+$0.10')).toHaveLength(13);
  });

  it('asks for a date range and exports exactly the rows shown as CSV', async () => {
    const calls = fakeMembersApi({ 'GET /api/Transaction': pagedTransactions(transactions) });
    let exported: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:transactions';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPortal('/Members/Account/Transactions', { signedInAs: member });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await user.type(screen.getByLabelText('From'), '01/11/26');
    const table = screen.getByRole('table', { name: 'Transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(calls.some((call) => call.url.includes('from=2026-11-01'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await exported!.text();
    expect(text.replace('\uFEFF', '').split('\r\n')).toEqual([
      'Date,Description,Plan,Amount,Balance',
      '12/11/2026,Forward #12: 3 items by Australia Post Express Post,Mail Plus,-$17.20,$87.40',
      '01/11/2026,Monthly fee,Mail Plus,-$19.95,$104.60',
      '',
    ]);
    click.mockRestore();
  });

  it('exports the CSV of a Japanese member with Japanese headings, descriptions, days and money', async () => {
    fakeMembersApi({ 'GET /api/Transaction': pagedTransactions(transactions) });
    let exported: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      exported = blob;
      return 'blob:transactions';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPortal('/Members/Account/Transactions', { signedInAs: member, locale: 'jp' });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: '取引履歴' });
    await user.click(screen.getByRole('button', { name: 'CSVをエクスポート' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const lines = (await exported!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines).toEqual([
      expect.any(String),
      '2026/11/12,転送#12：3点（Australia Post Express Post）,Mail Plus,-A$17.20,A$87.40',
      '2026/11/01,月額料金,Mail Plus,-A$19.95,A$104.60',
      '2026/10/28,カードでのチャージ,,A$100.00,A$124.55',
      '',
    ]);
    // Headings from the catalog; no English beyond the plan's and the carrier's names.
    expect(lines[0]).not.toMatch(/[A-Za-z]/);
    click.mockRestore();
  });

  it('refuses a range that ends before it starts, asking for nothing', async () => {
    const calls = fakeMembersApi({ 'GET /api/Transaction': pagedTransactions(transactions) });
    renderPortal('/Members/Account/Transactions', { signedInAs: member });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await user.type(screen.getByLabelText('From'), '10/11/26');
    await user.type(screen.getByLabelText('To'), '01/11/26');
    expect(await screen.findByText('The end date can not be before the start date')).toBeVisible();
    expect(calls.some((call) => call.url.includes('to=2026-11-01'))).toBe(false);
  });
});

/** Held items, none of them a parcel past its free days. */
const storedCounts = {
  storedEnvelopesWithinFreePeriod: 2,
  storedEnvelopesOutsideFreePeriod: 1,
  forwardedEnvelopes: 0,
  shreddedEnvelopes: 0,
  storedParcelsWithinFreePeriod: 0,
  storedParcelsOutsideFreePeriod: 0,
  forwardedParcels: 0,
  destroyedParcels: 0,
};

/** The storage price list: each kind of item with what it costs a day past its free days. */
const storagePrices = () =>
  screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the Storage Metrics section', () => {
  it('charts the eight counts with each number as text, and says what storage costs', async () => {
    fakeMembersApi({
      'GET /api/StorageMetrics/GetMetrics': {
        body: {
          storedEnvelopesWithinFreePeriod: 12,
          storedEnvelopesOutsideFreePeriod: 3,
          forwardedEnvelopes: 40,
          shreddedEnvelopes: 25,
          storedParcelsWithinFreePeriod: 1,
          storedParcelsOutsideFreePeriod: 1,
          forwardedParcels: 6,
          destroyedParcels: 0,
        },
      },
    });
    renderPortal('/Members/Account/StorageMetrics', { signedInAs: member });
    const envelopes = await screen.findByRole('list', { name: 'Envelopes' });
    expect(
      within(envelopes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Stored, within the free period12',
      'Stored, past the free period3',
      'Forwarded40',
      'Shredded25',
    ]);
    const parcels = screen.getByRole('list', { name: 'Parcels' });
    expect(within(parcels).getAllByRole('listitem').at(-1)).toHaveTextContent('Destroyed0');
    expect(await screen.findByText(/stored free for 30 days/)).toBeVisible();
    expect(storagePrices()).toEqual([
      ['Each envelope', '$0.10 a day'],
      ['Each parcel', '$0.50 a day'],
    ]);
    // 3 × $0.10 + 1 × $0.50, in cents.
    expect(screen.getByText('Your items past their free period cost $0.80 a day.')).toBeVisible();
  });

  it('says "Free" for a kind of item the plan does not charge for, never "$0.00 a day"', async () => {
    fakeMembersApi({
      'GET /api/StorageMetrics/GetMetrics': {
        body: { ...storedCounts, storedParcelsOutsideFreePeriod: 2 },
      },
      'GET /api/Plan/GetAll': { body: [{ ...plans[1]!, parcelStoragePerDay: 0 }] },
    });
    renderPortal('/Members/Account/StorageMetrics', { signedInAs: member });

    await screen.findByText(/stored free for 30 days/);
    expect(storagePrices()).toEqual([
      ['Each envelope', '$0.10 a day'],
      ['Each parcel', 'Free'],
    ]);
    expect(screen.queryByText(/\$0\.00/)).toBeNull();
  });

  it('says storage is free on a plan that charges nothing for it', async () => {
    const onMailLite = { ...member, planId: 1 };
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: onMailLite },
      'GET /api/StorageMetrics/GetMetrics': { body: storedCounts },
    });
    renderPortal('/Members/Account/StorageMetrics', { signedInAs: onMailLite });

    expect(
      await screen.findByText(
        'Storage is free on your Mail Lite plan, however long an item stays.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/a day/)).toBeNull();
  });

  it('says nothing is due today while no item is past its free period', async () => {
    fakeMembersApi({
      'GET /api/StorageMetrics/GetMetrics': {
        body: { ...storedCounts, storedEnvelopesOutsideFreePeriod: 0 },
      },
    });
    renderPortal('/Members/Account/StorageMetrics', { signedInAs: member });

    expect(
      await screen.findByText(
        'None of your items is past its free period, so storage costs you nothing today.',
      ),
    ).toBeVisible();
  });
});

describe('the Audit Log section', () => {
  const auditLog = () =>
    fakeMembersApi({
      'GET /api/Audit': (request: Request) => ({
        body:
          new URL(request.url).searchParams.get('page') === '0'
            ? [
                {
                  auditId: 2,
                  dateTime: '2026-11-20T09:41:00Z',
                  text: { key: 'audit.loggedIn', values: { ip: '203.0.113.7' } },
                  by: 'Sam Lee',
                },
                {
                  auditId: 1,
                  dateTime: '2026-11-19T23:05:00Z',
                  text: {
                    key: 'audit.planChangedCharged',
                    values: { from: 'Standard', to: 'Premium', amount: 1.79 },
                  },
                  by: null,
                },
              ]
            : [],
      }),
    });
  const rows = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);

  it('lists date, time, what happened and by whom, newest first, from the catalog', async () => {
    auditLog();
    renderPortal('/Members/Account/AuditLog', { signedInAs: member });
    const table = await screen.findByRole('table', { name: 'Audit Log' });
    expect(rows(table)).toEqual([
      expect.stringMatching(/^20\/11\/2026 .*Logged in \(from 203\.0\.113\.7\)Sam Lee$/),
      // What the service did is the brand's doing.
      expect.stringMatching(
        /^\d\d\/11\/2026 .*Plan changed from Standard to Premium; charged \$1\.79Test Mail$/,
      ),
    ]);
  });

  it('reads in Japanese for a Japanese member: no English but names and addresses', async () => {
    auditLog();
    renderPortal('/Members/Account/AuditLog', {
      signedInAs: { ...member, language: 'jp' },
      locale: 'jp',
    });
    const table = await screen.findByRole('table', { name: '操作履歴' });
    const [loggedIn, planChanged] = rows(table);
    expect(loggedIn).toMatch(/^2026\/11\/2\d .*ログインしました（203\.0\.113\.7から）Sam Lee$/);
    expect(planChanged).toContain('プランをStandardからPremiumに変更しました。');
    // Only the plan names, the address, A$, the zone name and who did it are Latin.
    const latin = rows(table)
      .join(' ')
      .replaceAll(/Standard|Premium|A\$|UTC|GMT[+-]?\d*|JST|AEDT|AEST|Sam Lee|Test Mail/g, '');
    expect(latin).not.toMatch(/[A-Za-z]{2,}/);
  });
});
