/**
 * A card top-up inside a forward's transaction (issue 33): the card is charged, then the
 * transaction fails and rolls back, and the member retries. The provider, a local stand-in for
 * Stripe's API that honours `Idempotency-Key` as Stripe does, must have charged the card once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardingMember, insertMail } from '../../test/forward-fixtures.ts';
import { balanceAndLedgerSum, insertPlan } from '../../test/member-fixtures.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  fakeProviderServer,
  type ReceivedRequest,
} from '#platform/payments/fake-provider-server.ts';
import { stripeCardProvider } from '#platform/payments/stripe-card-provider.ts';

/** Stripe's PaymentIntents as far as a charge goes: one per key, the first answer replayed. */
function stripeHonouringKeys() {
  const answers = new Map<string, { status: number; body: unknown }>();
  let charges = 0;
  const route = (request: ReceivedRequest) => {
    if (request.path !== '/v1/payment_intents') return { status: 404, body: {} };
    const key = String(request.headers['idempotency-key'] ?? randomUUID());
    const earlier = answers.get(key);
    if (earlier) return earlier;
    charges += 1;
    const answer = {
      status: 200,
      body: {
        id: `pi_${charges}`,
        status: 'succeeded',
        latest_charge: { payment_method_details: { card: { last4: '4242' } } },
      },
    };
    answers.set(key, answer);
    return answer;
  };
  return { route, charges: () => charges };
}

const stripe = stripeHonouringKeys();
let provider: Awaited<ReturnType<typeof fakeProviderServer>>;
let api: TestApp;
let plan: number;

beforeAll(async () => {
  provider = await fakeProviderServer(stripe.route);
  api = await startTestApp({
    cards: stripeCardProvider({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      apiUrl: provider.url,
    }),
  });
  plan = await insertPlan(api, { plan_name: 'Mail Standard', letter_forward_cents: 250 });
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

/**
 * Makes the next audit entry with message id `key` fail, once: the statement after the card charge,
 * so its transaction rolls back with the charge taken. A sequence counts the failures because it
 * is not rolled back with them.
 */
async function failNextAudit(key: string) {
  await sql`create sequence if not exists audit_failures`.execute(api.db.kysely);
  await sql`select setval('audit_failures', 1, false)`.execute(api.db.kysely);
  await sql
    .raw(
      `create or replace function fail_audit_once() returns trigger language plpgsql as $$
       begin
         if new.text_key = '${key}' and nextval('audit_failures') = 1 then
           raise exception 'the connection dropped after the card was charged';
         end if;
         return new;
       end $$;
       drop trigger if exists fail_audit_once on audit_entries;
       create trigger fail_audit_once before insert on audit_entries
         for each row execute function fail_audit_once();`,
    )
    .execute(api.db.kysely);
}

type Member = Awaited<ReturnType<typeof forwardingMember>>;

/** A member with `balance` cents whose balance is topped up by $20 from a saved Stripe card. */
const memberWithCard = (balance = 0) =>
  forwardingMember(api, plan, { balance, card_token: 'cus_1/pm_1', auto_top_up_cents: 2000 });

const forwardLetter = (member: Member, mailIds: number[], key: string) =>
  member.call('POST', '/api/forward/create', {
    headers: { 'idempotency-key': key },
    payload: {
      addressId: member.domesticAddressId,
      mailIds,
      service: 'Regular letter',
      serviceCode: 'AUS_LETTER_REGULAR',
      options: [],
      productFee: 2.5,
      ausPostFee: 3.4,
      forwardLog: null,
      customForm: null,
    },
  });

const paymentIntentKeys = () =>
  provider.received
    .filter((request) => request.path === '/v1/payment_intents')
    .map((request) => request.headers['idempotency-key']);

/** Both attempts since the counts were taken sent Stripe the same key, and it charged once. */
function expectOneChargeUnderOneKey(keysBefore: number, chargesBefore: number) {
  const keys = paymentIntentKeys().slice(keysBefore);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(stripe.charges() - chargesBefore).toBe(1);
}

describe('a top-up charged in a transaction that rolls back', () => {
  it('is charged once when the member retries the forward', async () => {
    const member = await memberWithCard();
    const [mailId] = await insertMail(api, member.accountId, [{}]);
    const key = randomUUID();
    const chargesBefore = stripe.charges();
    const keysBefore = paymentIntentKeys().length;

    await failNextAudit('audit.forwardRequested');
    const failed = await forwardLetter(member, [mailId!], key);
    expect(failed.statusCode).toBe(500);
    const retried = await forwardLetter(member, [mailId!], key);
    expect(retried.statusCode).toBe(200);

    expectOneChargeUnderOneKey(keysBefore, chargesBefore);
    // The member sees the one top-up and the forward: $20 in, $5.90 out.
    const { balance, entries } = await balanceAndLedgerSum(api, member.accountId);
    expect(entries.map((entry) => entry.amount_cents)).toEqual([2000, -590]);
    expect(balance).toBe(1410);
  });

  it('is charged once when items added to a pending forward are added again', async () => {
    // The balance pays for the forward itself; the heavier letter added to it needs a top-up.
    const member = await memberWithCard(590);
    const [light, heavy] = await insertMail(api, member.accountId, [{}, { weight_grams: 240 }]);
    const created = await forwardLetter(member, [light!], randomUUID());
    expect(created.json()).toMatchObject({ charged: 5.9, balance: 0 });
    const { forwardId } = created.json() as { forwardId: number };
    const chargesBefore = stripe.charges();
    const keysBefore = paymentIntentKeys().length;
    const add = () =>
      member.call('POST', '/api/forward/AddToPendingForward', {
        payload: { forwardId, mailIds: [heavy!] },
      });

    await failNextAudit('audit.forwardItemsAdded');
    expect((await add()).statusCode).toBe(500);
    expect((await add()).statusCode).toBe(200);

    expectOneChargeUnderOneKey(keysBefore, chargesBefore);
    // A 280 g letter costs $8.50 + $2.50: $5.10 more, paid from the one $20 top-up.
    const { balance, entries } = await balanceAndLedgerSum(api, member.accountId);
    expect(entries.map((entry) => entry.amount_cents)).toEqual([590, -590, 2000, -510]);
    expect(balance).toBe(1490);
  });
});
