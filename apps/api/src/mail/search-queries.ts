import type { components } from '@portal/contract/schema';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { MAIL_ITEM, mailOf, type MailPage } from '#mail/queries.ts';
import { prepare, queryBuilder, slot, type PreparedQuery } from '#platform/db/prepared-query.ts';

/*
 * Search's queries (§7 mail/search): which items hold a text, most relevant first, and which pages
 * of their scans hold it.
 */

/** A search's match: the item as the API answers it, and which of its scans the preview shows. */
export type SearchRow = components['schemas']['MailItem'] & {
  previewKind: 'envelope' | 'contents' | null;
};

/**
 * Items outside Deleted Items whose name, blurb or scanned text holds `text` (ignoring case), most
 * relevant first (see {@link relevance}), newest first among equals. A page starts after the item
 * `after` by its place in that order, as {@link newestFirst} does by date.
 */
export async function searchMail(
  db: Kysely<Tables>,
  accountId: number,
  text: string,
  { limit, after }: MailPage = {},
  /** Only items with every one of these labels (`label:` terms, decision 104). */
  labelIds: readonly number[] = [],
): Promise<SearchRow[]> {
  const shape: SearchShape = {
    text: text !== '',
    short: text !== '' && [...text].length <= 2,
    labels: labelIds.length > 0,
    limit: limit !== undefined,
    after: after !== undefined,
  };
  return searchQuery(shape).run(db, {
    accountId,
    text,
    pattern: likePattern(text),
    labelIds: [...labelIds],
    limit,
    after,
  });
}

/** What varies the SQL of a search: which of its conditions and paging it needs. */
interface SearchShape {
  text: boolean;
  /** One or two characters, too short for trigrams. */
  short: boolean;
  labels: boolean;
  limit: boolean;
  after: boolean;
}

/**
 * The search query of each shape, compiled once and run as a prepared statement (decision 109): its
 * relevance expression made planning it cost PostgreSQL more than running it on a mailbox's matches.
 */
const searchQueries = new Map<string, PreparedQuery<SearchRow>>();

function searchQuery(shape: SearchShape): PreparedQuery<SearchRow> {
  const key = JSON.stringify(shape);
  let query = searchQueries.get(key);
  if (!query) {
    const accountId = slot<number>('accountId');
    const text = slot<string>('text');
    const pattern = slot<string>('pattern');
    const rank = relevance(text, pattern);
    query = prepare(
      mailOf(queryBuilder, accountId)
        .select(MAIL_ITEM)
        .select(
          sql<
            SearchRow['previewKind']
          >`case when contents_key is not null then 'contents' when envelope_key is not null then 'envelope' end`.as(
            'previewKind',
          ),
        )
        .where('recycled_at', 'is', null)
        .$if(shape.labels, (query) =>
          query.where(sql<boolean>`label_ids @> ${slot<number[]>('labelIds')}::int[]`),
        )
        // Trigrams need three characters; a shorter search finds its candidates by their characters
        // and pairs of characters (migration 0010), which the ilike below then checks.
        .$if(shape.short, (query) =>
          query.where(sql<boolean>`search_grams @> array[lower(${text})]`),
        )
        // The expression of the trigram index mail_items_search, so substring search uses it.
        .$if(shape.text, (query) => query.where(sql<boolean>`${SEARCHED} ilike ${pattern}`))
        .$if(shape.after, (paged) =>
          paged.where(
            sql<boolean>`(${rank}, date_received, mail_id) < (select ${rank}, date_received, mail_id from mail_items where mail_id = ${slot<number>('after')} and account_id = ${accountId})`,
          ),
        )
        .orderBy(rank, 'desc')
        .orderBy('date_received', 'desc')
        .orderBy('mail_id', 'desc')
        .$if(shape.limit, (paged) => paged.limit(slot<number>('limit')))
        .$castTo<SearchRow>(),
    );
    searchQueries.set(key, query);
  }
  return query;
}

/** An ilike pattern matching `text` anywhere, its wildcard characters taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** What search reads of an item: the expression the trigram and grams indexes cover. */
const SEARCHED = sql.raw(`(name || ' ' || blurb || ' ' || scan_text)`);

/**
 * How well an item matches a search (decision 060), computed only for the items the ilike kept: the
 * text in the member's name for the item counts most, then in the blurb; then whole words, ranked by
 * PostgreSQL full text ('simple': no stemming, which suits no one language of four); then how often
 * the text occurs, counted by characters so it works alike for Latin and CJK scripts (which full
 * text cannot split into words), capped at 10 so a long scan does not outrank a close match.
 */
function relevance(text: string, pattern: string) {
  return sql<number>`(
    (case when name ilike ${pattern} then 4 else 0 end)
    + (case when blurb ilike ${pattern} then 2 else 0 end)
    + ts_rank_cd(to_tsvector('simple', ${SEARCHED}), plainto_tsquery('simple', ${text}))
    + least(10, (char_length(${SEARCHED}) - char_length(replace(lower(${SEARCHED}), lower(${text}), ''))) / greatest(1, char_length(${text}))) / 10.0
  )`;
}

/** The pages of the items' scans that hold `text` (ignoring case), by item, kind and page. */
export async function pagesHolding(
  db: Kysely<Tables>,
  mailIds: readonly number[],
  text: string,
): Promise<Selectable<Tables['scan_pages']>[]> {
  if (mailIds.length === 0) return [];
  const pattern = likePattern(text);
  return db
    .selectFrom('scan_pages')
    .selectAll()
    .where('mail_id', 'in', mailIds)
    .where(sql<boolean>`text ilike ${pattern}`)
    .orderBy('mail_id')
    .orderBy('page')
    .execute();
}
