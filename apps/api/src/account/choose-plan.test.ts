import { randomUUID } from 'node:crypto';
import { REGISTRATION_STATUS } from '@portal/domain/registration-status';
import type { Updateable } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { type TestApp } from '../../test/test-app.ts';
import {
  auditMessages,
  balanceAndLedgerSum,
  credit,
  insertPlan,
  newMember,
} from '../../test/member-fixtures.ts';
import type { AccountsTable } from '#platform/db/tables.ts';

let api: TestApp;
let standard: number;
let premium: number;
useTestApp(async (started) => {
  api = started;
  // No setup fees: these tests are about settling the monthly fee (billing-bypass.test.ts charges
  // setup fees on plan changes).
  standard = await insertPlan(api, {
    plan_name: 'Standard',
    monthly_fee_cents: 995,
    setup_fee_cents: 0,
  });
  premium = await insertPlan(api, {
    plan_name: 'Premium',
    monthly_fee_cents: 1995,
    setup_fee_cents: 0,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * A member on the Standard plan, registered (status 2) and active unless told otherwise, on 10 March
 * 2025: the period runs 15 Feb to 15 Mar, 28 days, of which 5 remain counting today, and its $9.95
 * fee was charged. The clock moves once the session is open.
 */
async function member(account: Updateable<AccountsTable> = {}) {
  vi.useRealTimers();
  const signedIn = await newMember(api);
  await api.db.kysely
    .updateTable('accounts')
    .set({
      plan_id: standard,
      registration_status: REGISTRATION_STATUS.complete,
      billing_day: 15,
      billing_date: '2025-03-15',
      period_from: '2025-02-15',
      period_charged_cents: 995,
      ...account,
    })
    .where('account_id', '=', signedIn.accountId)
    .execute();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T02:00:00Z'));
  const choosePlan = (planId: number, key: string = randomUUID()) =>
    signedIn.call('POST', `/api/Account/ChoosePlan?planId=${planId}`, {
      headers: { 'idempotency-key': key },
    });
  return { ...signedIn, choosePlan };
}

describe('ChoosePlan', () => {
  it('charges the pro-rata difference as one ledger entry and moves the balance with it', async () => {
    const { accountId, call, choosePlan } = await member();
    await credit(api, accountId, 5000);

    const response = await choosePlan(premium);
    expect(response.statusCode).toBe(200);
    // ($19.95 − $9.95) × 5 ÷ 28 = $1.7857…, rounded to $1.79.
    expect(response.json()).toMatchObject({ planId: premium, balance: 48.21 });

    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
    expect(balance).toBe(4821);
    expect(ledgerSum).toBe(balance);
    expect(entries.at(-1)).toEqual({ amount_cents: -179, balance_after_cents: 4821 });

    const [latest] = (await call('GET', '/api/Transaction?page=0&pageSize=20')).json();
    expect(latest).toMatchObject({
      text: { key: 'ledger.planChange', values: { from: 'Standard', to: 'Premium' } },
      planName: 'Premium',
      amount: -1.79,
      balance: 48.21,
    });
    expect(await auditMessages(api, accountId)).toEqual([
      {
        key: 'audit.planChangedCharged',
        values: { from: 'Standard', to: 'Premium', amount: 1.79 },
      },
    ]);
  });

  it('credits the difference when moving to a cheaper plan', async () => {
    const { accountId, choosePlan } = await member({
      plan_id: premium,
      period_charged_cents: 1995,
    });

    const response = await choosePlan(standard);
    expect(response.json()).toMatchObject({ planId: standard, balance: 1.79 });
    const { balance, ledgerSum } = await balanceAndLedgerSum(api, accountId);
    expect([balance, ledgerSum]).toEqual([179, 179]);
    expect(await auditMessages(api, accountId)).toEqual([
      {
        key: 'audit.planChangedCredited',
        values: { from: 'Premium', to: 'Standard', amount: 1.79 },
      },
    ]);
  });

  it('credits no more than the unused share of what the period charged (decision 072)', async () => {
    // Half of the $19.95 was credited back earlier in the period: $9.98 charged for 28 days.
    const { accountId, choosePlan } = await member({ plan_id: premium, period_charged_cents: 998 });

    const response = await choosePlan(standard);
    // The difference would be $1.79, but 5 unused days of $9.98 are $1.78.
    expect(response.json()).toMatchObject({ planId: standard, balance: 1.78 });
    expect((await balanceAndLedgerSum(api, accountId)).balance).toBe(178);
  });

  it('only records the plan during signup', async () => {
    const { accountId, choosePlan } = await member({
      registration_status: REGISTRATION_STATUS.signedUp,
    });
    const response = await choosePlan(premium);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ planId: premium, balance: 0 });
    expect((await balanceAndLedgerSum(api, accountId)).entries).toEqual([]);
  });

  it('refuses a paused account with 409 account_paused: a paused period has nothing to settle', async () => {
    const { accountId, choosePlan } = await member({ status: 'On Hold' });
    await credit(api, accountId, 5000);
    const response = await choosePlan(premium);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'account_paused' });
    expect((await balanceAndLedgerSum(api, accountId)).entries).toHaveLength(1);
  });

  it('changes nothing when the plan is the current one', async () => {
    const { accountId, choosePlan } = await member();
    expect((await choosePlan(standard)).json()).toMatchObject({ planId: standard });
    expect(await auditMessages(api, accountId)).toEqual([]);
  });

  it('answers 402 when the balance cannot cover the charge, changing nothing', async () => {
    const { accountId, choosePlan } = await member();
    await credit(api, accountId, 100);

    const response = await choosePlan(premium);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'insufficient_funds' });
    const { balance, entries } = await balanceAndLedgerSum(api, accountId);
    expect(balance).toBe(100);
    expect(entries).toHaveLength(1);
    expect(await auditMessages(api, accountId)).toEqual([]);
  });

  it("answers 404 for an unknown plan, another brand's plan or one not offered", async () => {
    const { choosePlan } = await member();
    const otherBrand = await insertPlan(api, { plan_name: 'Theirs', webpage: 'other-brand' });
    const hidden = await insertPlan(api, { plan_name: 'Legacy', public: false });
    for (const planId of [999_999, otherBrand, hidden]) {
      const response = await choosePlan(planId);
      expect(response.statusCode, String(planId)).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('needs a well-formed Idempotency-Key', async () => {
    const { call, choosePlan } = await member();
    const missing = await call('POST', `/api/Account/ChoosePlan?planId=${premium}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toMatch(/idempotency-key/i);
    expect((await choosePlan(premium, 'short')).statusCode).toBe(400);
  });
});

describe('ChoosePlan with an Idempotency-Key', () => {
  it('answers a retry with the first answer and never charges twice', async () => {
    const { accountId, choosePlan } = await member();
    await credit(api, accountId, 5000);
    const key = randomUUID();

    const first = await choosePlan(premium, key);
    const retry = await choosePlan(premium, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    const { entries, balance, ledgerSum } = await balanceAndLedgerSum(api, accountId);
    expect(entries).toHaveLength(2); // the top-up and one charge
    expect(ledgerSum).toBe(balance);
  });

  it('refuses the same key for a different request with 422', async () => {
    const { accountId, choosePlan } = await member();
    await credit(api, accountId, 5000);
    const key = randomUUID();

    expect((await choosePlan(premium, key)).statusCode).toBe(200);
    const reused = await choosePlan(standard, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await choosePlan(premium, randomUUID())).json()).toMatchObject({ planId: premium });
  });

  it('lets a retry run afresh after a failure, since the failure changed nothing', async () => {
    const { accountId, choosePlan } = await member();
    const key = randomUUID();

    expect((await choosePlan(premium, key)).statusCode).toBe(402);
    await credit(api, accountId, 5000);
    const retry = await choosePlan(premium, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ planId: premium, balance: 48.21 });
  });

  it('keeps keys per account: another member may use the same key', async () => {
    const key = randomUUID();
    const one = await member({ registration_status: REGISTRATION_STATUS.signedUp });
    const two = await member({ registration_status: REGISTRATION_STATUS.signedUp });
    expect((await one.choosePlan(premium, key)).statusCode).toBe(200);
    expect((await two.choosePlan(premium, key)).statusCode).toBe(200);
    expect((await two.call('POST', '/api/account/GetAccount')).json().planId).toBe(premium);
  });
});

describe('ChoosePlan under concurrency', () => {
  it('keeps the balance equal to the ledger through 20 concurrent plan changes', async () => {
    const { accountId, choosePlan } = await member();
    await credit(api, accountId, 10_000);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => choosePlan(index % 2 ? standard : premium)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));

    const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
    expect(ledgerSum).toBe(balance);
    // Each entry's balance follows from the one before: the changes ran one at a time.
    let running = 0;
    for (const entry of entries) {
      running += entry.amount_cents;
      expect(entry.balance_after_cents).toBe(running);
    }
    // Every change that moved the plan settled it: one entry each, after the top-up.
    const changes = (await auditMessages(api, accountId)).length;
    expect(entries).toHaveLength(1 + changes);
    // Each change saw the plan the previous one left: a charge up, then a credit down, and so on.
    const settlements = entries.slice(1).map((entry) => Math.sign(entry.amount_cents));
    expect(settlements).toEqual(settlements.map((_, index) => (index % 2 ? 1 : -1)));
  });

  it('charges once when 10 copies of one request arrive together', async () => {
    const { accountId, choosePlan } = await member();
    await credit(api, accountId, 5000);
    const key = randomUUID();

    const responses = await Promise.all(Array.from({ length: 10 }, () => choosePlan(premium, key)));
    const answered = responses.filter((response) => response.statusCode === 200);
    const busy = responses.filter((response) => response.statusCode === 409);
    expect(answered.length + busy.length).toBe(10);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    expect(new Set(answered.map((response) => response.body)).size).toBe(1);
    for (const response of busy) {
      expect(response.json()).toMatchObject({ code: 'idempotency_key_in_use' });
    }
    expect((await balanceAndLedgerSum(api, accountId)).entries).toHaveLength(2);
  });
});
