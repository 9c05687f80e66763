import type { PoolClient } from 'pg';

/**
 * How long any one statement may wait or run (decision 080). Set on every pooled connection when
 * it opens, so no request, job or staff command can hold a lock or a connection without end,
 * whether or not it remembered to ask.
 */
export interface TimeLimits {
  /** `lock_timeout`: how long a statement waits for a row or table another transaction holds. */
  lockTimeoutMs: number;
  /** `statement_timeout`: how long one statement may run. */
  statementTimeoutMs: number;
}

export const DEFAULT_TIME_LIMITS: TimeLimits = { lockTimeoutMs: 2_000, statementTimeoutMs: 10_000 };

/** The connection's startup `options`: the limits become its session defaults. */
export function connectionOptions(limits: TimeLimits): string {
  return `-c lock_timeout=${limits.lockTimeoutMs}ms -c statement_timeout=${limits.statementTimeoutMs}ms`;
}

/**
 * Runs `fn` on a connection without the limits, then puts them back: migrations may rewrite a
 * large table, and wait behind another server's migrations, for longer than any request may.
 */
export async function withoutTimeLimits<T>(client: PoolClient, fn: () => Promise<T>): Promise<T> {
  await client.query('set lock_timeout = 0; set statement_timeout = 0');
  try {
    return await fn();
  } finally {
    // RESET goes back to the connection's startup value: the limits above.
    await client.query('reset lock_timeout; reset statement_timeout').catch(() => undefined);
  }
}
