import { randomUUID } from 'node:crypto';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { outboxFor } from '../../test/auth-fixtures.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import {
  auditMessages,
  balanceAndLedgerSum,
  insertLocation,
  insertPlan,
  markRegistered,
  newMember,
} from '../../test/member-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';

const VISA = sandboxToken('4242424242424242') ?? '';
const MASTERCARD = sandboxToken('5555555555554444') ?? '';
const DECLINES_LATER = sandboxToken('4000000000000341') ?? '';

let api: TestApp;

useTestApp((started) => (api = started));

/** A registered member with the card `token` on file (none when `token` is null). */
async function memberWithCard(token: string | null) {
  const member = await newMember(api);
  await markRegistered(api, member.accountId);
  const post = (url: string, payload?: object, key: string = randomUUID()) =>
    member.call('POST', url, { payload, headers: { 'idempotency-key': key } });
  if (token) {
    const saved = await post('/api/Payment/UpdateCard', {
      cardName: 'Alex Chen',
      autoTopUpAmount: 50,
      sourceToken: token,
      chargeNow: false,
    });
    expect(saved.json()).toBe(true);
  }
  return {
    ...member,
    chargeCard: (amount: unknown, key?: string) => post('/api/Payment/ChargeCard', { amount }, key),
    removeCard: () => member.call('POST', '/api/Payment/RemoveCard'),
    receipts: async (query = '') =>
      (await member.call('GET', `/api/Payment/Receipts${query}`)).json<
        { number: string; amount: number; gst: number; method: string; last4: string | null }[]
      >(),
    account: async () => (await member.call('POST', '/api/account/GetAccount')).json(),
  };
}

describe('the card on file', () => {
  it('shows its network, last four digits and expiry in the account', async () => {
    const member = await memberWithCard(MASTERCARD);
    expect((await member.account()).card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 4,
    });
    expect((await (await memberWithCard(null)).account()).card).toBeNull();
  });

  it('shows a card saved before its details were kept as it is known: no network, no expiry', async () => {
    const member = await memberWithCard(VISA);
    await api.db.kysely
      .updateTable('accounts')
      .set({ card_brand: null, card_exp_month: null, card_exp_year: null })
      .where('account_id', '=', member.accountId)
      .execute();
    expect((await member.account()).card).toEqual({
      brand: 'unknown',
      last4: '4242',
      expMonth: null,
      expYear: null,
    });
  });
});

describe('ChargeCard', () => {
  it('charges the card on file once per key, credits the balance and answers the receipt', async () => {
    const member = await memberWithCard(VISA);
    const key = randomUUID();
    const first = await member.chargeCard(50, key);
    expect(first.statusCode, first.body).toBe(200);
    const receipt = first.json();
    expect(receipt).toMatchObject({
      number: expect.stringMatching(/^HM-\d{6}$/),
      amount: 50,
      gst: 4.55,
      method: 'card',
      cardBrand: 'visa',
      last4: '4242',
      description: { key: 'ledger.cardTopUp', values: {} },
    });
    expect((await member.chargeCard(50, key)).json()).toEqual(receipt);

    const { balance, entries } = await balanceAndLedgerSum(api, member.accountId);
    expect(entries.map((entry) => entry.amount_cents)).toEqual([5000]);
    expect(balance).toBe(5000);
    expect(await member.receipts()).toEqual([receipt]);
  });

  it('emails the receipt as a tax invoice: issuer, ABN, number, GST and the card', async () => {
    const member = await memberWithCard(VISA);
    const { number } = (await member.chargeCard(20)).json();
    await runDueJobs(api);
    const [email] = await outboxFor(api.db, member.email);
    expect(email?.body_text).toContain(`Tax invoice ${number}`);
    expect(email?.body_text).toContain('Harbour Mail Services Pty Ltd, ABN 51 824 753 556');
    expect(email?.body_text).toContain('GST included: $1.82');
    expect(email?.body_text).toContain('your Visa card ending 4242');
  });

  it('numbers receipts in sequence across the brand', async () => {
    const one = await memberWithCard(VISA);
    const two = await memberWithCard(VISA);
    const first = (await one.chargeCard(20)).json().number as string;
    const second = (await two.chargeCard(30)).json().number as string;
    expect(Number(second.slice(3))).toBe(Number(first.slice(3)) + 1);
  });

  it('answers 409 card_required without a card on file, charging nothing', async () => {
    const member = await memberWithCard(null);
    const response = await member.chargeCard(50);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'card_required' });
    expect((await balanceAndLedgerSum(api, member.accountId)).entries).toEqual([]);
  });

  it('lets a member whose refused charges stopped their payment pay again (Payment Required ends)', async () => {
    const member = await memberWithCard(VISA);
    await api.db.kysely
      .updateTable('accounts')
      .set({ active_payment: false, card_failures: 3 })
      .where('account_id', '=', member.accountId)
      .execute();
    expect((await member.chargeCard(50)).statusCode).toBe(200);
    expect(await member.account()).toMatchObject({ activePayment: true, balance: 50 });
  });

  it('answers a refused charge with 402 payment_failed and its catalog text, crediting nothing', async () => {
    const member = await memberWithCard(DECLINES_LATER);
    const response = await member.chargeCard(50);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'payment_failed',
      text: { key: 'payment.declined.generic', values: {} },
      declineCode: 'declined',
    });
    expect((await balanceAndLedgerSum(api, member.accountId)).entries).toEqual([]);
    expect(await member.receipts()).toEqual([]);
  });

  it('refuses an amount under $20 or with more than 2 decimals', async () => {
    const member = await memberWithCard(VISA);
    for (const amount of [19.99, 20.005, 10_000.01]) {
      const response = await member.chargeCard(amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'amount' });
    }
  });
});

describe('RemoveCard', () => {
  it('forgets the card and turns auto top-up off; the payment method stays set up', async () => {
    const member = await memberWithCard(VISA);
    const response = await member.removeCard();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      card: null,
      autoTopUpAmount: null,
      activePayment: true,
    });
    expect(await auditMessages(api, member.accountId)).toContainEqual({
      key: 'audit.cardRemoved',
      values: { last4: '4242' },
    });
    expect((await member.chargeCard(20)).json()).toMatchObject({ code: 'card_required' });
    // Removing again changes nothing.
    expect((await member.removeCard()).json()).toMatchObject({ card: null });
  });
});

describe('Receipts', () => {
  it('lists a PayPal payment and card payments, newest first, as many as asked', async () => {
    const member = await memberWithCard(VISA);
    await member.chargeCard(20);
    const paypal = await member.call('POST', '/api/paypal/verify?orderId=SANDBOX-50-receipts1', {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paypal.json()).toBe(true);
    const receipts = await member.receipts();
    expect(receipts.map(({ amount, method, last4 }) => ({ amount, method, last4 }))).toEqual([
      { amount: 50, method: 'paypal', last4: null },
      { amount: 20, method: 'card', last4: '4242' },
    ]);
    expect(await member.receipts('?limit=1')).toHaveLength(1);
    const tooMany = await member.call('GET', '/api/Payment/Receipts?limit=101');
    expect(tooMany.json()).toMatchObject({ code: 'invalid_field', field: 'limit' });
  });
});

describe('a signup payment before the terms', () => {
  async function signingUp() {
    const planId = await insertPlan(api, { plan_name: 'Terms Plan', setup_fee_cents: 2500 });
    const member = await newMember(api, { paid: false, termsAccepted: false });
    await api.db.kysely
      .updateTable('accounts')
      .set({ plan_id: planId, registration_status: REGISTRATION_STATUS.signedUp })
      .where('account_id', '=', member.accountId)
      .execute();
    return member;
  }

  it('is refused with 409 terms_required, charging and saving nothing, until the terms are saved', async () => {
    const member = await signingUp();
    const pay = () =>
      member.call('POST', '/api/Payment/UpdateCard', {
        payload: { cardName: 'Alex', autoTopUpAmount: 20, sourceToken: VISA, chargeNow: true },
        headers: { 'idempotency-key': randomUUID() },
      });
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'terms_required' });
    expect((await balanceAndLedgerSum(api, member.accountId)).entries).toEqual([]);

    const saved = await member.call('POST', '/api/TermsAndConditions/SaveTermsAndConditions', {
      payload: {},
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect((await pay()).json()).toBe(true);
  });

  it('also refuses RegistrationComplete, which charges the setup fee', async () => {
    const member = await signingUp();
    const response = await member.call(
      'POST',
      '/api/Registration/RegistrationComplete?x=noCreditCard&webpage=harbour-mail',
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'terms_required' });
  });

  it('also refuses ChargeCard on a card already on file, charging nothing', async () => {
    const member = await signingUp();
    await api.db.kysely
      .updateTable('accounts')
      .set({ card_token: 'card_on_file', card_last4: '4242' })
      .where('account_id', '=', member.accountId)
      .execute();
    const response = await member.call('POST', '/api/Payment/ChargeCard', {
      payload: { amount: 50 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'terms_required' });
    expect((await balanceAndLedgerSum(api, member.accountId)).entries).toEqual([]);
  });
});

describe('signupStep', () => {
  it('resumes at the addresses, then the plan, and is null once registered', async () => {
    const member = await newMember(api, { paid: false });
    await api.db.kysely
      .updateTable('accounts')
      .set({ registration_status: REGISTRATION_STATUS.signedUp })
      .where('account_id', '=', member.accountId)
      .execute();
    const step = async () =>
      (await member.call('POST', '/api/account/GetAccount')).json().signupStep as unknown;
    expect(await step()).toBe('addresses');
    const locationId = await insertLocation(api);
    await api.db.kysely
      .insertInto('account_locations')
      .values({ account_id: member.accountId, location_id: locationId })
      .execute();
    expect(await step()).toBe('plan');
    await markRegistered(api, member.accountId);
    expect(await step()).toBeNull();
  });
});

describe('Payment/Config', () => {
  it("names the brand's business and bank account, for anyone", async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/Payment/Config?webpage=sakura-box',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      business: {
        legalName: 'Sakura Box Australia Pty Ltd',
        abn: '26 310 977 418',
        supportEmail: 'support@sakura.test',
      },
      bankTransfer: { accountName: 'Sakura Box Pty Ltd', bsb: '033-000' },
    });
  });
});
