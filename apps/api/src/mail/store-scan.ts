import { sql, type Kysely, type Transaction } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { extractPdf } from '#mail/pdf-text.ts';
import type { Storage } from '#platform/storage/storage.ts';
import { storeWithIntent } from '#platform/storage/write-ahead.ts';

export type ScanKind = 'envelope' | 'contents';

export interface StoredScan {
  key: string;
  pageCount: number;
  /** Pages with no text of their own (photos, image-only PDFs): OCR reads them (ocr-scan.ts). */
  pagesWithoutText: number;
}

/** Where a mail item's scan of one kind lives; a new scan of the same kind replaces the old one. */
export function scanKey(mailId: number, kind: ScanKind): string {
  return `mail/${mailId}/${kind}.pdf`;
}

/**
 * Stores a scan of a mail item and makes it searchable (DESIGN §3.7, spec §7 mail/search): the PDF
 * goes to storage, the text of each of its pages into `scan_pages`, all scanned text (envelope
 * first, then contents) into `scan_text`, and `page_count` counts the pages a preview shows — the
 * contents once opened, else the envelope. The rows change in one transaction with the end of the
 * write-ahead intent (storeWithIntent), so a crash leaves no scan that reconcile-storage cannot
 * find: `db` is the database itself, `within` the staff command's transaction when there is one.
 * Status, pending action and dates stay the caller's
 * business (staff CLI, seed), and so does queueing OCR for pages without text (queueScanFollowUp).
 */
export async function storeScan(
  { db, storage }: { db: Kysely<Tables>; storage: Storage },
  mailId: number,
  kind: ScanKind,
  pdfBytes: Uint8Array,
  within?: Transaction<Tables>,
): Promise<StoredScan> {
  const reader = within ?? db;
  const item = await reader
    .selectFrom('mail_items')
    .select(['account_id', 'envelope_key', 'contents_key', 'page_count'])
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  if (!item) throw new Error(`No mail item ${mailId}`);
  // Parse before storing, so a file that is not a PDF is refused and nothing is kept.
  const scanned = await extractPdf(pdfBytes);
  await keepPagesOfOtherScan(reader, storage, mailId, kind, item);
  const key = scanKey(mailId, kind);
  const pageCount = kind === 'contents' || !item.contents_key ? scanned.pageCount : item.page_count;
  const object = {
    key,
    accountId: item.account_id,
    bytes: pdfBytes,
    contentType: 'application/pdf',
  };
  await storeWithIntent(
    { db, storage },
    object,
    async (trx) => {
      await trx
        .deleteFrom('scan_pages')
        .where('mail_id', '=', mailId)
        .where('kind', '=', kind)
        .execute();
      await insertPages(trx, mailId, kind, scanned.pages);
      await trx
        .updateTable('mail_items')
        .set({
          [kind === 'envelope' ? 'envelope_key' : 'contents_key']: key,
          page_count: pageCount,
        })
        .where('mail_id', '=', mailId)
        .execute();
      await refreshScanText(trx, mailId);
    },
    within,
  );
  return { key, pageCount, pagesWithoutText: scanned.pages.filter((text) => !text).length };
}

/**
 * An item's other scan stored before pages were kept (migration 0013) has no `scan_pages` rows:
 * its text is read again once, so `scan_text` keeps it.
 */
async function keepPagesOfOtherScan(
  db: Kysely<Tables>,
  storage: Storage,
  mailId: number,
  kind: ScanKind,
  item: { envelope_key: string | null; contents_key: string | null },
) {
  const otherKind: ScanKind = kind === 'envelope' ? 'contents' : 'envelope';
  const otherKey = otherKind === 'envelope' ? item.envelope_key : item.contents_key;
  if (!otherKey) return;
  const kept = await db
    .selectFrom('scan_pages')
    .select('page')
    .where('mail_id', '=', mailId)
    .where('kind', '=', otherKind)
    .executeTakeFirst();
  const bytes = kept ? null : await storage.get(otherKey);
  if (!bytes) return;
  await insertPages(db, mailId, otherKind, (await extractPdf(bytes)).pages);
}

async function insertPages(db: Kysely<Tables>, mailId: number, kind: ScanKind, pages: string[]) {
  if (pages.length === 0) return;
  await db
    .insertInto('scan_pages')
    .values(pages.map((text, index) => ({ mail_id: mailId, kind, page: index + 1, text })))
    .execute();
}

/** `scan_text` from the item's pages: the envelope's, then the contents', blank pages left out. */
export async function refreshScanText(db: Kysely<Tables>, mailId: number): Promise<void> {
  await db
    .updateTable('mail_items')
    .set({
      scan_text: sql<string>`coalesce((
        select string_agg(text, E'\n' order by kind = 'contents', page) from scan_pages
        where scan_pages.mail_id = mail_items.mail_id and text <> ''), '')`,
    })
    .where('mail_id', '=', mailId)
    .execute();
}
