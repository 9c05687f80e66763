import { createHash } from 'node:crypto';
import { PENDING_ACTION } from '@portal/domain/mail-status';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { emailLintProblems } from '../../test/email-lint.ts';
import { insertForward } from '../../test/forward-fixtures.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { noticeMember, outboxOf, type NoticeSettings } from '../../test/notice-fixtures.ts';
import { insertMail, pdfWithPages } from '../../test/staff-fixtures.ts';
import { teamUser } from '../../test/team-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { announceActionDone } from '#notices/action-done.ts';
import { addJob } from '#platform/job-queue.ts';
import { outboxEmail, type EmailMessage } from '#platform/messages/messages.ts';
import { fulfilDisposal } from '#staff/fulfil-disposal.ts';
import { fulfilScan } from '#staff/fulfil-scan.ts';
import { markForwardSent } from '#staff/mark-forward-sent.ts';

/*
 * Emails when staff finish what a member asked for (issue 41, decision 112), on real PostgreSQL
 * through the job queue into the outbox: each user gets what their own Notifications ask for.
 */

let api: TestApp;
useTestApp((started) => {
  api = started;
});

const staff = () => ({ db: api.db.kysely, storage: api.storage });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every message the jobs sent, bytes and all, as well as into the outbox. */
function recordingEmail() {
  const sent: EmailMessage[] = [];
  const outbox = outboxEmail(api.db.kysely);
  return {
    sent,
    email: {
      async send(message: EmailMessage) {
        sent.push(message);
        await outbox.send(message);
      },
    },
  };
}

/** A letter named "Rates notice" waiting for the given action. */
const pendingItem = (accountId: number, action: number) =>
  insertMail(api, accountId, { name: 'Rates notice', status: 3, mail_action: action });

/** The finished action's record, as its job finds it. */
const noticeOf = (mailId: number) =>
  api.db.kysely
    .selectFrom('action_done_notices')
    .select('action_done_notice_id')
    .where('mail_id', '=', mailId)
    .executeTakeFirstOrThrow();

const member = (settings: NoticeSettings) => noticeMember(api, settings);

describe('the email when a scan is done', () => {
  it('carries the contents PDF for users who attach scans, a link for one who does not, nothing with notifications off; once', async () => {
    // The holder takes new mail in the daily digest: a finished action is still emailed at once.
    const holder = await member({ includePdf: true, separate: false });
    const linkOnly = await teamUser(api, holder.accountId, 'member');
    const perItem = await teamUser(api, holder.accountId, 'viewer');
    const off = await teamUser(api, holder.accountId, 'admin');
    const settings = [
      [linkOnly.userId, { seperate_alerts: true, include_pdf: false }],
      [perItem.userId, { seperate_alerts: true, include_pdf: true }],
      [off.userId, { email_action_notification: false, include_pdf: true }],
    ] as const;
    for (const [userId, own] of settings) {
      await api.db.kysely
        .updateTable('account_users')
        .set(own)
        .where('user_id', '=', userId)
        .execute();
    }
    const mailId = await pendingItem(holder.accountId, PENDING_ACTION.scan);
    const contents = await pdfWithPages(['Council rates 2026', 'Instalment due 31 March']);
    await fulfilScan(staff(), mailId, contents);

    const { sent, email } = recordingEmail();
    await runDueJobs(api, { email });
    const [withPdf, ...moreToHolder] = await outboxOf(api, holder.email);
    expect(moreToHolder).toEqual([]);
    expect(withPdf!.subject).toBe('Harbour Mail: “Rates notice” has been scanned');
    expect(withPdf!.body_text).toContain(
      'We scanned your letter “Rates notice” as you asked: 2 pages.',
    );
    expect(withPdf!.body_text).toContain('The scan is attached to this email as a PDF.');
    expect(withPdf!.body_text).toContain(`/Members/?folder=-5&open=${mailId}`);
    expect(withPdf!.attachments).toEqual([
      {
        filename: `${mailId} Rates notice.pdf`,
        size: contents.byteLength,
        sha256: sha256(contents),
      },
    ]);
    const attached = sent.find((message) => message.to === holder.email)!.attachments![0]!;
    expect(attached.contentType).toBe('application/pdf');
    expect(Buffer.from(attached.content).equals(Buffer.from(contents))).toBe(true);
    expect(
      await emailLintProblems({ text: withPdf!.body_text, html: withPdf!.body_html ?? undefined }),
    ).toEqual([]);

    const [withLink, ...moreToMember] = await outboxOf(api, linkOnly.email);
    expect(moreToMember).toEqual([]);
    expect(withLink!.attachments).toEqual([]);
    expect(withLink!.body_text).toContain('Read it in your inbox:');
    expect(withLink!.body_text).toContain(`/Members/?folder=-5&open=${mailId}`);
    const [alsoWithPdf, ...moreToViewer] = await outboxOf(api, perItem.email);
    expect(moreToViewer).toEqual([]);
    expect(alsoWithPdf!.attachments).toEqual(withPdf!.attachments);
    expect(await outboxOf(api, off.email)).toEqual([]);

    // The job again (a retry after a crash) finds the emails sent.
    const { action_done_notice_id: noticeId } = await noticeOf(mailId);
    await addJob(api.db.kysely, 'announce-action-done', { noticeId });
    await runDueJobs(api, { email });
    expect(await outboxOf(api, holder.email)).toHaveLength(1);
    expect(await outboxOf(api, linkOnly.email)).toHaveLength(1);
    expect(await outboxOf(api, perItem.email)).toHaveLength(1);
  });

  it('links a scan over the attachment limit instead, and says so', async () => {
    const holder = await member({ includePdf: true });
    const mailId = await pendingItem(holder.accountId, PENDING_ACTION.scan);
    await fulfilScan(staff(), mailId, await pdfWithPages(['Annual report']));
    // The stored scan grown past 5 MB, as a long colour scan would be.
    const { contents_key: key } = await api.db.kysely
      .selectFrom('mail_items')
      .select('contents_key')
      .where('mail_id', '=', mailId)
      .executeTakeFirstOrThrow();
    await api.storage.put(key!, new Uint8Array(5 * 1024 * 1024 + 1), 'application/pdf');

    await runDueJobs(api);
    const [sent, ...more] = await outboxOf(api, holder.email);
    expect(more).toEqual([]);
    expect(sent!.attachments).toEqual([]);
    expect(sent!.body_text).toContain(
      'The scan is larger than the 5 MB we attach to emails. Read it in your inbox:',
    );
  });

  it('is sent once when the first send fails: the retry sends it, a run after that nothing', async () => {
    const holder = await member({ includePdf: false, language: 'zh-CN' });
    const mailId = await pendingItem(holder.accountId, PENDING_ACTION.scan);
    await fulfilScan(staff(), mailId, await pdfWithPages(['Receipt']));
    const { action_done_notice_id: noticeId } = await noticeOf(mailId);
    const failing = {
      async send() {
        throw new Error('SMTP server unavailable');
      },
    };
    await expect(
      announceActionDone({ db: api.db.kysely, storage: api.storage, email: failing }, noticeId),
    ).rejects.toThrow('SMTP server unavailable');
    expect(await outboxOf(api, holder.email)).toEqual([]);

    await runDueJobs(api);
    await addJob(api.db.kysely, 'announce-action-done', { noticeId });
    await runDueJobs(api);
    const sent = await outboxOf(api, holder.email);
    expect(sent.map((email) => email.subject)).toEqual([
      'Harbour Mail：您的信件“Rates notice”已扫描完成',
    ]);
    expect(sent[0]!.body_text).toContain('请在收件箱中查看：');
  });
});

describe('the email when a forward is posted', () => {
  it("names the carrier, service and tracking number with the carrier's tracking page, in Japanese", async () => {
    const holder = await member({ language: 'jp' });
    const letters = [
      await pendingItem(holder.accountId, PENDING_ACTION.forward),
      await pendingItem(holder.accountId, PENDING_ACTION.forward),
    ];
    const forwardId = await insertForward(api, holder.accountId, letters);
    await markForwardSent(staff(), forwardId, 'LR104223571AU');

    await runDueJobs(api);
    const [sent, ...more] = await outboxOf(api, holder.email);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('【Harbour Mail】2点の転送を発送しました');
    expect(sent!.body_text).toContain(
      '2点の転送をAustralia Post（Regular Letter）で発送しました。追跡番号：LR104223571AU',
    );
    expect(sent!.body_text).toContain('https://auspost.com.au/mypost/track/details/LR104223571AU');
    expect(sent!.body_text).toContain('転送履歴にも記載されています：');
    expect(sent!.body_text).toContain('/Members/?folder=-2');
  });
});

describe('the email when a shred or a return is done', () => {
  it('says what was done, in the account language, and nothing at all with notifications off', async () => {
    const holder = await member({});
    const shredded = await pendingItem(holder.accountId, PENDING_ACTION.shred);
    const returned = await pendingItem(holder.accountId, PENDING_ACTION.returnToSender);
    await fulfilDisposal(staff(), shredded, 'shred');
    await fulfilDisposal(staff(), returned, 'return');
    const quiet = await member({ notify: false, language: 'zh-TW' });
    await fulfilDisposal(
      staff(),
      await pendingItem(quiet.accountId, PENDING_ACTION.shred),
      'shred',
    );
    await fulfilDisposal(
      staff(),
      await pendingItem(quiet.accountId, PENDING_ACTION.returnToSender),
      'return',
    );

    await runDueJobs(api);
    const sent = await outboxOf(api, holder.email);
    expect(sent.map((email) => email.subject)).toEqual([
      'Harbour Mail: “Rates notice” has been shredded',
      'Harbour Mail: “Rates notice” has been returned to sender',
    ]);
    expect(sent[0]!.body_text).toContain('We shredded your letter “Rates notice” as you asked.');
    expect(sent[1]!.body_text).toContain(
      'We returned your letter “Rates notice” to sender as you asked.',
    );
    expect(sent[1]!.body_text).toContain(`/Members/?folder=-5&open=${returned}`);
    expect(await outboxOf(api, quiet.email)).toEqual([]);
  });
});
