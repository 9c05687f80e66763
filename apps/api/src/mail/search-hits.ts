import type { components } from '@portal/contract/schema';
import { scanSnippet } from '@portal/domain/scan-text';
import type { Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import type { MailPage } from '#mail/queries.ts';
import { pagesHolding, searchMail } from '#mail/search-queries.ts';
import { labelsNamed } from '#labels/queries.ts';

/** `label:tax` or `label:"my tax"` in a search (decision 104). */
const LABEL_TERM = /(?<=^|\s)label:(?:"([^"]+)"|(\S+))/giu;

/** A search's `label:` terms, and the text left to search for. */
export function labelTerms(query: string): { rest: string; labels: string[] } {
  const labels = [...query.matchAll(LABEL_TERM)].map((term) => (term[1] ?? term[2]!).trim());
  const rest = query.replace(LABEL_TERM, ' ').replace(/\s+/g, ' ').trim();
  return { rest, labels: labels.filter(Boolean) };
}

type MailSearchHit = components['schemas']['MailSearchHit'];

/**
 * A search's answer (§7 searchMail): the matching items, most relevant first, each whose previewed
 * scan holds the text with the passage and page it is on (the inbox shows the passage under the row
 * and opens the preview at that page).
 */
export async function searchHits(
  db: Kysely<Tables>,
  accountId: number,
  query: string,
  page: MailPage,
): Promise<MailSearchHit[]> {
  const { rest, labels } = labelTerms(query);
  const labelIds = labels.length ? await labelsNamed(db, accountId, labels) : [];
  // A label the member does not have is on no item.
  if (labelIds.length < new Set(labels.map((name) => name.toLowerCase())).size) return [];
  const text = rest;
  const rows = await searchMail(db, accountId, text, page, labelIds);
  const matchingPages =
    text === ''
      ? []
      : await pagesHolding(
          db,
          rows.filter((row) => row.previewKind).map((row) => row.mailId),
          text,
        );
  // The pages holding the text by item and kind of scan, so only items with one look for a passage.
  const pagesOf = new Map<string, string[]>();
  for (const match of matchingPages) {
    const key = `${match.mail_id} ${match.kind}`;
    const pages = pagesOf.get(key) ?? [];
    pages[match.page - 1] = match.text;
    pagesOf.set(key, pages);
  }
  return rows.map(({ previewKind, ...item }) => {
    const pages = pagesOf.get(`${item.mailId} ${previewKind}`);
    const snippet =
      pages &&
      scanSnippet(
        Array.from(pages, (text) => text ?? ''),
        text,
      );
    return snippet ? { ...item, snippet } : item;
  });
}
