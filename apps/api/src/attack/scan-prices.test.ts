/**
 * Scan prices (issue 32): on the main of 26 November 2026 a rescan of an unopened letter cost only the
 * pages (the letter was still opened for the first time), and a parcel could be opened and scanned at
 * a letter's price.
 */
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import {
  addMail,
  registeredMailMember,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { credit, insertPlan } from '../../test/member-fixtures.ts';
import { pdfWithPages } from '../../test/staff-fixtures.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { MAIL_STATUS } from '@portal/domain/mail-status';

let api: MailTestApp;
let plan: number;
useForFile(startMailTestApp, async (started) => {
  api = started;
  plan = await insertPlan(api, {
    plan_name: 'Scan Plan',
    envelope_scan_cents: 50,
    per_letter_cents: 150,
    per_page_cents: 20,
  });
});

async function member() {
  const signedIn = await registeredMailMember(api, plan);
  await credit(api, signedIn.accountId, 2000);
  return signedIn;
}

describe('scan prices', () => {
  it('charges the open-and-scan price for a rescan of a letter never opened', async () => {
    const { accountId, call } = await member();
    const mailId = await addMail(api, accountId, { status: MAIL_STATUS.unopened }, {});
    const asked = await call('POST', `/api/mail/Rescan?mailId=${mailId}&reason=Please%20open%20it`);
    expect(asked.statusCode, asked.body).toBe(200);
    const result = await fulfilScan(
      { db: api.db.kysely, storage: api.storage },
      mailId,
      await pdfWithPages(['Page one', 'Page two']),
    );
    // $1.50 to open the letter and $0.20 for each of its two pages.
    expect(result.chargeCents).toBe(190);
  });

  it('does not open and scan a parcel at a letter’s price', async () => {
    const { accountId, call } = await member();
    const parcel = await addMail(
      api,
      accountId,
      { status: MAIL_STATUS.unopened, mail_type: 1, weight_grams: 1800 },
      {},
    );
    const asked = await call('POST', '/api/mail/MarkPendingScan', {
      payload: { mailIds: [parcel] },
    });
    expect(asked.statusCode, asked.body).toBe(409);
  });
});
