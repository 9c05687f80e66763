import type { components } from '@portal/contract/schema';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { matches, prepareItem, prepareMatch, type RuleMatch } from '#mail-rules/matcher.ts';

type MailRuleDryRun = components['schemas']['MailRuleDryRun'];

/** How far back a dry run looks (issue 38). */
export const DRY_RUN_DAYS = 90;
/** How many of the matched items it lists, newest first (contract: maxItems). */
const LISTED = 20;

/**
 * The items of the last 90 days (Deleted Items left out) that `match` takes, by the matcher
 * arrivals use. Each is read as it is now, OCR text included, which is also what the rule reads
 * when it runs after OCR.
 */
export async function dryRun(
  db: Kysely<Tables>,
  accountId: number,
  match: RuleMatch,
  now = new Date(),
): Promise<MailRuleDryRun> {
  const since = new Date(now.getTime() - DRY_RUN_DAYS * 86_400_000);
  const rows = await db
    .selectFrom('mail_items')
    .select(['mail_id', 'name', 'date_received', 'protected_kind', 'sender', 'blurb', 'scan_text'])
    .where('account_id', '=', accountId)
    .where('recycled_at', 'is', null)
    .where('date_received', '>=', since)
    .orderBy(sql`date_received desc, mail_id desc`)
    .execute();
  const prepared = prepareMatch(match);
  const matched = rows.filter((row) => matches(prepared, prepareItem(row)));
  return {
    matched: matched.length,
    since: since.toISOString(),
    items: matched.slice(0, LISTED).map((row) => ({
      mailId: row.mail_id,
      name: row.name,
      dateReceived: row.date_received.toISOString(),
      protectedKind: row.protected_kind,
    })),
  };
}
