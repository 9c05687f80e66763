import type { FastifyRequest } from 'fastify';
import type { Contract } from '#contract/contract.ts';
import { invalidField } from '#contract/problem.ts';

/**
 * Fastify validates a body against the schema of the request's media type, so a request sent with
 * no body at all skips validation. This refuses it for every operation whose body the contract
 * marks required, before the handler reads fields of nothing.
 */
export function requireDocumentedBody(contract: Contract) {
  const needsBody = new Set(
    contract.operations.filter((operation) => operation.body?.required).map(({ id }) => id),
  );
  return async (request: FastifyRequest) => {
    const operationId = request.routeOptions.schema?.operationId;
    if (operationId && needsBody.has(operationId) && request.body === undefined) {
      throw invalidField('body', 'This call needs a request body');
    }
  };
}

/**
 * Values the contract's text and number types never allow but JSON Schema cannot say, refused
 * after validation and before any query: a NUL character (PostgreSQL text cannot hold one) and a
 * number that is not finite (`1e309` in JSON, `Infinity` coerced from a query string).
 */
export async function refuseUnstorableValues(request: FastifyRequest) {
  // An upload's file part is raw bytes, where NUL is an ordinary byte.
  const body = request.isMultipart() ? undefined : request.body;
  const found = unstorableField([request.query, request.params, body]);
  if (found) throw invalidField(found.field, `${found.field} ${found.problem}`);
}

/**
 * The dotted path of the first NUL-holding string or non-finite number among `roots`, and what is
 * wrong with it. Walks without recursion: a body may nest deeper than the call stack allows.
 */
function unstorableField(roots: unknown[]): { field: string; problem: string } | undefined {
  const pending: [string, unknown][] = roots.map((root) => ['', root]);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [path, value] = next;
    const field = path || 'body';
    if (typeof value === 'string' && value.includes('\0')) {
      return { field, problem: 'must not contain a NUL character' };
    }
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { field, problem: 'must be a finite number' };
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        pending.push([path ? `${path}.${key}` : key, item]);
      }
    }
  }
  return undefined;
}
