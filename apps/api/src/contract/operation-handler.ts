import type { operationSettings } from '@portal/contract/operations';
import type { operations } from '@portal/contract/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Handlers are typed from the same generated contract types the browser client uses, so a handler
 * that reads a body field the contract does not have, or answers the wrong shape, fails typecheck.
 */
export type OperationId = keyof operations;

type JsonOf<Content> = Content extends { content: { 'application/json': infer Body } }
  ? Body
  : undefined;

export type RequestBodyOf<Id extends OperationId> = operations[Id] extends {
  requestBody: infer Body;
}
  ? JsonOf<Body>
  : operations[Id] extends { requestBody?: infer Body }
    ? JsonOf<NonNullable<Body>>
    : undefined;

export type QueryOf<Id extends OperationId> = operations[Id]['parameters'] extends {
  query?: infer Query;
}
  ? NonNullable<Query>
  : Record<string, never>;

export type OkBodyOf<Id extends OperationId> = operations[Id]['responses'] extends { 200: infer Ok }
  ? JsonOf<Ok>
  : undefined;

export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Body: RequestBodyOf<Id>;
  Querystring: QueryOf<Id>;
}>;

/** Answers the 200 body, or sends its own answer through `reply` (204, redirect, file) and returns it. */
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<OkBodyOf<Id> | FastifyReply>;

export type OperationHandlers = { [Id in OperationId]: OperationHandler<Id> };

/** The operations the contract marks `x-idempotent`: each runs once per `Idempotency-Key`. */
export type IdempotentOperationId = {
  [Id in OperationId]: (typeof operationSettings)[Id]['idempotent'] extends true ? Id : never;
}[OperationId];

/**
 * An `x-idempotent` operation's work. The server runs it in the transaction that records its answer
 * against the caller's key (money/idempotency.ts) and hands it that transaction, so everything it
 * writes commits, or rolls back, with the key.
 */
export type IdempotentHandler<Id extends OperationId, Transaction> = (
  request: OperationRequest<Id>,
  trx: Transaction,
) => Promise<OkBodyOf<Id>>;

/** The handlers as the areas write them: those of `x-idempotent` operations take the transaction. */
export type AreaOperations<Transaction> = {
  [Id in OperationId]: Id extends IdempotentOperationId
    ? IdempotentHandler<Id, Transaction>
    : OperationHandler<Id>;
};
