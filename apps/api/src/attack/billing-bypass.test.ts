/**
 * Billing bypasses (issue 32): ways a member received service without paying its fees on the main of
 * 26 November 2026, each through the calls a browser or staff make, on real PostgreSQL.
 */
import type { MessageId } from '@portal/i18n/messages';
import { randomUUID } from 'node:crypto';
import { addDays, calendarDateIn, parseIsoDate, startOfDayUtc } from '@portal/domain/calendar';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import {
  asMember,
  balanceAndLedgerSum,
  insertPlan,
  newMember,
} from '../../test/member-fixtures.ts';
import { pdfWithPages, staffTestMember } from '../../test/staff-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';
import { billAccount } from '#billing/bill-account.ts';
import { receiveMail } from '#staff/receive-mail.ts';

const GOOD_CARD = sandboxToken('4242424242424242') ?? '';

let api: TestApp;
let monthly: number;
let mailLite: number;
let mailBusiness: number;
useTestApp(async (started) => {
  api = started;
  monthly = await insertPlan(api, {
    plan_name: 'Monthly Plan',
    monthly_fee_cents: 500,
    setup_fee_cents: 0,
  });
  mailLite = await insertPlan(api, {
    plan_name: 'Mail Lite',
    monthly_fee_cents: 995,
    setup_fee_cents: 2000,
  });
  mailBusiness = await insertPlan(api, {
    plan_name: 'Mail Business',
    monthly_fee_cents: 4995,
    setup_fee_cents: 0,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

type Member = Awaited<ReturnType<typeof newMember>>;

const post = (member: Member, url: string, payload?: object) =>
  member.call('POST', url, { headers: { 'idempotency-key': randomUUID() }, payload });
const choosePlan = (member: Member, planId: number) =>
  post(member, `/api/Account/ChoosePlan?planId=${planId}`);
const complete = (member: Member, how: 'card' | 'noCreditCard') =>
  post(member, `/api/Registration/RegistrationComplete?x=${how}&webpage=harbour-mail`);
const saveCard = (member: Member, chargeNow: boolean) =>
  post(member, '/api/Payment/UpdateCard', {
    cardName: 'Alex Chen',
    autoTopUpAmount: 20,
    sourceToken: GOOD_CARD,
    chargeNow,
  });

const nextBillingDate = async (accountId: number) => {
  const { billing_date } = await api.db.kysely
    .selectFrom('accounts')
    .select('billing_date')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return startOfDayUtc(parseIsoDate(billing_date)!);
};

/** What the member has been charged in fees (monthly, setup, plan changes), in cents. */
async function feesCharged(accountId: number, ...keys: MessageId[]) {
  const rows = await api.db.kysely
    .selectFrom('ledger_entries')
    .select('amount_cents')
    .where('account_id', '=', accountId)
    .where('amount_cents', '<', 0)
    .where('text_key', 'in', keys)
    .execute();
  return -rows.reduce((sum, row) => sum + row.amount_cents, 0);
}

describe('registration is billed from the moment the server holds a plan and a payment decision', () => {
  it('bills the monthly fee of a member whose browser never called RegistrationComplete', async () => {
    const member = await newMember(api);
    expect((await choosePlan(member, monthly)).statusCode).toBe(200);
    const saved = await saveCard(member, true);
    expect(saved.statusCode, saved.body).toBe(200);

    const bill = await billAccount(
      api.db.kysely,
      member.accountId,
      await nextBillingDate(member.accountId),
    );
    expect(bill.skipped).toBe(false);
    expect(await feesCharged(member.accountId, 'ledger.monthlyFee')).toBe(500);
  });

  it('refuses to complete a registration without a plan', async () => {
    const member = await newMember(api);
    const response = await complete(member, 'noCreditCard');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'plan_required' });
  });
});

describe('setup fees', () => {
  it('charges the setup fee of a plan chosen without a card', async () => {
    const member = await newMember(api);
    await choosePlan(member, mailLite);
    expect((await complete(member, 'noCreditCard')).statusCode).toBe(200);
    expect(await feesCharged(member.accountId, 'ledger.setupFee')).toBe(2000);
  });

  it("charges Mail Lite's setup fee to a member who moves to it on day one", async () => {
    const member = await newMember(api);
    await choosePlan(member, mailBusiness);
    expect((await saveCard(member, true)).statusCode).toBe(200);
    expect((await complete(member, 'card')).statusCode).toBe(200);
    const response = await choosePlan(member, mailLite);
    expect(response.statusCode, response.body).toBe(200);
    expect(await feesCharged(member.accountId, 'ledger.setupFee')).toBe(2000);
  });
});

describe('pausing', () => {
  it('does not make a month free by pausing the day before the billing day', async () => {
    const member = await newMember(api);
    await choosePlan(member, monthly);
    expect((await saveCard(member, true)).statusCode).toBe(200);
    expect((await complete(member, 'card')).statusCode).toBe(200);
    const billingDay = await nextBillingDate(member.accountId);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(billingDay.getTime() - 12 * 3_600_000));
    expect((await post(member, '/api/Account/pause')).statusCode).toBe(200);
    await billAccount(api.db.kysely, member.accountId, billingDay);
    const dayAfter = startOfDayUtc(addDays(calendarDateIn(billingDay), 1));
    vi.setSystemTime(new Date(dayAfter.getTime() + 12 * 3_600_000));
    expect((await post(member, '/api/Account/Unpause')).statusCode).toBe(200);
    await billAccount(api.db.kysely, member.accountId, dayAfter);

    // Two days paused of a month: most of that month's $5 is owed.
    expect(
      await feesCharged(member.accountId, 'ledger.monthlyFee', 'ledger.setupFee'),
    ).toBeGreaterThanOrEqual(400);
    const { balance, ledgerSum } = await balanceAndLedgerSum(api, member.accountId);
    expect(balance).toBe(ledgerSum);
  });

  it('opens and scans no mail automatically while paused', async () => {
    const member = await staffTestMember(api, { autoAction: 0 });
    const paused = await asMember(api, member.cookie)('POST', '/api/Account/pause');
    expect(paused.statusCode).toBe(200);
    const received = await receiveMail(
      { db: api.db.kysely, storage: testStorage() },
      {
        suite: member.suite,
        envelopePdf: await pdfWithPages(['Energy Australia']),
        weightGrams: 20,
        parcel: false,
      },
    );
    expect(received.pendingScan).toBe(false);
  });
});
