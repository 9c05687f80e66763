/**
 * Auto top-up (issue 32): on the main of 26 November 2026 a new Mail Lite member whose signup said
 * "Today's charge $20.00" was charged again and again within minutes: the top-up fired at a $20
 * threshold nobody showed, each charge that took the balance back under it fired another, and the
 * top-up taken before a forward sent no receipt.
 */
import { randomUUID } from 'node:crypto';
import { sandboxToken } from '@portal/domain/sandbox-card';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { insertPlan, newMember } from '../../test/member-fixtures.ts';
import { pdfWithPages } from '../../test/staff-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';
import { lockAccount } from '#platform/db/account-row.ts';
import { receiveMail } from '#staff/receive-mail.ts';
import { sandboxCardProvider, type CardProvider } from '#platform/payments/card-provider.ts';
import { chargeBalance } from '#billing/balance-charge.ts';

const GOOD_CARD = sandboxToken('4242424242424242') ?? '';

/** The sandbox provider, counting the charges that went through. */
function countingCards() {
  const sandbox = sandboxCardProvider();
  const counted = { charges: 0, cents: 0 };
  const cards: CardProvider = {
    ...sandbox,
    async charge(cardRef, amount, description, options) {
      const result = await sandbox.charge(cardRef, amount, description, options);
      if (result.ok) {
        counted.charges += 1;
        counted.cents += amount;
      }
      return result;
    },
  };
  return { cards, counted };
}

const { cards, counted } = countingCards();
let api: TestApp;
let mailLite: number;
useTestApp(
  async (started) => {
    api = started;
    mailLite = await insertPlan(api, {
      plan_name: 'Mail Lite',
      setup_fee_cents: 1995,
      envelope_scan_cents: 50,
      minimum_mail_deposit_cents: 2000,
    });
  },
  { cards },
);

/** A member signed up on Mail Lite the way the wizard does it: "Today's charge $20.00". */
async function mailLiteSignup() {
  const member = await newMember(api);
  const post = (url: string, payload?: object) =>
    member.call('POST', url, { headers: { 'idempotency-key': randomUUID() }, payload });
  expect((await post(`/api/Account/ChoosePlan?planId=${mailLite}`)).statusCode).toBe(200);
  const saved = await post('/api/Payment/UpdateCard', {
    cardName: 'Alex Chen',
    autoTopUpAmount: 20,
    sourceToken: GOOD_CARD,
    chargeNow: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { user_code: suite } = await api.db.kysely
    .selectFrom('accounts')
    .select('user_code')
    .where('account_id', '=', member.accountId)
    .executeTakeFirstOrThrow();
  return { ...member, suite };
}

const receiveLetter = async (suite: string) =>
  receiveMail(
    { db: api.db.kysely, storage: testStorage() },
    { suite, envelopePdf: await pdfWithPages(['Origin Energy']), weightGrams: 20, parcel: false },
  );

/** The subjects of the receipts sent to the member, once the queued emails went out. */
async function receiptsTo(email: string) {
  await runDueJobs(api, { cards });
  const rows = await api.db.kysely
    .selectFrom('outbox_messages')
    .select('subject')
    .where('recipient', '=', email)
    .where((eb) => eb.or([eb('subject', 'ilike', '%receipt%'), eb('subject', 'like', '%領収書%')]))
    .orderBy('message_id')
    .execute();
  return rows.map((row) => row.subject);
}

describe('auto top-up charges once for what is needed, and every charge sends a receipt', () => {
  it('charges a new Mail Lite member once after signup, not once per letter', async () => {
    counted.charges = 0;
    counted.cents = 0;
    const member = await mailLiteSignup();
    for (let letter = 0; letter < 5; letter += 1) {
      await receiveLetter(member.suite);
      await runDueJobs(api, { cards });
    }
    const receipts = await receiptsTo(member.email);
    console.info(
      `signup + 5 letters: ${counted.charges} card charges ($${(counted.cents / 100).toFixed(2)}), ${receipts.length} receipts`,
    );
    // The signup's $20.00, then one $20 top-up when the first 50¢ envelope found 5¢ left.
    expect(counted.charges).toBe(2);
    expect(counted.cents).toBe(4000);
    expect(receipts).toEqual([
      'Harbour Mail receipt: payment of $20.00',
      'Harbour Mail receipt: auto top-up of $20.00',
    ]);
  });

  it('tops up once, with a receipt in the member’s language, before a charge the balance cannot cover', async () => {
    const member = await mailLiteSignup();
    await api.db.kysely
      .updateTable('accounts')
      .set({ language: 'jp' })
      .where('account_id', '=', member.accountId)
      .execute();
    counted.charges = 0;
    counted.cents = 0;
    // A $2.50 forward against the 5¢ the signup left.
    await api.db.kysely.transaction().execute(async (trx) => {
      const account = await lockAccount(trx, member.accountId);
      await chargeBalance(
        trx,
        cards,
        account,
        250,
        { description: { key: 'ledger.forwardAdded', values: { forward: 1, items: 1 } } },
        { idempotencyKey: `forward-${member.accountId}` },
      );
    });
    await runDueJobs(api, { cards });
    const receipts = await receiptsTo(member.email);
    console.info(
      `forward of $2.50 at 5¢: ${counted.charges} card charges ($${(counted.cents / 100).toFixed(2)}), ${receipts.length} receipts (signup's included)`,
    );
    expect(counted.charges).toBe(1);
    expect(counted.cents).toBe(2000);
    // The signup's receipt (in English, the member's language then) and the top-up's in Japanese.
    expect(receipts).toEqual([
      'Harbour Mail receipt: payment of $20.00',
      '【Harbour Mail】自動チャージA$20.00の領収書',
    ]);
  });
});
