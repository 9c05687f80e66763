import type { components } from '@portal/contract/schema';
import { scanSnippet } from '@portal/domain/scan-text';
import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { pagesHolding, searchMail, type MailPage } from '#mail/queries.ts';
import { mailItemView } from '#mail/rules.ts';

type MailSearchHit = components['schemas']['MailSearchHit'];

/**
 * A search's answer (§7 searchMail): the matching items, most relevant first, each whose previewed
 * scan holds the text with the passage and page it is on (the inbox shows the passage under the row
 * and opens the preview at that page).
 */
export async function searchHits(
  db: Kysely<Tables>,
  accountId: number,
  text: string,
  page: MailPage,
): Promise<MailSearchHit[]> {
  const rows = await searchMail(db, accountId, text, page);
  const matchingPages = await pagesHolding(
    db,
    rows.filter((row) => row.previewKind).map((row) => row.mail_id),
    text,
  );
  return rows.map((row) => {
    const pages: string[] = [];
    for (const match of matchingPages) {
      if (match.mail_id === row.mail_id && match.kind === row.previewKind) {
        pages[match.page - 1] = match.text;
      }
    }
    const snippet = scanSnippet(
      Array.from(pages, (text) => text ?? ''),
      text,
    );
    return snippet ? { ...mailItemView(row), snippet } : mailItemView(row);
  });
}
