import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditMessages,
  balanceAndLedgerSum,
  insertPlan,
  newMember,
} from '../../test/member-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const GOOD = sandboxToken('4242424242424242') ?? '';
const DECLINED = sandboxToken('4000000000000002') ?? '';
const NO_FUNDS = sandboxToken('4000000000009995') ?? '';

let api: TestApp;
let logged = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logged += String(chunk);
      done();
    },
  });
  // The most talkative level: whatever the server could ever log about these requests.
  api = await startTestApp({ logLevel: 'trace', logStream });
});

afterAll(() => api.close());

/** A new member, with the two payment calls this file exercises. */
/** A member who has not set up payment yet: UpdateCard is how they do it. */
async function payer() {
  const member = await newMember(api, { paid: false });
  return {
    ...member,
    updateCard: (body: object, key = randomUUID()) =>
      member.call('POST', '/api/Payment/UpdateCard', {
        payload: body,
        headers: { 'idempotency-key': key },
      }),
    verifyPaypal: (orderId: string, key = randomUUID()) =>
      member.call('POST', `/api/paypal/verify?orderId=${orderId}`, {
        headers: { 'idempotency-key': key },
      }),
  };
}

const card = (sourceToken: string, extra: object = {}) => ({
  cardName: 'Alex Chen',
  autoTopUpAmount: 50,
  sourceToken,
  chargeNow: false,
  ...extra,
});

const accountRow = (accountId: number) =>
  api.db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();

describe('UpdateCard', () => {
  it('saves the card as the provider reference with its last digits, and the auto top-up', async () => {
    const { accountId, updateCard } = await payer();
    // A registered member: during signup a card only records the payment decision (see below).
    await api.db.kysely
      .updateTable('accounts')
      .set({ registration_status: REGISTRATION_STATUS.complete })
      .where('account_id', '=', accountId)
      .execute();
    const response = await updateCard(card(GOOD, { autoTopUpAmount: 75 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBe(true);
    expect(await accountRow(accountId)).toMatchObject({
      card_token: GOOD,
      card_last4: '4242',
      card_name: 'Alex Chen',
      active_payment: true,
      auto_top_up_cents: 7500,
      balance_cents: 0,
    });
    expect((await balanceAndLedgerSum(api, accountId)).entries).toEqual([]);
    expect(await auditMessages(api, accountId)).toEqual([
      { key: 'audit.cardSavedAutoTopUp', values: { last4: '4242', amount: 75 } },
    ]);
  });

  it('charges now and credits the ledger once, however often the request is retried', async () => {
    const { accountId, updateCard } = await payer();
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => updateCard(card(GOOD, { chargeNow: true }), key)),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const answer of ok) expect(answer.json()).toBe(true);
    // A retry racing the first call is told to wait, never charged.
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    }
    expect((await updateCard(card(GOOD, { chargeNow: true }), key)).json()).toBe(true);

    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
    expect(entries).toHaveLength(1);
    expect(balance).toBe(5000);
    expect(ledgerSum).toBe(balance);
  });

  it('answers a declined card and a card without funds with 402 and the card’s message, saving nothing', async () => {
    for (const [token, message, key, declineCode] of [
      [DECLINED, 'Your card was declined.', 'payment.declined.generic', 'declined'],
      [
        NO_FUNDS,
        'Your card has insufficient funds.',
        'payment.declined.insufficientFunds',
        'insufficient_funds',
      ],
    ] as const) {
      const { accountId, updateCard } = await payer();
      const response = await updateCard(card(token, { chargeNow: true }));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        code: 'payment_failed',
        detail: message,
        text: { key, values: {} },
        declineCode,
      });
      expect(await accountRow(accountId)).toMatchObject({
        card_token: null,
        active_payment: false,
        balance_cents: 0,
      });
    }
  });

  it('verifies a card when saving it: a declining card keeps the payment gate shut', async () => {
    for (const [token, message, key, declineCode] of [
      [DECLINED, 'Your card was declined.', 'payment.declined.generic', 'declined'],
      [
        NO_FUNDS,
        'Your card has insufficient funds.',
        'payment.declined.insufficientFunds',
        'insufficient_funds',
      ],
    ] as const) {
      const { accountId, updateCard } = await payer();
      const response = await updateCard(card(token));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        code: 'payment_failed',
        detail: message,
        text: { key, values: {} },
        declineCode,
      });
      expect(await accountRow(accountId)).toMatchObject({
        card_token: null,
        active_payment: false,
      });
    }
  });

  it('answers false for a token the provider cannot verify', async () => {
    const { accountId, updateCard } = await payer();
    const response = await updateCard(card('tok_made_up_by_someone'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
    expect((await accountRow(accountId)).card_token).toBeNull();
  });

  it('refuses a card number sent as the token, and never logs or keeps it', async () => {
    const { accountId, updateCard } = await payer();
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '3782-822463-10005']) {
      const response = await updateCard(card(number, { chargeNow: true }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'sourceToken' });
      expect(response.body).not.toContain(number);
    }
    expect(logged).not.toMatch(/4242\s?4242|822463/);
    const account = await accountRow(accountId);
    expect(JSON.stringify(account)).not.toMatch(/4242424242424242|822463/);
    expect(await auditMessages(api, accountId)).toEqual([]);
  });

  it('refuses a top-up under $20 or with more than 2 decimals, and a call without Idempotency-Key', async () => {
    const { accountId, updateCard } = await payer();
    for (const autoTopUpAmount of [10, 20.005]) {
      const response = await updateCard(card(GOOD, { autoTopUpAmount }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'autoTopUpAmount' });
    }
    const { call } = await newMember(api);
    const noKey = await call('POST', '/api/Payment/UpdateCard', {
      payload: card(GOOD),
    });
    expect(noKey.statusCode).toBe(400);
    expect((await accountRow(accountId)).card_token).toBeNull();
  });

  it('refuses one key for two different requests', async () => {
    const { updateCard } = await payer();
    const key = randomUUID();
    expect((await updateCard(card(GOOD), key)).statusCode).toBe(200);
    const reused = await updateCard(card(GOOD, { autoTopUpAmount: 100 }), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('makes a manual payment once-off: the amount is charged and the auto top-up stays as it was', async () => {
    const { accountId, call, updateCard } = await payer();
    expect((await updateCard(card(GOOD, { autoTopUpAmount: 75 }))).json()).toBe(true);

    const paid = await updateCard(card(GOOD, { chargeNow: true, chargeAmount: 35 }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toBe(true);

    const account = await call('POST', '/api/account/GetAccount');
    expect(account.json()).toMatchObject({ autoTopUpAmount: 75, balance: 35 });
    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
    expect(entries).toHaveLength(1);
    expect(balance).toBe(3500);
    expect(ledgerSum).toBe(balance);
    expect((await auditMessages(api, accountId)).slice(-2)).toEqual([
      { key: 'audit.cardSaved', values: { last4: '4242' } },
      { key: 'audit.cardCharged', values: { last4: '4242', amount: 35 } },
    ]);
  });

  it('charges nothing and saves nothing when a once-off payment’s card is declined', async () => {
    const { accountId, updateCard } = await payer();
    expect((await updateCard(card(GOOD, { autoTopUpAmount: 75 }))).json()).toBe(true);
    const saved = await accountRow(accountId);
    // Saves, then declines every charge: the save succeeds and the charge is refused.
    const declinesLater = sandboxToken('4000000000000341') ?? '';
    for (const token of [DECLINED, declinesLater]) {
      const response = await updateCard(card(token, { chargeNow: true, chargeAmount: 35 }));
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'payment_failed' });
    }
    expect(await accountRow(accountId)).toEqual(saved);
    expect((await balanceAndLedgerSum(api, accountId)).entries).toEqual([]);
  });

  it('refuses a once-off amount under $20, or one that would not be charged, saving nothing', async () => {
    const { accountId, updateCard } = await payer();
    for (const extra of [
      { chargeNow: true, chargeAmount: 19.99 },
      { chargeNow: true, chargeAmount: 20.005 },
      { chargeNow: false, chargeAmount: 35 },
    ]) {
      const response = await updateCard(card(GOOD, extra));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_field', field: 'chargeAmount' });
    }
    expect(await accountRow(accountId)).toMatchObject({ card_token: null, balance_cents: 0 });
  });

  it('at signup charges the larger of the setup fee and the top-up, and takes the setup fee once', async () => {
    const planId = await insertPlan(api, { plan_name: 'Signup Plan', setup_fee_cents: 2500 });
    const { accountId, updateCard } = await payer();
    await api.db.kysely
      .updateTable('accounts')
      .set({ plan_id: planId, registration_status: REGISTRATION_STATUS.signedUp })
      .where('account_id', '=', accountId)
      .execute();

    expect((await updateCard(card(GOOD, { autoTopUpAmount: 20, chargeNow: true }))).json()).toBe(
      true,
    );
    const signup = await balanceAndLedgerSum(api, accountId);
    expect(signup.entries.map((entry) => entry.amount_cents)).toEqual([2500, -2500]);
    expect(signup.balance).toBe(0);
    // With a plan chosen, the card is the payment decision: the registration is complete.
    expect(await accountRow(accountId)).toMatchObject({
      registration_status: REGISTRATION_STATUS.complete,
      active_payment: true,
      setup_fees_paid: [planId],
    });
    // The member chose today's charge a moment ago: its setup fee sets off no auto top-up.
    const autoTopUps = await api.db.kysely
      .selectFrom('auto_top_ups')
      .select('auto_top_up_id')
      .where('account_id', '=', accountId)
      .execute();
    expect(autoTopUps).toEqual([]);

    expect((await updateCard(card(GOOD, { autoTopUpAmount: 20, chargeNow: true }))).json()).toBe(
      true,
    );
    const later = await balanceAndLedgerSum(api, accountId);
    expect(later.entries.map((entry) => entry.amount_cents)).toEqual([2500, -2500, 2000]);
    expect(later.balance).toBe(later.ledgerSum);
  });
});

describe('paypal/verify', () => {
  it('credits a completed order once, even when replayed with other keys or at once', async () => {
    const { accountId, verifyPaypal } = await payer();
    const order = 'SANDBOX-50-replayed1';
    const key = randomUUID();
    expect((await verifyPaypal(order, key)).json()).toBe(true);
    expect((await verifyPaypal(order, key)).json()).toBe(true);
    const replays = await Promise.all(Array.from({ length: 10 }, () => verifyPaypal(order)));
    for (const replay of replays) expect(replay.json()).toBe(true);

    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
    expect(entries.map((entry) => entry.amount_cents)).toEqual([5000]);
    expect(balance).toBe(5000);
    expect(ledgerSum).toBe(5000);
  });

  it('credits one of many concurrent first attempts at a new order', async () => {
    const { accountId, verifyPaypal } = await payer();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => verifyPaypal('SANDBOX-200-racing1')),
    );
    for (const answer of answers) expect(answer.json()).toBe(true);
    expect((await balanceAndLedgerSum(api, accountId)).balance).toBe(20000);
  });

  it('answers false for an order that is not completed, not an offered amount, or another member’s', async () => {
    const owner = await payer();
    expect((await owner.verifyPaypal('SANDBOX-75-owned1')).json()).toBe(true);

    const other = await payer();
    expect((await other.verifyPaypal('SANDBOX-75-owned1')).json()).toBe(false);
    expect((await other.verifyPaypal('5O190127TN364715T')).json()).toBe(false);
    expect((await other.verifyPaypal('SANDBOX-13-odd1')).json()).toBe(false);
    expect((await balanceAndLedgerSum(api, other.accountId)).entries).toEqual([]);
    expect(await auditMessages(api, other.accountId)).toEqual([
      {
        key: 'audit.paypalNeedsCheck',
        values: { orderId: 'SANDBOX-13-odd1', currency: 'AUD', amount: 13 },
      },
    ]);
    expect((await balanceAndLedgerSum(api, owner.accountId)).balance).toBe(7500);
  });

  it('answers 502 when PayPal cannot be reached, leaving the key free for a retry', async () => {
    const { accountId, verifyPaypal } = await payer();
    const key = randomUUID();
    const response = await verifyPaypal('SANDBOX-ERROR-1', key);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'provider_error' });
    const keys = await api.db.kysely
      .selectFrom('idempotency_keys')
      .select('idempotency_key')
      .where('account_id', '=', accountId)
      .execute();
    expect(keys).toEqual([]);
  });

  it('refuses a malformed order id and a missing Idempotency-Key', async () => {
    const { verifyPaypal } = await payer();
    const malformed = await verifyPaypal('not%20an%20order');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'invalid_field', field: 'orderId' });

    const { call } = await newMember(api);
    const noKey = await call('POST', '/api/paypal/verify?orderId=SANDBOX-20-x');
    expect(noKey.statusCode).toBe(400);
  });
});

describe('Payment/Config', () => {
  it('tells anyone, signed in or not, which tokeniser and PayPal button to use', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/Payment/Config?webpage=harbour-mail',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      card: { provider: 'sandbox', publishableKey: null },
      paypal: { provider: 'sandbox', clientId: null },
      business: {
        legalName: 'Harbour Mail Services Pty Ltd',
        abn: '51 824 753 556',
        address: 'Level 3, 100 Example Street, Sydney NSW 2000',
        supportEmail: 'support@harbour.test',
      },
      bankTransfer: {
        accountName: 'Harbour Mail Pty Ltd',
        bsb: '062-000',
        accountNumber: '1234 5678',
      },
    });
    const unknownBrand = await api.app.inject({
      method: 'GET',
      url: '/api/Payment/Config?webpage=no-such-brand',
    });
    expect(unknownBrand.json()).toMatchObject({ code: 'invalid_field', field: 'webpage' });
  });
});
