import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { imageOnlyScan, installedOcrEngine } from '../../test/ocr-fixtures.ts';
import { ruleMember } from '../../test/rule-fixtures.ts';
import { pdfWithPages } from '../../test/staff-fixtures.ts';
import { teamUser } from '../../test/team-fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';
import { addJob } from '#platform/job-queue.ts';
import type { OcrEngine } from '#ocr/ocr-engine.ts';
import { receiveMail } from '#staff/receive-mail.ts';

/*
 * Emails about mail go to each user of the account per their own settings (decision 105, issue
 * 39), each at their own address; nobody changes anybody else's settings.
 */

let api: TestApp;
let ocr: OcrEngine;
useTestApp(async (started) => {
  api = started;
  ocr = await installedOcrEngine();
});

interface Own {
  notify: boolean;
  separate: boolean;
  includePdf: boolean;
}

const setOwn = (userId: number, { notify, separate, includePdf }: Own) =>
  api.db.kysely
    .updateTable('account_users')
    .set({ email_action_notification: notify, seperate_alerts: separate, include_pdf: includePdf })
    .where('user_id', '=', userId)
    .execute();

/**
 * A mailroom of four: the holder wants the digest, a member one email per item without the
 * envelope, a viewer one per item with it, an admin none.
 */
async function mailroom() {
  const holder = await ruleMember(api);
  const { email: holderEmail, user_id: holderId } = await api.db.kysely
    .selectFrom('account_users')
    .select(['email', 'user_id'])
    .where('account_id', '=', holder.accountId)
    .where('is_holder', '=', true)
    .executeTakeFirstOrThrow();
  await setOwn(holderId, { notify: true, separate: false, includePdf: true });
  const member = await teamUser(api, holder.accountId, 'member');
  await setOwn(member.userId, { notify: true, separate: true, includePdf: false });
  const viewer = await teamUser(api, holder.accountId, 'viewer');
  await setOwn(viewer.userId, { notify: true, separate: true, includePdf: true });
  const admin = await teamUser(api, holder.accountId, 'admin');
  await setOwn(admin.userId, { notify: false, separate: true, includePdf: true });
  return { holder, holderEmail, member, viewer, admin };
}

/** The subjects and attachments of every email the outbox holds, per address. */
async function outboxOf(emails: Record<string, string>) {
  const rows = await api.db.kysely
    .selectFrom('outbox_messages')
    .select(['recipient', 'subject', 'attachments'])
    .where('recipient', 'in', Object.values(emails))
    .orderBy('message_id')
    .execute();
  return Object.fromEntries(
    Object.entries(emails).map(([who, email]) => [
      who,
      rows
        .filter((row) => row.recipient === email)
        .map((row) => ({
          subject: row.subject,
          attachments: (row.attachments as { filename: string }[]).map((file) => file.filename),
        })),
    ]),
  );
}

describe('emails about mail, per user', () => {
  it('send a new letter to each user who wants one per item, at their own address, and the digest once to the digest user', async () => {
    const { holder, holderEmail, member, viewer, admin } = await mailroom();
    const addresses = {
      holder: holderEmail,
      member: member.email,
      viewer: viewer.email,
      admin: admin.email,
    };
    await receiveMail(
      { db: api.db.kysely, storage: api.storage },
      {
        suite: holder.suite,
        envelopePdf: await imageOnlyScan([['Harbour City Council', 'Notice of works']]),
        weightGrams: 28,
        parcel: false,
        sender: 'Harbour City Council',
      },
    );
    await runDueJobs(api, { ocr });
    await runDueJobs(api, { ocr });
    const letter = 'Harbour Mail: new letter from Harbour City Council';
    expect(await outboxOf(addresses)).toEqual({
      holder: [],
      member: [{ subject: letter, attachments: [] }],
      viewer: [{ subject: letter, attachments: ['envelope.png'] }],
      admin: [],
    });

    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    const digest = await outboxOf(addresses);
    expect(digest.holder).toEqual([
      { subject: 'Harbour Mail: 1 new item in your mailbox today', attachments: [] },
    ]);
    expect(digest.member).toHaveLength(1);
    expect(digest.viewer).toHaveLength(1);
    expect(digest.admin).toEqual([]);
  }, 60_000);

  it('send what a sender rule did to every user who wants emails about mail, per item or digest, and nobody else', async () => {
    const { holder, holderEmail, member, viewer, admin } = await mailroom();
    await holder.addRule({
      name: 'Council letters',
      match: { on: 'sender', contains: 'council' },
      action: { type: 'notify' },
    });
    await receiveMail(
      { db: api.db.kysely, storage: api.storage },
      {
        suite: holder.suite,
        envelopePdf: await pdfWithPages(['Rates notice']),
        weightGrams: 20,
        parcel: false,
        sender: 'City Council',
      },
    );
    await runDueJobs(api, { ocr });
    const ruleEmails = (emails: { subject: string }[]) =>
      emails.filter((email) => !email.subject.includes('new letter')).length;
    const sent = await outboxOf({
      holder: holderEmail,
      member: member.email,
      viewer: viewer.email,
      admin: admin.email,
    });
    expect({
      holder: ruleEmails(sent.holder!),
      member: ruleEmails(sent.member!),
      viewer: ruleEmails(sent.viewer!),
      admin: ruleEmails(sent.admin!),
    }).toEqual({ holder: 1, member: 1, viewer: 1, admin: 0 });
  }, 60_000);
});

describe('notification settings, each user their own', () => {
  it("let a viewer change their own (200) without changing the holder's", async () => {
    const { holder, viewer } = await mailroom();
    const changed = await viewer.call(
      'POST',
      '/api/Account/UpdateEmailActionNotificaion?notify=false',
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ emailActionNotification: false, includePdf: true });
    const separate = await viewer.call(
      'POST',
      '/api/Account/updateSeperateAlerts?sendSeperate=false',
    );
    expect(separate.json()).toMatchObject({ seperateAlerts: false });
    expect((await viewer.call('POST', '/api/account/GetAccount')).json()).toMatchObject({
      emailActionNotification: false,
      includePdf: true,
      seperateAlerts: false,
    });
    expect((await holder.call('POST', '/api/account/GetAccount')).body).toMatchObject({
      emailActionNotification: true,
      includePdf: true,
      seperateAlerts: false,
    });
  });

  it("start a user who joins with the holder's settings", async () => {
    const holder = await ruleMember(api);
    await holder.call('POST', '/api/Account/UpdateIncludePdf?include=true');
    await holder.call('POST', '/api/Account/updateSeperateAlerts?sendSeperate=true');
    const joined = await teamUser(api, holder.accountId, 'member');
    expect((await joined.call('POST', '/api/account/GetAccount')).json()).toMatchObject({
      emailActionNotification: true,
      includePdf: true,
      seperateAlerts: true,
    });
  });
});
