/**
 * The physical item and its storage clock (issue 32). On the main of 26 November 2026 deleting an
 * unopened letter only hid it: staff were never asked to shred it, and the purge a month later
 * dropped the only record of a letter still on the shelf. A contents scan also restarted the free
 * 30 days of storage.
 */
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import {
  addMail,
  registeredMailMember,
  mailRow,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { insertPlan } from '../../test/member-fixtures.ts';
import { billAccount } from '#billing/bill-account.ts';
import { purgeDeletedMail } from '#mail/purge-deleted-mail.ts';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';

const DAY = 86_400_000;

let api: MailTestApp;
let plan: number;
useForFile(startMailTestApp, async (started) => {
  api = started;
  plan = await insertPlan(api, {
    plan_name: 'Storage Plan',
    envelope_storage_cents: 10,
    parcel_storage_cents: 50,
  });
});

const member = () => registeredMailMember(api, plan);

describe('deleting mail still on the shelf', () => {
  it('asks staff to shred an unopened letter the member deletes', async () => {
    const { accountId, call } = await member();
    const mailId = await addMail(api, accountId, { status: MAIL_STATUS.unopened }, {});
    const deleted = await call('POST', '/api/mail/Recycle', { payload: { mailIds: [mailId] } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await mailRow(api, mailId)).mail_action).toBe(PENDING_ACTION.shred);
  });

  it('keeps the record of a deleted unopened letter until staff have shredded it', async () => {
    const { accountId, call } = await member();
    const mailId = await addMail(api, accountId, { status: MAIL_STATUS.unopened }, {});
    await call('POST', '/api/mail/Recycle', { payload: { mailIds: [mailId] } });
    await purgeDeletedMail(
      { db: api.db.kysely, storage: api.storage },
      new Date(Date.now() + 31 * DAY),
    );
    const left = await api.db.kysely
      .selectFrom('mail_items')
      .select(['status', 'mail_action'])
      .where('mail_id', '=', mailId)
      .executeTakeFirst();
    expect(left).toBeDefined();
  });
});

describe('free storage', () => {
  it('counts the 30 free days from arrival, not from the contents scan', async () => {
    const { accountId } = await member();
    const arrived = new Date(Date.now() - 40 * DAY);
    await addMail(
      api,
      accountId,
      { status: MAIL_STATUS.scanned, date_received: arrived, date_scanned: new Date() },
      {},
    );
    const bill = await billAccount(api.db.kysely, accountId, new Date());
    expect(bill.charged).toBe(10);
  });
});
