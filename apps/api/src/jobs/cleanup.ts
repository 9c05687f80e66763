import { sql, type Kysely } from 'kysely';
import type { Tables } from '#db/tables.ts';

export interface CleanupCounts {
  codes: number;
  rateLimits: number;
  sessions: number;
  idempotencyKeys: number;
}

/**
 * The `cleanup` job: rows that can no longer do anything. One-time codes a day after they expired
 * (kept that long so a late click still finds "expired" rather than "unknown" in the logs),
 * rate-limit windows older than a day (the longest window is an hour), sessions past their expiry
 * and idempotency keys past their 24 hours.
 */
export async function cleanUp(db: Kysely<Tables>): Promise<CleanupCounts> {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  const codes = await db.deleteFrom('one_time_codes').where('expires_at', '<', dayAgo).execute();
  const rateLimits = await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', dayAgo)
    .execute();
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  const idempotencyKeys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', dayAgo)
    .execute();
  const count = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);
  return {
    codes: count(codes),
    rateLimits: count(rateLimits),
    sessions: count(sessions),
    idempotencyKeys: count(idempotencyKeys),
  };
}
