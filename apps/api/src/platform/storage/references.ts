import { sql, type Kysely } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';

/**
 * Of `keys`, those that no row references — the one place that knows which columns hold storage
 * keys (identity photos, scans). With `orIntent`, a key a write-ahead intent names counts as
 * referenced too: its upload may still be under way.
 */
export async function unreferencedKeys(
  db: Kysely<Tables>,
  keys: readonly string[],
  { orIntent = false } = {},
): Promise<string[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<{ key: string }>`
    select k.key from unnest(${[...keys]}::text[]) as k(key)
    where not exists (select 1 from verification_photos p where p.storage_key = k.key)
      and not exists (select 1 from mail_items m where m.envelope_key = k.key)
      and not exists (select 1 from mail_items m where m.contents_key = k.key)
      and (not ${orIntent} or not exists (
        select 1 from storage_intents i where i.storage_key = k.key))
  `.execute(db);
  return rows.map((row) => row.key);
}
