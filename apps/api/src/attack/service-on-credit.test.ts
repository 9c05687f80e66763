/**
 * Service on credit (issue 32): on the main of 26 November 2026 a member with nothing to pay with got
 * every letter opened and scanned, and a locked member could start paid work and email scans out.
 */
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import {
  addMail,
  mailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { insertPlan } from '../../test/member-fixtures.ts';
import { pdfWithPages } from '../../test/staff-fixtures.ts';
import { testStorage } from '../../test/test-storage.ts';
import { receiveMail } from '#staff/receive-mail.ts';
import { postLedgerEntry } from '#money/ledger.ts';

let api: MailTestApp;
let plan: number;
useForFile(startMailTestApp, async (started) => {
  api = started;
  plan = await insertPlan(api, {
    plan_name: 'Scan Plan',
    envelope_scan_cents: 0,
    per_letter_cents: 150,
  });
});

/** A verified member on the scanning plan, asking for every letter to be opened (auto action 0). */
async function member(balanceCents: number) {
  const signedIn = await mailMember(api);
  const { user_code: suite } = await api.db.kysely
    .updateTable('accounts')
    .set({ plan_id: plan, auto_action: 0, registration_status: 2 })
    .where('account_id', '=', signedIn.accountId)
    .returning('user_code')
    .executeTakeFirstOrThrow();
  if (balanceCents !== 0) {
    await api.db.kysely.transaction().execute((trx) =>
      postLedgerEntry(trx, signedIn.accountId, {
        amount: balanceCents,
        description:
          balanceCents > 0
            ? { key: 'ledger.cardTopUp', values: {} }
            : { key: 'ledger.envelopeScan', values: { item: 'letter', name: '' } },
      }),
    );
  }
  return { ...signedIn, suite };
}

const receiveLetter = async (suite: string) =>
  receiveMail(
    { db: api.db.kysely, storage: testStorage() },
    { suite, envelopePdf: await pdfWithPages(['Origin Energy']), weightGrams: 20, parcel: false },
  );

describe('no paid work for a member who cannot pay', () => {
  it('does not open and scan a letter for a member at $0 without a card', async () => {
    const { suite } = await member(0);
    expect((await receiveLetter(suite)).pendingScan).toBe(false);
  });

  it('still opens and scans for a member whose balance covers it', async () => {
    const { suite } = await member(2000);
    expect((await receiveLetter(suite)).pendingScan).toBe(true);
  });
});

describe('a locked member (balance below zero)', () => {
  it('keeps reading scans already paid for', async () => {
    const { accountId, call } = await member(-150);
    const mailId = await addMail(api, accountId);
    expect((await call('GET', `/api/mail/download?mailId=${mailId}`)).statusCode).toBe(200);
  });

  it('cannot ask for an open and scan, a rescan or an email of scans', async () => {
    const { accountId, call } = await member(-150);
    const unopened = await addMail(api, accountId, { status: 2 }, {});
    const scanned = await addMail(api, accountId);

    const scan = await call('POST', '/api/mail/MarkPendingScan', {
      payload: { mailIds: [unopened] },
    });
    const rescan = await call('POST', `/api/mail/Rescan?mailId=${scanned}&reason=Blurred`);
    const email = await call('POST', '/api/Email/Send?webpage=harbour-mail', {
      payload: { email: 'accountant@mail.test', subject: 'Tax', body: 'x', mailIds: [scanned] },
    });
    for (const refused of [scan, rescan, email]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'account_locked' });
    }
    expect(api.sent.filter((message) => message.to === 'accountant@mail.test')).toEqual([]);
  });
});
