/**
 * Credit from nothing (issue 32): each sequence below minted credit on the main of 26 November 2026,
 * through the same HTTP calls a member's browser makes, on real PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { balanceAndLedgerSum, insertPlan, newMember } from '../../test/member-fixtures.ts';
import { forwardingMember, insertMail } from '../../test/forward-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { postLedgerEntry } from '#money/ledger.ts';

let api: TestApp;
let business: number;
let parcelForward: number;
useTestApp(async (started) => {
  api = started;
  business = await insertPlan(api, {
    plan_name: 'Mail Business',
    monthly_fee_cents: 4995,
    setup_fee_cents: 2500,
  });
  parcelForward = await insertPlan(api, {
    plan_name: 'Parcel Forward',
    monthly_fee_cents: 1495,
    setup_fee_cents: 0,
  });
});

type Member = Awaited<ReturnType<typeof newMember>>;

const post = (member: Member, url: string) =>
  member.call('POST', url, { headers: { 'idempotency-key': randomUUID() } });
const choosePlan = (member: Member, planId: number) =>
  post(member, `/api/Account/ChoosePlan?planId=${planId}`);

/** A new member through the signup wizard's calls, on Mail Business, finishing without a card. */
async function signedUpWithoutCard(): Promise<Member> {
  const member = await newMember(api);
  expect((await choosePlan(member, business)).statusCode).toBe(200);
  const done = await post(
    member,
    '/api/Registration/RegistrationComplete?x=noCreditCard&webpage=harbour-mail',
  );
  expect(done.statusCode, done.body).toBe(200);
  return member;
}

/** Credit the member bought, as a card top-up posts it (it expires in 12 months). */
async function topUp(accountId: number, cents: number) {
  await api.db.kysely.transaction().execute((trx) =>
    postLedgerEntry(trx, accountId, {
      amount: cents,
      description: { key: 'ledger.cardTopUp', values: {} },
      purchase: true,
    }),
  );
}

const balanceOf = async (accountId: number) => (await balanceAndLedgerSum(api, accountId)).balance;

describe('plan changes credit only what was charged', () => {
  it('gives a member who never paid a monthly fee no credit for downgrading', async () => {
    const member = await signedUpWithoutCard();
    const response = await choosePlan(member, parcelForward);
    expect(response.statusCode, response.body).toBe(200);
    expect(await balanceOf(member.accountId)).toBeLessThanOrEqual(0);
  });

  it('gives a member who paid $20 of credit on day one $20, not $55, after a downgrade', async () => {
    const member = await signedUpWithoutCard();
    await topUp(member.accountId, 2000);
    expect((await choosePlan(member, parcelForward)).statusCode).toBe(200);
    expect(await balanceOf(member.accountId)).toBeLessThanOrEqual(2000);
  });

  it('mints nothing from pause, dearer plan, unpause, cheaper plan, however often it is repeated', async () => {
    const member = await signedUpWithoutCard();
    await topUp(member.accountId, 2000);
    expect((await choosePlan(member, parcelForward)).statusCode).toBe(200);
    const start = await balanceOf(member.accountId);
    for (let cycle = 0; cycle < 3; cycle += 1) {
      await post(member, '/api/Account/pause');
      await choosePlan(member, business);
      await post(member, '/api/Account/Unpause');
      await choosePlan(member, parcelForward);
    }
    expect(await balanceOf(member.accountId)).toBeLessThanOrEqual(start);
  });
});

describe('refunds keep the expiry of the credit they restore', () => {
  it('turns no expiring credit into a refund that never expires by forwarding and cancelling', async () => {
    const plan = await insertPlan(api, { plan_name: 'Forward Plan', letter_forward_cents: 250 });
    const member = await forwardingMember(api, plan);
    await topUp(member.accountId, 2000);
    const [mailId] = await insertMail(api, member.accountId, [{}]);
    const created = await member.call('POST', '/api/forward/create', {
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        addressId: member.domesticAddressId,
        mailIds: [mailId],
        service: 'Regular letter',
        serviceCode: 'AUS_LETTER_REGULAR',
        options: [],
        productFee: 2.5,
        ausPostFee: 3.4,
        forwardLog: null,
        customForm: null,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const cancelled = await member.call('DELETE', '/api/forward/cancel', {
      payload: { forwardIds: [created.json().forwardId] },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // Every credit the member holds still expires when the $20 they bought does.
    const credits = await api.db.kysely
      .selectFrom('ledger_entries')
      .select(['amount_cents', 'credit_expires_on'])
      .where('account_id', '=', member.accountId)
      .where('amount_cents', '>', 0)
      .orderBy('transaction_id')
      .execute();
    const [bought, ...refunds] = credits;
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds)
      expect(refund.credit_expires_on).toEqual(bought?.credit_expires_on);
  });
});
