import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import { sha256 } from '#platform/secrets.ts';
import type { Tables } from '#platform/db/tables.ts';
import { ApiProblem } from '#contract/problem.ts';
import type { AreaOperations, OperationId } from '#contract/operation-handler.ts';

/** The handlers as the areas write them, `x-idempotent` ones taking the key's transaction. */
export type AreaHandlers = AreaOperations<Transaction<Tables>>;

/** Opens a transaction, runs `fn` in it and commits (or rolls back on a throw). */
export type TransactionRunner = <T>(fn: (trx: Transaction<Tables>) => Promise<T>) => Promise<T>;

/** How long a key is honoured (the contract's "Keys are kept 24 hours"). */
const KEPT_FOR = '24 hours';

export interface IdempotentRequest {
  accountId: number;
  /** The caller's `Idempotency-Key` header. */
  key: string;
  operation: OperationId;
  /** The parameters and body that make the request what it is; the key is bound to them. */
  request: unknown;
}

/**
 * Runs `work` at most once per account and `Idempotency-Key` (contract: "Idempotency"), in one
 * database transaction that also records its answer:
 *
 * - a retry after success answers the recorded 200 body again and does no work;
 * - the same key with another operation or other parameters answers 422 `idempotency_key_reused`;
 * - a retry while the first call still runs answers 409 `idempotency_key_in_use`; a transaction-level
 *   advisory lock on the key tells, and PostgreSQL releases it even if the server dies mid-call;
 * - a call that fails rolls back everything it did, its key included, so a retry runs afresh. The
 *   forward wizard's "Try again" after a manual top-up relies on this.
 *
 * `work` must use only the transaction it is given: a second pool connection per request could
 * exhaust the pool while every holder waits for it. `transaction` opens it: a plain one unless the
 * caller gives another (a member's, platform/db/member-transaction.ts).
 */
export async function idempotent<T>(
  db: Kysely<Tables>,
  { accountId, key, operation, request }: IdempotentRequest,
  work: (trx: Transaction<Tables>) => Promise<T>,
  transaction: TransactionRunner = (fn) => db.transaction().execute(fn),
): Promise<T> {
  const requestSha256 = sha256(canonicalJson({ operation, request }));
  return transaction(async (trx) => {
    const { rows } = await sql<{ locked: boolean }>`
      select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${accountId}:${key}`}, 0)) as locked
    `.execute(trx);
    if (!rows[0]?.locked) {
      throw new ApiProblem(
        409,
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being processed',
      );
    }

    const earlier = await trx
      .selectFrom('idempotency_keys')
      .select(['request_sha256', 'response'])
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', key)
      .where('created_at', '>', sql<Date>`now() - ${KEPT_FOR}::interval`)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.request_sha256 !== requestSha256) {
        throw new ApiProblem(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was used for a different request',
        );
      }
      return earlier.response as T;
    }

    const answer = await work(trx);
    const record = { operation, request_sha256: requestSha256, response: JSON.stringify(answer) };
    await trx
      .insertInto('idempotency_keys')
      .values({ account_id: accountId, idempotency_key: key, ...record })
      // Only an expired row can be in the way here: replace it.
      .onConflict((conflict) =>
        conflict
          .columns(['account_id', 'idempotency_key'])
          .doUpdateSet({ ...record, created_at: sql<Date>`now()` }),
      )
      .execute();
    return answer;
  });
}

/** JSON with object keys sorted at every level, so a retry that orders its fields differently matches. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
