import { ID_VERIFICATION, type IdVerification } from '@portal/domain/verification-status';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { auditMessages, balanceAndLedgerSum, insertPlan } from '../../test/member-fixtures.ts';
import {
  alertsOf,
  alertText,
  insertMail,
  mailRow,
  pdfWithPages,
  staffTestMember,
  tinyPng,
} from '../../test/staff-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { testStorage } from '../../test/test-storage.ts';
import { fulfilDisposal } from '#staff/fulfil-disposal.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { markForwardSent } from '#staff/mark-forward-sent.ts';
import { alertMember } from '#staff/alert-member.ts';
import { receiveMail } from '#staff/receive-mail.ts';
import { reviewPhotoId } from '#staff/review-photo-id.ts';
import { scanPdf } from '#staff/scan-file.ts';
import type { StaffContext } from '#staff/staff-context.ts';

let api: TestApp;
let ctx: StaffContext;

useTestApp(async (started) => {
  api = started;
  ctx = { db: api.db.kysely, storage: testStorage() };
});

const DAY = 86_400_000;

describe('receive', () => {
  it('records an unopened letter with its searchable envelope scan, charges the envelope fee and alerts the member', async () => {
    const member = await staffTestMember(api, { autoAction: 1 });
    const envelope = await pdfWithPages(['Australian Taxation Office, Locked Bag 1936']);

    const result = await receiveMail(ctx, {
      suite: member.suite,
      envelopePdf: envelope,
      weightGrams: 28,
      parcel: false,
      sender: 'Australian Taxation Office',
      blurb: 'Notice of assessment',
    });

    const row = await mailRow(api, result.mailId);
    expect(row).toMatchObject({
      account_id: member.accountId,
      name: 'Australian Taxation Office',
      blurb: 'Notice of assessment',
      status: 2,
      mail_action: null,
      mail_type: 0,
      weight_grams: 28,
      read: false,
      page_count: 1,
    });
    expect(row.scan_text).toContain('Locked Bag 1936');
    expect(await ctx.storage.get(row.envelope_key ?? '')).toEqual(envelope);
    expect(result).toEqual({ mailId: result.mailId, pendingScan: false, envelopeFeeCents: 50 });
    const money = await balanceAndLedgerSum(api, member.accountId);
    expect(money.balance).toBe(2000 - 50);
    expect(money.ledgerSum).toBe(money.balance);
    expect(await auditMessages(api, member.accountId)).toContainEqual({
      key: 'audit.mail.received',
      values: { kind: 'letter', name: 'Australian Taxation Office', grams: 28 },
    });
    expect(await alertsOf(api, member.accountId)).toEqual([
      {
        text_key: 'alert.arrived',
        text_values: { item: 'namedLetter', name: 'Australian Taxation Office' },
        url: '/Members/',
        read: false,
      },
    ]);
  });

  it('marks a letter pending scan when the member asks for every letter to be opened, but never a parcel', async () => {
    const member = await staffTestMember(api, { autoAction: 0 });
    const envelopePdf = await pdfWithPages(['Envelope']);
    const letter = await receiveMail(ctx, {
      suite: member.suite,
      envelopePdf,
      weightGrams: 20,
      parcel: false,
    });
    const parcel = await receiveMail(ctx, {
      suite: member.suite,
      envelopePdf,
      weightGrams: 850,
      parcel: true,
      sender: 'Rakuten',
    });

    expect(letter.pendingScan).toBe(true);
    expect(await mailRow(api, letter.mailId)).toMatchObject({ name: 'Letter', mail_action: 0 });
    expect(parcel.pendingScan).toBe(false);
    expect(await mailRow(api, parcel.mailId)).toMatchObject({ mail_type: 1, mail_action: null });
    expect((await alertsOf(api, member.accountId)).map(alertText)).toEqual([
      { key: 'alert.arrivedToScan', values: { item: 'letter', name: '' } },
      { key: 'alert.arrived', values: { item: 'namedParcel', name: 'Rakuten' } },
    ]);
  });

  it('charges a paused account no envelope fee (§9)', async () => {
    const member = await staffTestMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ status: 'On Hold' })
      .where('account_id', '=', member.accountId)
      .execute();
    const result = await receiveMail(ctx, {
      suite: member.suite,
      envelopePdf: await pdfWithPages(['Envelope']),
      weightGrams: 20,
      parcel: false,
    });
    expect(result.envelopeFeeCents).toBe(0);
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(2000);
  });

  it('refuses an unknown or closed suite and an impossible weight, recording nothing', async () => {
    const member = await staffTestMember(api);
    const envelopePdf = await pdfWithPages(['Envelope']);
    const item = { envelopePdf, weightGrams: 20, parcel: false };
    await expect(receiveMail(ctx, { ...item, suite: 'NOPE0000' })).rejects.toThrow(
      'No account has the suite code "NOPE0000"',
    );
    await expect(
      receiveMail(ctx, { ...item, suite: member.suite, weightGrams: 2.5 }),
    ).rejects.toThrow('The weight must be a whole number of grams');
    await expect(
      receiveMail(ctx, { ...item, suite: member.suite, weightGrams: 100_001 }),
    ).rejects.toThrow('at most 100000 grams');
    await api.db.kysely
      .updateTable('accounts')
      .set({ closed_at: new Date(), closed_reason: 'closed' })
      .where('account_id', '=', member.accountId)
      .execute();
    await expect(receiveMail(ctx, { ...item, suite: member.suite })).rejects.toThrow('is closed');
    const items = await api.db.kysely
      .selectFrom('mail_items')
      .select('mail_id')
      .where('account_id', '=', member.accountId)
      .execute();
    expect(items).toEqual([]);
  });
});

describe('scan files', () => {
  it('wraps a PNG photo of an envelope into a one-page PDF and refuses anything else', async () => {
    const pdf = await scanPdf(tinyPng(), 'envelope.png');
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);

    await expect(scanPdf(new TextEncoder().encode('hello'), 'notes.pdf')).rejects.toThrow(
      'notes.pdf is not a PDF, JPEG or PNG file',
    );
    await expect(
      scanPdf(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]), 'broken.pdf'),
    ).rejects.toThrow('broken.pdf is not a readable PDF');
    await expect(scanPdf(new Uint8Array([0xff, 0xd8, 0xff, 0x00]), 'broken.jpg')).rejects.toThrow(
      'broken.jpg is not a readable JPEG image',
    );
  });
});

describe('scan', () => {
  it('fulfils a pending scan: contents stored, opened and scanned, charged $1.50 + 3 × $0.20 with the account locked', async () => {
    const member = await staffTestMember(api);
    const mailId = await insertMail(api, member.accountId, { status: 2, mail_action: 0 });
    const contents = await pdfWithPages(['Dear member,', 'Your invoice', 'Terms']);

    const result = await fulfilScan(ctx, mailId, contents);

    expect(result).toEqual({ pages: 3, chargeCents: 210, balanceCents: 2000 - 210 });
    const row = await mailRow(api, mailId);
    expect(row).toMatchObject({ status: 3, mail_action: null, page_count: 3 });
    expect(Date.now() - (row.date_scanned?.getTime() ?? 0)).toBeLessThan(60_000);
    expect(row.scan_text).toContain('Your invoice');
    expect(await ctx.storage.get(row.contents_key ?? '')).toEqual(contents);
    const money = await balanceAndLedgerSum(api, member.accountId);
    expect(money).toMatchObject({ balance: 1790, ledgerSum: 1790 });
    expect(money.entries.at(-1)).toEqual({ amount_cents: -210, balance_after_cents: 1790 });
    expect(await auditMessages(api, member.accountId)).toContainEqual({
      key: 'audit.mail.openedScanned',
      values: { kind: 'letter', name: 'Energy bill', pages: 3, amount: 2.1 },
    });
    expect(alertText((await alertsOf(api, member.accountId)).at(-1)!)).toEqual({
      key: 'alert.scanned',
      values: { item: 'namedLetter', name: 'Energy bill' },
    });
  });

  it('charges a rescan by the page only, since the letter is already open', async () => {
    const member = await staffTestMember(api);
    const mailId = await insertMail(api, member.accountId, { status: 3, mail_action: 4 });
    const result = await fulfilScan(ctx, mailId, await pdfWithPages(['Page 1', 'Page 2']));
    expect(result.chargeCents).toBe(40);
    expect(await mailRow(api, mailId)).toMatchObject({ status: 3, mail_action: null });
    expect((await balanceAndLedgerSum(api, member.accountId)).ledgerSum).toBe(2000 - 40);
  });

  it('refuses an item with no scan pending, and changes nothing', async () => {
    const member = await staffTestMember(api);
    const mailId = await insertMail(api, member.accountId, { status: 2, mail_action: 2 });
    await expect(fulfilScan(ctx, mailId, await pdfWithPages(['x']))).rejects.toThrow(
      `Mail item ${mailId} has no scan or rescan pending`,
    );
    await expect(fulfilScan(ctx, 987_654_321, await pdfWithPages(['x']))).rejects.toThrow(
      'No mail item has the id 987654321',
    );
    expect(await mailRow(api, mailId)).toMatchObject({
      status: 2,
      mail_action: 2,
      contents_key: null,
    });
    expect((await balanceAndLedgerSum(api, member.accountId)).balance).toBe(2000);
  });

  it('may take the balance below zero, but refuses once it has been unpaid for more than 14 days (§9)', async () => {
    const member = await staffTestMember(api);
    const first = await insertMail(api, member.accountId, { mail_action: 0 });
    const second = await insertMail(api, member.accountId, { mail_action: 0 });
    const long = await pdfWithPages(Array.from({ length: 100 }, (_, page) => `Page ${page + 1}`));

    const scanned = await fulfilScan(ctx, first, long);
    expect(scanned.balanceCents).toBe(2000 - 150 - 100 * 20);

    await expect(fulfilScan(ctx, second, long, new Date(Date.now() + 15 * DAY))).rejects.toThrow(
      'Scanning has stopped for this account: its balance has been below zero for 15 days',
    );
    expect(await mailRow(api, second)).toMatchObject({ status: 2, mail_action: 0 });
  });

  it('charges nothing on a plan without scanning prices', async () => {
    const member = await staffTestMember(api);
    const freePlan = await insertPlan(api, {
      plan_name: 'Free scans',
      envelope_scan_cents: 0,
      per_letter_cents: 0,
      per_page_cents: 0,
    });
    await api.db.kysely
      .updateTable('accounts')
      .set({ plan_id: freePlan })
      .where('account_id', '=', member.accountId)
      .execute();
    const mailId = await insertMail(api, member.accountId, { mail_action: 0 });
    expect((await fulfilScan(ctx, mailId, await pdfWithPages(['x']))).chargeCents).toBe(0);
    expect((await balanceAndLedgerSum(api, member.accountId)).entries).toHaveLength(1);
  });
});

describe('forward-sent', () => {
  async function pendingForward(accountId: number, mailIds: number[]) {
    const { address_id } = await api.db.kysely
      .insertInto('addresses')
      .values({
        account_id: accountId,
        full_name: 'Alex Chen',
        street: '1 George St',
        city: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        country: 'Australia',
        domestic: true,
      })
      .returning('address_id')
      .executeTakeFirstOrThrow();
    const { forward_id } = await api.db.kysely
      .insertInto('forwards')
      .values({
        account_id: accountId,
        address_id,
        carrier: 'Australia Post',
        service: 'Express Post',
        service_code: 'AUS_EXPRESS',
        postage_cents: 1295,
        product_fee_cents: 250,
      })
      .returning('forward_id')
      .executeTakeFirstOrThrow();
    await api.db.kysely
      .insertInto('forward_items')
      .values(mailIds.map((mail_id) => ({ forward_id, mail_id })))
      .execute();
    return forward_id;
  }

  it('moves a pending forward to the log with its tracking number; its items are forwarded', async () => {
    const member = await staffTestMember(api);
    const letters = [
      await insertMail(api, member.accountId, { status: 2, mail_action: 1 }),
      await insertMail(api, member.accountId, { status: 3, mail_action: 1 }),
    ];
    const untouched = await insertMail(api, member.accountId, { status: 2, mail_action: 1 });
    const forwardId = await pendingForward(member.accountId, letters);

    expect(await markForwardSent(ctx, forwardId, ' 33LKJ0012345 ')).toEqual({ items: 2 });

    const forward = await api.db.kysely
      .selectFrom('forwards')
      .selectAll()
      .where('forward_id', '=', forwardId)
      .executeTakeFirstOrThrow();
    expect(forward).toMatchObject({ status: 'sent', tracking_number: '33LKJ0012345' });
    expect(forward.date_sent).toBeInstanceOf(Date);
    for (const mailId of letters) {
      expect(await mailRow(api, mailId)).toMatchObject({ status: 4, mail_action: null });
    }
    expect(await mailRow(api, untouched)).toMatchObject({ status: 2, mail_action: 1 });
    expect(await auditMessages(api, member.accountId)).toContainEqual({
      key: 'audit.forward.sent',
      values: { forwardId, count: 2, service: 'Express Post', tracking: '33LKJ0012345' },
    });
    expect(alertText((await alertsOf(api, member.accountId)).at(-1)!)).toEqual({
      key: 'alert.forwardSent',
      values: { items: 2, service: 'Express Post', tracking: '33LKJ0012345' },
    });

    await expect(markForwardSent(ctx, forwardId, '33LKJ0099999')).rejects.toThrow(
      `Forward ${forwardId} is sent, not pending`,
    );
  });

  it('refuses an unknown forward and a malformed tracking number', async () => {
    const member = await staffTestMember(api);
    const forwardId = await pendingForward(member.accountId, [
      await insertMail(api, member.accountId, { mail_action: 1 }),
    ]);
    await expect(markForwardSent(ctx, forwardId, 'no spaces please')).rejects.toThrow(
      'is not a tracking number',
    );
    await expect(markForwardSent(ctx, 987_654_321, 'ABC12345')).rejects.toThrow(
      'No forward has the id 987654321',
    );
    const forward = await api.db.kysely
      .selectFrom('forwards')
      .select('status')
      .where('forward_id', '=', forwardId)
      .executeTakeFirstOrThrow();
    expect(forward.status).toBe('pending');
  });
});

describe('shred and return', () => {
  it('fulfils a requested shred (status 5) and return to sender (status 7)', async () => {
    const member = await staffTestMember(api);
    const shred = await insertMail(api, member.accountId, { status: 6, mail_action: 2 });
    const back = await insertMail(api, member.accountId, {
      status: 2,
      mail_action: 3,
      mail_type: 1,
      name: 'Shoes',
    });

    await fulfilDisposal(ctx, shred, 'shred');
    await fulfilDisposal(ctx, back, 'return');

    expect(await mailRow(api, shred)).toMatchObject({ status: 5, mail_action: null });
    expect(await mailRow(api, back)).toMatchObject({ status: 7, mail_action: null });
    expect(await auditMessages(api, member.accountId)).toEqual(
      expect.arrayContaining([
        { key: 'audit.mail.shredded', values: { kind: 'letter', name: 'Energy bill' } },
        { key: 'audit.mail.returned', values: { kind: 'parcel', name: 'Shoes' } },
      ]),
    );
    expect((await alertsOf(api, member.accountId)).slice(-2).map(alertText)).toEqual([
      { key: 'alert.shredded', values: { item: 'namedLetter', name: 'Energy bill' } },
      { key: 'alert.returned', values: { item: 'namedParcel', name: 'Shoes' } },
    ]);
  });

  it('refuses an item whose request is something else, or nothing', async () => {
    const member = await staffTestMember(api);
    const pendingScan = await insertMail(api, member.accountId, { mail_action: 0 });
    const nothing = await insertMail(api, member.accountId, { mail_action: null });
    await expect(fulfilDisposal(ctx, pendingScan, 'shred')).rejects.toThrow(
      `Mail item ${pendingScan} has no shred pending`,
    );
    await expect(fulfilDisposal(ctx, nothing, 'return')).rejects.toThrow(
      `Mail item ${nothing} has no return to sender pending`,
    );
    expect(await mailRow(api, pendingScan)).toMatchObject({ status: 2, mail_action: 0 });
  });
});

describe('photo-id', () => {
  async function withIdVerification(value: IdVerification) {
    const member = await staffTestMember(api);
    await api.db.kysely
      .updateTable('accounts')
      .set({ id_verification: value })
      .where('account_id', '=', member.accountId)
      .execute();
    return member;
  }
  const idVerification = async (accountId: number) =>
    (
      await api.db.kysely
        .selectFrom('accounts')
        .select('id_verification')
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow()
    ).id_verification;

  it('approves a pending photo ID and tells the member', async () => {
    const member = await withIdVerification(ID_VERIFICATION.pending);
    await reviewPhotoId(ctx, member.suite, { decision: 'approve' });
    expect(await idVerification(member.accountId)).toBe(ID_VERIFICATION.verified);
    expect(await auditMessages(api, member.accountId)).toContainEqual({
      key: 'audit.photoIdVerified',
      values: {},
    });
    expect((await alertsOf(api, member.accountId)).at(-1)).toMatchObject({
      url: '/Members/Account/Verification',
    });
  });

  it('rejects a pending photo ID back to none', async () => {
    const member = await withIdVerification(ID_VERIFICATION.pending);
    await api.db.kysely
      .insertInto('verification_photos')
      .values({
        account_id: member.accountId,
        side: 'front',
        storage_key: `id-photos/${member.accountId}/front-test.jpg`,
        content_type: 'image/jpeg',
        byte_size: 3,
      })
      .execute();
    await reviewPhotoId(ctx, member.suite, { decision: 'reject', reason: 'The photo is blurred' });
    expect(await idVerification(member.accountId)).toBe(ID_VERIFICATION.none);
    const account = await api.db.kysely
      .selectFrom('accounts')
      .select('id_rejection_reason')
      .where('account_id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(account.id_rejection_reason).toBe('The photo is blurred');
    const photos = await api.db.kysely
      .selectFrom('verification_photos')
      .select('side')
      .where('account_id', '=', member.accountId)
      .execute();
    expect(photos).toEqual([]);
    expect(await auditMessages(api, member.accountId)).toContainEqual({
      key: 'audit.photoIdRejected',
      values: { reason: 'The photo is blurred' },
    });
    expect(alertText((await alertsOf(api, member.accountId)).at(-1)!)).toEqual({
      key: 'alert.photoIdRejected',
      values: {},
    });
  });

  it('refuses an account with nothing to review', async () => {
    const member = await withIdVerification(ID_VERIFICATION.none);
    await expect(reviewPhotoId(ctx, member.suite, { decision: 'approve' })).rejects.toThrow(
      `Suite ${member.suite} has no photo ID waiting for review`,
    );
    expect(await idVerification(member.accountId)).toBe(ID_VERIFICATION.none);
  });
});

describe('alert', () => {
  it('posts an unread alert with its link', async () => {
    const member = await staffTestMember(api);
    await alertMember(ctx, {
      suite: member.suite,
      message: 'Our office is closed on Monday',
      url: '/Members/Support',
    });
    expect(await alertsOf(api, member.accountId)).toEqual([
      {
        text_key: 'alert.staff',
        text_values: { text: 'Our office is closed on Monday' },
        url: '/Members/Support',
        read: false,
      },
    ]);
  });

  it('refuses an empty message, an unsafe link and an unknown suite', async () => {
    const member = await staffTestMember(api);
    await expect(alertMember(ctx, { suite: member.suite, message: '  ' })).rejects.toThrow(
      'The alert message is empty',
    );
    for (const url of ['javascript:alert(1)', '//evil.example', 'http://plain.example']) {
      await expect(alertMember(ctx, { suite: member.suite, message: 'Hi', url })).rejects.toThrow(
        'The alert URL must be a portal path',
      );
    }
    await expect(alertMember(ctx, { suite: 'NOPE0000', message: 'Hi' })).rejects.toThrow(
      'No account has the suite code',
    );
    expect(await alertsOf(api, member.accountId)).toEqual([]);
  });
});
