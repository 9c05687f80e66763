import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { Tables } from '#platform/db/tables.ts';
import { addJob } from '#platform/job-queue.ts';
import { refreshScanText, type ScanKind } from '#mail/store-scan.ts';
import { OCR_LANGUAGES_FOR, type OcrEngine } from '#ocr/ocr-engine.ts';
import type { Storage } from '#platform/storage/storage.ts';

/**
 * Reads the pages of a stored scan that have no text of their own (a photo, an image-only PDF) with
 * OCR in the member's script and English, keeps each page's text for search, and puts the pages back into the stored PDF with the text
 * laid over their images, so the preview finds and marks it like any other text. Pages that had text
 * are not read again. Answers how many pages were read; 0 when there is no engine or nothing to read.
 */
export async function ocrScan(
  { db, storage, ocr }: { db: Kysely<Tables>; storage: Storage; ocr: OcrEngine | null },
  mailId: number,
  kind: ScanKind,
): Promise<number> {
  if (!ocr) return 0;
  const item = await db
    .selectFrom('mail_items')
    .innerJoin('accounts', 'accounts.account_id', 'mail_items.account_id')
    .select(['envelope_key', 'contents_key', 'language'])
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  const key = kind === 'envelope' ? item?.envelope_key : item?.contents_key;
  if (!key) return 0; // purged meanwhile
  const blank = await db
    .selectFrom('scan_pages')
    .select('page')
    .where('mail_id', '=', mailId)
    .where('kind', '=', kind)
    .where('text', '=', '')
    .orderBy('page')
    .execute();
  const bytes = await storage.get(key);
  if (blank.length === 0 || !bytes) return 0;
  const pages = blank.map((row) => row.page);
  const read = await ocr.readPages(bytes, pages, OCR_LANGUAGES_FOR[item!.language]);
  await storage.put(key, await withPagesReplaced(bytes, pages, read.pdf), 'application/pdf');
  await db.transaction().execute(async (trx) => {
    for (const [index, page] of pages.entries()) {
      await trx
        .updateTable('scan_pages')
        .set({ text: read.texts[index] ?? '' })
        .where('mail_id', '=', mailId)
        .where('kind', '=', kind)
        .where('page', '=', page)
        .execute();
    }
    await refreshScanText(trx, mailId);
  });
  return pages.length;
}

/**
 * The original PDF with its pages `pages` swapped for the pages of `replacements` (in order), each
 * scaled to the size of the page it replaces, so the document keeps its page sizes.
 */
async function withPagesReplaced(
  original: Uint8Array,
  pages: readonly number[],
  replacements: Uint8Array,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(original);
  const source = await PDFDocument.load(replacements);
  const copied = await document.copyPages(source, source.getPageIndices());
  for (const [index, page] of pages.entries()) {
    const replacement = copied[index];
    if (!replacement) continue;
    const { width, height } = document.getPage(page - 1).getSize();
    replacement.scale(width / replacement.getWidth(), height / replacement.getHeight());
    document.removePage(page - 1);
    document.insertPage(page - 1, replacement);
  }
  return document.save();
}

/**
 * What follows a stored scan: OCR of its pages without text, when there are any, and then (or at
 * once) the email about a new item when `announce` asks for it.
 */
export async function queueScanFollowUp(
  db: Kysely<Tables>,
  mailId: number,
  kind: ScanKind,
  { pagesWithoutText, announce }: { pagesWithoutText: number; announce: boolean },
): Promise<void> {
  if (pagesWithoutText > 0) await addJob(db, 'ocr-scan', { mailId, kind, announce });
  else if (announce) await addJob(db, 'announce-mail', { mailId });
}
