import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';

/** The start of the fixed window `now()` falls in. */
const windowStart = (windowSeconds: number) =>
  sql<Date>`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

export interface RateLimit {
  /** Most attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** The attempts counted in `bucket` in the current window, counting none. */
export async function attemptsSoFar(
  db: Kysely<Tables>,
  bucket: string,
  windowSeconds: number,
): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('hits')
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart(windowSeconds))
    .executeTakeFirst();
  return row?.hits ?? 0;
}

/**
 * Counts one attempt in `bucket` (e.g. `login:ip:127.0.0.1`) in fixed windows kept in PostgreSQL,
 * so every server instance shares the count; answers the attempts in this window, this one included.
 */
export async function countAttempt(
  db: Kysely<Tables>,
  bucket: string,
  windowSeconds: number,
): Promise<number> {
  const { hits } = await db
    .insertInto('rate_limits')
    .values({ bucket, window_start: windowStart(windowSeconds), hits: 1 })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return hits;
}

/** Counts one attempt against each bucket; over the limit in any: 429 with Retry-After. */
export async function takeAttempt(
  db: Kysely<Tables>,
  buckets: string[],
  { limit, windowSeconds }: RateLimit,
): Promise<void> {
  for (const bucket of buckets) {
    if ((await countAttempt(db, bucket, windowSeconds)) > limit) {
      throw new ApiProblem(
        429,
        'rate_limited',
        'Too many attempts; please wait and try again',
        undefined,
        { 'retry-after': String(windowSeconds) },
      );
    }
  }
}
