import { ID_VERIFICATION } from '@portal/domain/verification-status';
import { unzipSync } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useForFile } from '../../test/api-test.ts';
import {
  addMail,
  LETTER,
  mailMember,
  mailRow,
  startMailTestApp,
  type MailTestApp,
} from '../../test/mail-fixtures.ts';
import { insertForward } from '../../test/forward-fixtures.ts';
import { auditMessages, insertPlan, markRegistered } from '../../test/member-fixtures.ts';
import { purgeDeletedMail } from '#mail/purge-deleted-mail.ts';

let api: MailTestApp;
useForFile(startMailTestApp, (started) => (api = started));

const DAY = 86_400_000;
const json = (mailIds: number[]) => ({ payload: { mailIds } });
const ids = (items: { mailId: number }[]) => items.map((item) => item.mailId);

async function folder(accountId: number, name: string): Promise<number> {
  const { folder_id } = await api.db.kysely
    .insertInto('folders')
    .values({ account_id: accountId, name })
    .returning('folder_id')
    .executeTakeFirstOrThrow();
  return folder_id;
}

const forward = (accountId: number, mailIds: number[], status: 'pending' | 'sent') =>
  insertForward(api, accountId, mailIds, status);

describe('GET /api/Mail', () => {
  it('lists each fixed folder and the member’s own folders, newest first', async () => {
    const { accountId, call } = await mailMember(api);
    const invoices = await folder(accountId, 'Invoices');
    const old = await addMail(
      api,
      accountId,
      { date_received: new Date(Date.now() - 5 * DAY) },
      {},
    );
    const recent = await addMail(api, accountId, {}, {});
    const filed = await addMail(api, accountId, { folder_id: invoices }, {});
    const deleted = await addMail(api, accountId, { recycled_at: new Date() }, {});
    const forwarded = await addMail(api, accountId, { status: 4 }, {});
    const pending = await addMail(api, accountId, { mail_action: 1 }, {});
    await forward(accountId, [forwarded], 'sent');
    await forward(accountId, [pending], 'pending');

    const list = async (folderId: number) =>
      ids((await call('GET', `/api/Mail?folder=${folderId}`)).json());
    expect(await list(-4)).toEqual([pending, recent, old]);
    expect(await list(-2)).toEqual([pending, forwarded]);
    expect(await list(-1)).toEqual([deleted]);
    expect(await list(-5)).toEqual([pending, forwarded, filed, recent, old]);
    expect(await list(invoices)).toEqual([filed]);
  });

  it('reads a folder and a search page by page, unmoved by items that arrive meanwhile', async () => {
    const { accountId, call } = await mailMember(api);
    const other = await mailMember(api);
    const at = (daysAgo: number) => ({ date_received: new Date(Date.now() - daysAgo * DAY) });
    // Two items received at the same moment are ordered by id, so no page repeats or skips one.
    const [e, d, c, b, a] = [
      await addMail(api, accountId, at(5), {}),
      await addMail(api, accountId, at(4), {}),
      await addMail(api, accountId, at(3), {}),
      await addMail(api, accountId, at(3), {}),
      await addMail(api, accountId, at(1), {}),
    ];
    const strangers = await addMail(api, other.accountId, at(2), {});
    const page = async (path: string) => ids((await call('GET', path)).json());

    expect(await page('/api/Mail?folder=-4&limit=2')).toEqual([a, b]);
    await addMail(api, accountId, at(0), {});
    expect(await page(`/api/Mail?folder=-4&limit=2&after=${b}`)).toEqual([c, d]);
    expect(await page(`/api/Mail?folder=-4&limit=2&after=${d}`)).toEqual([e]);
    expect(await page(`/api/Mail?folder=-4&limit=2&after=${e}`)).toEqual([]);
    expect(await page(`/api/Mail?folder=-4&after=${strangers}`)).toEqual([]);
    expect(await page(`/api/mail/search?query=taxation&limit=3&after=${a}`)).toEqual([b, c, d]);
    expect((await call('GET', '/api/Mail?folder=-4&limit=0')).statusCode).toBe(400);
  });

  it('answers items in the contract’s shape', async () => {
    const { accountId, call } = await mailMember(api);
    const scanned = new Date('2025-03-04T01:22:00Z');
    const mailId = await addMail(
      api,
      accountId,
      {
        name: 'Parcel from Tokyo',
        mail_type: 2,
        weight_grams: 850,
        date_scanned: scanned,
        status: 2,
      },
      {},
    );
    expect((await call('GET', '/api/Mail?folder=-4')).json()).toEqual([
      {
        mailId,
        name: 'Parcel from Tokyo',
        status: 2,
        mailActions: null,
        mailType: 1,
        dateScanned: '2025-03-04T01:22:00.000Z',
        weight: 850,
        blurb: null,
        read: false,
        folderId: null,
        labelIds: [],
        protectedKind: null,
      },
    ]);
  });

  it('names the folder an item is filed in, and keeps it in Deleted Items for an undo', async () => {
    const { accountId, call } = await mailMember(api);
    const invoices = await folder(accountId, 'Invoices');
    const mailId = await addMail(api, accountId, {}, {});
    await call('POST', `/api/mail/MoveToFolder?folderId=${invoices}`, json([mailId]));
    expect((await call('GET', `/api/Mail?folder=${invoices}`)).json()).toMatchObject([
      { mailId, folderId: invoices },
    ]);
    await call('POST', '/api/mail/Recycle', json([mailId]));
    expect((await call('GET', '/api/Mail?folder=-1')).json()).toMatchObject([
      { mailId, folderId: invoices },
    ]);
    await call('POST', `/api/mail/MoveToFolder?folderId=${invoices}`, json([mailId]));
    expect(ids((await call('GET', `/api/Mail?folder=${invoices}`)).json())).toEqual([mailId]);
  });

  it('lists and finds an item exactly as an action on it answers it', async () => {
    // The list and search are made by SQL, an action's answer in Node (mailItemView): all must agree.
    const { accountId, call } = await mailMember(api);
    const received = '2025-06-30T23:59:59.999876+00';
    const { mail_id: mailId } = await api.db.kysely
      .insertInto('mail_items')
      .values({
        account_id: accountId,
        name: 'Envelope',
        sender: 'Sender',
        weight_grams: 12,
        status: 2,
        mail_type: 0,
        blurb: 'A blurb',
        date_scanned: null,
        date_received: sql<Date>`${received}::timestamptz`,
      })
      .returning('mail_id')
      .executeTakeFirstOrThrow();
    const acted = await call('POST', `/api/mail/RenameMail?mailId=${mailId}&mailName=Renamed`);
    expect(acted.statusCode).toBe(200);
    const [listed] = (await call('GET', '/api/Mail?folder=-4')).json();
    expect(listed).toEqual(acted.json());
    expect(listed).toMatchObject({ dateScanned: '2025-06-30T23:59:59.999Z', blurb: 'A blurb' });
    const [found] = (await call('GET', '/api/mail/search?query=Renamed')).json();
    expect(found).toEqual(acted.json());
  });

  it('answers 404 for another member’s folder and 400 for a folder id that is no folder', async () => {
    const owner = await mailMember(api);
    const theirs = await folder(owner.accountId, 'Private');
    await addMail(api, owner.accountId, { folder_id: theirs }, {});
    const { call } = await mailMember(api);
    const response = await call('GET', `/api/Mail?folder=${theirs}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Australian Taxation Office');
    expect((await call('GET', '/api/Mail?folder=-3')).statusCode).toBe(400);
  });
});

describe('GET /api/mail/FolderCounts', () => {
  it('counts what each folder lists, and its unread items, own folders by name', async () => {
    const { accountId, call } = await mailMember(api);
    const tax = await folder(accountId, 'Tax');
    const bills = await folder(accountId, 'Bills');
    await addMail(api, accountId, {}, {});
    await addMail(api, accountId, { read: true }, {});
    await addMail(api, accountId, { folder_id: tax }, {});
    await addMail(api, accountId, { recycled_at: new Date() }, {});
    const sent = await addMail(api, accountId, { status: 4, read: true }, {});
    await forward(accountId, [sent], 'sent');
    // Another member's mail counts for them only.
    await addMail(api, (await mailMember(api)).accountId, {}, {});

    const counts = (await call('GET', '/api/mail/FolderCounts')).json();
    expect(counts).toEqual([
      { folderId: -4, items: 2, unread: 1 },
      { folderId: -2, items: 1, unread: 0 },
      { folderId: -1, items: 1, unread: 1 },
      { folderId: -5, items: 4, unread: 2 },
      { folderId: bills, items: 0, unread: 0 },
      { folderId: tax, items: 1, unread: 1 },
    ]);
    // Each count is the length of the folder's list.
    for (const { folderId, items } of counts as { folderId: number; items: number }[]) {
      expect((await call('GET', `/api/Mail?folder=${folderId}`)).json()).toHaveLength(items);
    }
  });
});

describe('GET /api/mail/search', () => {
  it('finds name, blurb and scanned text by substring in any script, never deleted items', async () => {
    const { accountId, call } = await mailMember(api);
    const tax = await addMail(
      api,
      accountId,
      { name: 'ATO', blurb: 'Vehicle registration renewal' },
      {},
    );
    const japanese = await addMail(
      api,
      accountId,
      { name: 'Letter from Osaka' },
      {
        contents: {
          cjk: true,
          envelope: { from: ['大阪市'], to: ['Test Member'] },
          pages: [['拝啓 時下ますますご清祥のこととお慶び申し上げます。']],
        },
      },
    );
    const chinese = await addMail(
      api,
      accountId,
      { name: 'Letter from Shanghai' },
      {
        contents: {
          cjk: true,
          envelope: { from: ['上海市'], to: ['Test Member'] },
          pages: [['您好，我们已收到您的订单。谢谢！']],
        },
      },
    );
    const scanned = await addMail(api, accountId, { name: 'Bank' });
    await addMail(api, accountId, { name: 'Deleted ATO', recycled_at: new Date() }, {});

    const search = async (query: string) =>
      ids((await call('GET', `/api/mail/search?query=${encodeURIComponent(query)}`)).json());
    expect(await search('ato')).toEqual([tax]);
    expect(await search('REGISTRATION')).toEqual([tax]);
    expect(await search('ご清祥')).toEqual([japanese]);
    expect(await search('收到您')).toEqual([chinese]);
    expect(await search('refund is $412')).toEqual([scanned]);
    expect(await search('100%')).toEqual([]);
    // Shorter than a trigram: found by the characters and pairs of characters of the text.
    expect(await search('大阪')).toEqual([japanese]);
    expect(await search('海')).toEqual([chinese]);
    expect(await search('阪大')).toEqual([]);
  });

  it('never finds another member’s mail', async () => {
    const owner = await mailMember(api);
    await addMail(api, owner.accountId, { name: 'Secret zebra' }, {});
    const { call } = await mailMember(api);
    expect((await call('GET', '/api/mail/search?query=zebra')).json()).toEqual([]);
  });
});

describe('GET /api/mail/download', () => {
  it('answers the preview PDF as base64 and marks the item read when asked', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId);
    const stored = await api.storage.get((await mailRow(api, mailId)).contents_key!);

    const peek = await call('GET', `/api/mail/download?mailId=${mailId}`);
    expect(peek.headers['content-type']).toMatch(/^application\/json/);
    expect(Buffer.from(peek.json<string>(), 'base64')).toEqual(Buffer.from(stored!));
    expect((await mailRow(api, mailId)).read).toBe(false);

    await call('GET', `/api/mail/download?mailId=${mailId}&markRead=true`);
    expect((await mailRow(api, mailId)).read).toBe(true);
  });

  it('shows the envelope of an unopened item, and 404 when nothing is scanned', async () => {
    const { accountId, call } = await mailMember(api);
    const unopened = await addMail(api, accountId, { status: 2 }, { envelope: LETTER });
    const response = await call('GET', `/api/mail/download?mailId=${unopened}`);
    expect(Buffer.from(response.json<string>(), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const bare = await addMail(api, accountId, {}, {});
    expect((await call('GET', `/api/mail/download?mailId=${bare}`)).statusCode).toBe(404);
  });

  it('is refused with 403 verification_required before verification', async () => {
    const { accountId, call } = await mailMember(api, { verified: false });
    const mailId = await addMail(api, accountId);
    const response = await call('GET', `/api/mail/download?mailId=${mailId}&markRead=true`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'verification_required' });
    expect((await mailRow(api, mailId)).read).toBe(false);
  });
});

describe('GET /api/mail/DownloadBulk', () => {
  it('answers a zip with each item’s PDF and marks the items read', async () => {
    const { accountId, call } = await mailMember(api);
    const first = await addMail(api, accountId, { name: 'Water bill' });
    const second = await addMail(api, accountId, { name: 'Council rates 1/2' });
    const response = await call('GET', `/api/mail/DownloadBulk?mailId=${first}&mailId=${second}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mail-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      `${first} Water bill.pdf`,
      `${second} Council rates 1_2.pdf`,
    ]);
    const stored = await api.storage.get((await mailRow(api, first)).contents_key!);
    expect(Buffer.from(files[`${first} Water bill.pdf`]!)).toEqual(Buffer.from(stored!));
    expect((await mailRow(api, first)).read).toBe(true);
    expect((await mailRow(api, second)).read).toBe(true);
  });

  it('is refused with 403 before verification', async () => {
    const { accountId, call } = await mailMember(api, { verified: false });
    const mailId = await addMail(api, accountId);
    const response = await call('GET', `/api/mail/DownloadBulk?mailId=${mailId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'verification_required' });
  });
});

describe('GET /api/mail/MailHeld', () => {
  it('is true while an item is held, false once it is on its way out', async () => {
    const { accountId, call } = await mailMember(api);
    expect((await call('GET', '/api/mail/MailHeld')).json()).toBe(false);
    const mailId = await addMail(api, accountId, {}, {});
    expect((await call('GET', '/api/mail/MailHeld')).json()).toBe(true);
    await call('POST', '/api/mail/MarkPendingShred', json([mailId]));
    expect((await call('GET', '/api/mail/MailHeld')).json()).toBe(false);
  });
});

describe('the rules that read stored mail', () => {
  it('block a pause and fill the storage metrics from the mail table, leaving out Deleted Items', async () => {
    const { accountId, call } = await mailMember(api);
    await markRegistered(api, accountId);
    // Free storage runs from arrival (decision 072), whenever the contents were scanned.
    await addMail(api, accountId, { date_received: new Date(Date.now() - 40 * DAY) }, {});
    await addMail(api, accountId, { date_scanned: new Date(Date.now() - 40 * DAY) }, {});
    await addMail(api, accountId, { mail_type: 1, status: 2 }, {});
    await addMail(api, accountId, { status: 4 }, {});
    await addMail(api, accountId, { recycled_at: new Date() }, {});

    expect((await call('GET', '/api/StorageMetrics/GetMetrics')).json()).toMatchObject({
      storedEnvelopesWithinFreePeriod: 1,
      storedEnvelopesOutsideFreePeriod: 1,
      forwardedEnvelopes: 1,
      storedParcelsWithinFreePeriod: 1,
    });
    const pause = await call('POST', '/api/Account/pause');
    expect(pause.statusCode).toBe(409);
    expect(pause.json()).toMatchObject({ code: 'pause_blocked_mail_held' });
  });
});

describe('POST /api/mail/Rescan', () => {
  it('marks the item pending rescan with the reason and answers it', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, {}, {});
    const response = await call(
      'POST',
      `/api/mail/Rescan?mailId=${mailId}&reason=Page%202%20blurred`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mailId, status: 3, mailActions: 4 });
    expect((await mailRow(api, mailId)).rescan_reason).toBe('Page 2 blurred');
    expect(await auditMessages(api, accountId)).toEqual([
      {
        key: 'audit.mail.rescanRequested',
        values: {
          reason: 'Page 2 blurred',
          items: `#${mailId} "Australian Taxation Office"`,
          more: 0,
        },
      },
    ]);
  });

  it('answers 409 pending_action for an item with a pending action, 409 not_held once disposed of', async () => {
    const { accountId, call } = await mailMember(api);
    const pending = await addMail(api, accountId, { mail_action: 2 }, {});
    const pendingAnswer = await call('POST', `/api/mail/Rescan?mailId=${pending}&reason=x`);
    expect(pendingAnswer.statusCode).toBe(409);
    expect(pendingAnswer.json()).toMatchObject({ code: 'pending_action' });
    const shredded = await addMail(api, accountId, { status: 5 }, {});
    const shreddedAnswer = await call('POST', `/api/mail/Rescan?mailId=${shredded}&reason=x`);
    expect(shreddedAnswer.statusCode).toBe(409);
    expect(shreddedAnswer.json()).toMatchObject({ code: 'not_held' });
  });

  it('answers 400 for a blank reason', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, {}, {});
    const response = await call('POST', `/api/mail/Rescan?mailId=${mailId}&reason=%20%20`);
    expect(response.statusCode).toBe(400);
    expect((await mailRow(api, mailId)).mail_action).toBeNull();
  });
});

describe('POST /api/mail/RenameMail', () => {
  it('renames the item and answers it; a blank name is 400', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, {}, {});
    const response = await call(
      'POST',
      `/api/mail/RenameMail?mailId=${mailId}&mailName=Tax%202025`,
    );
    expect(response.json()).toMatchObject({ mailId, name: 'Tax 2025' });
    expect(
      (await call('POST', `/api/mail/RenameMail?mailId=${mailId}&mailName=%20`)).statusCode,
    ).toBe(400);
    expect((await mailRow(api, mailId)).name).toBe('Tax 2025');
  });

  it('finds the item by a two-character search of its new name, and no longer by its old one', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, { name: 'Letter from Osaka 大阪' }, {});
    const search = async (query: string) =>
      ids((await call('GET', `/api/mail/search?query=${encodeURIComponent(query)}`)).json());
    expect(await search('大阪')).toEqual([mailId]);

    await call(
      'POST',
      `/api/mail/RenameMail?mailId=${mailId}&mailName=${encodeURIComponent('東京 tax')}`,
    );
    expect(await search('東京')).toEqual([mailId]);
    expect(await search('大阪')).toEqual([]);
  });
});

describe('POST /api/mail/MoveToFolder', () => {
  it('files items in a folder, back in the Inbox, and restores deleted items', async () => {
    const { accountId, call } = await mailMember(api);
    const invoices = await folder(accountId, 'Invoices');
    const mailId = await addMail(api, accountId, {}, {});
    const deleted = await addMail(api, accountId, { recycled_at: new Date() }, {});

    const moved = await call(
      'POST',
      `/api/mail/MoveToFolder?folderId=${invoices}`,
      json([mailId, deleted]),
    );
    expect(moved.statusCode).toBe(204);
    expect(ids((await call('GET', `/api/Mail?folder=${invoices}`)).json())).toEqual([
      deleted,
      mailId,
    ]);
    expect((await call('GET', '/api/Mail?folder=-1')).json()).toEqual([]);

    await call('POST', '/api/mail/MoveToFolder?folderId=-4', json([mailId]));
    expect(ids((await call('GET', '/api/Mail?folder=-4')).json())).toEqual([mailId]);
    expect(await auditMessages(api, accountId)).toContainEqual({
      key: 'audit.mail.movedToInbox',
      values: { items: `#${mailId} "Australian Taxation Office"`, more: 0 },
    });
  });
});

describe('POST /api/mail/CancelPending', () => {
  it('clears pending actions, leaves other items as they are, and answers the items', async () => {
    const { accountId, call } = await mailMember(api);
    const shred = await addMail(api, accountId, { mail_action: 2 }, {});
    const plain = await addMail(api, accountId, {}, {});
    const response = await call('POST', '/api/mail/CancelPending', json([shred, plain]));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      { mailId: shred, mailActions: null },
      { mailId: plain, mailActions: null },
    ]);
    expect(await auditMessages(api, accountId)).toEqual([
      {
        key: 'audit.mail.actionCancelled',
        values: { items: `#${shred} "Australian Taxation Office"`, more: 0 },
      },
    ]);
  });

  it('answers 409 in_pending_forward for an item in a pending forward, changing nothing', async () => {
    const { accountId, call } = await mailMember(api);
    const scan = await addMail(api, accountId, { mail_action: 0, status: 2 }, {});
    const forwarding = await addMail(api, accountId, { mail_action: 1 }, {});
    await forward(accountId, [forwarding], 'pending');
    const response = await call('POST', '/api/mail/CancelPending', json([scan, forwarding]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'in_pending_forward' });
    expect((await mailRow(api, scan)).mail_action).toBe(0);
  });
});

describe('POST /api/mail/MarkPendingScan', () => {
  it('marks unopened items pending scan', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, { status: 2 }, {});
    const response = await call('POST', '/api/mail/MarkPendingScan', json([mailId]));
    expect(response.json()).toMatchObject([{ mailId, status: 2, mailActions: 0 }]);
  });

  it('refuses the whole request when one item may not be scanned', async () => {
    const { accountId, call } = await mailMember(api);
    const unopened = await addMail(api, accountId, { status: 2 }, {});
    const pending = await addMail(api, accountId, { status: 2, mail_action: 3 }, {});
    const opened = await addMail(api, accountId, { status: 3 }, {});

    const withPending = await call('POST', '/api/mail/MarkPendingScan', json([unopened, pending]));
    expect(withPending.statusCode).toBe(409);
    expect(withPending.json()).toMatchObject({ code: 'pending_action' });
    const withOpened = await call('POST', '/api/mail/MarkPendingScan', json([unopened, opened]));
    expect(withOpened.json()).toMatchObject({ code: 'not_unopened' });
    expect((await mailRow(api, unopened)).mail_action).toBeNull();
    expect(await auditMessages(api, accountId)).toEqual([]);
  });

  it('is refused on a parcel-forward-only plan', async () => {
    const { accountId, call } = await mailMember(api);
    const planId = await insertPlan(api, { plan_name: 'Parcels only', parcel_forward_only: true });
    await api.db.kysely
      .updateTable('accounts')
      .set({ plan_id: planId })
      .where('account_id', '=', accountId)
      .execute();
    const mailId = await addMail(api, accountId, { status: 2 }, {});
    const response = await call('POST', '/api/mail/MarkPendingScan', json([mailId]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'plan_forbids_scan' });
  });
});

describe('POST /api/mail/MarkPendingShred', () => {
  it('marks held items pending shred; a pending action answers 409 pending_action', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, {}, {});
    expect((await call('POST', '/api/mail/MarkPendingShred', json([mailId]))).json()).toMatchObject(
      [{ mailId, mailActions: 2 }],
    );
    const again = await call('POST', '/api/mail/MarkPendingShred', json([mailId]));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'pending_action' });
  });
});

describe('POST /api/mail/MarkPendingForward', () => {
  it('marks items of a pending forward, is safe to repeat, and refuses items in none', async () => {
    const { accountId, call } = await mailMember(api);
    const inForward = await addMail(api, accountId, {}, {});
    const loose = await addMail(api, accountId, {}, {});
    await forward(accountId, [inForward], 'pending');

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call('POST', '/api/mail/MarkPendingForward', json([inForward]));
      expect(response.json()).toMatchObject([{ mailId: inForward, mailActions: 1 }]);
    }
    const refused = await call('POST', '/api/mail/MarkPendingForward', json([inForward, loose]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'not_in_pending_forward' });
    expect((await mailRow(api, loose)).mail_action).toBeNull();
  });
});

describe('POST /api/mail/Recycle', () => {
  it('moves items to Deleted Items; items with a pending action answer 409', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, {}, {});
    const pending = await addMail(api, accountId, { mail_action: 0, status: 2 }, {});
    expect((await call('POST', '/api/mail/Recycle', json([mailId]))).statusCode).toBe(204);
    expect(ids((await call('GET', '/api/Mail?folder=-4')).json())).toEqual([pending]);
    expect(ids((await call('GET', '/api/Mail?folder=-1')).json())).toEqual([mailId]);
    const refused = await call('POST', '/api/mail/Recycle', json([pending]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'pending_action' });
  });

  it('hides deleted items after 30 days, and the purge removes them and their scans once shredded', async () => {
    const { accountId, call } = await mailMember(api);
    const recent = await addMail(api, accountId, { recycled_at: new Date(Date.now() - 29 * DAY) });
    const expired = await addMail(api, accountId, {
      status: 5,
      recycled_at: new Date(Date.now() - 31 * DAY),
    });
    const expiredKey = (await mailRow(api, expired)).contents_key!;
    expect(ids((await call('GET', '/api/Mail?folder=-1')).json())).toEqual([recent]);
    expect((await call('GET', `/api/mail/download?mailId=${expired}`)).statusCode).toBe(404);

    expect(
      await purgeDeletedMail({ db: api.db.kysely, storage: api.storage }),
    ).toBeGreaterThanOrEqual(1);
    const left = await api.db.kysely
      .selectFrom('mail_items')
      .select('mail_id')
      .where('mail_id', 'in', [recent, expired])
      .execute();
    expect(left.map((row) => row.mail_id)).toEqual([recent]);
    expect(await api.storage.get(expiredKey)).toBeNull();
  });
});

describe('POST /api/ReturnToSender/MarkReturnToSender', () => {
  it('marks items to be returned with the reason', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, { status: 2 }, {});
    const response = await call('POST', '/api/ReturnToSender/MarkReturnToSender', {
      payload: { MailIds: [mailId], Reason: 'Not known at this address' },
    });
    expect(response.json()).toMatchObject([{ mailId, mailActions: 3 }]);
    expect((await mailRow(api, mailId)).return_reason).toBe('Not known at this address');
    const again = await call('POST', '/api/ReturnToSender/MarkReturnToSender', {
      payload: { MailIds: [mailId], Reason: 'Again' },
    });
    expect(again.json()).toMatchObject({ code: 'pending_action' });
  });
});

describe('POST /api/Email/Send', () => {
  const send = (call: Awaited<ReturnType<typeof mailMember>>['call'], mailIds: number[]) =>
    call('POST', '/api/Email/Send?webpage=harbour-mail', {
      payload: { email: 'accountant@mail.test', subject: 'Tax', body: 'Here they are.', mailIds },
    });

  it('limits one IP to 40 emails an hour, whichever members send them', async () => {
    const ip = '198.51.100.90';
    const sendFrom = (call: Awaited<ReturnType<typeof mailMember>>['call'], mailId: number) =>
      call('POST', '/api/Email/Send?webpage=harbour-mail', {
        remoteAddress: ip,
        payload: { email: 'accountant@mail.test', subject: 'Tax', body: 'x', mailIds: [mailId] },
      });
    for (let member = 0; member < 2; member += 1) {
      const { accountId, call } = await mailMember(api);
      const mailId = await addMail(api, accountId);
      for (let index = 0; index < 20; index += 1) {
        expect((await sendFrom(call, mailId)).statusCode).toBe(204);
      }
    }
    const { accountId, call } = await mailMember(api);
    const limited = await sendFrom(call, await addMail(api, accountId));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
  });

  it('emails the scans as PDF attachments from the brand', async () => {
    const { accountId, call } = await mailMember(api);
    const mailId = await addMail(api, accountId, { name: 'Notice' });
    const stored = await api.storage.get((await mailRow(api, mailId)).contents_key!);
    expect((await send(call, [mailId])).statusCode).toBe(204);
    expect(api.sent.at(-1)).toMatchObject({
      webpage: 'harbour-mail',
      to: 'accountant@mail.test',
      subject: 'Tax',
      text: 'Here they are.',
      attachments: [
        { filename: `${mailId} Notice.pdf`, contentType: 'application/pdf', content: stored },
      ],
    });
    expect(await auditMessages(api, accountId)).toEqual([
      {
        key: 'audit.mail.emailed',
        values: { email: 'accountant@mail.test', items: `#${mailId} "Notice"`, more: 0 },
      },
    ]);
  });

  it('answers 403 before verification and 502 when the provider fails', async () => {
    const unverified = await mailMember(api, { verified: false });
    const theirs = await addMail(api, unverified.accountId);
    expect((await send(unverified.call, [theirs])).statusCode).toBe(403);

    const failing = await startMailTestApp();
    try {
      failing.failEmail();
      const member = await mailMember(failing);
      const mailId = await addMail(failing, member.accountId);
      const response = await send(member.call, [mailId]);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'provider_error' });
    } finally {
      await failing.close();
    }
  });
});

describe('the verification gate', () => {
  it('opens mail to a photo ID awaiting its check, but not international forwarding', async () => {
    const { accountId, call } = await mailMember(api, { verified: false });
    await api.db.kysely
      .updateTable('accounts')
      .set({ id_verification: ID_VERIFICATION.pending })
      .where('account_id', '=', accountId)
      .execute();
    const account = await call('POST', '/api/account/GetAccount');
    expect(account.json()).toMatchObject({
      idVerified: false,
      idPending: true,
      smsVerified: false,
    });

    const mailId = await addMail(api, accountId);
    const opened = await call('GET', `/api/mail/download?mailId=${mailId}&markRead=true`);
    expect(opened.statusCode).toBe(200);
    expect(Buffer.from(opened.json<string>(), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('POST', '/api/mail/Recycle', json([mailId]))).statusCode).toBe(204);
    expect(await mailRow(api, mailId)).toMatchObject({ read: true, recycled_at: expect.any(Date) });

    const { address_id } = await api.db.kysely
      .insertInto('addresses')
      .values({
        account_id: accountId,
        full_name: 'Test Member',
        street: '1 Queen Street',
        city: 'Auckland',
        postcode: '1010',
        country: 'New Zealand',
        domestic: false,
      })
      .returning('address_id')
      .executeTakeFirstOrThrow();
    const abroad = await call('POST', '/api/forward/Calculate', {
      payload: { addressId: address_id, mailIds: [await addMail(api, accountId)] },
    });
    expect(abroad.statusCode).toBe(403);
    expect(abroad.json()).toMatchObject({
      code: 'verification_required',
      detail: 'International forwarding needs photo ID verification.',
    });
  });

  it('refuses every mail action with 403 verification_required, changing nothing', async () => {
    const { accountId, call } = await mailMember(api, { verified: false });
    const mailId = await addMail(api, accountId, { status: 2 }, {});
    const body = json([mailId]);
    const calls = [
      call('POST', `/api/mail/Rescan?mailId=${mailId}&reason=x`),
      call('POST', `/api/mail/RenameMail?mailId=${mailId}&mailName=x`),
      call('POST', '/api/mail/MoveToFolder?folderId=-4', body),
      call('POST', '/api/mail/CancelPending', body),
      call('POST', '/api/mail/MarkPendingScan', body),
      call('POST', '/api/mail/MarkPendingShred', body),
      call('POST', '/api/mail/MarkPendingForward', body),
      call('POST', '/api/mail/Recycle', body),
      call('POST', '/api/ReturnToSender/MarkReturnToSender', {
        payload: { MailIds: [mailId], Reason: 'x' },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'verification_required' });
    }
    expect(await mailRow(api, mailId)).toMatchObject({
      name: 'Australian Taxation Office',
      mail_action: null,
      recycled_at: null,
    });
    expect(await auditMessages(api, accountId)).toEqual([]);
  });
});

describe('two accounts', () => {
  it('answers 404 to every mail operation on the other member’s items and folders, leaking and changing nothing', async () => {
    const owner = await mailMember(api);
    const theirFolder = await folder(owner.accountId, 'Secret folder');
    const theirs = await addMail(api, owner.accountId, { name: 'Secret letter', status: 2 });
    const theirPending = await addMail(api, owner.accountId, {
      name: 'Secret pending',
      mail_action: 1,
    });
    await forward(owner.accountId, [theirPending], 'pending');
    const before = await api.db.kysely
      .selectFrom('mail_items')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .orderBy('mail_id')
      .execute();

    const { accountId, call } = await mailMember(api);
    const mine = await addMail(api, accountId, { status: 2 }, {});
    const both = json([mine, theirs]);
    const responses = await Promise.all([
      call('GET', `/api/Mail?folder=${theirFolder}`),
      call('GET', `/api/mail/download?mailId=${theirs}&markRead=true`),
      call('GET', `/api/mail/DownloadBulk?mailId=${mine}&mailId=${theirs}`),
      call('POST', `/api/mail/Rescan?mailId=${theirs}&reason=x`),
      call('POST', `/api/mail/RenameMail?mailId=${theirs}&mailName=Mine`),
      call('POST', `/api/mail/MoveToFolder?folderId=${theirFolder}`, json([mine])),
      call('POST', '/api/mail/MoveToFolder?folderId=-4', both),
      call('POST', '/api/mail/CancelPending', json([theirPending])),
      call('POST', '/api/mail/MarkPendingScan', both),
      call('POST', '/api/mail/MarkPendingShred', both),
      call('POST', '/api/mail/MarkPendingForward', json([theirPending])),
      call('POST', '/api/mail/Recycle', both),
      call('POST', '/api/ReturnToSender/MarkReturnToSender', {
        payload: { MailIds: [mine, theirs], Reason: 'x' },
      }),
      call('POST', '/api/Email/Send?webpage=harbour-mail', {
        payload: { email: 'me@mail.test', subject: 'x', body: 'x', mailIds: [theirs] },
      }),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect(response.body).not.toMatch(/Secret/);
    }
    const after = await api.db.kysely
      .selectFrom('mail_items')
      .selectAll()
      .where('account_id', '=', owner.accountId)
      .orderBy('mail_id')
      .execute();
    expect(after).toEqual(before);
    expect(await mailRow(api, mine)).toMatchObject({
      mail_action: null,
      folder_id: null,
      read: false,
    });
    expect(api.sent.filter((message) => message.to === 'me@mail.test')).toEqual([]);
    expect(await auditMessages(api, accountId)).toEqual([]);
  });
});
