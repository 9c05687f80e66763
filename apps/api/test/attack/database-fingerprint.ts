import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../src/platform/db/tables.ts';

/**
 * Tables a refused request may still write to, by design: attempt counters (rate limits, wrong-code
 * tries), the audit log of refusals, session activity and stored idempotent outcomes.
 */
const BOOKKEEPING = new Set([
  'rate_limits',
  'sessions',
  'audit_entries',
  'idempotency_keys',
  'one_time_codes',
  'mobile_verifications',
]);

/**
 * A function answering one hash of every row of every other table: equal before and after a
 * request means it stored nothing.
 */
export async function databaseFingerprint(db: Kysely<Tables>): Promise<() => Promise<string>> {
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && !BOOKKEEPING.has(table.name))
    // The job queue's tables too (schema graphile_worker): a refused request queues no work.
    .map((table) =>
      table.schema && table.schema !== 'public' ? `${table.schema}.${table.name}` : table.name,
    );
  const hashes = sql.join(
    tables.map(
      (name) =>
        sql`select ${name} as name, md5(string_agg(t::text, '|' order by t::text)) as hash from ${sql.table(name)} t`,
    ),
    sql` union all `,
  );
  return async () => {
    // In the tables' order: a union's rows come in no promised order.
    const { rows } = await sql<{
      name: string;
      hash: string | null;
    }>`select * from (${hashes}) hashes order by name`.execute(db);
    return rows.map((row) => `${row.name}:${row.hash ?? ''}`).join(',');
  };
}
