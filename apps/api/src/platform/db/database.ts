import { Kysely, PostgresDialect } from 'kysely';
import { Client, Pool, types } from 'pg';
import type { ServerConfig } from '#platform/config.ts';
import { statementNames } from '#platform/db/prepared-query.ts';
import { startEmbeddedPostgres } from '#platform/db/embedded-postgres.ts';
import { migrate } from '#platform/db/migrate.ts';
import {
  connectionOptions,
  DEFAULT_TIME_LIMITS,
  type TimeLimits,
} from '#platform/db/time-limits.ts';
import { migrateJobQueue } from '#platform/job-queue.ts';
import type { Tables } from '#platform/db/tables.ts';

export interface Database {
  pool: Pool;
  /** Typed queries over the same pool. */
  kysely: Kysely<Tables>;
  /** True when this start created the embedded cluster (its first start); never for `DATABASE_URL`. */
  embeddedFirstStart: boolean;
  /** Closes the pool, then stops the embedded server if this process started one. */
  close(): Promise<void>;
}

/**
 * Connects to `DATABASE_URL`, or starts the embedded PostgreSQL, and brings the schema up to date:
 * the portal's migrations, then the job queue's own (decision 030).
 */
export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'> & {
    /** Every connection's lock and statement time limits; the defaults unless given. */
    transactionLimits?: TimeLimits;
  },
): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  const pool = new Pool({
    connectionString: config.databaseUrl ?? embedded?.url,
    max: 10,
    options: connectionOptions(config.transactionLimits ?? DEFAULT_TIME_LIMITS),
    types: { getTypeParser: typeParser },
    Client: PreparingClient,
  });
  // An idle connection the database drops (restart, failover) is discarded and replaced on demand;
  // without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) =>
    console.error(`PostgreSQL dropped an idle connection: ${error.message}`),
  );
  // A connection that fails while in use rejects its query; its 'error' event is only noted (an
  // unheard one would end the process). The job queue checks that both listeners are there.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error(`PostgreSQL connection failed: ${error.message}`)),
  );
  try {
    await migrate(pool);
    await migrateJobQueue(pool);
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return {
    pool,
    kysely,
    embeddedFirstStart: embedded?.firstStart ?? false,
    async close() {
      // Kysely ends the pool only if it ever ran a query; a process that closes before any query
      // would otherwise be kept alive by the pool's idle timer.
      await kysely.destroy();
      if (!pool.ended) await pool.end();
      await embedded?.stop();
    },
  };
}

/**
 * A connection that runs the SQL texts compiled by `prepare` (prepared-query.ts) as named prepared
 * statements: parsed and planned once per connection rather than on every request.
 */
class PreparingClient extends Client {
  // pg's overloads all take (config, values?, callback?); only a plain SQL text is looked up.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const name = typeof config === 'string' ? statementNames.get(config) : undefined;
    const query = super.query as (...args: unknown[]) => never;
    if (name) return query.call(this, { name, text: config, values }, callback);
    return query.call(this, config, values, callback);
  }
}

const INT8 = 20;
const DATE = 1082;

/**
 * bigint columns (ids, cents) come back as numbers rather than pg's default strings. Safe while they
 * stay below 2^53, which ids and cents here do by many orders of magnitude; beyond it, fail loudly.
 */
function typeParser(oid: number, format?: 'text' | 'binary') {
  // A calendar date stays its YYYY-MM-DD text: as a Date it would be local midnight, a day off elsewhere.
  if (oid === DATE) return (text: string) => text;
  if (oid !== INT8) return types.getTypeParser(oid, format);
  return (text: string) => {
    const value = Number(text);
    if (!Number.isSafeInteger(value))
      throw new RangeError(`int8 value ${text} is beyond a safe integer`);
    return value;
  };
}
