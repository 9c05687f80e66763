import { describe, expect, it } from 'vitest';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import { useTestApp } from '../../test/api-test.ts';
import { addJob } from '#platform/job-queue.ts';
import type { OcrEngine } from '#ocr/ocr-engine.ts';
import { receiveMail } from '#staff/receive-mail.ts';
import { emailLintProblems } from '../../test/email-lint.ts';
import { runDueJobs } from '../../test/job-fixtures.ts';
import { imageOnlyScan, installedOcrEngine } from '../../test/ocr-fixtures.ts';
import { noticeMember, outboxOf, type NoticeSettings } from '../../test/notice-fixtures.ts';
import { pdfWithPages } from '../../test/staff-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let ocr: OcrEngine;
useTestApp(async (started) => {
  api = started;
  ocr = await installedOcrEngine();
});

const member = (settings: NoticeSettings) => noticeMember(api, settings);

const receive = async (suite: string, envelopePdf: Uint8Array, sender: string, weightGrams = 20) =>
  (
    await receiveMail(
      { db: api.db.kysely, storage: api.storage },
      { suite, envelopePdf, weightGrams, parcel: false, sender },
    )
  ).mailId;

/** Puts an item in the state staff or the member left it in. */
const setItem = (mailId: number, state: { status?: number; mail_action?: number | null }) =>
  api.db.kysely.updateTable('mail_items').set(state).where('mail_id', '=', mailId).execute();

const outbox = (email: string) => outboxOf(api, email);

describe('the email about a new item', () => {
  it('names the sender, kind and weight, quotes its scan and shows the envelope when includePdf is on', async () => {
    const { suite, email } = await member({ includePdf: true, quote: true });
    const scan = await imageOnlyScan([
      ['Harbour City Council', 'Notice of works on Pier 4', 'Dear resident,'],
    ]);
    await receive(suite, scan, 'Harbour City Council', 28);
    await runDueJobs(api, { ocr });

    const [sent, ...more] = await outbox(email);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('Harbour Mail: new letter from Harbour City Council');
    expect(sent!.body_text).toContain('A letter from Harbour City Council, 28 g, received ');
    expect(sent!.body_text).toContain(
      'Its scan begins:\nHarbour City Council\nNotice of works on Pier 4',
    );
    expect(sent!.body_html).toContain('Notice of works on Pier 4');
    expect(sent!.body_html).toContain(
      '<img src="cid:envelope-thumbnail" alt="The envelope as we scanned it"',
    );
    expect(sent!.attachments).toEqual([
      {
        filename: 'envelope.png',
        size: expect.any(Number),
        sha256: expect.any(String),
        cid: 'envelope-thumbnail',
      },
    ]);
    expect((sent!.attachments as { size: number }[])[0]!.size).toBeGreaterThan(1000);
    expect(
      await emailLintProblems({ text: sent!.body_text, html: sent!.body_html ?? undefined }),
    ).toEqual([]);
  }, 60_000);

  it("is in the member's language, without a thumbnail when includePdf is off, and sent once", async () => {
    const { suite, email } = await member({ language: 'jp', quote: true });
    await receive(suite, await pdfWithPages(['Osaka Gas invoice']), '大阪ガス', 40);
    await runDueJobs(api, { ocr });
    await runDueJobs(api, { ocr });
    const sent = await outbox(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('【Harbour Mail】大阪ガスから手紙が届きました');
    expect(sent[0]!.body_text).toContain('大阪ガスからの手紙（40 g、');
    expect(sent[0]!.body_text).toContain('Osaka Gas invoice');
    expect(sent[0]!.attachments).toEqual([]);
    expect(sent[0]!.body_html).not.toContain('<img');
  });

  it("quotes nothing of the scan, by item or in the digest, for a user who did not ask (a new user's default)", async () => {
    const perItem = await member({});
    const digest = await member({ separate: false });
    await receive(perItem.suite, await pdfWithPages(['Your test results are ready']), 'Clinic');
    await receive(digest.suite, await pdfWithPages(['Your test results are ready']), 'Clinic');
    await runDueJobs(api, { ocr });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });

    for (const address of [perItem.email, digest.email]) {
      const [sent, ...more] = await outbox(address);
      expect(more).toEqual([]);
      expect(sent!.body_text).toContain('A letter from Clinic');
      expect(sent!.body_text).not.toMatch(/Its scan begins|test results/);
      expect(sent!.body_html).not.toContain('test results');
    }
  }, 60_000);

  it('is not sent to a member who turned notifications off', async () => {
    const { suite, email } = await member({ notify: false });
    await receive(suite, await pdfWithPages(['Rates notice']), 'City of Sydney');
    await runDueJobs(api, { ocr });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    expect(await outbox(email)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('lists every item that arrived in one email when seperateAlerts is off, and never again', async () => {
    const { suite, email } = await member({ separate: false, quote: true });
    await receive(suite, await pdfWithPages(['Your electricity bill']), 'Origin Energy', 30);
    await receive(suite, await pdfWithPages(['Annual statement']), 'AustralianSuper', 45);
    await receive(suite, await imageOnlyScan([['Parking fine notice']]), 'Transport for NSW', 20);
    await runDueJobs(api, { ocr });
    expect(await outbox(email)).toEqual([]);

    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });

    const sent = await outbox(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Harbour Mail: 3 new items in your mailbox today');
    expect(sent[0]!.body_text).toMatch(
      /1\. A letter from Origin Energy, 30 g, received [^\n]+\nIts scan begins:\nYour electricity bill[\s\S]*2\. A letter from AustralianSuper[\s\S]*3\. A letter from Transport for NSW, 20 g, received [^\n]+\nIts scan begins:\nParking fine notice/,
    );
    expect(
      await emailLintProblems({ text: sent[0]!.body_text, html: sent[0]!.body_html ?? undefined }),
    ).toEqual([]);
  }, 60_000);

  it('lists only the items still waiting on the member, and none when the member dealt with them all', async () => {
    const { suite, email } = await member({ separate: false });
    const waiting = await receive(suite, await pdfWithPages(['Your water bill']), 'Sydney Water');
    const forwarded = await receive(suite, await pdfWithPages(['Renewal']), 'NRMA');
    const toShred = await receive(suite, await pdfWithPages(['Catalogue']), 'Big W');
    await runDueJobs(api, { ocr });
    // Staff forwarded one already; the member asked for another to be shredded.
    await setItem(forwarded, { status: MAIL_STATUS.forwarded, mail_action: null });
    await setItem(toShred, { mail_action: PENDING_ACTION.shred });

    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    const [sent, ...more] = await outbox(email);
    expect(more).toEqual([]);
    expect(sent!.subject).toBe('Harbour Mail: 1 new item in your mailbox today');
    expect(sent!.body_text).toContain('A letter from Sydney Water');
    expect(sent!.body_text).not.toMatch(/NRMA|Big W/);

    // A day when everything that arrived was dealt with sends nothing, then or later.
    const shredded = await receive(suite, await pdfWithPages(['Flyer']), 'Harvey Norman');
    await setItem(shredded, { status: MAIL_STATUS.shredded, mail_action: null });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    await setItem(waiting, { status: MAIL_STATUS.scanned });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });
    expect(await outbox(email)).toHaveLength(1);
  }, 60_000);

  it('says how many items wait in Action Required, such as one staff flagged as a cheque', async () => {
    const { suite, email } = await member({ separate: false });
    await receiveMail(
      { db: api.db.kysely, storage: api.storage },
      {
        suite,
        envelopePdf: await pdfWithPages(['Harbour Bank']),
        weightGrams: 20,
        parcel: false,
        sender: 'Harbour Bank',
        kind: 'cheque',
      },
    );
    await runDueJobs(api, { ocr });
    await addJob(api.db.kysely, 'mail-digest', {});
    await runDueJobs(api, { ocr });

    const [sent] = await outbox(email);
    expect(sent!.body_text).toContain('One item needs you in Action Required.');
  }, 60_000);
});
