import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { type TestApp } from '../../test/test-app.ts';
import { balanceAndLedgerSum, insertPlan } from '../../test/member-fixtures.ts';
import { forwardingMember, insertMail } from '../../test/forward-fixtures.ts';

/**
 * The money acceptance of forwarding (DESIGN §7): concurrent forwards never overdraw, retries never
 * charge twice, and the balance always equals the sum of the ledger.
 */

/** A regular letter of up to 125 g costs $3.40 plus the plan's $2.50. */
const LETTER_FORWARD = 590;

let api: TestApp;
let plan: number;
useTestApp(async (started) => {
  api = started;
  plan = await insertPlan(api, { plan_name: 'Mail Standard', letter_forward_cents: 250 });
});

type Member = Awaited<ReturnType<typeof forwardingMember>>;

const forwardLetter = (member: Member, mailId: number, key: string) =>
  member.call('POST', '/api/forward/create', {
    headers: { 'idempotency-key': key },
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

/** The ledger is whole: the balance is its sum, and each entry's balance follows from the last. */
async function expectLedgerWhole(accountId: number) {
  const { balance, ledgerSum, entries } = await balanceAndLedgerSum(api, accountId);
  expect(balance).toBe(ledgerSum);
  let running = 0;
  for (const entry of entries) {
    running += entry.amount_cents;
    expect(entry.balance_after_cents).toBe(running);
  }
  return { balance, entries };
}

describe('forward/create under load', () => {
  it('lets exactly 10 of 50 concurrent forwards through a balance that covers 10', async () => {
    const member = await forwardingMember(api, plan, { balance: 10 * LETTER_FORWARD });
    const mailIds = await insertMail(
      api,
      member.accountId,
      Array.from({ length: 50 }, () => ({})),
    );
    const responses = await Promise.all(
      mailIds.map((mailId) => forwardLetter(member, mailId, randomUUID())),
    );
    const succeeded = responses.filter((response) => response.statusCode === 200).length;
    console.log(`${succeeded}/50 succeeded`);

    expect(succeeded).toBe(10);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(refused.map((response) => response.json().code)).toEqual(
      Array(40).fill('insufficient_funds'),
    );
    const { balance, entries } = await expectLedgerWhole(member.accountId);
    expect(balance).toBe(0);
    expect(entries.filter((entry) => entry.amount_cents === -LETTER_FORWARD)).toHaveLength(10);
    const pending = await api.db.kysely
      .selectFrom('mail_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('account_id', '=', member.accountId)
      .where('mail_action', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(pending.count)).toBe(10);
  });

  it('charges once for 100 concurrent retries with one Idempotency-Key, answering each the same', async () => {
    const member = await forwardingMember(api, plan, { balance: 5000 });
    const [mailId] = await insertMail(api, member.accountId, [{}]);
    const key = randomUUID();
    let inUse = 0;
    /** A client that retries while the first request runs, as the contract's 409 asks. */
    const retry = async () => {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        const response = await forwardLetter(member, mailId!, key);
        if (response.json().code !== 'idempotency_key_in_use') return response;
        inUse += 1;
        await sleep(10);
      }
      throw new Error('The first request never finished');
    };
    const responses = await Promise.all(Array.from({ length: 100 }, retry));

    const { balance, entries } = await expectLedgerWhole(member.accountId);
    const charges = entries.filter((entry) => entry.amount_cents < 0).length;
    console.log(`${charges} charge for 100 retries (${inUse} answers were 409 while it ran)`);

    expect(charges).toBe(1);
    expect(balance).toBe(5000 - LETTER_FORWARD);
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const forwards = await api.db.kysely
      .selectFrom('forwards')
      .select('forward_id')
      .where('account_id', '=', member.accountId)
      .execute();
    expect(forwards).toEqual([{ forward_id: responses[0]!.json().forwardId }]);
  });
});
