import { sql, type Kysely } from 'kysely';
import { deleteSpentDeviceAuthorisations } from '#auth/device-authorisations.ts';
import type { Tables } from '#platform/db/tables.ts';

export interface CleanupCounts {
  codes: number;
  rateLimits: number;
  sessions: number;
  idempotencyKeys: number;
  deviceAuthorisations: number;
}

/**
 * The `cleanup` job: rows that can no longer do anything. One-time codes a day after they expired
 * (kept that long so a late click still finds "expired" rather than "unknown" in the logs),
 * rate-limit windows older than a day (the longest window is an hour), sessions past their expiry,
 * idempotency keys past their 24 hours and login guard authorisations past their 90 days.
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
  const deviceAuthorisations = await deleteSpentDeviceAuthorisations(db);
  const count = (result: { numDeletedRows: bigint }[]) => Number(result[0]?.numDeletedRows ?? 0);
  return {
    codes: count(codes),
    rateLimits: count(rateLimits),
    sessions: count(sessions),
    idempotencyKeys: count(idempotencyKeys),
    deviceAuthorisations,
  };
}
