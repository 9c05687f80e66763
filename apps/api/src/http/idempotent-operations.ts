import { operationSettings } from '@portal/contract/operations';
import { accountIdOf } from '#auth/sessions.ts';
import type {
  IdempotentOperationId,
  OperationHandlers,
  OperationId,
  OperationRequest,
} from '#contract/operation-handler.ts';
import { idempotent, type AreaHandlers } from '#money/idempotency.ts';
import { memberTransaction } from '#platform/db/member-transaction.ts';
import type { ServerContext } from '#platform/server-context.ts';

const IDEMPOTENT = (Object.keys(operationSettings) as OperationId[]).filter(
  (operationId): operationId is IdempotentOperationId => operationSettings[operationId].idempotent,
);

/**
 * The handlers, each `x-idempotent` one run at most once per account and `Idempotency-Key`: its work
 * and the record of its answer share one member's transaction (the account locked first, decision
 * 080), never retried by the server, since the work may charge a card. The key is bound to the
 * request's query and documented body.
 */
export function withIdempotency(
  { db, limits }: Pick<ServerContext, 'db' | 'limits'>,
  handlers: AreaHandlers,
): OperationHandlers {
  const served: Record<string, unknown> = { ...handlers };
  for (const operation of IDEMPOTENT) {
    const work = handlers[operation] as (
      request: OperationRequest<typeof operation>,
      trx: unknown,
    ) => Promise<unknown>;
    served[operation] = (request: OperationRequest<typeof operation>) => {
      const accountId = accountIdOf(request);
      return idempotent(
        db,
        {
          accountId,
          key: String(request.headers['idempotency-key']),
          operation,
          // Only what the contract lets the request carry: a body sent to an operation that
          // documents none is never read, so it cannot make the request another.
          request: {
            query: request.query,
            body: operationSettings[operation].takesBody ? request.body : undefined,
          },
        },
        (trx) => work(request, trx),
        (fn) => memberTransaction(db, limits, accountId, fn, { retry: false }),
      );
    };
  }
  return served as OperationHandlers;
}
