import type { Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';
import { extractPdf } from '#mail/pdf-text.ts';
import type { Storage } from '#storage/storage.ts';

export type ScanKind = 'envelope' | 'contents';

export interface StoredScan {
  key: string;
  pageCount: number;
}

/** Where a mail item's scan of one kind lives; a new scan of the same kind replaces the old one. */
export function scanKey(mailId: number, kind: ScanKind): string {
  return `mail/${mailId}/${kind}.pdf`;
}

/**
 * Stores a scan of a mail item and makes it searchable (DESIGN §3.7, spec §7 mail/search): the PDF
 * goes to storage, the text of every scanned page (envelope first, then contents) into `scan_text`,
 * and `page_count` counts the pages a preview shows — the contents once opened, else the envelope.
 * Status, pending action and dates stay the caller's business (staff CLI, seed).
 */
export async function storeScan(
  { db, storage }: { db: Kysely<Tables>; storage: Storage },
  mailId: number,
  kind: ScanKind,
  pdfBytes: Uint8Array,
): Promise<StoredScan> {
  const item = await db
    .selectFrom('mail_items')
    .select(['envelope_key', 'contents_key', 'page_count'])
    .where('mail_id', '=', mailId)
    .executeTakeFirst();
  if (!item) throw new Error(`No mail item ${mailId}`);
  // Parse before storing, so a file that is not a PDF is refused and nothing is kept.
  const scanned = await extractPdf(pdfBytes);
  const other = kind === 'envelope' ? item.contents_key : item.envelope_key;
  const otherBytes = other ? await storage.get(other) : null;
  const otherText = otherBytes ? (await extractPdf(otherBytes)).text : '';
  const key = scanKey(mailId, kind);
  await storage.put(key, pdfBytes, 'application/pdf');
  const texts = kind === 'envelope' ? [scanned.text, otherText] : [otherText, scanned.text];
  const pageCount = kind === 'contents' || !item.contents_key ? scanned.pageCount : item.page_count;
  await db
    .updateTable('mail_items')
    .set({
      [kind === 'envelope' ? 'envelope_key' : 'contents_key']: key,
      scan_text: texts.filter((text) => text !== '').join('\n'),
      page_count: pageCount,
    })
    .where('mail_id', '=', mailId)
    .execute();
  return { key, pageCount };
}
