import { SMS_VERIFICATION } from '@portal/domain/verification-status';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/api-test.ts';
import { queuedJobs, runDueJobs } from '../../test/job-fixtures.ts';
import { imageOnlyScan, installedOcrEngine } from '../../test/ocr-fixtures.ts';
import { pdfWithPages, staffTestMember } from '../../test/staff-fixtures.ts';
import { type TestApp } from '../../test/test-app.ts';
import { startJobWorker } from '#jobs/worker.ts';
import { extractPdf } from '#mail/pdf-text.ts';
import { findOcrEngine, type OcrEngine } from '#ocr/ocr-engine.ts';
import { receiveMail } from '#staff/receive-mail.ts';

let api: TestApp;
let ocr: OcrEngine;
useTestApp(async (started) => {
  api = started;
  ocr = await installedOcrEngine();
});

/** A member whose mail can be viewed, in their language, and their search. */
async function member(language: 'en' | 'jp' | 'zh-CN' | 'zh-TW' = 'en') {
  const staffMember = await staffTestMember(api);
  await api.db.kysely
    .updateTable('accounts')
    .set({ sms_verification: SMS_VERIFICATION.verified, language })
    .where('account_id', '=', staffMember.accountId)
    .execute();
  const search = async (query: string) => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `/api/mail/search?query=${encodeURIComponent(query)}`,
      headers: { cookie: staffMember.cookie },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ mailId: number; snippet?: { text: string; page: number } }[]>();
  };
  return { ...staffMember, search };
}

const receive = (suite: string, envelopePdf: Uint8Array, sender = '') =>
  receiveMail(
    { db: api.db.kysely, storage: api.storage },
    { suite, envelopePdf, weightGrams: 20, parcel: false, sender },
  );

const SCANS = [
  {
    language: 'en',
    script: 'English',
    lines: ['Dear member,', 'Your quarterly statement is enclosed.', 'Reference: marmalade 4471'],
    query: 'marmalade',
  },
  {
    language: 'jp',
    script: 'Japanese',
    lines: ['口座の残高についてお知らせいたします。', '大阪銀行 本店営業部'],
    query: '残高',
  },
  {
    language: 'zh-CN',
    script: 'Simplified Chinese',
    lines: ['您好，我们已经收到您的订单。', '上海邮政局'],
    query: '订单',
  },
  {
    language: 'zh-TW',
    script: 'Traditional Chinese',
    lines: ['您的包裹已經寄達，請於三日內領取。', '臺灣郵政 臺北郵局'],
    query: '包裹',
  },
] as const;

describe('OCR of image-only scans', () => {
  it('makes scans in English, Japanese, Simplified and Traditional Chinese searchable, with the match and its page', async () => {
    const received = [];
    for (const scan of SCANS) {
      const reader = await member(scan.language);
      const pdf = await imageOnlyScan([[...scan.lines]], { cjk: scan.language !== 'en' });
      expect((await extractPdf(pdf)).text).toBe('');
      const { mailId } = await receive(reader.suite, pdf);
      expect(await reader.search(scan.query)).toEqual([]);
      received.push({ ...scan, mailId, search: reader.search });
    }

    await runDueJobs(api, { ocr });

    for (const { script, query, mailId, search } of received) {
      const hits = await search(query);
      expect(
        hits.map((hit) => hit.mailId),
        script,
      ).toEqual([mailId]);
      expect(hits[0]!.snippet!.text, script).toContain(query);
      expect(hits[0]!.snippet!.page).toBe(1);
      // The stored scan now carries the text, so the preview finds and marks it.
      const row = await api.db.kysely
        .selectFrom('mail_items')
        .select('envelope_key')
        .where('mail_id', '=', mailId)
        .executeTakeFirstOrThrow();
      const stored = await extractPdf((await api.storage.get(row.envelope_key!))!);
      expect(stored.pageCount).toBe(1);
      expect(stored.text.replace(/\s/g, '')).toContain(query);
    }
  }, 120_000);

  it('reads only the pages without text, and keeps the page sizes', async () => {
    const { suite, search } = await member();
    const document = await PDFDocument.create();
    const [typed] = await document.copyPages(
      await PDFDocument.load(await pdfWithPages(['Typed cover page'])),
      [0],
    );
    const [photo] = await document.copyPages(
      await PDFDocument.load(await imageOnlyScan([['Photographed page about pelicans']])),
      [0],
    );
    document.addPage(typed);
    document.addPage(photo);
    const { mailId } = await receive(suite, await document.save());

    await runDueJobs(api, { ocr });

    expect((await search('pelicans'))[0]).toMatchObject({ mailId, snippet: { page: 2 } });
    expect((await search('typed cover'))[0]).toMatchObject({ mailId, snippet: { page: 1 } });
    const pages = await api.db.kysely
      .selectFrom('scan_pages')
      .select(['page', 'text'])
      .where('mail_id', '=', mailId)
      .orderBy('page')
      .execute();
    expect(pages).toEqual([
      { page: 1, text: 'Typed cover page' },
      { page: 2, text: expect.stringContaining('pelicans') },
    ]);
    const row = await api.db.kysely
      .selectFrom('mail_items')
      .select('envelope_key')
      .where('mail_id', '=', mailId)
      .executeTakeFirstOrThrow();
    const stored = await PDFDocument.load((await api.storage.get(row.envelope_key!))!);
    expect(stored.getPages().map((page) => Math.round(page.getWidth()))).toEqual([595, 595]);
  }, 60_000);

  it('does not OCR a scan that has text, and announces the item at once', async () => {
    const { suite } = await member();
    const { mailId } = await receive(suite, await pdfWithPages(['Electricity bill']));
    expect(await queuedJobs(api, 'ocr-scan')).toEqual([]);
    expect(await queuedJobs(api, 'announce-mail')).toContainEqual(
      expect.objectContaining({ payload: { mailId } }),
    );
    await runDueJobs(api, { ocr });
  });

  it('without an engine keeps the scan as it came, and still announces the item', async () => {
    const { suite, search } = await member();
    const pdf = await imageOnlyScan([['Invoice for kangaroo feed']]);
    const { mailId } = await receive(suite, pdf);
    await runDueJobs(api, { ocr: null });
    expect(await search('kangaroo')).toEqual([]);
    const row = await api.db.kysely
      .selectFrom('mail_items')
      .select('envelope_key')
      .where('mail_id', '=', mailId)
      .executeTakeFirstOrThrow();
    expect(await api.storage.get(row.envelope_key!)).toEqual(pdf);
    // The OCR job ran, found no engine, and handed the item on to be announced.
    expect(await queuedJobs(api)).toEqual([]);
  });
});

describe('a server without OCR', () => {
  it('says once that OCR is off and how to turn it on, and runs its jobs', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    const warnings: string[] = [];
    try {
      expect(await findOcrEngine()).toEqual({ missing: 'pdftoppm (poppler-utils)' });
      const worker = await startJobWorker({
        pool: api.db.pool,
        crontab: '',
        context: {
          db: api.db.kysely,
          storage: api.storage,
          email: { send: async () => undefined },
          cards: { charge: async () => ({ ok: true }) as never },
          log: {
            debug: () => undefined,
            info: () => undefined,
            warn: (message) => warnings.push(message),
            error: (message) => warnings.push(message),
          },
        },
      });
      await worker.stop();
    } finally {
      process.env.PATH = path;
    }
    expect(warnings).toEqual([
      expect.stringMatching(
        /^OCR is off \(pdftoppm \(poppler-utils\) not found\).*install the Debian packages tesseract-ocr tesseract-ocr-eng tesseract-ocr-jpn tesseract-ocr-chi-sim tesseract-ocr-chi-tra poppler-utils/,
      ),
    ]);
  });
});
