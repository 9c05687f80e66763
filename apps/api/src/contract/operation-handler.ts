import type { operations } from '@portal/api-client/schema';
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
