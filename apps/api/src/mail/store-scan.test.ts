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
import { storeScan } from '#mail/store-scan.ts';
import { contentsPdf, envelopePdf } from '#seed/letter-pdf.ts';

let api: MailTestApp;
useForFile(startMailTestApp, (started) => (api = started));

describe('storeScan', () => {
  it('stores the envelope, then the contents, keeping both texts searchable and counting pages', async () => {
    const { accountId } = await mailMember(api);
    const mailId = await addMail(api, accountId, { status: 2 }, {});
    const context = { db: api.db.kysely, storage: api.storage };

    const envelope = await storeScan(context, mailId, 'envelope', await envelopePdf(LETTER));
    expect(envelope).toEqual({
      key: `mail/${mailId}/envelope.pdf`,
      pageCount: 1,
      pagesWithoutText: 0,
    });
    expect(await mailRow(api, mailId)).toMatchObject({
      envelope_key: envelope.key,
      page_count: 1,
      scan_text: expect.stringContaining('Australian Taxation Office'),
    });

    const contents = await storeScan(context, mailId, 'contents', await contentsPdf(LETTER));
    expect(contents.pageCount).toBe(3);
    const row = await mailRow(api, mailId);
    expect(row).toMatchObject({ contents_key: `mail/${mailId}/contents.pdf`, page_count: 3 });
    expect(row.scan_text).toMatch(/^PO Box 9990[\s\S]*Your refund is \$412\.50/m);
    expect(row.scan_text).toContain('Australian Taxation Office');
    expect(await api.storage.get(contents.key)).not.toBeNull();
  });

  it('refuses bytes that are not a PDF and stores nothing', async () => {
    const { accountId } = await mailMember(api);
    const mailId = await addMail(api, accountId, { status: 2 }, {});
    const context = { db: api.db.kysely, storage: api.storage };
    await expect(
      storeScan(context, mailId, 'envelope', new TextEncoder().encode('not a pdf')),
    ).rejects.toThrow();
    expect(await api.storage.get(`mail/${mailId}/envelope.pdf`)).toBeNull();
    expect((await mailRow(api, mailId)).envelope_key).toBeNull();
  });

  it('refuses an unknown item', async () => {
    const context = { db: api.db.kysely, storage: api.storage };
    await expect(storeScan(context, 987654, 'envelope', await envelopePdf(LETTER))).rejects.toThrow(
      'No mail item 987654',
    );
  });
});
